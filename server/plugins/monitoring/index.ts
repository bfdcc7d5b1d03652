/**
 * Real-user monitoring, our own intake (issue 16; spec 001 §7, §9): GET /api/monitoring/config
 * (the sample rates, remote so that they change without a release) and POST
 * /api/monitoring/intake (a batch of vitals, errors, failed calls and map load times, sent with
 * sendBeacon: JSON, or JSON as text/plain). A batch is checked whole (zod, 64 KB, 100 events,
 * rate-limited per address) and kept in the user store's database; a refused batch keeps nothing.
 */
import type { FastifyInstance } from 'fastify';
import { RUM_LIMITS, type RumConfig } from '../../../src/domain/monitoring/rum';
import { rumBatchSchema } from '../../../src/domain/monitoring/rum-schema';
import { REPLAY_LIMITS } from '../../../src/domain/monitoring/replay';
import { replayChunkSchema } from '../../../src/domain/monitoring/replay-schema';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import type { ReplayStore } from '../../store/replay-store';

/** The plugin (its own scope: the text/plain parser applies to its routes only). */
export async function monitoringPlugin(
  app: FastifyInstance,
  options: PluginOptions,
): Promise<void> {
  const { config, deps } = options;
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPLAY_LIMITS.chunkBytes },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('VALIDATION', { details: 'corps : JSON invalide' }), undefined);
      }
    },
  );
  app.get('/api/monitoring/config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const data: RumConfig = {
      sampleRate: config.monitoringSampleRate,
      replaySampleRate: config.replaySampleRate,
    };
    return { data };
  });
  app.post('/api/monitoring/intake', { bodyLimit: RUM_LIMITS.bytes }, async (request, reply) => {
    const batch = parseWith(rumBatchSchema, request.body);
    const store = deps.users?.monitoring;
    if (!store) throw new AppError('MONITORING_UNAVAILABLE');
    try {
      await store.recordBatch(batch, new Date());
    } catch (error) {
      throw new AppError('MONITORING_UNAVAILABLE').withInternal(String(error));
    }
    reply.header('cache-control', 'no-store');
    return reply.status(204).send();
  });
  registerReplay(app, deps.users?.replay);
}

/** POST /api/monitoring/replay: a chunk of a recorded session, checked whole and kept. */
function registerReplay(app: FastifyInstance, store: ReplayStore | undefined): void {
  app.post(
    '/api/monitoring/replay',
    { bodyLimit: REPLAY_LIMITS.chunkBytes },
    async (request, reply) => {
      const chunk = parseWith(replayChunkSchema, request.body);
      if (!store) throw new AppError('MONITORING_UNAVAILABLE');
      try {
        await store.addChunk(chunk, new Date());
      } catch (error) {
        throw new AppError('MONITORING_UNAVAILABLE').withInternal(String(error));
      }
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
}
