import { describe, expect, it } from 'vitest';
import { fitView } from './first-tiles';

describe('the view MapLibre fits a box in', () => {
  it('centres the box and takes the zoom of its tighter side', () => {
    const view = fitView([7.4, 43.72, 7.44, 43.75], { width: 400, height: 800 });
    expect(view.center.lng).toBeCloseTo(7.42, 6);
    expect(view.center.lat).toBeGreaterThan(43.72);
    expect(view.center.lat).toBeLessThan(43.75);
    // 0.04° of longitude across 400 px: 2^z · 512 · 0.04 / 360 = 400.
    expect(view.zoom).toBeCloseTo(Math.log2((400 * 360) / (0.04 * 512)), 1);
  });
});
