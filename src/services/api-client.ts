/**
 * HTTP client of the SPA (ofetch), with the spec's request time-outs (§9) and error mapping (§8).
 * Every failure is rethrown as an `ApiError`.
 */
import type { $Fetch } from 'ofetch';
import type { GeoipGuess } from '../domain/geoip';
import type { Health, MapConfig } from '../domain/map-config';
import type { Locale } from '../i18n/locales';
import { requireData, toApiError } from './api-errors';
import { createHttp, REQUEST_TIMEOUTS } from './http';

export { REQUEST_TIMEOUTS } from './http';

/** Options of the client. */
export interface ApiClientOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseURL?: string;
  /** Time-out of normal requests; `REQUEST_TIMEOUTS.normal` by default. */
  timeout?: number;
  /** The fetch implementation (replaced in tests); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
}

/** Calls of the Périple server used by the SPA. */
export interface ApiClient {
  /** GET /api/map/config?locale=… */
  getMapConfig(locale: Locale): Promise<MapConfig>;
  /** GET /api/health */
  getHealth(): Promise<Health>;
  /** GET /api/geoip: the visitor's country guessed by the server from the request. */
  getGeoip(): Promise<GeoipGuess>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A light structural check of a map config (the server validates it with the domain schema;
 * the SPA keeps zod out of its bundle and checks only what it reads).
 */
export function isMapConfig(value: unknown): value is MapConfig {
  if (!isRecord(value) || !isRecord(value.region)) return false;
  const { region } = value;
  return (
    Array.isArray(value.themes) &&
    Array.isArray(value.modes) &&
    typeof value.attribution === 'string' &&
    Array.isArray(region.center) &&
    region.center.length === 2 &&
    typeof region.zoom === 'number' &&
    Array.isArray(region.places)
  );
}

const GEOIP_SOURCES: readonly unknown[] = ['header', 'language', 'none'];

/** A structural check of GET /api/geoip's answer. */
export function isGeoipGuess(value: unknown): value is GeoipGuess {
  return (
    isRecord(value) &&
    (value.country === null || typeof value.country === 'string') &&
    GEOIP_SOURCES.includes(value.source)
  );
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** Creates the client. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const $fetch: $Fetch = createHttp({
    ...options,
    timeout: options.timeout ?? REQUEST_TIMEOUTS.normal,
  });
  return {
    getMapConfig: (locale) =>
      call(async () => {
        const body = requireData(await $fetch('/api/map/config', { query: { locale } }));
        if (!isMapConfig(body)) throw new Error('invalid map config');
        // A config cached from a server before the geoip flag has no `countries`.
        const countries: unknown = Reflect.get(body.region, 'countries');
        return Array.isArray(countries)
          ? body
          : { ...body, region: { ...body.region, countries: [] } };
      }),
    getHealth: () => call(() => $fetch<Health>('/api/health')),
    getGeoip: () =>
      call(async () => {
        const body = requireData(await $fetch('/api/geoip'));
        if (!isGeoipGuess(body)) throw new Error('invalid geoip answer');
        return body;
      }),
  };
}
