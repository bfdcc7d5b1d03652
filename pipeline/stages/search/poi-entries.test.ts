import { describe, expect, it } from 'vitest';
import type { SncfStation } from '../../sources/sncf-stations';
import { mergeStations, poiClassification, stationLabel } from './poi-entries';

function classify(tags: Record<string, string>, brand: string | null = tags.brand ?? null) {
  const { rubric, chain } = poiClassification({ tags, brand, name: tags.name ?? null });
  return { rubric: rubric?.id, chain: chain?.id };
}

describe('rubric and chain of a POI (issue 10, point 17d)', () => {
  it('never makes a fuel station of what is not tagged amenity=fuel', () => {
    expect(classify({ amenity: 'fuel', name: 'Esso', brand: 'BP' })).toEqual({
      rubric: 'station-service',
      chain: 'bp',
    });
    expect(classify({ amenity: 'car_wash', name: 'Total Wash', brand: 'Total' })).toEqual({
      rubric: undefined,
      chain: undefined,
    });
    expect(classify({ shop: 'car', name: 'TotalEnergies Garage', brand: 'TotalEnergies' })).toEqual(
      { rubric: 'garage', chain: undefined },
    );
  });

  it('takes a chain from the name only when the rubric agrees', () => {
    expect(
      classify({ amenity: 'casino', tourism: 'attraction', name: 'Casino de Monte Carlo' }),
    ).toEqual({ rubric: 'monument', chain: undefined });
    expect(classify({ amenity: 'parking', name: 'Monoprix' })).toEqual({
      rubric: 'parking',
      chain: undefined,
    });
    expect(classify({ shop: 'convenience', name: 'Carrefour City' })).toEqual({
      rubric: 'epicerie',
      chain: 'carrefour',
    });
    // Without a rubric, only an exact brand name gives the chain's rubric.
    expect(classify({ shop: 'yes', name: 'Lidl' })).toEqual({
      rubric: 'supermarche',
      chain: 'lidl',
    });
    expect(classify({ shop: 'yes', name: 'Paul & Joe' })).toEqual({
      rubric: undefined,
      chain: undefined,
    });
  });
});

function station(overrides: Partial<SncfStation>): SncfStation {
  return {
    uic: '87000000',
    name: 'Gare',
    insee: '75056',
    town: 'Paris',
    postcode: '75012',
    lng: 2.37352,
    lat: 48.844888,
    segment: 'a',
    station: null,
    stationName: null,
    ...overrides,
  };
}

describe('SNCF stations in the index (issue 10, point 17b)', () => {
  it('shows « Gare de X », with elision, unless the name says gare', () => {
    expect(stationLabel('Lyon Part Dieu')).toBe('Gare de Lyon Part Dieu');
    expect(stationLabel('Oullins')).toBe("Gare d'Oullins");
    expect(stationLabel('Le Havre')).toBe('Gare du Havre');
    expect(stationLabel('Les Rosiers-sur-Loire')).toBe('Gare des Rosiers-sur-Loire');
    expect(stationLabel('La Rochelle Ville')).toBe('Gare de La Rochelle Ville');
    expect(stationLabel('Évry-Courcouronnes')).toBe("Gare d'Évry-Courcouronnes");
    expect(stationLabel('Paris Gare de Lyon')).toBe('Paris Gare de Lyon');
  });

  it('makes one station of the UIC codes of one station at one place', () => {
    const merged = mergeStations(
      [
        station({ uic: '87686030', name: 'Paris Gare de Lyon RER', segment: 'b' }),
        station({ uic: '87686006', name: 'Paris Gare de Lyon Hall 1 & 2', segment: 'a' }),
      ].map((s) => ({ ...s, station: '00753', stationName: 'Paris Gare de Lyon' })),
    );
    expect(merged).toEqual([
      expect.objectContaining({ uic: '87686006', name: 'Paris Gare de Lyon', segment: 'a' }),
    ]);
    const far = mergeStations([
      station({ uic: '1', name: 'A', station: 'x', stationName: 'A' }),
      station({ uic: '2', name: 'A T13', station: 'x', stationName: 'A', lat: 48.9 }),
      station({ uic: '3', name: 'B' }),
    ]);
    expect(far.map((s) => s.uic)).toEqual(['1', '2', '3']);
  });
});
