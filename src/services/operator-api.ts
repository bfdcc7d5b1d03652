/**
 * The operator's monitoring API client (issue 16): `/api/admin/monitoring/*` with the operator
 * token as a bearer. A 401 rejects as `OperatorDenied`; answers are checked structurally.
 */
import { FetchError } from 'ofetch';
import type { OperatorError, OperatorVital, RecordedSession } from '../domain/monitoring/operator';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** The overview the page opens on. */
export interface OperatorOverview {
  vitals: OperatorVital[];
  errors: OperatorError[];
  sessions: RecordedSession[];
}

/** The token was refused. */
export class OperatorDenied extends Error {
  override readonly name = 'OperatorDenied';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function listOf<T>(body: unknown, keys: readonly string[]): T[] {
  const data = isObject(body) ? body.data : undefined;
  if (!Array.isArray(data) || !data.every((d) => isObject(d) && keys.every((k) => k in d)))
    throw toApiError(new Error('unexpected operator answer'));
  return data.map((d: T) => d);
}

/** The client for one token. */
export function createOperatorApi(token: string, fetcher?: typeof fetch) {
  const http = createHttp({
    ...(fetcher ? { fetch: fetcher } : {}),
    timeout: REQUEST_TIMEOUTS.normal,
    authorization: `Bearer ${token}`,
  });
  const get = async (path: string, signal?: AbortSignal): Promise<unknown> => {
    try {
      return await http<unknown>(`/api/admin/monitoring/${path}`, { signal: signal ?? null });
    } catch (error) {
      if (error instanceof FetchError && error.statusCode === 401) throw new OperatorDenied();
      throw toApiError(error);
    }
  };
  return {
    async overview(signal?: AbortSignal): Promise<OperatorOverview> {
      const [vitals, errors, sessions] = await Promise.all([
        get('vitals?days=7', signal),
        get('errors?days=7', signal),
        get('sessions', signal),
      ]);
      return {
        vitals: listOf<OperatorVital>(vitals, ['day', 'page', 'name', 'p75']),
        errors: listOf<OperatorError>(errors, ['message', 'count']),
        sessions: listOf<RecordedSession>(sessions, ['sessionId', 'startedAt', 'events']),
      };
    },
    async session(sessionId: string, signal?: AbortSignal): Promise<unknown[]> {
      const body = await get(`sessions/${encodeURIComponent(sessionId)}`, signal);
      const data = isObject(body) ? body.data : undefined;
      const events = isObject(data) ? data.events : undefined;
      if (!Array.isArray(events)) throw toApiError(new Error('unexpected session'));
      return events.map((e: unknown) => e);
    },
  };
}

/** The client's calls. */
export type OperatorApi = ReturnType<typeof createOperatorApi>;
