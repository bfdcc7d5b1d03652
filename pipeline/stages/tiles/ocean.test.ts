import { describe, expect, it } from 'vitest';
import { tileToBbox } from '../../../src/domain/geo';
import { clipLineToBox, clipRingToBox, polygonArea, type PolygonCoords } from './geometry';
import { areaOfInterest, indexLand, oceanOfCell, tilesCovering, tileGrid } from './ocean';
import { withoutDistantLand } from './region-layers';

const area = (polygons: readonly PolygonCoords[]): number =>
  polygons.reduce((s, p) => s + polygonArea(p), 0);

describe('box clipping', () => {
  it('clips lines into the pieces inside the box', () => {
    expect(
      clipLineToBox(
        [
          [-5, 5],
          [5, 5],
          [5, 15],
          [6, 15],
          [6, 5],
          [14, 5],
        ],
        [0, 0, 10, 10],
      ),
    ).toEqual([
      [
        [0, 5],
        [5, 5],
        [5, 10],
      ],
      [
        [6, 10],
        [6, 5],
        [10, 5],
      ],
    ]);
  });

  it('clips rings to the box', () => {
    const ring = clipRingToBox(
      [
        [-5, -5],
        [5, -5],
        [5, 5],
        [-5, 5],
        [-5, -5],
      ],
      [0, 0, 10, 10],
    );
    expect(polygonArea([ring])).toBeCloseTo(25);
  });
});

describe('oceanOfCell', () => {
  const land = indexLand([
    [
      [
        [2, 2],
        [8, 2],
        [8, 8],
        [2, 8],
        [2, 2],
      ],
    ],
    [
      [
        [-5, -5],
        [1, -5],
        [1, 1],
        [-5, 1],
        [-5, -5],
      ],
    ],
  ]);

  it('is the cell minus the land that overlaps it', () => {
    expect(area(oceanOfCell({ cell: [0, 0, 10, 10], land })!)).toBeCloseTo(100 - 36 - 1);
  });

  it('leaves out the boxes whose sea comes from OSM coastlines', () => {
    expect(area(oceanOfCell({ cell: [0, 0, 10, 10], land, holes: [[9, 0, 12, 10]] })!)).toBeCloseTo(
      100 - 36 - 1 - 10,
    );
  });

  it('is empty on land', () => {
    expect(oceanOfCell({ cell: [3, 3, 4, 4], land })).toEqual([]);
  });
});

describe('grids', () => {
  it('cuts the Web Mercator world along the tiles of a zoom', () => {
    const cells = tileGrid(2);
    expect(cells).toHaveLength(16);
    expect(cells[0]![0]).toBe(-180);
    expect(cells[0]![3]).toBeCloseTo(85.0511, 4);
    expect(cells.at(-1)![2]).toBe(180);
  });

  it('covers the z8 tiles around the extracts with z10 cells', () => {
    const monaco = [7.4017, 43.5165, 7.5002, 43.7543] as const;
    const cells = areaOfInterest([monaco]);
    const z8 = tilesCovering([7.3017, 43.4165, 7.6002, 43.8543], 8);
    expect(cells).toHaveLength(16 * z8.length);
    const first = z8[0]!;
    expect(cells[0]![0]).toBeCloseTo(tileToBbox(8, first.x, first.y)[0]);
  });
});

describe('withoutDistantLand', () => {
  const land = indexLand([
    [
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
        [1, 1],
      ],
    ],
    [
      [
        [7, 7],
        [12, 7],
        [12, 12],
        [7, 12],
        [7, 7],
      ],
    ],
  ]);

  it('keeps the land of the atlas that no OSM coastline of the extract describes', () => {
    const sea: PolygonCoords[] = [
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
      ],
    ];
    const coastlines: [number, number][][] = [
      [
        [1.5, 1.5],
        [2.5, 1.5],
        [2.5, 2.5],
        [1.5, 1.5],
      ],
    ];
    const result = withoutDistantLand(sea, { land, box: [0, 0, 10, 10], coastlines });
    expect(area(result)).toBeCloseTo(100 - 9);
  });
});
