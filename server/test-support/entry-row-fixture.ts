/** An index entry row for unit tests: the Jardin Exotique of Monaco, with overrides. */
import type { EntryRow } from '../search/entry-row';

/** A row of the search index (a POI in Monaco) with the given fields replaced. */
export function entryRow(overrides: Partial<EntryRow>): EntryRow {
  return {
    id: 1,
    kind: 'poi',
    level: 'poi',
    name: 'Jardin Exotique',
    housenumber: null,
    street: null,
    named_place: null,
    postcode: '98000',
    lng: 7.4143,
    lat: 43.7309,
    west: null,
    south: null,
    east: null,
    north: null,
    rubric_id: 'parc',
    chain_id: null,
    brand: null,
    source: 'osm',
    source_id: 'osm-w157455610',
    town: 'Monaco',
    towncode: null,
    postcodes: '98000',
    department_code: null,
    department_label: null,
    region_code: null,
    region_label: null,
    country_code: '492',
    country_label: 'Monaco',
    estimated: 0,
    ...overrides,
  };
}
