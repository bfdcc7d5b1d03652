/**
 * The contract of the monitoring events (issue 16), run on SQLite and PostgreSQL: a batch kept
 * whole and read back as sent, in order; events past the retention deleted with the next batch;
 * concurrent batches all kept.
 */
import { expect, it } from 'vitest';
import type { RumBatch } from '../../src/domain/monitoring/rum';
import { MONITORING_RETENTION_MS } from './monitoring-store';
import type { UserStore } from './user-store';

const T0 = Date.UTC(2026, 10, 25, 9);

function batch(sessionId: string, at: number): RumBatch {
  return {
    sessionId,
    environment: 'production',
    events: [
      { kind: 'vital', name: 'LCP', value: 1234.5, page: '/plan', at },
      { kind: 'error', message: 'boom', stack: 'at x (/assets/a.js:1:2)', page: '/plan', at },
      { kind: 'api-failure', path: '/api/search', status: 503, page: '/plan', at },
      { kind: 'map-load', value: 2100, page: '/itineraire', at },
    ],
  };
}

/** Registers the monitoring contract on the store `get()` answers (open before the tests). */
export function monitoringContract(get: () => UserStore): void {
  it('monitoring: keeps a batch whole and reads it back as sent, oldest first', async () => {
    const store = get().monitoring;
    const since = new Date(T0 - 1000);
    const sent = batch(`session-${Date.now()}-a`, T0);
    expect(await store.recordBatch(sent, new Date(T0))).toBe(4);
    const read = (await store.eventsSince(since, 1000)).filter(
      (r) => r.sessionId === sent.sessionId,
    );
    expect(read.map((r) => r.event)).toEqual(sent.events);
    expect(read[0]?.environment).toBe('production');
    expect(read[0]?.receivedAt.getTime()).toBe(T0);
  });

  it('monitoring: concurrent batches are all kept; old events go with the next batch', async () => {
    const store = get().monitoring;
    const later = T0 + MONITORING_RETENTION_MS + 60_000;
    const ids = Array.from({ length: 8 }, (_, i) => `session-${Date.now()}-c${i}`);
    await Promise.all(ids.map((id) => store.recordBatch(batch(id, T0 + 10), new Date(T0 + 10))));
    const kept = await store.eventsSince(new Date(T0), 10_000);
    for (const id of ids) expect(kept.filter((r) => r.sessionId === id)).toHaveLength(4);
    await store.recordBatch(batch(`session-${Date.now()}-late`, later), new Date(later));
    const after = await store.eventsSince(new Date(0), 10_000);
    expect(after.every((r) => r.receivedAt.getTime() >= later - MONITORING_RETENTION_MS)).toBe(
      true,
    );
    expect(after.length).toBeGreaterThanOrEqual(4);
  });
}
