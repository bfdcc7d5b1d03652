/**
 * Client of the A/B configuration (`/api/abtest/config-web.json`, spec 001 §7) with the normal
 * time-out: the entries as the server wrote them (each checked by the A/B machine). A failure or
 * an answer of another shape rejects, and the machine runs with an empty configuration (§4).
 */
import { isAbConfigBody } from '../domain/abtest/abtest';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** The path of the configuration. */
export const ABTEST_CONFIG_PATH = '/api/abtest/config-web.json';

/** Loads the entries of the configuration. */
export type AbConfigLoader = (signal?: AbortSignal) => Promise<readonly unknown[]>;

/** The loader (`fetch` replaced in tests). */
export function createAbConfigLoader(
  options: { baseURL?: string; fetch?: typeof fetch } = {},
): AbConfigLoader {
  const http = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  return async (signal) => {
    let body: unknown;
    try {
      body = await http<unknown>(ABTEST_CONFIG_PATH, { signal: signal ?? null });
    } catch (error) {
      throw toApiError(error);
    }
    if (!isAbConfigBody(body)) throw toApiError(new Error('unexpected A/B configuration'));
    return body.data;
  };
}
