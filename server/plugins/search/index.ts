/**
 * The search service: GET /api/search, /api/suggest, /api/geocode/forward,
 * /api/geocode/reverse, /api/geocode/poi (a POI icon of the map, by name near a point) and
 * /api/areas, on the search index (server/search). POIs by id
 * (/api/geoentity/{id}.json) are served by the geoentity plugin.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBbox } from '../../../src/domain/geo';
import type {
  ForwardGeocodeResponse,
  Poi,
  ReverseGeocodeResponse,
  SearchResponse,
  SuggestResponse,
} from '../../../src/domain/search';
import {
  forwardQuerySchema,
  poiAtQuerySchema,
  reverseQuerySchema,
  searchQuerySchema,
  suggestQuerySchema,
  wantsContour,
} from '../../../src/domain/search-schema';
import { hasSearchableText } from '../../../src/domain/search-text/query';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import { AREA_KINDS, listAreas } from '../../search/areas';
import { levelsFromNames } from '../../search/levels';
import type { SearchService } from '../../search/search-service';
import { Suggester } from '../../search/suggest';

/** GET /api/areas: `kind` region, departement or commune; `parent` the code of the parent area. */
const areasQuerySchema = z.object({
  kind: z.enum(AREA_KINDS),
  parent: z
    .string()
    .regex(/^[0-9AB]{2,3}$/)
    .optional(),
});

/** Refuses a query with nothing to search for (empty, blank, only punctuation). */
function requireText(q: string): string {
  if (!hasSearchableText(q)) throw new AppError('EMPTY_QUERY');
  return q;
}

/** The plugin. */
export async function searchPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  registerSearchRoutes(app, options.deps.search);
  registerGeocodeRoutes(app, options.deps.search);
}

/** GET /api/search and /api/suggest. */
function registerSearchRoutes(app: FastifyInstance, service: SearchService): void {
  const suggester = new Suggester(service);

  app.get('/api/search', async (request): Promise<SearchResponse> => {
    const query = parseWith(searchQuerySchema, request.query);
    return service.search({
      q: requireText(query.q),
      f: query.f,
      bbox: parseBbox(query.bbox),
      extendBbox: query.extend_bbox === '1',
      maxResults: query.max_results,
      limit: query.limit,
      locale: query.locale,
    });
  });

  // The answer carries its server time (Server-Timing), which the bench reads.
  app.get('/api/suggest', async (request, reply) => {
    const started = performance.now();
    const query = parseWith(suggestQuerySchema, request.query);
    const body: SuggestResponse = {
      suggestions: suggester.suggest(requireText(query.q), parseBbox(query.bbox), query.locale),
    };
    const json = JSON.stringify(body);
    const ms = performance.now() - started;
    return reply
      .header('server-timing', `suggest;dur=${ms.toFixed(3)}`)
      .type('application/json; charset=utf-8')
      .send(json);
  });
}

/** GET /api/geocode/forward, /api/geocode/reverse and /api/areas. */
function registerGeocodeRoutes(app: FastifyInstance, service: SearchService): void {
  app.get('/api/geocode/forward', async (request): Promise<ForwardGeocodeResponse> => {
    const query = parseWith(forwardQuerySchema, request.query);
    const names = [query.f, query.subtypes].flatMap((v) => (v ? v.split(',') : []));
    const answer = service.forward({
      q: requireText(query.q),
      levels: levelsFromNames(names.map((n) => n.trim())),
      contour: wantsContour(query.contour),
    });
    if (answer.addresses.features.length === 0) throw new AppError('NO_RESULT');
    return answer;
  });

  app.get('/api/geocode/reverse', async (request): Promise<ReverseGeocodeResponse> => {
    const query = parseWith(reverseQuerySchema, request.query);
    const addresses = service.reverse({
      lng: query.x,
      lat: query.y,
      contour: wantsContour(query.contour),
      locale: query.locale,
    });
    if (addresses.length === 0) throw new AppError('NO_ADDRESS');
    return { addresses };
  });

  app.get('/api/geocode/poi', async (request): Promise<{ poi: Poi }> => {
    const query = parseWith(poiAtQuerySchema, request.query);
    const poi = service.poiAt({
      lng: query.x,
      lat: query.y,
      name: query.name,
      locale: query.locale,
    });
    if (!poi) throw new AppError('GEOENTITY_NOT_FOUND');
    return { poi };
  });

  app.get('/api/areas', async (request) => {
    const query = parseWith(areasQuerySchema, request.query);
    return {
      areas: listAreas(service.index.db, service.rows, { kind: query.kind, parent: query.parent }),
    };
  });
}
