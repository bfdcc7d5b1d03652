import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  bboxOfArea,
  lineLengthMetres,
  middleVertex,
  pointInArea,
  simplifyArea,
  simplifyLine,
} from './geometry';

const square = (x: number, y: number, size: number): number[][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('pointInArea', () => {
  const withHole: Polygon = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };

  it('respects holes', () => {
    expect(pointInArea(1, 1, withHole)).toBe(true);
    expect(pointInArea(5, 5, withHole)).toBe(false);
    expect(pointInArea(11, 5, withHole)).toBe(false);
  });

  it('reads every polygon of a multipolygon', () => {
    const area = {
      type: 'MultiPolygon' as const,
      coordinates: [[square(0, 0, 1)], [square(5, 5, 1)]],
    };
    expect(pointInArea(5.5, 5.5, area)).toBe(true);
    expect(pointInArea(3, 3, area)).toBe(false);
    expect(bboxOfArea(area)).toEqual([0, 0, 6, 6]);
  });
});

describe('simplification', () => {
  it('drops the vertices closer than the tolerance to the line', () => {
    const line = [
      [0, 0],
      [1, 0.00001],
      [2, 0],
      [3, 1],
    ];
    expect(simplifyLine(line, 0.0002)).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
    ]);
  });

  it('keeps every ring closed with at least 4 positions', () => {
    const dense = Array.from({ length: 41 }, (_, i) => {
      const a = (i / 40) * 2 * Math.PI;
      return [Math.cos(a) * 0.01, Math.sin(a) * 0.01];
    });
    dense[40] = dense[0]!;
    const tiny = square(0.02, 0.02, 0.0001);
    const area: Polygon = { type: 'Polygon', coordinates: [dense, tiny] };
    const simplified = simplifyArea(area, 0.0002);
    if (simplified.type !== 'Polygon') throw new Error('not a polygon');
    const [outer, hole] = simplified.coordinates;
    expect(outer!.length).toBeLessThan(dense.length);
    expect(outer!.length).toBeGreaterThanOrEqual(4);
    expect(outer![0]).toEqual(outer!.at(-1));
    expect(hole).toEqual(tiny);
  });
});

describe('lines', () => {
  it('measures in metres and finds the middle vertex', () => {
    const line = [
      [2.35, 48.85],
      [2.36, 48.85],
      [2.37, 48.85],
    ];
    expect(lineLengthMetres(line)).toBeCloseTo(1465.04, 1);
    expect(middleVertex(line)).toEqual([2.36, 48.85]);
    expect(middleVertex([])).toBeUndefined();
  });
});
