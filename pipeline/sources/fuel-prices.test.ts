import { describe, expect, it } from 'vitest';
import { resolveLocalPath } from '../../artefacts/shared-data';
import { FUEL_PRICES_SOURCE } from '../stages/places/fuel-tables';
import { fuelCoordinate, loadFuelStations, parseFuelPricesXml } from './fuel-prices';

const repoRoot = new URL('../..', import.meta.url).pathname;

describe('fuel-prices loader', () => {
  it('reads every station and price of the national file (ISO-8859-1 zip)', async () => {
    const stations = await loadFuelStations(resolveLocalPath(repoRoot, FUEL_PRICES_SOURCE));
    expect(stations.length).toBe(9980);
    expect(stations.reduce((n, s) => n + s.prices.length, 0)).toBe(32665);
    const first = stations[0]!;
    expect(first).toMatchObject({
      id: '88500001',
      lat: 48.304,
      lng: 6.131,
      postcode: '88500',
      town: 'MIRECOURT',
      address: '23 Rue du pré Paradis',
      roadType: 'R',
    });
    expect(first.services).toContain('Location de véhicule');
    expect(first.openingHours).toHaveLength(7);
    expect(first.prices[0]).toEqual({
      fuel: 'B7',
      sourceName: 'Gazole',
      sourceId: '1',
      price: 1.215,
      updatedAt: '2020-08-23T08:06:30',
    });
    const beausoleil = stations.find((s) => s.town === 'Beausoleil');
    expect(beausoleil?.lat).toBeCloseTo(43.7448, 3);
    expect(new Set(stations.flatMap((s) => s.prices.map((p) => p.fuel)))).toEqual(
      new Set(['B7', 'E5_SP95', 'E5_SP98', 'E10', 'E85', 'LPG']),
    );
  });

  it('reads ruptures, empty coordinates, prices in thousandths and days without hours', () => {
    const [station] = parseFuelPricesXml(`<?xml version="1.0"?><pdv_liste>
      <pdv id="1000001" latitude="" longitude="520000" cp="01000" pop="A">
        <adresse>Aire de l'Ain</adresse><ville>Bourg</ville>
        <horaires automate-24-24="1"><jour id="1" nom="Lundi" ferme=""/></horaires>
        <services/>
        <prix nom="E10" id="5" maj="2020-08-24 10:00:00" valeur="1339"/>
        <rupture id="1" nom="Gazole" debut="2020-08-20 09:00:00" fin="" type="temporaire"/>
      </pdv></pdv_liste>`);
    expect(station).toMatchObject({
      id: '1000001',
      lat: null,
      lng: 5.2,
      roadType: 'A',
      automate24: true,
      services: [],
      openingHours: [{ day: 1, name: 'Lundi', closed: false, hours: [] }],
      prices: [{ fuel: 'E10', price: 1.339 }],
      ruptures: [
        { fuel: 'B7', startedAt: '2020-08-20T09:00:00', endedAt: null, type: 'temporaire' },
      ],
    });
    expect(fuelCoordinate('9100000', 90)).toBeNull();
  });
});
