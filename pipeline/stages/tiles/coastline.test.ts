import { describe, expect, it } from 'vitest';
import type { Bbox } from '../../../src/domain/geo';
import { assembleSea, boundaryPosition, chainLines, closeAlongBox, extendToBox } from './coastline';
import { pointInPolygon, polygonArea, type PolygonCoords } from './geometry';
import type { Position } from './shapefile';

const BOX: Bbox = [0, 0, 10, 10];

function seaArea(polygons: readonly PolygonCoords[]): number {
  return polygons.reduce((sum, p) => sum + polygonArea(p), 0);
}

function isSea(polygons: readonly PolygonCoords[], p: Position): boolean {
  return polygons.some((polygon) => pointInPolygon(p, polygon));
}

function sea(lines: Position[][], box: Bbox = BOX): PolygonCoords[] {
  const result = assembleSea({ lines, box });
  if (result.status !== 'ok') throw new Error(`expected a sea, got ${JSON.stringify(result)}`);
  return result.polygons;
}

describe('chainLines', () => {
  it('joins ways end to start in any order and keeps closed rings apart', () => {
    const { rings, open } = chainLines([
      [
        [5, 5],
        [6, 5],
      ],
      [
        [0, 5],
        [2, 5],
      ],
      [
        [2, 5],
        [5, 5],
      ],
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ],
    ]);
    expect(open).toEqual([
      [
        [0, 5],
        [2, 5],
        [5, 5],
        [6, 5],
      ],
    ]);
    expect(rings).toHaveLength(1);
  });

  it('closes a ring made of several ways', () => {
    const { rings, open } = chainLines([
      [
        [1, 1],
        [2, 1],
      ],
      [
        [2, 2],
        [1, 1],
      ],
      [
        [2, 1],
        [2, 2],
      ],
    ]);
    expect(open).toEqual([]);
    expect(rings[0]).toHaveLength(4);
  });
});

describe('boundary walk', () => {
  it('measures positions clockwise from the north-west corner', () => {
    expect(boundaryPosition([5, 10], BOX)).toBeCloseTo(0.5);
    expect(boundaryPosition([10, 5], BOX)).toBeCloseTo(1.5);
    expect(boundaryPosition([5, 0], BOX)).toBeCloseTo(2.5);
    expect(boundaryPosition([0, 5], BOX)).toBeCloseTo(3.5);
  });

  it('extends dangling ends to the box edge, refuses ends deep inside', () => {
    expect(
      extendToBox(
        [
          [0.5, 5],
          [9.5, 5],
        ],
        BOX,
        2,
      ),
    ).toEqual([
      [0, 5],
      [0.5, 5],
      [9.5, 5],
      [10, 5],
    ]);
    expect(
      extendToBox(
        [
          [5, 5],
          [9.5, 5],
        ],
        BOX,
        2,
      ),
    ).toBeUndefined();
  });

  it('rejects pieces whose entries and exits do not alternate', () => {
    const pieces: [number, number][][] = [
      [
        [0, 2],
        [10, 2],
      ],
      [
        [0, 8],
        [10, 8],
      ],
    ];
    expect(closeAlongBox(pieces, BOX)).toBeUndefined();
  });
});

describe('assembleSea', () => {
  it('puts the sea on the right of the coastline (land on the left)', () => {
    const south = sea([
      [
        [-1, 5],
        [11, 5],
      ],
    ]);
    expect(seaArea(south)).toBeCloseTo(50);
    expect(isSea(south, [5, 2])).toBe(true);
    expect(isSea(south, [5, 8])).toBe(false);
    const north = sea([
      [
        [11, 5],
        [-1, 5],
      ],
    ]);
    expect(isSea(north, [5, 8])).toBe(true);
  });

  it('chains split, shuffled ways and extends ends that stop near the edges', () => {
    const polygons = sea([
      [
        [4, 5],
        [7, 5],
      ],
      [
        [0.3, 5],
        [4, 5],
      ],
      [
        [7, 5],
        [9.8, 5],
      ],
    ]);
    expect(seaArea(polygons)).toBeCloseTo(50);
  });

  it('closes a bay and a peninsula along the box corners', () => {
    const bay = sea([
      [
        [3, -1],
        [3, 8],
        [7, 8],
        [7, -1],
      ],
    ]);
    expect(seaArea(bay)).toBeCloseTo(32);
    expect(isSea(bay, [5, 4])).toBe(true);
    const peninsula = sea([
      [
        [7, -1],
        [7, 8],
        [3, 8],
        [3, -1],
      ],
    ]);
    expect(seaArea(peninsula)).toBeCloseTo(68);
    expect(isSea(peninsula, [5, 4])).toBe(false);
    expect(isSea(peninsula, [1, 9])).toBe(true);
  });

  it('builds one ring per stretch of sea when two coasts cross the box', () => {
    const polygons = sea([
      [
        [-1, 2],
        [11, 2],
      ],
      [
        [11, 8],
        [-1, 8],
      ],
    ]);
    expect(seaArea(polygons)).toBeCloseTo(40);
    expect(isSea(polygons, [5, 5])).toBe(false);
    expect(isSea(polygons, [5, 1])).toBe(true);
    expect(isSea(polygons, [5, 9])).toBe(true);
  });

  it('makes the whole box sea around islands (closed counter-clockwise rings)', () => {
    const island: Position[] = [
      [2, 2],
      [4, 2],
      [4, 4],
      [2, 4],
      [2, 2],
    ];
    const cut: Position[] = [
      [9, 9],
      [12, 9],
      [12, 12],
      [9, 12],
      [9, 9],
    ];
    const polygons = sea([island, cut]);
    expect(seaArea(polygons)).toBeCloseTo(100 - 4 - 1);
    expect(isSea(polygons, [3, 3])).toBe(false);
    expect(isSea(polygons, [6, 6])).toBe(true);
  });

  it('cuts islands out of the sea of an open coast', () => {
    const polygons = sea([
      [
        [-1, 5],
        [11, 5],
      ],
      [
        [2, 1],
        [3, 1],
        [3, 2],
        [2, 2],
        [2, 1],
      ],
    ]);
    expect(seaArea(polygons)).toBeCloseTo(49);
  });

  it('reports no sea without coastline and falls back on broken chains', () => {
    expect(assembleSea({ lines: [], box: BOX })).toEqual({ status: 'none' });
    expect(
      assembleSea({
        lines: [
          [
            [5, 5],
            [11, 5],
          ],
        ],
        box: BOX,
      }).status,
    ).toBe('broken');
    expect(
      assembleSea({
        lines: [
          [
            [20, 20],
            [30, 20],
          ],
        ],
        box: BOX,
      }).status,
    ).toBe('broken');
  });
});
