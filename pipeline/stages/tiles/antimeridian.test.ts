import { describe, expect, it } from 'vitest';
import { splitAntimeridian, splitLinesAtAntimeridian, unwrapRing } from './antimeridian';
import { bboxOf, polygonArea } from './geometry';

describe('splitAntimeridian', () => {
  it('leaves polygons that do not cross the antimeridian alone', () => {
    const square = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ] as [number, number][][];
    expect(splitAntimeridian(square)).toEqual([square]);
  });

  it('cuts a polygon drawn across the antimeridian into two planar pieces', () => {
    const fiji = [
      [
        [178, -16],
        [-178, -16],
        [-178, -18],
        [178, -18],
        [178, -16],
      ],
    ] as [number, number][][];
    const pieces = splitAntimeridian(fiji);
    expect(pieces).toHaveLength(2);
    expect(pieces.map((p) => bboxOf(p[0]!)).sort((a, b) => a[0] - b[0])).toEqual([
      [-180, -18, -178, -16],
      [178, -18, 180, -16],
    ]);
    expect(pieces.reduce((s, p) => s + polygonArea(p), 0)).toBeCloseTo(8);
  });

  it('closes a ring around the south pole along the pole', () => {
    const ring = [
      [-180, -70],
      [-90, -72],
      [0, -70],
      [90, -68],
      [180, -70],
      [-180, -70],
    ] as [number, number][];
    const unwrapped = unwrapRing([...ring.slice(0, 4), [179.9, -70], [-180, -70]]);
    expect(unwrapped.at(-2)![1]).toBe(-90);
    const pieces = splitAntimeridian([ring]);
    const box = bboxOf(pieces.flatMap((p) => p[0]!));
    expect(box[1]).toBe(-90);
    expect(box[0]).toBeGreaterThanOrEqual(-180);
    expect(box[2]).toBeLessThanOrEqual(180);
  });

  it('cuts lines at their jumps across the antimeridian', () => {
    expect(
      splitLinesAtAntimeridian([
        [
          [170, 0],
          [179, 1],
          [-179, 2],
          [-170, 3],
        ],
      ]),
    ).toEqual([
      [
        [170, 0],
        [179, 1],
      ],
      [
        [-179, 2],
        [-170, 3],
      ],
    ]);
  });
});
