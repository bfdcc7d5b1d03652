/**
 * The operator's monitoring API (issue 16), behind the operator token of the server's
 * configuration (`PERIPLE_OPERATOR_TOKEN`, sent as `Authorization: Bearer …`), never behind the
 * user accounts: Web Vitals percentiles per page and day, the top errors, the recorded sessions
 * and a session's events for the replay. Without a configured token these routes do not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import { topErrors, vitalRows } from '../../monitoring/operator-stats';
import type { UserStore } from '../../store/user-store';

const DAY_MS = 86_400_000;
/** The most events read for the figures. */
const MAX_EVENTS = 200_000;

const daysQuery = z.object({ days: z.coerce.number().int().min(1).max(30).default(7) }).strict();
const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });

/** Throws OPERATOR_TOKEN_INVALID unless the request carries the token. */
function checkToken(request: FastifyRequest, token: string): void {
  const header = request.headers.authorization ?? '';
  const sent = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    throw new AppError('OPERATOR_TOKEN_INVALID');
}

function storeOf(users: UserStore | undefined): UserStore {
  if (!users) throw new AppError('MONITORING_UNAVAILABLE');
  return users;
}

/** The plugin (registers nothing without a token). */
export async function adminPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const token = options.config.operatorToken;
  if (!token) return;
  const users = options.deps.users;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkToken(request, token);
  });
  const since = async (query: unknown) => {
    const { days } = parseWith(daysQuery, query);
    return storeOf(users).monitoring.eventsSince(new Date(Date.now() - days * DAY_MS), MAX_EVENTS);
  };
  app.get('/api/admin/monitoring/vitals', async (request) => ({
    data: vitalRows(await since(request.query)),
  }));
  app.get('/api/admin/monitoring/errors', async (request) => ({
    data: topErrors(await since(request.query), 20),
  }));
  app.get('/api/admin/monitoring/sessions', async () => ({
    data: await storeOf(users).replay.sessions(50),
  }));
  app.get('/api/admin/monitoring/sessions/:id', async (request) => {
    const { id } = parseWith(sessionParams, request.params);
    const events = await storeOf(users).replay.events(id);
    if (events.length === 0) throw new AppError('NOT_FOUND');
    return { data: { sessionId: id, events } };
  });
}
