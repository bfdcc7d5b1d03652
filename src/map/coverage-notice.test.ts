import { describe, expect, it } from 'vitest';
import { cellsOf, middleBox, PARTIAL_GRID } from './coverage-notice';

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
