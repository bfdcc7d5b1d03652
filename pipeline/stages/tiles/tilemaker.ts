import { writeFile } from 'node:fs/promises';
import { totalmem } from 'node:os';
import type { Bbox } from '../../../src/domain/geo';
import { MemoryLimitError, run } from '../../core/exec';
import type { Progress } from '../../core/progress';
import type { TilemakerConfig } from './tilemaker-config';

/** One run of tilemaker. */
export interface TilemakerRun {
  /** OSM input; none for a run that only reads shapefiles. */
  input?: string;
  output: string;
  config: TilemakerConfig;
  /** Where the generated config JSON is written. */
  configPath: string;
  processPath: string;
  /** Clipping box of the shapefiles (and bounds of the output). */
  bbox: Bbox;
  /** Adds the tiles to an existing MBTiles (layers of a tile present in both are merged). */
  merge?: boolean;
  progress: Progress;
  /** Prefix of the progress phases ("world", "region"). */
  label: string;
  signal?: AbortSignal;
  /** Puts the output back as it was before a run (called before each attempt). */
  prepare?: () => Promise<void>;
}

/** Runs of tilemaker tried before the stage fails on memory. */
const TILEMAKER_ATTEMPTS = 3;

/**
 * Resident size past which a tilemaker run is stopped and tried again: 70 % of the machine's
 * memory, or `PERIPLE_TILEMAKER_MAX_RSS_MB`. Tilemaker 2.2 now and then grows without bound while
 * writing a region's z14 tiles (seen once at 24 GB on the demo, whose runs peak near 550 MB); the
 * same run then succeeds. Stopping it first keeps the kernel's OOM killer off the machine.
 */
export function tilemakerMemoryLimit(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.PERIPLE_TILEMAKER_MAX_RSS_MB);
  return Number.isFinite(mb) && mb > 0 ? mb * 2 ** 20 : Math.round(totalmem() * 0.7);
}

/** What a tilemaker run reported. */
export interface TilemakerResult {
  /** Sums of the `periple-count <key> <n>` lines printed by the profile. */
  counts: Record<string, number>;
  /** Shapefile entities tilemaker found invalid. */
  invalidShapes: number;
  tilesWritten: number;
}

/** Parses tilemaker's output lines into progress phases and counts. */
export function tilemakerLineParser(options: Pick<TilemakerRun, 'progress' | 'label'>): {
  onLine: (line: string) => void;
  result: TilemakerResult;
} {
  const result: TilemakerResult = { counts: {}, invalidShapes: 0, tilesWritten: 0 };
  let phase = '';
  const enter = (name: string, total: number, unit: string): void => {
    if (phase === name) return;
    phase = name;
    options.progress.phase(`${options.label}: ${name}`, total, unit);
  };
  const onLine = (line: string): void => {
    const count = /^periple-count (\w+) (\d+)/.exec(line);
    if (count) {
      result.counts[count[1]!] = (result.counts[count[1]!] ?? 0) + Number(count[2]);
      return;
    }
    const block = /Block (\d+)\/(\d+)/.exec(line);
    if (block) {
      enter('reading OSM', Number(block[2]), 'blocks');
      options.progress.tick();
      return;
    }
    const tile = /Zoom level (\d+), writing tile (\d+) of (\d+)/.exec(line);
    if (tile) {
      enter('writing tiles', Number(tile[3]), 'tiles');
      options.progress.set(Number(tile[2]));
      result.tilesWritten = Number(tile[2]);
      return;
    }
    if (/^Reading \.shp/.test(line)) enter('reading shapefiles', 0, 'files');
    if (/^Shapefile entity .* is invalid/.test(line)) result.invalidShapes++;
  };
  return { onLine, result };
}

/** Runs tilemaker with a generated config; progress comes from its output. */
export async function runTilemaker(options: TilemakerRun): Promise<TilemakerResult> {
  await writeFile(options.configPath, `${JSON.stringify(options.config, null, 1)}\n`);
  const args = [
    ...(options.input ? ['--input', options.input] : []),
    '--output',
    options.output,
    '--config',
    options.configPath,
    '--process',
    options.processPath,
    '--bbox',
    options.bbox.join(','),
    '--skip-integrity',
    ...(options.merge ? ['--merge'] : []),
  ];
  for (let attempt = 1; ; attempt++) {
    await options.prepare?.();
    const { onLine, result } = tilemakerLineParser(options);
    try {
      await run('tilemaker', args, {
        onLine,
        maxRssBytes: tilemakerMemoryLimit(),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return result;
    } catch (error) {
      if (!(error instanceof MemoryLimitError) || attempt >= TILEMAKER_ATTEMPTS) throw error;
      options.progress.log(`${options.label}: ${error.message}; new attempt (${attempt + 1})`);
    }
  }
}
