import { describe, expect, it } from 'vitest';
import { clusterPoints, movedPixels } from './poi-clusters';

describe('marker clustering', () => {
  it('merges markers within the radius and keeps far ones apart', () => {
    const clusters = clusterPoints([
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 10, y: 10 },
      { id: 'c', x: 200, y: 0 },
      { id: 'd', x: 30, y: 0 },
    ]);
    expect(clusters.map((c) => c.ids)).toEqual([['a', 'b', 'd'], ['c']]);
    expect(clusters[0]).toMatchObject({ x: 40 / 3, y: 10 / 3 });
    expect(clusterPoints([])).toEqual([]);
  });
});

describe('moved pixels of a view', () => {
  it('measures the shift of the centre and the change of zoom', () => {
    const view = { width: 1000, height: 600 };
    expect(
      movedPixels({ ...view, topLeft: { x: 0, y: 0 }, bottomRight: { x: 1000, y: 600 } }),
    ).toBe(0);
    expect(
      movedPixels({ ...view, topLeft: { x: 60, y: 80 }, bottomRight: { x: 1060, y: 680 } }),
    ).toBe(100);
    // Zoomed out once: the old box is half as wide.
    expect(
      movedPixels({ ...view, topLeft: { x: 250, y: 150 }, bottomRight: { x: 750, y: 450 } }),
    ).toBe(250);
  });
});
