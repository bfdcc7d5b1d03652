import { describe, expect, it } from 'vitest';
import { osmAddress, poiCategory } from './classify';
import { normaliseOsmId, representativePoint } from './geometry';

describe('poiCategory', () => {
  it('takes the first POI key of a named object', () => {
    expect(poiCategory({ name: 'Café de Paris', amenity: 'cafe', shop: 'bakery' })).toBe(
      'amenity=cafe',
    );
    expect(poiCategory({ brand: 'Esso', amenity: 'fuel' })).toBe('amenity=fuel');
  });
  it('rejects unnamed objects and non-POI values', () => {
    expect(poiCategory({ amenity: 'bench' })).toBeUndefined();
    expect(poiCategory({ name: 'Rail', railway: 'rail' })).toBeUndefined();
    expect(poiCategory({ name: 'Gare de Monaco', railway: 'station' })).toBe('railway=station');
  });
});

describe('osmAddress', () => {
  it('needs a house number and a street or place', () => {
    expect(
      osmAddress({
        'addr:housenumber': '4',
        'addr:street': 'Avenue de la Madone',
        'addr:postcode': '98000',
      }),
    ).toEqual({
      housenumber: '4',
      street: 'Avenue de la Madone',
      place: null,
      postcode: '98000',
      city: null,
    });
    expect(osmAddress({ 'addr:housenumber': '4' })).toBeUndefined();
  });
});

describe('geometry', () => {
  it('gives the centroid of the largest polygon', () => {
    const square = [
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
        [0, 0],
      ],
    ];
    const small = [
      [
        [10, 10],
        [10.1, 10],
        [10.1, 10.1],
        [10, 10],
      ],
    ];
    expect(representativePoint({ type: 'MultiPolygon', coordinates: [small, square] })).toEqual([
      1, 1,
    ]);
  });
  it('normalises osmium area ids', () => {
    expect(normaliseOsmId('a246')).toBe('w123');
    expect(normaliseOsmId('a247')).toBe('r123');
    expect(normaliseOsmId('n5')).toBe('n5');
  });
});
