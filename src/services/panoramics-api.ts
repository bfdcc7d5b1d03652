/**
 * Client of the street-level pictures (server/plugins/panoramics): the picture nearest a place
 * and one picture by id, both checked with their schema.
 */
import {
  nearestPanoramicSchema,
  panoramicPictureSchema,
  type NearestPanoramic,
  type PanoramicPicture,
} from '../domain/panoramic';
import { toApiError } from './api-errors';
import { createHttp, REQUEST_TIMEOUTS } from './http';

/** The calls of the client (each rejects with an `ApiError`). */
export interface PanoramicsApi {
  nearest(point: { lng: number; lat: number }, signal?: AbortSignal): Promise<NearestPanoramic>;
  picture(id: string, signal?: AbortSignal): Promise<PanoramicPicture>;
}

/** Creates the client. */
export function createPanoramicsApi(
  options: { fetch?: typeof globalThis.fetch } = {},
): PanoramicsApi {
  const http = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const get = async (path: string, query: Record<string, string>, signal?: AbortSignal) => {
    try {
      return await http<unknown>(path, { query, signal: signal ?? null });
    } catch (error) {
      throw toApiError(error);
    }
  };
  return {
    nearest: async (point, signal) => {
      const query = { lng: String(point.lng), lat: String(point.lat) };
      const body = await get('/api/panoramics/nearest', query, signal);
      const parsed = nearestPanoramicSchema.safeParse(dataOf(body));
      if (!parsed.success) throw toApiError(new Error('unexpected street imagery answer'));
      return parsed.data;
    },
    picture: async (id, signal) => {
      const body = await get(`/api/panoramics/${encodeURIComponent(id)}`, {}, signal);
      const parsed = panoramicPictureSchema.safeParse(dataOf(body));
      if (!parsed.success) throw toApiError(new Error('unexpected street picture'));
      return parsed.data;
    },
  };
}

/** The `data` of an answer (`{ data: … }`), or undefined. */
function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}
