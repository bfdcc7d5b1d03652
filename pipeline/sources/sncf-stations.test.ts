import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSncfStations } from './sncf-stations';

const file = resolve(
  import.meta.dirname,
  '../..',
  process.env.PERIPLE_SHARED_DATA ?? '../shared/data',
  'stations/sncf-referentiel-gares-voyageurs.json',
);

describe('SNCF stations', () => {
  it('keeps open stations with a position, one per UIC code, with their INSEE code', async () => {
    const { stations, report } = await loadSncfStations(file);
    expect(report.entries).toBe(3133);
    expect(report.stations).toBe(stations.length);
    expect(report.stations + report.closed + report.withoutPosition + report.duplicates).toBe(3133);
    expect(report.closed).toBeGreaterThan(0);
    const grenoble = stations.find((s) => s.name === 'Grenoble');
    expect(grenoble).toMatchObject({
      insee: '38185',
      town: 'Grenoble',
      postcode: '38000',
      segment: 'a',
    });
    expect(grenoble?.lng).toBeCloseTo(5.7146, 3);
    expect(stations.every((s) => Number.isFinite(s.lng) && Number.isFinite(s.lat))).toBe(true);
  });
});
