import { describe, expect, it } from 'vitest';
import type { GeoentityPoi } from '../../src/domain/geoentity';
import { STATION } from '../../tests/model/poi-fixtures';
import {
  keptByPlaceFilters,
  placeFilters,
  placeFiltersOf,
  servicesOf,
  type PlaceFilterOptions,
  type PlaceFilters,
} from './place-filters';

const NONE: PlaceFilters = { services: [], stars: 0, kind: '', maxPrice: null };

/** A place of `rubric` with OSM tags and, for a place to stay, its stars. */
function place(id: string, rubric: string, extra: { stars?: number; b7?: number } = {}) {
  const poi: GeoentityPoi = {
    ...STATION,
    id,
    rubric: { ...STATION.rubric, id: rubric },
    additionalInfo: {
      ...(extra.stars === undefined ? {} : { rating: extra.stars }),
      ...(extra.b7 === undefined
        ? {}
        : {
            fuels: [{ id: 'B7', label: 'Gazole', price: extra.b7, available: true, updatedAt: '' }],
          }),
    },
  };
  return poi;
}

const TAGS: Record<string, Record<string, string>> = {
  a: { wheelchair: 'yes', internet_access: 'wlan' },
  b: { outdoor_seating: 'yes', takeaway: 'only' },
  c: { wheelchair: 'limited', internet_access: 'no' },
};

function options(asked: Partial<PlaceFilters> = {}, fuel?: string): PlaceFilterOptions {
  return { tagsOf: (p) => TAGS[p.id], lang: 'fr', fuel, asked: { ...NONE, ...asked } };
}

describe('placeFiltersOf', () => {
  it('reads each filter of the pairs, an unknown or out-of-range value as none', () => {
    const read = (pairs: Record<string, string>) => placeFiltersOf(new Map(Object.entries(pairs)));
    expect(
      read({
        services: 'wifi;terrasse;wifi;piscine',
        stars: '3',
        kind: 'camping',
        maxPrice: '1.8',
      }),
    ).toEqual({ services: ['wifi', 'terrasse'], stars: 3, kind: 'camping', maxPrice: 1.8 });
    expect(read({ stars: '6', kind: 'restaurant', maxPrice: '-1' })).toEqual(NONE);
    expect(read({ stars: '2.5', maxPrice: 'abc' })).toEqual(NONE);
  });
});

describe('servicesOf', () => {
  it('says the services the OSM tags give, and no service from a « limited » or « no »', () => {
    expect(servicesOf(TAGS.a)).toEqual(['accessible', 'wifi']);
    expect(servicesOf(TAGS.b)).toEqual(['terrasse', 'a-emporter']);
    expect(servicesOf(TAGS.c)).toEqual([]);
    expect(servicesOf(undefined)).toEqual([]);
  });
});

describe('placeFilters', () => {
  it('offers the services present, the stars of classified stays, and two kinds of stay', () => {
    const pois = [
      place('a', 'hotel', { stars: 4 }),
      place('b', 'camping'),
      place('c', 'auberge-de-jeunesse'),
    ];
    const filters = placeFilters(pois, options({ services: ['livraison'] }));
    expect(filters.map((f) => [f.id, f.type, f.actionId])).toEqual([
      ['kind', 'mosaic', 'filtre_kind'],
      ['stars', 'numberpicker', 'filtre_stars'],
      ['services', 'multichip', 'filtre_services'],
    ]);
    const [kind, stars, services] = filters;
    expect(kind?.values.map((v) => v.id)).toEqual(['hotel', 'camping', 'auberge-de-jeunesse']);
    expect(kind?.values[0]?.label).toBe('Hôtel');
    expect(kind?.values[0]?.iconUrl).toMatch(/^\/api\/poiassets\/icons\/\w+\.svg/);
    expect(stars).toMatchObject({ min: 1, max: 5, step: 1, unit: '★', value: '' });
    // The service chosen stays offered though no place of the box has it.
    expect(services?.values.map((v) => v.label)).toEqual([
      'Accessible en fauteuil',
      'Wi-Fi',
      'Terrasse',
      'À emporter',
      'Livraison',
    ]);
    expect(services?.value).toBe('livraison');
  });

  it('offers nothing a list of restaurants cannot answer: no stars, no kind of stay', () => {
    const pois = [place('x', 'restaurant', { stars: 3 }), place('y', 'restaurant')];
    expect(placeFilters(pois, options())).toEqual([]);
  });

  it('gives a fuel list a slider from the cheapest to the dearest litre, in cents', () => {
    const pois = [
      place('p', 'station-service', { b7: 1.356 }),
      place('q', 'station-service', { b7: 1.441 }),
    ];
    const [slider] = placeFilters(pois, options({ maxPrice: 1.4 }, 'B7'));
    expect(slider).toMatchObject({
      id: 'maxPrice',
      type: 'slider',
      min: 1.35,
      max: 1.45,
      step: 0.01,
      unit: '€/L',
      value: '1.40',
    });
    // One price is no range; but a price chosen is never hidden.
    expect(placeFilters(pois.slice(0, 1), options({}, 'B7'))).toEqual([]);
    expect(placeFilters([], options({ maxPrice: 1.4 }, 'B7'))[0]?.value).toBe('1.40');
    // Two stations at exactly 1.10 €: no range (in cents, not 110.00000000000001).
    const same = [
      place('r', 'station-service', { b7: 1.1 }),
      place('s', 'station-service', { b7: 1.1 }),
    ];
    expect(placeFilters(same, options({}, 'B7'))).toEqual([]);
  });
});

describe('keptByPlaceFilters', () => {
  it('keeps a place with every service asked, enough stars, the kind, a litre cheap enough', () => {
    const hotel = place('a', 'hotel', { stars: 4 });
    const kept = (poi: GeoentityPoi, asked: Partial<PlaceFilters>, fuel?: string) =>
      keptByPlaceFilters(poi, options(asked, fuel));
    expect(kept(hotel, { services: ['wifi', 'accessible'], stars: 4, kind: 'hotel' })).toBe(true);
    expect(kept(hotel, { services: ['wifi', 'terrasse'] })).toBe(false);
    expect(kept(hotel, { stars: 5 })).toBe(false);
    expect(kept(hotel, { kind: 'camping' })).toBe(false);
    expect(kept(place('b', 'camping'), { stars: 1 })).toBe(false);
    const station = place('p', 'station-service', { b7: 1.356 });
    expect(kept(station, { maxPrice: 1.36 }, 'B7')).toBe(true);
    expect(kept(station, { maxPrice: 1.35 }, 'B7')).toBe(false);
    expect(kept(station, { maxPrice: 1.35 }, 'E10')).toBe(false);
  });
});
