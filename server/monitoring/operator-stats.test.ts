import { describe, expect, it } from 'vitest';
import type { MonitoringRecord } from '../store/monitoring-store';
import { topErrors, vitalRows } from './operator-stats';

const at = new Date('2026-11-26T10:00:00Z');
const record = (event: MonitoringRecord['event']): MonitoringRecord => ({
  sessionId: 's',
  environment: 'production',
  receivedAt: at,
  event,
});

describe('operator stats', () => {
  it('gives nearest-rank percentiles per day, page and vital', () => {
    const values = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    const rows = vitalRows([
      ...values.map((value) => record({ kind: 'vital', name: 'LCP', value, page: '/plan', at: 1 })),
      record({ kind: 'map-load', value: 2000, page: '/plan', at: 1 }),
      record({ kind: 'error', message: 'x', stack: null, page: '/plan', at: 1 }),
    ]);
    expect(rows).toEqual([
      { day: '2026-11-26', page: '/plan', name: 'LCP', count: 10, p50: 500, p75: 800, p95: 1000 },
      {
        day: '2026-11-26',
        page: '/plan',
        name: 'map-load',
        count: 1,
        p50: 2000,
        p75: 2000,
        p95: 2000,
      },
    ]);
  });

  it('ranks errors by count, keeping the latest page and stack', () => {
    const rows = topErrors(
      [
        record({ kind: 'error', message: 'a', stack: 'old', page: '/plan', at: 1 }),
        record({ kind: 'error', message: 'b', stack: null, page: '/quiz', at: 2 }),
        record({ kind: 'error', message: 'a', stack: 'new', page: '/itineraire', at: 3 }),
      ],
      1,
    );
    expect(rows).toEqual([
      { message: 'a', count: 2, lastPage: '/itineraire', lastStack: 'new', lastAt: 3 },
    ]);
  });
});
