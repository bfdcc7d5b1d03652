/**
 * Import of a national-size GTFS feed (issue 20): ≥ 3 million stop times read, built into a
 * timetable and written, in ≤ 8 s (the real Mexico City feed's time before the issue), with the
 * peak memory and the timetable's size.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { BenchRow } from './lib/table';
import { writeLargeFeed } from './lib/large-feed';

const resultSchema = z.object({
  readSeconds: z.number(),
  totalSeconds: z.number(),
  maxRssMb: z.number(),
  bytes: z.number(),
  stopTimes: z.number(),
});

/** Generates the feed, imports it in a child process and reports. */
export function benchLargeFeed(options: { repoRoot: string }): BenchRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'periple-large-feed-'));
  try {
    const zip = join(dir, 'large.zip');
    const written = writeLargeFeed(zip, { stopTimes: 3_000_000 });
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/lib/import-feed-child.ts', zip, dir],
      { cwd: options.repoRoot, encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    const r = resultSchema.parse(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'));
    return [
      {
        bench: 'large feed',
        metric: 'stop times in the feed / in the timetable',
        value: `${written.toLocaleString('en-US')} / ${r.stopTimes.toLocaleString('en-US')}`,
        target: '≥ 3,000,000',
        ok: r.stopTimes >= 3_000_000,
      },
      {
        bench: 'large feed',
        metric: 'import (read / read + build + write)',
        value: `${r.readSeconds.toFixed(1)} / ${r.totalSeconds.toFixed(1)} s`,
        target: '≤ 8 s',
        ok: r.totalSeconds <= 8,
      },
      {
        bench: 'large feed',
        metric: 'peak memory',
        value: `${Math.round(r.maxRssMb).toLocaleString('en-US')} MB`,
        target: '',
      },
      {
        bench: 'large feed',
        metric: 'timetable size',
        value: `${(r.bytes / 1e6).toFixed(1)} MB`,
        target: '',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
