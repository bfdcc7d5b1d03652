import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './lib/table';

/** Imports a region from scratch into a temporary data directory and times it. */
export async function benchImport(options: {
  repoRoot: string;
  region: string;
  targetSeconds: number;
}): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), `periple-bench-${options.region}-`));
  try {
    const started = process.hrtime.bigint();
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'pipeline/cli.ts', options.region, '--data', dataDir],
      {
        cwd: options.repoRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      },
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const ok = result.status === 0;
    return [
      {
        bench: 'import',
        metric: `${options.region} from scratch (all stages)`,
        value: ok ? `${seconds.toFixed(1)} s` : `failed (exit ${result.status})`,
        target: `≤ ${options.targetSeconds} s`,
        ok: ok && seconds <= options.targetSeconds,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
