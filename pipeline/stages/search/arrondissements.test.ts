import { describe, expect, it } from 'vitest';
import type { ArrondissementRow } from '../places/admin-data';
import type { SearchEntry } from './entry';
import type { Locality } from './locality';
import {
  arrondissementEntries,
  arrondissementPoint,
  nameUnplacedInTowns,
  pointsByPostcode,
} from './arrondissements';

const row = (over: Partial<ArrondissementRow>): ArrondissementRow => ({
  insee: '69383',
  name: 'Lyon 3e Arrondissement',
  communeInsee: '69123',
  postcodes: ['69003'],
  population: 100_000,
  lng: null,
  lat: null,
  ...over,
});

const point = (postcode: string, lng: number, lat: number, level: SearchEntry['level']) =>
  ({ kind: 'address', level, name: 'x', postcode, lng, lat }) as SearchEntry;

const lyon = { town: 'Lyon', towncode: '69123', postcodes: ['69001', '69003'] } as Locality;

describe('arrondissements', () => {
  it('takes GeoNames’ point, else the median of its postcodes’ points (one stray kept out)', () => {
    expect(arrondissementPoint(row({ lng: 5.38, lat: 43.29 }), new Map())).toEqual([5.38, 43.29]);
    const points = pointsByPostcode(
      [
        point('69003', 4.85, 45.75, 'address_point'),
        point('69003', 4.86, 45.76, 'poi'),
        point('69003', 2.35, 48.86, 'poi'),
        // A street's postcode is no point of it.
        point('69003', 0, 0, 'way'),
        // Nor is a postcode of no arrondissement kept.
        point('69100', 4.88, 45.77, 'address_point'),
      ],
      new Set(['69003']),
    );
    expect([...points.keys()]).toEqual(['69003']);
    expect(arrondissementPoint(row({}), points)).toEqual([4.85, 45.76]);
    expect(arrondissementPoint(row({ postcodes: ['69006'] }), points)).toBeUndefined();
  });

  it('lists the placed ones as districts of their commune, and finds the others’ commune by name', () => {
    const points = new Map([['69003', [[4.85, 45.75]] as [number, number][]]]);
    const sixth = row({ insee: '69386', name: 'Lyon 6e Arrondissement', postcodes: ['69006'] });
    const { entries, unplaced } = arrondissementEntries({
      rows: [row({}), sixth],
      localities: [lyon],
      points,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'district',
      name: 'Lyon 3e Arrondissement',
      postcode: '69003',
      locality: lyon,
    });
    expect(unplaced).toEqual([sixth]);
    const town = { level: 'town', sourceId: '69123', extraContext: ['Rhône'] } as SearchEntry;
    nameUnplacedInTowns([town], unplaced);
    expect(town.extraContext).toEqual(['Rhône', 'Lyon 6e Arrondissement']);
  });
});
