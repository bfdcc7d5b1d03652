/**
 * Client of the geoentity, POI assets, POIs-on-route and radius-tool API (spec §7), with the
 * normal request time-out (§9). Every call takes an AbortSignal. Failures are rethrown as
 * ApiError (§8), except a route without geometry, thrown as `NoPolylineError` (nothing happens).
 */
import type { ReachableAreas } from '../domain/reachable-areas';
import type { $Fetch } from 'ofetch';
import type { Bbox, LngLat } from '../domain/geo';
import type {
  ApplicationsResponse,
  GeoentityPoi,
  GeoentityResponse,
  HotelRoomsResponse,
  PoiConfiguration,
  PoisOnRouteResponse,
  TabBlock,
} from '../domain/geoentity';
import type { PoiSourceKind } from '../domain/poi-catalogue/catalogue';
import { NO_POLYLINE_DATA, poisOnRouteRules, type RoutePath } from '../domain/pois-on-route';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { ApiError, toApiError } from './api-errors';

/** What a POI list shows: an app, a category, a subcategory or a rubric. */
export interface PoiSource {
  kind: PoiSourceKind;
  id: string;
}

/** A list request. */
export interface PoiListRequest {
  source: PoiSource;
  bbox: Bbox | null;
  locale: string;
  /** The fuel of the fuel filter. */
  currentFuel?: string | undefined;
  /** The other filters chosen, by parameter (« open: now », « cuisine: pizza »). */
  filters?: Readonly<Record<string, string>> | undefined;
  max?: number | undefined;
}

/** The `filters` parameter of a list (`currentFuel:E10,open:now`), undefined without any. */
export function filtersParam(
  r: Pick<PoiListRequest, 'currentFuel' | 'filters'>,
): string | undefined {
  const pairs = [
    ...(r.currentFuel ? [`currentFuel:${r.currentFuel}`] : []),
    ...Object.entries(r.filters ?? {}).map(([parameter, value]) => `${parameter}:${value}`),
  ];
  return pairs.length > 0 ? pairs.join(',') : undefined;
}

/** A POIs-on-route request; zone, buffer and maxPoi default to the spec's rules (§9). */
export interface PoisOnRouteRequest {
  source: PoiSource;
  paths: readonly RoutePath[];
  locale: string;
  zone?: number | undefined;
  buffer?: number | undefined;
  maxPoi?: number | undefined;
}

/** Modes of the reachable areas. */
import type { IsochroneMode } from '../domain/reachable-areas';
export type { IsochroneMode };

/** Thrown when the server says the route has no geometry (NO_POLYLINE_DATA). */
export class NoPolylineError extends Error {
  readonly code = NO_POLYLINE_DATA;
}

/** The calls. */
export interface PoiApi {
  configuration(locale: string, signal?: AbortSignal): Promise<PoiConfiguration>;
  list(request: PoiListRequest, signal?: AbortSignal): Promise<ApplicationsResponse>;
  poi(id: string, locale: string, signal?: AbortSignal): Promise<GeoentityPoi>;
  tab(
    url: string,
    locale: string,
    signal?: AbortSignal,
  ): Promise<{ id: string; blocks: TabBlock[] }>;
  poisOnRoute(request: PoisOnRouteRequest, signal?: AbortSignal): Promise<PoisOnRouteResponse>;
  isochrone(
    request: { point: LngLat; mode: IsochroneMode; minutes: readonly number[] },
    signal?: AbortSignal,
  ): Promise<ReachableAreas>;
  hotelRooms(
    request: { id: string; checkIn: string; checkOut: string; capacity: number },
    signal?: AbortSignal,
  ): Promise<HotelRoomsResponse>;
}

const LIST_PATHS: Readonly<Record<PoiSourceKind, string>> = {
  app: 'applications',
  rubric: 'rubrics',
  category: 'categories',
  subcategory: 'subcategories',
};

const ROUTE_PARAMS: Readonly<Record<PoiSourceKind, string>> = {
  app: 'apps',
  rubric: 'rubrics',
  category: 'categories',
  subcategory: 'subcategories',
};

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { data?: { code?: unknown } }).data?.code;
    if (code === NO_POLYLINE_DATA) throw new NoPolylineError(NO_POLYLINE_DATA);
    throw toApiError(error);
  }
}

/** True for a geoentity answer: an object with its list of POIs (not an empty body). */
function isGeoentityResponse(body: unknown): body is GeoentityResponse {
  return typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, 'pois'));
}

const bboxText = (bbox: Bbox | null) =>
  bbox ? bbox.map((v) => v.toFixed(5)).join(',') : undefined;

type Get = <T>(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => Promise<T>;

/** The GET calls. */
function getCalls(get: Get): Omit<PoiApi, 'poisOnRoute'> {
  return {
    configuration: (locale, signal) =>
      get(`/api/poiassets/configuration.${locale}.json`, {}, signal),
    list: (r, signal) =>
      get(
        `/api/geoentity/${LIST_PATHS[r.source.kind]}/${encodeURIComponent(r.source.id)}`,
        {
          bbox: bboxText(r.bbox),
          max: r.max,
          locale: r.locale,
          filters: filtersParam(r),
        },
        signal,
      ),
    poi: async (id, locale, signal) => {
      const path = `/api/geoentity/geoentity/${encodeURIComponent(id)}.json`;
      const body = await get<unknown>(path, { locale }, signal);
      // §8: an empty body is « Error while loading geoentity », not a POI.
      if (!isGeoentityResponse(body)) throw new ApiError('geoentityLoad', undefined);
      const poi = body.pois[0];
      if (!poi) throw toApiError({ status: 404 });
      return poi;
    },
    tab: (url, locale, signal) => get(url, { locale }, signal),
    isochrone: (r, signal) =>
      get(
        '/api/tools/isochrone',
        {
          lng: r.point.lng.toFixed(5),
          lat: r.point.lat.toFixed(5),
          mode: r.mode,
          minutes: r.minutes.join(','),
        },
        signal,
      ),
    hotelRooms: (r, signal) =>
      get(
        `/api/geoentity/hotel/${encodeURIComponent(r.id)}/rooms/${r.checkIn},${r.checkOut}.json`,
        { capacity: r.capacity },
        signal,
      ),
  };
}

/** Creates the client (same origin by default). */
export function createPoiApi(
  options: { baseURL?: string; fetch?: typeof globalThis.fetch } = {},
): PoiApi {
  const $fetch: $Fetch = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const get: Get = (path, query, signal) =>
    call(() => $fetch(path, { query, ...(signal ? { signal } : {}) }));
  return {
    ...getCalls(get),
    poisOnRoute: (r, signal) => {
      const rules = poisOnRouteRules(r.paths);
      return call(() =>
        $fetch<PoisOnRouteResponse>('/api/multipath/pois-on-route', {
          method: 'POST',
          query: {
            [ROUTE_PARAMS[r.source.kind]]: r.source.id,
            maxPoi: r.maxPoi ?? rules.maxPoi,
            zone: r.zone ?? rules.zone,
            buffer: r.buffer ?? rules.buffer,
          },
          body: { locale: r.locale, data: r.paths },
          ...(signal ? { signal } : {}),
        }),
      );
    },
  };
}
