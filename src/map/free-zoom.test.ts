import { describe, expect, it } from 'vitest';
import { FREE_OFFSET_MIN_PX, freeCentre } from './free-zoom';
import { PANEL_CHANGE_PX, paddingChanged } from './follow-panel';

describe('freeCentre', () => {
  const size = { width: 1280, height: 744 };

  it('is the middle of the free part beside a panel', () => {
    // A desktop's card 340 px wide on the left: the free part's middle is 170 px right.
    expect(freeCentre(size, [170, 13])).toEqual([810, 385]);
  });

  it('is null when that middle is the canvas middle (MapLibre zooms as it does)', () => {
    expect(freeCentre(size, [0, 13])).toBeNull();
    expect(freeCentre(size, [FREE_OFFSET_MIN_PX, 0])).toEqual([640 + FREE_OFFSET_MIN_PX, 372]);
  });
});

describe('paddingChanged', () => {
  const before = { top: 86, right: 60, bottom: 265, left: 60 };

  it('tells a sheet risen from a small move', () => {
    expect(paddingChanged(before, { ...before, bottom: 428 })).toBe(true);
    expect(paddingChanged(before, { ...before, bottom: 265 + PANEL_CHANGE_PX - 1 })).toBe(false);
    expect(paddingChanged(before, { ...before, left: 60 + PANEL_CHANGE_PX })).toBe(true);
  });
});
