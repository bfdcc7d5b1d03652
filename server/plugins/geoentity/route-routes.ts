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
} from '../../../src/domain/pois-on-route';
import { AppError, parseWith } from '../../core/errors';
import type { GeoentityService } from '../../geoentity/geoentity-service';
import { requestLanguage, resolveRubrics } from './poi-routes';

/** Registers the route. */
export function registerRouteRoutes(app: FastifyInstance, service: GeoentityService): void {
  app.post('/api/multipath/pois-on-route', async (request) => {
    const query = parseWith(poisOnRouteQuerySchema, request.query);
    const body = parseWith(poisOnRouteBodySchema, request.body ?? {});
    if (body.paths.length === 0) throw new AppError('NO_POLYLINE_DATA');
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
      buffer: query.buffer ?? poisOnRouteBuffer(POIS_ON_ROUTE_ZOOM),
      zone: query.zone ?? poisOnRouteZone(body.paths),
      maxPoi: query.maxPoi,
      lang: requestLanguage(request, body.locale),
      appId: query.apps?.[0],
      now: new Date(),
    });
  });
}
