/**
 * Routes of the geoentity service (spec §7): POI lists of apps and of rubrics, categories or
 * subcategories, a POI sheet (also at the search's historical /api/geoentity/{id}.json), its
 * tabs by relative path, the fuels repository, sponsored apps, hotel rooms, rubric reference data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBbox } from '../../../src/domain/geo';
import type { GeoentityResponse } from '../../../src/domain/geoentity';
import {
  applicationsQuerySchema,
  catalogueIdsSchema,
  geoentityQuerySchema,
  hotelRoomsParamsSchema,
  hotelRoomsQuerySchema,
} from '../../../src/domain/geoentity-schema';
import {
  APPS_BY_ID,
  listFilterOf,
  rubricIdsOf,
  type PoiSourceKind,
} from '../../../src/domain/poi-catalogue/catalogue';
import type { SponsoredApp } from '../../../src/domain/ads/ads-schema';
import { withSponsor } from '../../ads/sponsored';
import { AppError, parseWith } from '../../core/errors';
import { referenceRubrics } from '../../geoentity/catalogue-config';
import type { GeoentityService } from '../../geoentity/geoentity-service';
import { hotelRooms, type PartnerSettings } from '../../geoentity/partners';
import { poiLanguage, type PoiLanguage } from '../../geoentity/poi-texts';
import { TAB_IDS, type TabId } from '../../geoentity/tabs';
import { showsHotelPrices } from '../../../src/domain/geoentity';
import { lookupTable } from '../../../src/domain/lookup-table';

/** Geoentity ids of the index: OSM objects, national fuel stations, SNCF stations. */
const GEOENTITY_ID = /^(osm-[nwr]\d{1,12}|carburant-\d{1,10}|sncf-\d{1,10})$/;

/** The language of a request: `locale`, else Accept-Language, else French. */
export function requestLanguage(request: FastifyRequest, locale: string | undefined): PoiLanguage {
  return poiLanguage(locale ?? request.headers['accept-language']?.split(',')[0]);
}

/** A geoentity id of a path ('{id}' or '{id}.json'): 400 when malformed (§8: not found). */
function geoentityId(raw: string): string {
  // Fastify has already decoded the path: decoding again turns a lone « % » into a crash.
  const id = raw.replace(/\.json$/, '');
  if (!GEOENTITY_ID.test(id)) throw new AppError('GEOENTITY_INVALID', {}, { id });
  return id;
}

/** The rubric ids of catalogue ids of a kind; 404 naming the unknown ones. */
export function resolveRubrics(kind: PoiSourceKind, ids: readonly string[]): string[] {
  const unknown = ids.filter((id) => rubricIdsOf(kind, id) === undefined);
  if (unknown.length > 0) throw new AppError('GEOENTITY_NOT_FOUND', {}, { kind, unknown });
  return [...new Set(ids.flatMap((id) => rubricIdsOf(kind, id) ?? []))];
}

const LIST_KINDS: Readonly<Record<string, PoiSourceKind>> = lookupTable({
  applications: 'app',
  rubrics: 'rubric',
  categories: 'category',
  subcategories: 'subcategory',
});

/** The sponsorships running now, by app id (read from the house-ads file). */
export type Sponsors = () => Promise<ReadonlyMap<string, SponsoredApp>>;

function registerLists(app: FastifyInstance, service: GeoentityService, sponsors: Sponsors): void {
  for (const [segment, kind] of Object.entries(LIST_KINDS)) {
    app.get<{ Params: { ids: string } }>(`/api/geoentity/${segment}/:ids`, async (request) => {
      const ids = parseWith(catalogueIdsSchema, request.params.ids.replace(/\.json$/, ''));
      const query = parseWith(applicationsQuerySchema, request.query);
      const rubricIds = resolveRubrics(kind, ids);
      const appId = kind === 'app' ? ids[0] : undefined;
      const list = service.list({
        rubricIds,
        bbox: parseBbox(query.bbox),
        max: query.max,
        extend: query.extend_bbox === '1',
        lang: requestLanguage(request, query.locale),
        appId,
        filter: listFilterOf(kind, ids),
        filters: query.filters,
        now: new Date(),
      });
      return { ...list, pois: withSponsor(list.pois, appId, await sponsors()) };
    });
  }
}

function registerSheets(app: FastifyInstance, service: GeoentityService, sponsors: Sponsors): void {
  const sheet = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const query = parseWith(geoentityQuerySchema, request.query);
    const id = geoentityId(request.params.id);
    const poi = service.poi(id, {
      lang: requestLanguage(request, query.locale),
      appId: query.appId,
      now: new Date(),
    });
    if (!poi) throw new AppError('GEOENTITY_NOT_FOUND', {}, { id });
    return { pois: withSponsor([poi], query.appId, await sponsors()) } satisfies GeoentityResponse;
  };
  app.get('/api/geoentity/:id', sheet);
  app.get('/api/geoentity/geoentity/:id', sheet);
  app.get<{ Params: { id: string; tab: string } }>(
    '/api/geoentity/geoentity/:id/:tab',
    async (request) => {
      const query = parseWith(geoentityQuerySchema, request.query);
      const id = geoentityId(request.params.id);
      const tab = request.params.tab.replace(/\.json$/, '');
      if (!(TAB_IDS as readonly string[]).includes(tab))
        throw new AppError('GEOENTITY_NOT_FOUND', {}, { id, tab });
      const blocks = service.tab(id, tab as TabId, {
        lang: requestLanguage(request, query.locale),
        now: new Date(),
      });
      if (!blocks) throw new AppError('GEOENTITY_NOT_FOUND', {}, { id, tab });
      return { id: tab, blocks };
    },
  );
}

function registerHotel(app: FastifyInstance, service: GeoentityService, partners: PartnerSettings) {
  app.get<{ Params: { id: string; dates: string } }>(
    '/api/geoentity/hotel/:id/rooms/:dates',
    async (request) => {
      const params = parseWith(hotelRoomsParamsSchema, request.params);
      const { capacity } = parseWith(hotelRoomsQuerySchema, request.query);
      const id = geoentityId(params.id);
      const row = service.row(id);
      if (!row || !showsHotelPrices(row.rubric_id))
        throw new AppError('GEOENTITY_NOT_FOUND', {}, { id });
      return hotelRooms(partners.hotel, {
        poiId: id,
        name: row.name,
        lng: row.lng,
        lat: row.lat,
        checkIn: params.checkIn,
        checkOut: params.checkOut,
        capacity,
      });
    },
  );
}

/** Registers the routes. */
export function registerPoiRoutes(
  app: FastifyInstance,
  service: GeoentityService,
  partners: PartnerSettings,
  sponsors: Sponsors,
): void {
  registerLists(app, service, sponsors);
  registerSheets(app, service, sponsors);
  registerHotel(app, service, partners);
  app.get('/api/geoentity/fuels', async () => service.fuels());
  app.get<{ Params: { bbox: string } }>('/api/geoentity/vde/:bbox', async (request) => {
    const box = parseBbox(request.params.bbox.replace(/\.json$/, ''));
    const running = [...(await sponsors()).keys()].filter((id) => APPS_BY_ID.has(id));
    return { appIds: box ? running : [] };
  });
  app.get('/api/geoentity/referencedata/rubrics', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600');
    return referenceRubrics();
  });
}
