/** Client of GET /api/map/info-texts (spec 001 §3 map info texts), checked with its schema. */
import { mapInfoTextsSchema, type MapInfoText } from '../domain/map-info';
import { toApiError } from './api-errors';
import { createHttp, REQUEST_TIMEOUTS } from './http';

/** Loads the texts (an `ApiError` on any failure). */
export function createInfoTextsApi(
  options: { fetch?: typeof globalThis.fetch } = {},
): (signal?: AbortSignal) => Promise<MapInfoText[]> {
  const http = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  return async (signal) => {
    let body: unknown;
    try {
      body = await http<unknown>('/api/map/info-texts', { signal: signal ?? null });
    } catch (error) {
      throw toApiError(error);
    }
    const parsed = mapInfoTextsSchema.safeParse(body);
    if (!parsed.success) throw toApiError(new Error('unexpected info texts'));
    return parsed.data;
  };
}
