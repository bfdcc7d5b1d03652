import { describe, expect, it } from 'vitest';
import { boxInside, sameListArea } from './poi-list-area';

const MONACO = [7.385, 43.715, 7.445, 43.76] as const;
const ROUEN = [1.07, 49.43, 1.12, 49.45] as const;

describe('sameListArea', () => {
  it('is the same area for the same box, a box within it, or no box to compare', () => {
    expect(sameListArea(MONACO, MONACO)).toBe(true);
    expect(sameListArea(MONACO, [7.42, 43.73, 7.43, 43.74])).toBe(true);
    expect(sameListArea(null, ROUEN)).toBe(true);
    expect(sameListArea(MONACO, null)).toBe(true);
  });

  it('is another area when the asked box’s centre lies outside the list’s (another town)', () => {
    expect(sameListArea(ROUEN, MONACO)).toBe(false);
    // A box half out whose centre is in the list's is still the list's (Back from a place).
    expect(sameListArea(MONACO, [7.43, 43.75, 7.45, 43.77])).toBe(true);
  });
});

describe('boxInside', () => {
  it('allows the rounding of the 5th decimal a box travels with, no more', () => {
    expect(boxInside(MONACO, [7.384995, 43.715, 7.445, 43.76])).toBe(true);
    expect(boxInside(MONACO, [7.3849, 43.715, 7.445, 43.76])).toBe(false);
  });
});
