import { describe, expect, it } from 'vitest';
import type { Polygon, MultiPolygon } from 'geojson';
import type { Bbox } from './geo';
import { atEdge, depthInBox, EDGE_METRES, reachesCut, roadExtentsSchema } from './road-extents';

/** Rouen's centre extract, as its header gives it. */
const ROUEN: Bbox = [1.0873032, 49.4326359, 1.1027527, 49.4422358];
const MIDDLE = [1.095, 49.4374];

/** A square ring of half-side `d` degrees around `c`. */
function square(c: readonly number[], d: number): number[][] {
  const [x = 0, y = 0] = c;
  return [
    [x - d, y - d],
    [x + d, y - d],
    [x + d, y + d],
    [x - d, y + d],
    [x - d, y - d],
  ];
}

describe('depthInBox', () => {
  it('is the distance to the nearest side, in metres, and negative outside', () => {
    // 0.0001° of latitude is 11 m; the south side is the nearest.
    expect(depthInBox([1.095, 49.4327359], ROUEN)).toBeCloseTo(11.1, 0);
    expect(depthInBox([1.095, 49.43], ROUEN)).toBeLessThan(0);
    expect(depthInBox(MIDDLE, ROUEN)).toBeGreaterThan(500);
  });
});

describe('atEdge', () => {
  it('is false deep inside a cut, true near its side or outside every cut', () => {
    expect(atEdge(MIDDLE, [ROUEN])).toBe(false);
    expect(atEdge([1.0875, 49.4374], [ROUEN])).toBe(true);
    expect(atEdge([1.2, 49.4374], [ROUEN])).toBe(true);
  });

  it('is false at a side shared with a neighbouring cut that goes on', () => {
    const east: Bbox = [1.1027527, 49.4326359, 1.12, 49.4422358];
    const onSide = [1.1027, 49.4374];
    expect(atEdge(onSide, [ROUEN])).toBe(true);
    expect(atEdge(onSide, [ROUEN, east])).toBe(false);
  });
});

describe('reachesCut', () => {
  const inner: Polygon = { type: 'Polygon', coordinates: [square(MIDDLE, 0.002)] };
  const outer: Polygon = { type: 'Polygon', coordinates: [square(MIDDLE, 0.02)] };

  it('tells areas that run into the cut from those inside it', () => {
    expect(reachesCut([inner], [ROUEN])).toBe(false);
    expect(reachesCut([inner, outer], [ROUEN])).toBe(true);
  });

  it('reads the outer rings of multipolygons, not their holes', () => {
    const holed: Polygon = {
      type: 'Polygon',
      coordinates: [square(MIDDLE, 0.002), square(MIDDLE, 0.02)],
    };
    expect(reachesCut([holed], [ROUEN])).toBe(false);
    const multi: MultiPolygon = { type: 'MultiPolygon', coordinates: [[square(MIDDLE, 0.02)]] };
    expect(reachesCut([multi], [ROUEN])).toBe(true);
  });

  it('is false when no cut is known', () => {
    expect(reachesCut([outer], [])).toBe(false);
  });

  it('takes a side within EDGE_METRES as reached', () => {
    // 100 m south of the middle's latitude band is still well inside; 0.0009° ≈ 100 m.
    expect(EDGE_METRES).toBeGreaterThan(100);
    const nearSouth: Polygon = {
      type: 'Polygon',
      coordinates: [square([1.095, 49.4326359 + 0.0009 + 0.0005], 0.0005)],
    };
    expect(reachesCut([nearSouth], [ROUEN])).toBe(true);
  });
});

describe('roadExtentsSchema', () => {
  it('refuses a box whose sides are swapped', () => {
    expect(roadExtentsSchema.safeParse({ cuts: [ROUEN] }).success).toBe(true);
    expect(roadExtentsSchema.safeParse({ cuts: [[2, 1, 1, 2]] }).success).toBe(false);
    expect(roadExtentsSchema.safeParse({ cuts: [[1, 2, 3]] }).success).toBe(false);
  });
});
