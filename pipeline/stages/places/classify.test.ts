import { describe, expect, it } from 'vitest';
import { osmAddress, poiCategory, poiTags, sellsFuel } from './classify';
import { normaliseOsmId, placePoint, representativePoint } from './geometry';

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
  it('reads a named historic=yes building as a monument, not a historic road', () => {
    const grosHorloge = { name: 'Gros-Horloge', building: 'yes', bridge: 'yes', historic: 'yes' };
    expect(poiCategory(grosHorloge)).toBe('historic=yes');
    expect(poiCategory({ name: 'Rue Ancienne', highway: 'pedestrian', historic: 'yes' })).toBe(
      undefined,
    );
    expect(poiCategory({ name: 'Le Bureau', office: 'yes' })).toBeUndefined();
  });
});

describe('fuel stations (issue 10, point 17d)', () => {
  it('reads amenity=fuel as a fuel station when it sells fuel', () => {
    expect(sellsFuel({ amenity: 'fuel', name: 'Esso', brand: 'BP', 'fuel:diesel': 'yes' })).toBe(
      true,
    );
    expect(sellsFuel({ amenity: 'fuel', name: 'Avia Boutique', 'fuel:octane_98': 'yes' })).toBe(
      true,
    );
    // No fuel:* tag, but nothing says otherwise: a fuel station.
    expect(sellsFuel({ amenity: 'fuel', name: 'Station du Port' })).toBe(true);
    expect(sellsFuel({ shop: 'car', brand: 'TotalEnergies' })).toBe(false);
  });

  it('reads a car dealer tagged amenity=fuel, without fuel, as a car dealer', () => {
    // Monaco's « Range Rover », Avenue des Castelans (OSM node 1704462974).
    const rangeRover = { amenity: 'fuel', name: 'Range Rover', opening_hours: '24/7' };
    expect(sellsFuel(rangeRover)).toBe(false);
    expect(poiTags(rangeRover)).toEqual({
      name: 'Range Rover',
      opening_hours: '24/7',
      shop: 'car',
    });
    expect(poiCategory(rangeRover)).toBe('shop=car');
    expect(poiCategory({ amenity: 'fuel', shop: 'car_repair', name: 'Garage Total' })).toBe(
      'shop=car_repair',
    );
    // With a fuel tag it is a fuel station, whatever its name.
    expect(poiCategory({ ...rangeRover, 'fuel:diesel': 'yes' })).toBe('amenity=fuel');
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
  it('places a closed way (exported as a line first) at its middle, not on its outline', () => {
    const square: [number, number][] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    expect(placePoint({ type: 'LineString', coordinates: square })).toEqual([1, 1]);
    // An L whose centroid falls outside it keeps a vertex of its outline.
    const l: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 1],
      [1, 1],
      [1, 10],
      [0, 10],
      [0, 0],
    ];
    const [x, y] = placePoint({ type: 'LineString', coordinates: l })!;
    expect(l.some(([a, b]) => a === x && b === y)).toBe(true);
    // An open line keeps its middle vertex; a point stays.
    expect(
      placePoint({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
          [2, 0],
        ],
      }),
    ).toEqual([1, 1]);
    expect(placePoint({ type: 'Point', coordinates: [3, 4] })).toEqual([3, 4]);
  });
  it('normalises osmium area ids', () => {
    expect(normaliseOsmId('a246')).toBe('w123');
    expect(normaliseOsmId('a247')).toBe('r123');
    expect(normaliseOsmId('n5')).toBe('n5');
  });
});
