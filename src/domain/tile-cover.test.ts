import { describe, expect, it } from 'vitest';
import { fitView, tilePath, tilesCovering } from './tile-cover';

const SOURCE = { minzoom: 0, maxzoom: 14, limit: 16 };

describe('tiles covering a view (512-pixel tiles, as MapLibre picks them)', () => {
  it('finds the four tiles of the default view of France on a phone, centre first', () => {
    const tiles = tilesCovering(
      { center: { lng: 2.35, lat: 46.6 }, zoom: 5.3, width: 412, height: 771 },
      SOURCE,
    );
    expect(tiles.map(tilePath).sort()).toEqual([
      '/tiles/5/15/10.pbf',
      '/tiles/5/15/11.pbf',
      '/tiles/5/16/10.pbf',
      '/tiles/5/16/11.pbf',
    ]);
    expect(tiles[0]).toEqual({ z: 5, x: 16, y: 11 });
  });

  it('clamps the zoom to the source, wraps columns over the antimeridian and caps the count', () => {
    const deep = tilesCovering(
      { center: { lng: 7.42, lat: 43.73 }, zoom: 17.5, width: 800, height: 600 },
      SOURCE,
    );
    expect(deep.every((t) => t.z === 14)).toBe(true);
    expect(deep.length).toBeLessThanOrEqual(4);
    const wrapped = tilesCovering(
      { center: { lng: 179.9, lat: 0 }, zoom: 3, width: 1024, height: 512 },
      SOURCE,
    );
    expect(wrapped.some((t) => t.x === 0)).toBe(true);
    expect(wrapped.every((t) => t.x >= 0 && t.x < 8)).toBe(true);
    const capped = tilesCovering(
      { center: { lng: 2, lat: 46 }, zoom: 8, width: 3840, height: 2160 },
      { ...SOURCE, limit: 16 },
    );
    expect(capped).toHaveLength(16);
  });

  it('gives nothing for a view with no size', () => {
    expect(
      tilesCovering({ center: { lng: 0, lat: 0 }, zoom: 4, width: 0, height: 600 }, SOURCE),
    ).toEqual([]);
  });
});

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
