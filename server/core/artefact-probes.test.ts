/**
 * The server refuses artefacts that do not work, naming the file and the rebuild command: a
 * truncated road graph, a corrupt search index. Each case is a copy of the Monaco region with one
 * file broken (the other artefacts are linked, not copied).
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ArtefactError } from '../../artefacts/manifest-io';
import { loadConfig } from './config';
import { openDeps } from './open-deps';

const repoRoot = resolve(import.meta.dirname, '../..');
const dataDir = resolve(repoRoot, process.env.PERIPLE_DATA_DIR ?? 'data');
const made: string[] = [];

/** A data dir whose Monaco region links every artefact but `broken`, which is copied. */
function regionWithCopy(broken: string): { dir: string; copy: string } {
  const dir = mkdtempSync(join(tmpdir(), 'periple-probe-'));
  made.push(dir);
  const source = join(dataDir, 'monaco');
  const target = join(dir, 'monaco');
  cpSync(join(source, 'region.json'), join(target, 'region.json'));
  for (const entry of readdirSync(source)) {
    if (entry.includes('@') || entry === 'region.json') continue;
    if (entry === broken)
      cpSync(join(source, entry), join(target, entry), { recursive: true, dereference: true });
    else symlinkSync(resolve(source, entry), join(target, entry));
  }
  return { dir, copy: join(target, broken) };
}

async function openFrom(dir: string): Promise<unknown> {
  const config = loadConfig({
    env: {
      LOG_LEVEL: 'silent',
      PERIPLE_DATA_DIR: dir,
      PERIPLE_SHARED_DATA: process.env.PERIPLE_SHARED_DATA,
    },
    argv: ['--region', 'monaco'],
    repoRoot,
  });
  return openDeps(config).then(
    () => 'opened',
    (error: unknown) => error,
  );
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('start-up probes', () => {
  it('refuses a truncated road graph, naming valhalla_tiles.tar and the command', async () => {
    const { dir, copy } = regionWithCopy('routing');
    truncateSync(join(copy, 'valhalla_tiles.tar'), 100_000);
    const error = await openFrom(dir);
    expect(error).toBeInstanceOf(ArtefactError);
    expect(String(error)).toMatch(/valhalla_tiles\.tar/);
    expect(String(error)).toContain('npm run import -- monaco');
  });

  it('refuses a corrupt search index, naming search.sqlite and the command', async () => {
    const { dir, copy } = regionWithCopy('search');
    const name = readdirSync(copy).find((f) => f.endsWith('.sqlite')) ?? 'search.sqlite';
    writeFileSync(join(copy, name), 'not a database'.repeat(1000));
    const error = await openFrom(dir);
    expect(error).toBeInstanceOf(ArtefactError);
    expect(String(error)).toContain(name);
    expect(String(error)).toContain('npm run import -- monaco');
  });

  it('refuses road extents it cannot read, naming extents.json and the command', async () => {
    const { dir, copy } = regionWithCopy('routing');
    writeFileSync(join(copy, 'extents.json'), JSON.stringify({ cuts: [[7.5, 43.8, 7.4, 43.7]] }));
    const error = await openFrom(dir);
    expect(error).toBeInstanceOf(ArtefactError);
    expect(String(error)).toMatch(/routing\/extents\.json/);
    expect(String(error)).toContain('npm run import -- monaco');
  });
});
