import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../../src/domain/geo';
import { PointGrid } from './point-grid';

describe('point grid of the search stage', () => {
  const grid = new PointGrid<string>(0.01);
  grid.add(7.4278, 43.7394, 'Place du Casino');
  grid.add(7.4155, 43.7276, 'Stade Louis II');
  grid.add(7.4205, 43.731, 'Place du Palais');

  it('finds the nearest point within the radius, across cells', () => {
    expect(grid.nearest(7.428, 43.7395, 100)?.value).toBe('Place du Casino');
    expect(grid.nearest(7.42, 43.7305, 200)?.value).toBe('Place du Palais');
    // 0.01° cells: the Casino and the Palais are in different ones, the search crosses them.
    expect(grid.nearest(7.424, 43.735, 700)?.value).toBe('Place du Palais');
  });

  it('finds nothing past the radius', () => {
    const far = { lng: 7.44, lat: 43.75 };
    const casino = { lng: 7.4278, lat: 43.7394 };
    expect(haversineMetres(far, casino)).toBeGreaterThan(1000);
    expect(grid.nearest(far.lng, far.lat, 1000)).toBeUndefined();
  });

  it('agrees with a scan of every point', () => {
    for (let i = 0; i < 200; i++) {
      const lng = 7.41 + ((i * 37) % 100) / 4000;
      const lat = 43.72 + ((i * 53) % 100) / 4000;
      const found = grid.nearest(lng, lat, 800);
      const scan = ['Place du Casino', 'Stade Louis II', 'Place du Palais']
        .map((name, k) => ({
          name,
          p: [
            grid.nearest(7.4278, 43.7394, 1),
            grid.nearest(7.4155, 43.7276, 1),
            grid.nearest(7.4205, 43.731, 1),
          ][k]!,
        }))
        .map(({ name, p }) => ({ name, d: haversineMetres({ lng, lat }, p) }))
        .filter((x) => x.d <= 800)
        .sort((a, b) => a.d - b.d)[0];
      expect(found?.value, `${lng},${lat}`).toBe(scan?.name);
    }
  });
});
