import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MbtilesSource, tileSetVersion } from './mbtiles-source';

const dir = mkdtempSync(join(tmpdir(), 'periple-mbtiles-'));

/** Writes an MBTiles file with the given metadata and TMS rows. */
function writeMbtiles(
  name: string,
  metadata: Record<string, string>,
  tiles: Array<[z: number, x: number, tmsRow: number, data: Buffer]>,
): string {
  const file = join(dir, name);
  const db = new Database(file);
  db.exec(
    'CREATE TABLE metadata (name text, value text); CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob); CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);',
  );
  const meta = db.prepare('INSERT INTO metadata VALUES (?, ?)');
  for (const [k, v] of Object.entries(metadata)) meta.run(k, v);
  const insert = db.prepare('INSERT INTO tiles VALUES (?, ?, ?, ?)');
  for (const t of tiles) insert.run(...t);
  db.close();
  return file;
}

let withMeta: string;
let bare: string;

beforeAll(() => {
  withMeta = writeMbtiles(
    'meta.mbtiles',
    { minzoom: '0', maxzoom: '14', bounds: '7.40,43.72,7.45,43.75', format: 'pbf' },
    [
      // XYZ 14/8529/5974 is TMS row 2^14 - 1 - 5974 = 10409.
      [14, 8529, 10409, gzipSync(Buffer.from('tile-a'))],
      [0, 0, 0, Buffer.from('raw-tile')],
    ],
  );
  bare = writeMbtiles('bare.mbtiles', {}, [
    [3, 1, 1, gzipSync(Buffer.from('x'))],
    [5, 2, 2, gzipSync(Buffer.from('y'))],
  ]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('MbtilesSource', () => {
  it('flips the TMS row and returns the stored gzip bytes', () => {
    const source = new MbtilesSource(withMeta, { version: 'v1' });
    const tile = source.getTile(14, 8529, 5974);
    expect(tile && gunzipSync(tile).toString()).toBe('tile-a');
    expect(source.getTile(14, 8529, 10409)).toBeUndefined();
    expect(source.getTile(14, 0, 0)).toBeUndefined();
    source.close();
  });

  it('gzips tiles stored uncompressed', () => {
    const source = new MbtilesSource(withMeta);
    const tile = source.getTile(0, 0, 0);
    expect(tile?.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(tile && gunzipSync(tile).toString()).toBe('raw-tile');
    source.close();
  });

  it('reads bounds and zooms from the metadata', () => {
    const source = new MbtilesSource(withMeta, { version: 'abc' });
    expect(source.info).toEqual({
      minzoom: 0,
      maxzoom: 14,
      bounds: [7.4, 43.72, 7.45, 43.75],
      version: 'abc',
    });
    source.close();
  });

  it('falls back to the zooms of the tiles, the world bounds and a file-derived version', () => {
    const source = new MbtilesSource(bare);
    expect(source.info.minzoom).toBe(3);
    expect(source.info.maxzoom).toBe(5);
    expect(source.info.bounds).toEqual([-180, -85.0511, 180, 85.0511]);
    expect(source.info.version).toMatch(/^[0-9a-f]{16}$/);
    source.close();
  });

  it('refuses a missing file', () => {
    expect(() => new MbtilesSource(join(dir, 'missing.mbtiles'))).toThrow();
  });
});

describe('tileSetVersion', () => {
  it('changes with the inputs and with each build', () => {
    const a = tileSetVersion({ inputsHash: 'a'.repeat(64), builtAt: '2025-01-01T00:00:00.000Z' });
    const b = tileSetVersion({ inputsHash: 'b'.repeat(64), builtAt: '2025-01-01T00:00:00.000Z' });
    const c = tileSetVersion({ inputsHash: 'a'.repeat(64), builtAt: '2025-01-02T00:00:00.000Z' });
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
