import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDbf, signedArea, WGS84_PRJ, writeShapefile, type Position } from './shapefile';

/** A minimal shapefile reader, independent of the writer, to read the files back. */
function readShp(shp: Buffer): {
  type: number;
  box: number[];
  records: { type: number; parts: Position[][] }[];
} {
  expect(shp.readInt32BE(0)).toBe(9994);
  expect(shp.readInt32BE(24) * 2).toBe(shp.length);
  expect(shp.readInt32LE(28)).toBe(1000);
  const box = [36, 44, 52, 60].map((at) => shp.readDoubleLE(at));
  const records: { type: number; parts: Position[][] }[] = [];
  for (let at = 100, n = 1; at < shp.length; n++) {
    expect(shp.readInt32BE(at)).toBe(n);
    const length = shp.readInt32BE(at + 4) * 2;
    const c = at + 8;
    const type = shp.readInt32LE(c);
    if (type === 1) {
      records.push({ type, parts: [[[shp.readDoubleLE(c + 4), shp.readDoubleLE(c + 12)]]] });
    } else {
      const numParts = shp.readInt32LE(c + 36);
      const numPoints = shp.readInt32LE(c + 40);
      const starts = Array.from({ length: numParts }, (_, i) => shp.readInt32LE(c + 44 + 4 * i));
      const base = c + 44 + 4 * numParts;
      const point = (i: number): Position => [
        shp.readDoubleLE(base + 16 * i),
        shp.readDoubleLE(base + 16 * i + 8),
      ];
      const parts = starts.map((s, i) =>
        Array.from({ length: (starts[i + 1] ?? numPoints) - s }, (_, k) => point(s + k)),
      );
      records.push({ type, parts });
    }
    at = c + length;
  }
  return { type: shp.readInt32LE(32), box, records };
}

function readDbf(dbf: Buffer): Record<string, string>[] {
  const count = dbf.readUInt32LE(4);
  const headerLength = dbf.readUInt16LE(8);
  const recordLength = dbf.readUInt16LE(10);
  const fields: { name: string; type: string; width: number }[] = [];
  for (let at = 32; dbf[at] !== 0x0d; at += 32) {
    fields.push({
      name: dbf
        .subarray(at, at + 11)
        .toString('latin1')
        .replace(/\0.*$/, ''),
      type: String.fromCharCode(dbf[at + 11]!),
      width: dbf[at + 16]!,
    });
  }
  return Array.from({ length: count }, (_, r) => {
    let at = headerLength + r * recordLength + 1;
    const row: Record<string, string> = {};
    for (const f of fields) {
      row[`${f.name}:${f.type}`] = dbf
        .subarray(at, at + f.width)
        .toString('utf8')
        .trim();
      at += f.width;
    }
    return row;
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'periple-shp-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeShapefile', () => {
  it('writes polygons with clockwise outer rings followed by counter-clockwise holes', async () => {
    const outer: Position[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    const hole: Position[] = [
      [2, 2],
      [2, 4],
      [4, 4],
      [4, 2],
    ];
    await writeShapefile({
      basePath: join(dir, 'poly'),
      shapeType: 'polygon',
      fields: [{ name: 'class', type: 'string', width: 8 }],
      records: [
        {
          geometry: {
            type: 'polygon',
            coordinates: [
              [outer, hole],
              [
                [
                  [20, 20],
                  [21, 20],
                  [21, 21],
                  [20, 20],
                ],
              ],
            ],
          },
          attributes: { class: 'ocean' },
        },
      ],
    });
    const shp = readShp(await readFile(join(dir, 'poly.shp')));
    expect(shp.type).toBe(5);
    expect(shp.box).toEqual([0, 0, 21, 21]);
    const parts = shp.records[0]!.parts;
    expect(parts).toHaveLength(3);
    expect(signedArea(parts[0]!)).toBeLessThan(0);
    expect(signedArea(parts[1]!)).toBeGreaterThan(0);
    expect(parts[1]![0]).toEqual(parts[1]!.at(-1));
    expect(signedArea(parts[2]!)).toBeLessThan(0);
    expect(readDbf(await readFile(join(dir, 'poly.dbf')))).toEqual([{ 'class:C': 'ocean' }]);
  });

  it('writes polylines, an index that points at each record, and the .prj/.cpg', async () => {
    await writeShapefile({
      basePath: join(dir, 'lines'),
      shapeType: 'polyline',
      fields: [{ name: 'admin_lvl', type: 'integer', width: 2 }],
      records: [
        {
          geometry: {
            type: 'polyline',
            coordinates: [
              [
                [1, 1],
                [2, 2],
              ],
              [
                [3, 3],
                [4, 5],
                [6, 6],
              ],
            ],
          },
          attributes: { admin_lvl: 2 },
        },
        {
          geometry: {
            type: 'polyline',
            coordinates: [
              [
                [-1, -1],
                [0, 0],
              ],
            ],
          },
          attributes: { admin_lvl: 8 },
        },
      ],
    });
    const shpBytes = await readFile(join(dir, 'lines.shp'));
    const shp = readShp(shpBytes);
    expect(shp.records.map((r) => r.parts)).toEqual([
      [
        [
          [1, 1],
          [2, 2],
        ],
        [
          [3, 3],
          [4, 5],
          [6, 6],
        ],
      ],
      [
        [
          [-1, -1],
          [0, 0],
        ],
      ],
    ]);
    const shx = await readFile(join(dir, 'lines.shx'));
    expect(shx.readInt32BE(24) * 2).toBe(shx.length);
    expect(shx.length).toBe(100 + 2 * 8);
    const secondOffset = shx.readInt32BE(108) * 2;
    expect(shpBytes.readInt32BE(secondOffset)).toBe(2);
    expect(readDbf(await readFile(join(dir, 'lines.dbf')))).toEqual([
      { 'admin_lvl:N': '2' },
      { 'admin_lvl:N': '8' },
    ]);
    expect(await readFile(join(dir, 'lines.prj'), 'utf8')).toBe(WGS84_PRJ);
    expect(await readFile(join(dir, 'lines.cpg'), 'utf8')).toBe('UTF-8');
  });

  it('writes points with UTF-8 text, blank cells and integers', async () => {
    await writeShapefile({
      basePath: join(dir, 'points'),
      shapeType: 'point',
      fields: [
        { name: 'name', type: 'string', width: 12 },
        { name: 'population', type: 'integer', width: 9 },
      ],
      records: [
        {
          geometry: { type: 'point', coordinates: [7.42, 43.73] },
          attributes: { name: 'Monégasque', population: 38_000 },
        },
        {
          geometry: { type: 'point', coordinates: [-62.85, 17.9] },
          attributes: { name: undefined },
        },
      ],
    });
    const shp = readShp(await readFile(join(dir, 'points.shp')));
    expect(shp.type).toBe(1);
    expect(shp.records.map((r) => r.parts[0]![0])).toEqual([
      [7.42, 43.73],
      [-62.85, 17.9],
    ]);
    expect(readDbf(await readFile(join(dir, 'points.dbf')))).toEqual([
      { 'name:C': 'Monégasque', 'population:N': '38000' },
      { 'name:C': '', 'population:N': '' },
    ]);
  });

  it('cuts long text on a character boundary and refuses bad columns or mixed shapes', async () => {
    const dbf = encodeDbf(
      [{ name: 'name', type: 'string', width: 4 }],
      [{ name: 'Saint-Barthélemy' }, { name: 'aéé' }],
    );
    expect(readDbf(dbf)).toEqual([{ 'name:C': 'Sain' }, { 'name:C': 'aé' }]);
    expect(() => encodeDbf([{ name: 'name:en', type: 'string', width: 4 }], [])).toThrow(
      /field name/,
    );
    expect(() => encodeDbf([{ name: 'pop', type: 'integer', width: 12 }], [])).toThrow(/width/);
    await expect(
      writeShapefile({
        basePath: join(dir, 'mixed'),
        shapeType: 'point',
        fields: [],
        records: [
          {
            geometry: {
              type: 'polyline',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                ],
              ],
            },
            attributes: {},
          },
        ],
      }),
    ).rejects.toThrow(/cannot hold/);
  });
});
