import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentProgress } from '../../core/progress';
import { runTilemaker, tilemakerMemoryLimit } from './tilemaker';
import { tilemakerConfig } from './tilemaker-config';

/**
 * A stand-in `tilemaker` on PATH: its first run grows without bound (what tilemaker 2.2 did once
 * on the demo), the next ones write one tile. The real tilemaker runs in the tiles integration test.
 */
const FAKE = `#!/bin/sh
dir=$(dirname "$0")
echo run >> "$dir/runs"
if [ ! -e "$dir/grew" ]; then
  touch "$dir/grew"
  exec node -e 'const a = []; setInterval(() => a.push(Buffer.alloc(16 * 2 ** 20, 1)), 20); setTimeout(() => {}, 20000);'
fi
echo "Zoom level 14, writing tile 1 of 1"
`;

describe('runTilemaker', () => {
  const saved = { path: process.env.PATH, limit: process.env.PERIPLE_TILEMAKER_MAX_RSS_MB };
  let dir = '';
  afterEach(async () => {
    process.env.PATH = saved.path;
    if (saved.limit === undefined) delete process.env.PERIPLE_TILEMAKER_MAX_RSS_MB;
    else process.env.PERIPLE_TILEMAKER_MAX_RSS_MB = saved.limit;
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a run that passes the memory limit and runs it again from a prepared output', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tilemaker-'));
    await writeFile(join(dir, 'tilemaker'), FAKE);
    await chmod(join(dir, 'tilemaker'), 0o755);
    process.env.PATH = `${dir}:${saved.path ?? ''}`;
    process.env.PERIPLE_TILEMAKER_MAX_RSS_MB = '200';
    const logged: string[] = [];
    let prepared = 0;
    const result = await runTilemaker({
      output: join(dir, 'out.mbtiles'),
      config: tilemakerConfig({ name: 'test', description: 'test' }),
      configPath: join(dir, 'config.json'),
      processPath: join(dir, 'process.lua'),
      bbox: [7.4, 43.7, 7.45, 43.75],
      progress: { ...silentProgress, log: (m) => logged.push(m) },
      label: 'region',
      prepare: () => Promise.resolve(void prepared++),
    });
    expect(result.tilesWritten).toBe(1);
    expect(prepared).toBe(2);
    expect((await readFile(join(dir, 'runs'), 'utf8')).split('\n').filter(Boolean)).toHaveLength(2);
    expect(logged).toEqual([
      expect.stringMatching(
        /^region: tilemaker passed \d+ MB of memory and was stopped; new attempt \(2\)$/,
      ),
    ]);
  });
});

describe('tilemakerMemoryLimit', () => {
  it('is 70 % of the machine, or the size the environment sets', () => {
    expect(tilemakerMemoryLimit({ PERIPLE_TILEMAKER_MAX_RSS_MB: '512' })).toBe(512 * 2 ** 20);
    expect(tilemakerMemoryLimit({})).toBeGreaterThan(2 ** 28);
    expect(tilemakerMemoryLimit({ PERIPLE_TILEMAKER_MAX_RSS_MB: 'beaucoup' })).toBe(
      tilemakerMemoryLimit({}),
    );
  });
});
