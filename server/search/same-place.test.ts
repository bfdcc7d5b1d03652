import { describe, expect, it } from 'vitest';
import { entryRow } from '../test-support/entry-row-fixture';
import type { EntryRow } from './entry-row';
import { dedupePlaces, samePlace } from './same-place';

const row = entryRow;

const quarter = row({
  id: 2,
  kind: 'address',
  level: 'district',
  source_id: 'osm-n4011405437',
  lng: 7.4148,
  lat: 43.7326,
  west: 7.4099,
  south: 43.729,
  east: 7.4198,
  north: 43.7362,
});

describe('one place, one result (issue 10, point 17c)', () => {
  it('merges one OSM object, one name within 150 m, one name inside an area', () => {
    expect(samePlace(row({}), row({ id: 3, lng: 7.4, lat: 43.7 }))).toBe(true);
    expect(samePlace(row({}), row({ id: 3, source_id: 'osm-n1', lng: 7.4155 }))).toBe(true);
    expect(samePlace(quarter, row({ id: 3, source_id: 'osm-n1' }))).toBe(true);
    expect(samePlace(row({}), row({ id: 3, source_id: 'osm-n1', lng: 7.43 }))).toBe(false);
  });

  it('keeps the best ranked of a place, and distinct numbers of a street', () => {
    const name = (r: EntryRow): string => r.name.toLowerCase();
    const park = row({ id: 3 });
    const stop = row({ id: 4, source_id: 'osm-n2189620629', rubric_id: 'arret-de-bus' });
    const other = row({ id: 5, name: 'Parking du Jardin Exotique', source_id: 'osm-n9' });
    expect(dedupePlaces([quarter, park, stop, other], name)).toEqual([quarter, other]);
    const street = { kind: 'address' as const, level: 'address_point', name: 'Rue Grimaldi' };
    const four = row({ ...street, id: 6, housenumber: '4', source_id: 'a' });
    const six = row({ ...street, id: 7, housenumber: '6', source_id: 'b' });
    expect(dedupePlaces([four, six, { ...four, id: 8 }], name)).toEqual([four, six]);
  });
});
