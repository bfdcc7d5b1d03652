/**
 * Accounts (`/api/identity`, issue 13): POST /signup and /login → {token, identity}; POST
 * /logout; GET /me; POST /password (change: every other session ends); POST /reset-request and
 * /reset (a link to the mail outbox); GET /export; DELETE /account. Sign-in and sign-up are
 * limited per address (security.ts) and per account (here).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteAccountBodySchema,
  loginBodySchema,
  passwordBodySchema,
  resetBodySchema,
  resetRequestBodySchema,
  signupBodySchema,
} from '../../../src/domain/account/account-schema';
import { normaliseEmail } from '../../../src/domain/account/identity';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import { AttemptLimiter } from '../../user/attempt-limiter';
import { identityOf, IdentityService } from '../../user/identity-service';
import { FolderOutbox } from '../../user/mail-outbox';
import { accountOf, requireAccount } from '../user/bearer';

/** Attempts per account (e-mail) in a quarter of an hour, whatever the address. */
const ACCOUNT_ATTEMPTS = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** The identity service of the app, or ACCOUNTS_UNAVAILABLE without a user store. */
export function identityServiceOf(
  app: FastifyInstance,
  options: PluginOptions,
): () => IdentityService {
  const { config, deps } = options;
  const service = deps.users
    ? new IdentityService({
        store: deps.users,
        outbox: new FolderOutbox(config.mailOutboxDir),
        origin: config.publicUrl ?? `http://localhost:${config.port}`,
        log: (message) => app.log.warn(message),
      })
    : undefined;
  return () => {
    if (!service) throw new AppError('ACCOUNTS_UNAVAILABLE');
    return service;
  };
}

/** The plugin. */
export async function identityPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const identity = identityServiceOf(app, options);
  const perAccount = new AttemptLimiter({
    max: options.config.authRateLimitPerMinute === 0 ? 0 : ACCOUNT_ATTEMPTS,
    windowMs: ACCOUNT_WINDOW_MS,
  });
  const limitAccount = (email: string): void => {
    const wait = perAccount.allow(normaliseEmail(email));
    if (wait > 0) throw new AppError('RATE_LIMITED', { seconds: String(wait) });
  };

  app.post('/api/identity/signup', async (request, reply) => {
    const body = parseWith(signupBodySchema, request.body);
    limitAccount(body.email);
    return reply.status(201).send(await identity().signup(body));
  });
  app.post('/api/identity/login', async (request) => {
    const body = parseWith(loginBodySchema, request.body);
    limitAccount(body.email);
    const session = await identity().login(body);
    // Signed in: the attempts before do not count against the next sign-in.
    perAccount.forgive(normaliseEmail(body.email));
    return session;
  });
  app.post('/api/identity/reset-request', async (request, reply) => {
    const body = parseWith(resetRequestBodySchema, request.body);
    limitAccount(body.email);
    await identity().requestReset(body.email);
    return reply.status(202).send({ sent: true });
  });
  app.post('/api/identity/reset', async (request, reply) => {
    const body = parseWith(resetBodySchema, request.body);
    await identity().reset(body.token, body.password);
    return reply.status(204).send();
  });
  await app.register(async (signedIn) => signedInRoutes(signedIn, identity));
}

function bearerOf(request: FastifyRequest): string {
  if (!request.bearer) throw new AppError('NO_TOKEN');
  return request.bearer;
}

/** The routes of a signed-in user (bearer checked before the body is read). */
function signedInRoutes(signedIn: FastifyInstance, identity: () => IdentityService): void {
  requireAccount(signedIn, identity);
  signedIn.get('/api/identity/me', async (request) => identityOf(accountOf(request)));
  signedIn.post('/api/identity/logout', async (request, reply) => {
    await identity().logout(bearerOf(request));
    return reply.status(204).send();
  });
  signedIn.post('/api/identity/password', async (request) => {
    const body = parseWith(passwordBodySchema, request.body);
    return identity().changePassword(accountOf(request), body.current, body.password);
  });
  signedIn.get('/api/identity/export', async (request, reply) => {
    const data = await identity().exportAccount(accountOf(request));
    return reply
      .header('Content-Disposition', 'attachment; filename="periple-mes-donnees.json"')
      .header('Cache-Control', 'no-store')
      .send(data);
  });
  signedIn.delete('/api/identity/account', async (request, reply) => {
    const body = parseWith(deleteAccountBodySchema, request.body);
    await identity().deleteAccount(accountOf(request), body.password);
    return reply.status(204).send();
  });
}
