import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGtfsFeed } from '../pipeline/sources/gtfs/feed';
import { buildTimetable } from '../pipeline/stages/transit/build-timetable';
import { patternGeometries } from '../pipeline/stages/transit/network';
import type { Timetable } from '../artefacts/transit/timetable';
import { readTimetable, writeTimetable } from '../artefacts/transit/timetable-file';
import { raptor } from '../server/transit/raptor';
import { TransitService } from '../server/transit/transit-service';
import { percentile, type BenchRow } from './lib/table';
import { benchTransitApi } from './transit-api';
import { resolveLocalPath } from '../artefacts/shared-data';

const GRENOBLE_DAY = Date.UTC(2023, 4, 10) / 86_400_000;

function timetableBytes(t: Timetable): number {
  let n = 0;
  for (const v of Object.values(t)) if (ArrayBuffer.isView(v)) n += v.byteLength;
  return n;
}

function sampleQueries(t: Timetable, count: number): { a: number; b: number; time: number }[] {
  const out = [];
  const n = t.stopIds.length;
  for (let i = 0; i < count; i++)
    out.push({
      a: (i * 7919) % n,
      b: (i * 104_729 + 13) % n,
      time: 6 * 3600 + ((i * 613) % (14 * 3600)),
    });
  return out;
}

function ms(values: number[]): string {
  return `${percentile(values, 50).toFixed(2)} / ${percentile(values, 95).toFixed(2)} ms`;
}

/** Grenoble TAG: import time, timetable memory, RAPTOR query percentiles, planner end to end. */
export async function benchTransit(options: { repoRoot: string }): Promise<BenchRow[]> {
  const started = performance.now();
  const feed = await readGtfsFeed({
    id: 'grenoble-tag',
    path: resolveLocalPath(options.repoRoot, '../shared/data/gtfs/grenoble-tag.zip'),
  });
  const built = buildTimetable([{ feed, label: 'TAG' }]);
  const dir = mkdtempSync(join(tmpdir(), 'bench-transit-'));
  await writeTimetable(join(dir, 'timetable.bin'), built);
  const importSeconds = (performance.now() - started) / 1000;
  const heapBefore = process.memoryUsage().heapUsed;
  const t = readTimetable(join(dir, 'timetable.bin'));
  const service = new TransitService(t, patternGeometries(t, [feed]));
  const heapAfter = process.memoryUsage().heapUsed;
  rmSync(dir, { recursive: true, force: true });
  const queries = sampleQueries(t, 400);
  const raw = queries.map((q) => {
    const t0 = performance.now();
    raptor(t, {
      day: GRENOBLE_DAY,
      time: q.time,
      direction: 'depart',
      access: [{ stop: q.a, seconds: 0 }],
      egress: [{ stop: q.b, seconds: 0 }],
    });
    return performance.now() - t0;
  });
  const planned: number[] = [];
  for (const q of queries.slice(0, 150)) {
    const t0 = performance.now();
    const hh = String(Math.floor(q.time / 3600)).padStart(2, '0');
    await service.plan({
      from: [t.stopLon[q.a]! + 0.002, t.stopLat[q.a]!],
      to: [t.stopLon[q.b]! - 0.002, t.stopLat[q.b]!],
      date: '2023-05-10',
      time: `${hh}:00`,
      arriveBy: false,
    });
    planned.push(performance.now() - t0);
  }
  const mb = (n: number): string => `${(n / 1_048_576).toFixed(1)} MB`;
  return [
    {
      bench: 'transit',
      metric: 'Grenoble import (parse, validate, timetable, write)',
      value: `${importSeconds.toFixed(1)} s`,
      target: '≤ 30 s',
      ok: importSeconds <= 30,
    },
    {
      bench: 'transit',
      metric: 'Grenoble timetable: typed arrays / heap growth on load',
      value: `${mb(timetableBytes(t))} / ${mb(heapAfter - heapBefore)}`,
      target: '',
    },
    {
      bench: 'transit',
      metric: `RAPTOR stop→stop, ${raw.length} queries, p50 / p95`,
      value: ms(raw),
      target: 'p95 ≤ 50 ms',
      ok: percentile(raw, 95) <= 50,
    },
    {
      bench: 'transit',
      metric: `planner point→point (access, 3 journeys, legs) p50 / p95`,
      value: ms(planned),
      target: 'p95 ≤ 150 ms',
      ok: percentile(planned, 95) <= 150,
    },
    {
      bench: 'transit',
      metric: 'candidate raptor-journey-planner 2.2.3 (npm)',
      value: 'not installable: ETARGET typedarray.prototype.slice@^1.0.6; GPL-3.0',
      target: '',
    },
    ...(await benchTransitApi(options)),
  ];
}
