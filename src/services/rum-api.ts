/**
 * The monitoring intake's client (issue 16): the remote configuration (normal time-out, checked
 * structurally) and the beacon that sends a batch (`sendBeacon` as text, so that it leaves even
 * when the page is closing; `fetch` with keepalive where there is no beacon).
 */
import type { RumBatch, RumConfig } from '../domain/monitoring/rum';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** The intake's path. */
export const RUM_INTAKE_PATH = '/api/monitoring/intake';

const isRate = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;

function configOf(body: unknown): RumConfig | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const data: unknown = body.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const sampleRate = 'sampleRate' in data ? data.sampleRate : undefined;
  const replaySampleRate = 'replaySampleRate' in data ? data.replaySampleRate : undefined;
  return isRate(sampleRate) && isRate(replaySampleRate)
    ? { sampleRate, replaySampleRate }
    : undefined;
}

/** Loads GET /api/monitoring/config. */
export async function loadRumConfig(
  fetcher: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<RumConfig> {
  const http = createHttp({ fetch: fetcher, timeout: REQUEST_TIMEOUTS.normal });
  let body: unknown;
  try {
    body = await http<unknown>('/api/monitoring/config');
  } catch (error) {
    throw toApiError(error);
  }
  const config = configOf(body);
  if (!config) throw toApiError(new Error('unexpected monitoring configuration'));
  return config;
}

/** Sends a batch without waiting for an answer (a lost batch is only lost measurement). */
export function sendBatch(
  batch: RumBatch,
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
): void {
  const body = JSON.stringify(batch);
  if (nav?.sendBeacon?.(RUM_INTAKE_PATH, body)) return;
  void fetch(RUM_INTAKE_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
