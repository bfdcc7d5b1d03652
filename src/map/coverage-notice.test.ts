import { describe, expect, it } from 'vitest';
import {
  cellsOf,
  middleBox,
  PARTIAL_GRID,
  PILL_BOTTOM,
  pillBottom,
  pillColumn,
} from './coverage-notice';

describe('the cells of the view’s middle', () => {
  it('cut the middle half of the canvas in a grid, edge to edge', () => {
    const cells = cellsOf(middleBox(1200, 800), PARTIAL_GRID);
    expect(cells).toHaveLength(9);
    expect(cells[0]).toEqual([
      [300, 200],
      [500, 200 + 400 / 3],
    ]);
    expect(cells[8]?.[1]).toEqual([900, 600]);
    expect(cells[4]?.[0]).toEqual([500, 200 + 400 / 3]);
  });
});

describe('the coverage pill’s place', () => {
  const map = { left: 0, top: 56, right: 1280, bottom: 800 };
  const pill = { left: 380, right: 900 };

  it('stays near the bottom edge when nothing is under it', () => {
    const desktopPanel = { left: 12, top: 120, right: 312, bottom: 790 };
    expect(pillBottom(map, { pill, cards: [], panel: desktopPanel })).toBe(PILL_BOTTOM);
  });

  it('goes above the home’s ad banner across it, not above a notice under the chips', () => {
    const banner = { left: 438, top: 658, right: 1178, bottom: 770 };
    const notice = { left: 374, top: 118, right: 854, bottom: 176 };
    expect(pillBottom(map, { pill, cards: [banner, notice], panel: null })).toBe(800 - 658 + 8);
    const aside = { ...banner, left: 950 };
    expect(pillBottom(map, { pill, cards: [aside], panel: null })).toBe(PILL_BOTTOM);
  });

  it('goes above a phone’s sheet, however high it is raised, within the map', () => {
    const phone = { left: 0, top: 52, right: 412, bottom: 915 };
    const narrow = { left: 24, right: 388 };
    const sheet = { left: 8, top: 380, right: 404, bottom: 885 };
    expect(pillBottom(phone, { pill: narrow, cards: [], panel: sheet })).toBe(915 - 380 + 8);
    const raised = { ...sheet, top: 60 };
    expect(pillBottom(phone, { pill: narrow, cards: [], panel: raised })).toBe(
      Math.round(863 * 0.8),
    );
  });
});

describe('pillColumn', () => {
  const map = { left: 0, top: 60, right: 844, bottom: 390 };
  it('centres the pill in the part a side panel leaves', () => {
    const panel = { left: 8, top: 112, right: 368, bottom: 364 };
    // Between the panel and the map's buttons (56 px at the right).
    expect(pillColumn(map, panel)).toEqual({ middle: 578, width: 404 });
  });

  it('leaves it in the middle without a panel or under a sheet across the map', () => {
    expect(pillColumn(map, null)).toBeNull();
    expect(pillColumn(map, { left: 8, top: 300, right: 836, bottom: 390 })).toBeNull();
  });
});
