import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockRegion } from './region-lock';

describe('lockRegion', () => {
  it('serialises two holders and takes over a stale lock', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    const release = await lockRegion({ regionDir: dir });
    expect(await readFile(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    let waited = false;
    const second = lockRegion({ regionDir: dir, onWait: () => (waited = true) });
    await new Promise((r) => setTimeout(r, 300));
    expect(waited).toBe(true);
    await release();
    await (
      await second
    )();
    await writeFile(join(dir, '.lock'), '999999999');
    const third = await lockRegion({ regionDir: dir, timeoutMs: 1000 });
    await third();
  });
});
