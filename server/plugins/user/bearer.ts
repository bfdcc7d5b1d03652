/**
 * Bearer authorization of the account endpoints, checked in `onRequest` (before any body is
 * parsed): no `Authorization: Bearer …` header → 401 'no token' (spec 001 §6); a token of no
 * valid session → 401 SESSION_EXPIRED. The signed-in user is then `request.account`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import type { UserRecord } from '../../store/user-store';
import type { IdentityService } from '../../user/identity-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an account endpoint (set by the bearer hook). */
    account: UserRecord | null;
    /** The bearer token of the request, once checked. */
    bearer: string | null;
  }
}

/** The token of an `Authorization: Bearer …` header, undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header.trim()) : null;
  if (match?.[1]) return match[1];
  // A header of another shape is a forged token, not a missing one.
  if (header) throw new AppError('SESSION_EXPIRED');
  return undefined;
}

/** Adds the hook that signs the request's user in, or refuses it, on every route of `app`. */
export function requireAccount(app: FastifyInstance, identity: () => IdentityService): void {
  if (!app.hasRequestDecorator('account')) {
    app.decorateRequest('account', null);
    app.decorateRequest('bearer', null);
  }
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('NO_TOKEN');
    request.account = await identity().authenticate(token);
    request.bearer = token;
  });
}

/** The signed-in user of a request that passed the hook. */
export function accountOf(request: FastifyRequest): UserRecord {
  if (!request.account) throw new AppError('NO_TOKEN');
  return request.account;
}
