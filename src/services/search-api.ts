/**
 * Client of the search and geocoding API (spec §7 search and geocoding calls), with the
 * normal request time-out (§9). Every call takes an AbortSignal: a newer keystroke cancels the
 * older request. Failures are rethrown as ApiError (§8).
 */
import type { $Fetch } from 'ofetch';
import type { Address } from '../domain/address';
import type { Bbox } from '../domain/geo';
import type {
  ForwardGeocodeResponse,
  Poi,
  ReverseGeocodeResponse,
  SearchFilter,
  SearchResponse,
  SuggestResponse,
} from '../domain/search';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** Parameters of a search. */
export interface SearchParams {
  q: string;
  bbox?: Bbox | undefined;
  f?: SearchFilter;
  /** Addresses at most. */
  limit?: number;
  /** The page's locale: an English or Dutch page names categories in its language too. */
  locale?: string | undefined;
}

/** The calls. */
export interface SearchApi {
  search(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse>;
  suggest(
    params: { q: string; bbox?: Bbox | undefined; locale?: string | undefined },
    signal?: AbortSignal,
  ): Promise<SuggestResponse>;
  forward(
    params: { q: string; subtypes?: string },
    signal?: AbortSignal,
  ): Promise<ForwardGeocodeResponse>;
  reverse(
    params: { lng: number; lat: number; locale?: string | undefined },
    signal?: AbortSignal,
  ): Promise<ReverseGeocodeResponse>;
  poi(id: string, signal?: AbortSignal): Promise<Poi>;
  /** The place of a POI icon of the map, by its name near the icon (404 when none). */
  poiAt(
    params: { name: string; lng: number; lat: number; locale?: string | undefined },
    signal?: AbortSignal,
  ): Promise<Poi>;
  /** Régions, départements (of a région) or communes (of a département). */
  areas(
    kind: 'region' | 'departement' | 'commune',
    parent?: string,
    signal?: AbortSignal,
  ): Promise<Address[]>;
}

function bboxParam(bbox: Bbox | undefined): string | undefined {
  return bbox ? bbox.map((v) => v.toFixed(6)).join(',') : undefined;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** Creates the client (same origin by default). */
export function createSearchApi(
  options: { baseURL?: string; fetch?: typeof globalThis.fetch } = {},
): SearchApi {
  const $fetch: $Fetch = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const get = <T>(
    path: string,
    query: Record<string, string | number | undefined>,
    signal?: AbortSignal,
  ) => call(() => $fetch<T>(path, { query, ...(signal ? { signal } : {}) }));
  return {
    search: (p, signal) =>
      get(
        '/api/search',
        { q: p.q, bbox: bboxParam(p.bbox), f: p.f, limit: p.limit, locale: p.locale },
        signal,
      ),
    suggest: (p, signal) =>
      get('/api/suggest', { q: p.q, bbox: bboxParam(p.bbox), locale: p.locale }, signal),
    forward: (p, signal) => get('/api/geocode/forward', { q: p.q, subtypes: p.subtypes }, signal),
    reverse: (p, signal) =>
      get(
        '/api/geocode/reverse',
        { x: p.lng.toFixed(6), y: p.lat.toFixed(6), locale: p.locale },
        signal,
      ),
    poiAt: async (p, signal) =>
      (
        await get<{ poi: Poi }>(
          '/api/geocode/poi',
          { x: p.lng.toFixed(6), y: p.lat.toFixed(6), name: p.name, locale: p.locale },
          signal,
        )
      ).poi,
    areas: async (kind, parent, signal) =>
      (await get<{ areas: Address[] }>('/api/areas', { kind, parent }, signal)).areas,
    poi: async (id, signal) => {
      const body = await get<{ pois: Poi[] }>(
        `/api/geoentity/${encodeURIComponent(id)}.json`,
        {},
        signal,
      );
      const poi = body.pois[0];
      if (!poi) throw toApiError({ status: 404 });
      return poi;
    },
  };
}
