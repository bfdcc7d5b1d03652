import { describe, expect, it } from 'vitest';
import { StationList, withoutTwins } from './stations';

const menton = { name: 'Gare de Menton', lng: 7.4931, lat: 43.7747 };
const mentonOsm = { name: 'Menton', lng: 7.4935, lat: 43.7749 };
const monaco = { name: 'Monaco - Monte Carlo', lng: 7.4194857, lat: 43.7382552 };

describe('the stations of the train card', () => {
  it("keeps an OSM station SNCF's référentiel leaves out, not an OSM twin of one of SNCF's", () => {
    const stations = withoutTwins([menton], [mentonOsm, monaco]);
    expect(stations.map((s) => s.name)).toEqual(['Gare de Menton', 'Monaco - Monte Carlo']);
  });

  it('names the nearest within the radius, or none', () => {
    const list = new StationList(withoutTwins([menton], [mentonOsm, monaco]));
    // From the Place du Casino: Monaco's station, some 650 m away.
    const near = list.nearest([7.4277, 43.7394], 20_000);
    expect(near?.name).toBe('Monaco - Monte Carlo');
    expect(near?.metres).toBeGreaterThan(500);
    expect(near?.metres).toBeLessThan(800);
    expect(list.nearest([2.35, 48.85], 20_000)).toBeNull();
  });
});
