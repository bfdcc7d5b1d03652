import { describe, expect, it } from 'vitest';
import {
  modeOptionParams,
  ownsVehicle,
  routeChangingOptions,
  routesQuery,
  setModeOptions,
  transportsQuery,
} from './options';

const A = { lng: 7.4197, lat: 43.7311 };
const B = { lng: 7.4277, lat: 43.7394 };
const S = { lng: 7.42, lat: 43.735 };

describe('preferred options (§4)', () => {
  it('drops the old options of a mode when the vehicle changes', () => {
    const before = { car: { fuel: 'B7' as const, gasCost: 1.5, consumption: 7 } };
    expect(setModeOptions(before, 'car', { vehicle: 'citadine' })).toEqual({
      car: { vehicle: 'citadine' },
    });
  });

  it('removes the fuel price when the fuel changes, and merges other keys', () => {
    const before = { car: { vehicle: 'citadine', gasCost: 1.5, consumption: 7 } };
    expect(setModeOptions(before, 'car', { fuel: 'E85' })).toEqual({
      car: { vehicle: 'citadine', consumption: 7, fuel: 'E85' },
    });
    expect(setModeOptions({}, 'bike', { speedType: 'fast' })).toEqual({
      bike: { speedType: 'fast' },
    });
  });

  it('owns bikes, scooters and motorbikes by default', () => {
    expect(ownsVehicle({}, 'bike')).toBe(true);
    expect(ownsVehicle({ bike: { ownVehicle: false } }, 'bike')).toBe(false);
    expect(ownsVehicle({ car: { ownVehicle: false } }, 'car')).toBe(true);
  });
});

describe('request queries (§7)', () => {
  it('builds the routes query with stops, options and datetime', () => {
    const query = routesQuery({
      points: [A, S, B],
      providers: ['voiture'],
      lang: 'fr',
      preferred: { car: { vehicle: 'citadine', fuel: 'LPG', gasCost: 0.9, avoid: ['tolls'] } },
      time: { when: 'ARRIVAL_LATER', date: '2025-11-21', time: '08:30' },
      addressFrom: 'Monaco-Ville',
    });
    expect(query).toEqual({
      from: '7.41970,43.73110',
      to: '7.42770,43.73940',
      stop: ['7.42000,43.73500'],
      lang: 'fr',
      providers: 'voiture',
      vehicle: 'citadine',
      fuel: 'LPG',
      gas_cost: '0.9',
      avoid: 'tolls',
      address_from: 'Monaco-Ville',
      date: '20251121T0830',
      departure: 'false',
    });
  });

  it('sends the speed of the walking, cycling and scooter modes', () => {
    const base = {
      points: [A, B],
      lang: 'fr',
      time: { when: 'NOW' as const, date: null, time: null },
    };
    expect(
      routesQuery({
        ...base,
        providers: ['marche'],
        preferred: { pedestrian: { speedType: 'slow' } },
      }).walk_speed,
    ).toBe('slow');
    expect(
      routesQuery({
        ...base,
        providers: ['trottinette'],
        preferred: { scooter: { speedType: 'fast' } },
      }).trottinette_speed,
    ).toBe('fast');
    expect(() => routesQuery({ ...base, points: [A], providers: [], preferred: {} })).toThrow();
  });

  it('builds the transports query', () => {
    expect(
      transportsQuery({
        points: [A, B],
        lang: 'en',
        preferredMode: 'bike',
        skippedProviders: ['moto'],
      }),
    ).toEqual({
      from: '7.41970,43.73110',
      to: '7.42770,43.73940',
      lang: 'en',
      locale: 'en',
      preferred_tm: 'bike',
      skipped_providers: 'moto',
    });
  });
});

describe('the Crit’Air vignette of a mode (issue 17)', () => {
  it('is sent as `critair` for the car and the motorbike only', () => {
    expect(modeOptionParams('car', { critAir: '3' })).toMatchObject({ critair: '3' });
    expect(modeOptionParams('motorbike', { critAir: 'NC' })).toMatchObject({ critair: 'NC' });
    expect(modeOptionParams('bike', { critAir: '3' })).not.toHaveProperty('critair');
    expect(modeOptionParams('car', {})).not.toHaveProperty('critair');
  });
});

describe('routeChangingOptions', () => {
  it('counts the roads avoided and the vignette, not the figures’ options', () => {
    expect(routeChangingOptions(undefined)).toBe(0);
    expect(routeChangingOptions({ gasCost: 1.8, consumption: 6 })).toBe(0);
    expect(routeChangingOptions({ avoid: ['tolls'] })).toBe(1);
    expect(routeChangingOptions({ avoid: ['tolls', 'motorways'] })).toBe(2);
    // A vignette routes around the zones it may not enter.
    expect(routeChangingOptions({ avoid: ['tolls'], critAir: '4' })).toBe(2);
  });
});
