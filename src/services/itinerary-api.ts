/**
 * Client of the journey (multipath) API for the itinerary screens, and of reverse geocoding
 * (GET /api/geocode/reverse, built by the search service). Failures become an
 * `ItineraryApiError` carrying the catalogue code when the server answered one (NO_ROUTE,
 * NO_MODE…), else the spec's timeout, server or default message.
 */
import type { $Fetch } from 'ofetch';
import type { Address } from '../domain/address';
import type { Bbox, LngLat } from '../domain/geo';
import type { Suggestion } from '../domain/search';
import type {
  ElevationData,
  InventoryData,
  Roadbook,
  RoutesData,
  TransportsData,
} from '../domain/itinerary/types';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** A failed call. */
export class ItineraryApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ItineraryApiError';
  }
}

/** Query parameters (`stop` repeats). */
export type Query = Record<string, string | string[]>;

/** The calls of the itinerary screens. */
export interface ItineraryApi {
  transports(query: Query): Promise<TransportsData>;
  routes(query: Query): Promise<RoutesData>;
  /** GET a route's roadbook_link. */
  roadbook(link: string, signal?: AbortSignal): Promise<Roadbook>;
  elevation(encodedPolyline: string, signal?: AbortSignal): Promise<ElevationData>;
  inventory(lang: string, signal?: AbortSignal): Promise<InventoryData>;
  /** The first address at a point (GET /api/geocode/reverse?x=lng&y=lat). */
  reverseGeocode(point: LngLat, locale: string): Promise<Address>;
  /**
   * The suggestions of typed text (GET /api/suggest), as the step fields list them: near `bbox`,
   * the map view, when given.
   */
  suggest(q: string, locale: string, bbox?: Bbox | null): Promise<Suggestion[]>;
}

/** Options of the client. */
export interface ItineraryApiOptions {
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
}

function toItineraryError(error: unknown): ItineraryApiError {
  const data = (error as { data?: unknown }).data as
    { code?: unknown; message?: unknown; details?: unknown } | undefined;
  const status = (error as { status?: number }).status;
  if (data && typeof data.code === 'string' && typeof data.message === 'string')
    return new ItineraryApiError(data.message, status, data.code, data.details);
  const api = toApiError(error);
  return new ItineraryApiError(api.message, api.status, undefined);
}

async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw toItineraryError(error);
  }
}

/** Creates the client. */
export function createItineraryApi(options: ItineraryApiOptions = {}): ItineraryApi {
  const $fetch: $Fetch = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const compute = REQUEST_TIMEOUTS.landing;
  return {
    transports: (query) => call(() => $fetch('/api/multipath/transports', { query })),
    routes: (query) => call(() => $fetch('/api/multipath/routes', { query, timeout: compute })),
    roadbook: (link, signal) =>
      call(() => $fetch(link, { timeout: compute, ...(signal ? { signal } : {}) })),
    elevation: (encoded, signal) =>
      call(() =>
        $fetch('/api/multipath/elevation', {
          method: 'POST',
          body: { encoded_polyline: encoded },
          timeout: compute,
          ...(signal ? { signal } : {}),
        }),
      ),
    inventory: (lang, signal) =>
      call(() =>
        $fetch('/api/multipath/inventory', { query: { lang }, ...(signal ? { signal } : {}) }),
      ),
    reverseGeocode: async (point, locale) => {
      try {
        const body = await $fetch<{ addresses?: Address[] }>('/api/geocode/reverse', {
          query: { x: point.lng, y: point.lat, locale },
        });
        const first = body.addresses?.[0];
        if (!first) throw new ItineraryApiError('No address has been found', 404, 'NO_ADDRESS');
        return first;
      } catch (error) {
        throw error instanceof ItineraryApiError ? error : toItineraryError(error);
      }
    },
    suggest: async (q, locale, bbox) => {
      try {
        const view = bbox ? { bbox: bbox.map((v) => v.toFixed(6)).join(',') } : {};
        const body = await $fetch<{ suggestions?: Suggestion[] }>('/api/suggest', {
          query: { q, locale, ...view },
        });
        return body.suggestions ?? [];
      } catch (error) {
        throw toItineraryError(error);
      }
    },
  };
}
