import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Vitest global setup: builds the Monaco artefacts from the real extract before the server tests
 * (each stage is skipped when its inputs did not change). PERIPLE_SKIP_ARTEFACTS=1 skips it for
 * pure unit-test runs.
 */
export function setup(): void {
  if (process.env.PERIPLE_SKIP_ARTEFACTS === '1') return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'pipeline/cli.ts', 'monaco'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`Building the Monaco artefacts failed (exit ${result.status})`);
}
