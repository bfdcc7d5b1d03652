/**
 * POST /api/multipath/pois-on-route (spec §7, §9): the POIs of rubrics, apps, categories or
 * subcategories along the route whose polyline coordinates are the body's `data`. Without a
 * polyline the answer is NO_POLYLINE_DATA (the SPA then does nothing); zone and buffer default
 * to the spec's rules (zone by the number of points, buffer at the forced zoom 14).
 */
import type { FastifyInstance } from 'fastify';
import {
  poisOnRouteBodySchema,
  poisOnRouteQuerySchema,
} from '../../../src/domain/geoentity-schema';
import {
  poisOnRouteBuffer,
  poisOnRouteZone,
  POIS_ON_ROUTE_ZOOM,
  type RoutePath,
} from '../../../src/domain/pois-on-route';
import { CORRIDOR_MAX_SAMPLES, corridorSamples } from '../../geoentity/route-corridor';
import { AppError, parseWith } from '../../core/errors';
import type { GeoentityService } from '../../geoentity/geoentity-service';
import { requestLanguage, resolveRubrics } from './poi-routes';

/** Points of a route at most (a 1,000 km drive's full polyline has about 20,000). */
export const ROUTE_MAX_POINTS = 50_000;

/**
 * Refuses, with a clear 400, a route whose corridor would cost more than the server spends on
 * one request: too many points, or too long for its buffer (the work grows with length / buffer).
 */
function checkRouteSize(paths: readonly RoutePath[], buffer: number): void {
  const points = paths.reduce((n, p) => n + p.length, 0);
  if (points > ROUTE_MAX_POINTS)
    throw new AppError('ROUTE_TOO_LARGE', {
      points: String(points),
      max: String(ROUTE_MAX_POINTS),
    });
  if (corridorSamples(paths, buffer) > CORRIDOR_MAX_SAMPLES)
    throw new AppError('ROUTE_TOO_LARGE', { buffer: String(buffer) });
}

/** Registers the route. */
export function registerRouteRoutes(app: FastifyInstance, service: GeoentityService): void {
  // A long route's polyline (ROUTE_MAX_POINTS points) is a few megabytes of JSON.
  app.post('/api/multipath/pois-on-route', { bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    const query = parseWith(poisOnRouteQuerySchema, request.query);
    const body = parseWith(poisOnRouteBodySchema, request.body ?? {});
    if (body.paths.length === 0) throw new AppError('NO_POLYLINE_DATA');
    const buffer = query.buffer ?? poisOnRouteBuffer(POIS_ON_ROUTE_ZOOM);
    checkRouteSize(body.paths, buffer);
    const rubricIds = [
      ...resolveRubrics('rubric', query.rubrics ?? []),
      ...resolveRubrics('app', query.apps ?? []),
      ...resolveRubrics('category', query.categories ?? []),
      ...resolveRubrics('subcategory', query.subcategories ?? []),
    ];
    if (rubricIds.length === 0)
      throw new AppError('VALIDATION', {
        details: 'rubrics, apps, categories ou subcategories attendu',
      });
    return service.poisOnRoute({
      rubricIds: [...new Set(rubricIds)],
      paths: body.paths,
      buffer,
      zone: query.zone ?? poisOnRouteZone(body.paths),
      maxPoi: query.maxPoi,
      lang: requestLanguage(request, body.locale),
      appId: query.apps?.[0],
      now: new Date(),
    });
  });
}
