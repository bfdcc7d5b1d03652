/**
 * Client of the public-transport API: the region's network (GET /api/transit/network.geojson)
 * and the next departures at a stop (GET /api/transit/stops/{id}/departures). Normal request
 * time-out (§9), cancellable, failures rethrown as ApiError (§8); answers checked before use.
 */
import type { FeatureCollection } from 'geojson';
import type { $Fetch } from 'ofetch';
import type { TransitLine } from '../domain/transit/journey';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** Departures of a line and headsign. */
export interface LineDepartures {
  line: TransitLine;
  headsign: string;
  times: string[];
}

/** The next departures at a stop, and the dates the timetable covers. */
export interface StopDepartures {
  lines: LineDepartures[];
  validity: { start: string; end: string } | null;
}

/** The calls. */
export interface TransitApi {
  /** The network's lines and stops; null when the region has none. */
  network(signal?: AbortSignal): Promise<FeatureCollection | null>;
  departures(
    request: { stopId: string; date: string; time: string; limit: number },
    signal?: AbortSignal,
  ): Promise<StopDepartures>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isLine(value: unknown): value is LineDepartures {
  if (!isRecord(value) || !isRecord(value.line)) return false;
  const { line } = value;
  return (
    typeof value.headsign === 'string' &&
    Array.isArray(value.times) &&
    value.times.every((t) => typeof t === 'string') &&
    typeof line.ref === 'string' &&
    typeof line.colour === 'string' &&
    typeof line.textColour === 'string'
  );
}

function toDepartures(body: unknown): StopDepartures {
  if (!isRecord(body)) throw toApiError(new Error('Unexpected departures answer'));
  const lines = Array.isArray(body.lines) ? body.lines.filter(isLine) : [];
  const v = body.validity;
  const validity =
    isRecord(v) && typeof v.start === 'string' && typeof v.end === 'string'
      ? { start: v.start, end: v.end }
      : null;
  return { lines, validity };
}

/** A feature collection of features with a geometry and properties (MapLibre checks the rest). */
function isFeatureCollection(body: unknown): body is FeatureCollection {
  return (
    isRecord(body) &&
    body.type === 'FeatureCollection' &&
    Array.isArray(body.features) &&
    body.features.every(
      (f) => isRecord(f) && f.type === 'Feature' && isRecord(f.geometry) && isRecord(f.properties),
    )
  );
}

function toNetwork(body: unknown): FeatureCollection | null {
  return isFeatureCollection(body) && body.features.length > 0 ? body : null;
}

/** Creates the client (same origin by default). */
export function createTransitApi(
  options: { baseURL?: string; fetch?: typeof globalThis.fetch } = {},
): TransitApi {
  const $fetch: $Fetch = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const get = async (path: string, query: Record<string, string>, signal?: AbortSignal) => {
    try {
      return await $fetch<unknown>(path, { query, ...(signal ? { signal } : {}) });
    } catch (error) {
      throw toApiError(error);
    }
  };
  return {
    network: async (signal) => toNetwork(await get('/api/transit/network.geojson', {}, signal)),
    departures: async (r, signal) =>
      toDepartures(
        await get(
          `/api/transit/stops/${encodeURIComponent(r.stopId)}/departures`,
          { date: r.date, time: r.time, limit: String(r.limit) },
          signal,
        ),
      ),
  };
}
