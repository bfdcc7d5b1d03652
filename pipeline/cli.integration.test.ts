import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'periple-cli-'));
const env = { ...process.env, PERIPLE_TILES_CACHE: join(repoRoot, 'data', '.cache', 'tiles') };
const cli = (args: string[]) =>
  [
    process.execPath,
    ['--import', 'tsx', 'pipeline/cli.ts', 'monaco', '--data', dataDir, ...args],
  ] as const;
const manifest = () =>
  JSON.parse(readFileSync(join(dataDir, 'monaco', 'tiles', 'manifest.json'), 'utf8')) as {
    builtAt: string;
  };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run import', () => {
  it('keeps the previous artefact usable when interrupted with Ctrl-C', async () => {
    const [cmd, first] = cli(['--only', 'tiles']);
    expect(spawnSync(cmd, first, { cwd: repoRoot, env, stdio: 'ignore' }).status).toBe(0);
    const before = manifest().builtAt;

    const [, again] = cli(['--only', 'tiles', '--force']);
    const child = spawn(cmd, again, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    // Interrupted once the stage runs: a fixed wait of 2.5 s was, on a loaded machine, before
    // the CLI had even started (the signal then killed it outright).
    const started = Date.now();
    while (!/^tiles\s/m.test(stderr) && Date.now() - started < 60_000)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('exit', r));

    expect(code).toBe(130);
    expect(stderr).toContain('Interrupted');
    expect(stderr).toMatch(/tiles\s+│ interrupted/);
    expect(manifest().builtAt).toBe(before);
    const db = new Database(join(dataDir, 'monaco', 'tiles', 'tiles.mbtiles'), { readonly: true });
    expect(
      (db.prepare('SELECT count(*) AS n FROM tiles').get() as { n: number }).n,
    ).toBeGreaterThan(1000);
    db.close();
    expect(readdirSync(join(dataDir, 'monaco', '.build'))).toEqual([]);
  }, 120_000);

  it('explains an unknown region', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'pipeline/cli.ts', 'atlantide', '--data', dataDir],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No region 'atlantide'");
  });
});
