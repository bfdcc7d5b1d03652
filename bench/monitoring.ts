/**
 * The monitoring intake (issue 16) on both engines, side by side: POST /api/monitoring/intake
 * p95 at 32 connections, and events stored per second (batches of 20 events; each 204 is
 * acknowledged on disk, so acknowledged events are stored events). Targets: p95 ≤ 10 ms; ≥ 2,000 events/s stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { RumBatch } from '../src/domain/monitoring/rum';
import { startThrowawayCluster } from '../server/test-support/pg-cluster';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

const PORT = 8396;
const EVENTS_PER_BATCH = 20;
const DURATION_S = 8;

function batch(i: number): RumBatch {
  const at = Date.now();
  return {
    sessionId: `bench-session-${i}`,
    environment: 'development',
    events: Array.from({ length: EVENTS_PER_BATCH }, (_, k) =>
      k % 2 === 0
        ? { kind: 'vital' as const, name: 'LCP' as const, value: 1000 + k, page: '/plan', at }
        : { kind: 'map-load' as const, value: 2000 + k, page: '/itineraire', at },
    ),
  };
}

async function engineRows(
  repoRoot: string,
  engine: { name: string; env: Record<string, string> },
): Promise<BenchRow[]> {
  const server = await startServer({ repoRoot, region: 'monaco', port: PORT, env: engine.env });
  try {
    const body = JSON.stringify(batch(1));
    const times: number[] = [];
    const load = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url: `${server.url}/api/monitoring/intake`,
          method: 'POST',
          connections: 32,
          duration: DURATION_S,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
        },
        (error: unknown, result) =>
          error
            ? reject(error instanceof Error ? error : new Error('autocannon failed'))
            : resolve(result),
      );
      run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    const stored = load['2xx'] * EVENTS_PER_BATCH;
    const perSecond = stored / DURATION_S;
    const p95 = Math.round(percentile(times, 95) * 10) / 10;
    return [
      {
        bench: 'monitoring',
        metric: `${engine.name}: intake p95 at 32 connections (batches of ${EVENTS_PER_BATCH})`,
        value: `${p95} ms (p50 ${load.latency.p50} ms, ${load.non2xx} non-2xx)`,
        target: 'p95 ≤ 10 ms',
        ok: p95 <= 10 && load.non2xx === 0,
      },
      {
        bench: 'monitoring',
        metric: `${engine.name}: events stored`,
        value: `${Math.round(perSecond)} events/s`,
        target: '≥ 2,000 events/s',
        ok: perSecond >= 2000,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** The rows of both engines. */
export async function benchMonitoring(options: { repoRoot: string }): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'periple-bench-monitoring-'));
  const cluster = await startThrowawayCluster();
  try {
    return [
      ...(await engineRows(options.repoRoot, {
        name: 'SQLite',
        env: { PERIPLE_USERS_FILE: join(dir, 'users.sqlite') },
      })),
      ...(await engineRows(options.repoRoot, {
        name: 'PostgreSQL',
        env: { PERIPLE_DATABASE_URL: cluster.url },
      })),
    ];
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
