/**
 * The layer pages' service (issue 17): GET /api/restrictions/zfe, /api/restrictions/cycling,
 * /api/restrictions/list, /api/restrictions/area, /api/restrictions/covered (the homes' areas)
 * and /api/traffic/events. Inputs are validated
 * with zod (query.ts); answers are `{ data }`. Short cache lifetimes: statuses change with time.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PluginOptions } from '../../app';
import { AppError } from '../../core/errors';
import { areaResolverOf, restrictionsServiceOf } from '../../restrictions/layer-pages';
import { registerCoveredRoute } from './covered-route';
import { whereOf } from './query';

function shortCache(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', `public, max-age=${seconds}`);
}

/** The plugin. */
export async function restrictionsPlugin(
  app: FastifyInstance,
  options: PluginOptions,
): Promise<void> {
  const { deps } = options;
  const areas = areaResolverOf(deps.places);
  const service = restrictionsServiceOf(deps);

  app.get('/api/restrictions/area', async (request, reply) => {
    const { where } = whereOf(areas, request.query);
    if (!where.area)
      throw new AppError('VALIDATION', { details: 'commune, departement ou region' });
    shortCache(reply, 3600);
    return { data: where.area.ref };
  });
  app.get('/api/restrictions/zfe', async (request, reply) => {
    const { where, at } = whereOf(areas, request.query);
    shortCache(reply, 300);
    return { data: service.zfe(where, at) };
  });
  app.get('/api/restrictions/cycling', async (request, reply) => {
    const { where } = whereOf(areas, request.query);
    const area = where.area ?? areas.france();
    shortCache(reply, 3600);
    return { data: service.cycling(area) };
  });
  app.get('/api/restrictions/list', async (request, reply) => {
    const { q, where, at } = whereOf(areas, request.query);
    shortCache(reply, 300);
    return { data: service.restrictions(where, at, q.limit) };
  });
  registerCoveredRoute(app, {
    store: deps.restrictions,
    areas,
    towns: deps.places.gazetteer().towns,
  });
  app.get('/api/traffic/events', async (request, reply) => {
    const { where, at } = whereOf(areas, request.query);
    shortCache(reply, 60);
    return { data: service.traffic(where, at) };
  });
}
