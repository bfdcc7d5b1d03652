import { describe, expect, it } from 'vitest';
import type { EntryRow } from './entry-row';
import { viewFirst } from './suggest';

/** A POI row named `name` at a point (the other columns empty). */
function row(name: string, lng: number, lat: number): EntryRow {
  return {
    id: 0,
    kind: 'poi',
    level: 'poi',
    name,
    housenumber: null,
    street: null,
    named_place: null,
    postcode: null,
    lng,
    lat,
    west: null,
    south: null,
    east: null,
    north: null,
    rubric_id: 'pharmacie',
    chain_id: null,
    brand: null,
    source: 'osm',
    source_id: name,
    town: null,
    towncode: null,
    postcodes: null,
    department_code: null,
    department_label: null,
    region_code: null,
    region_label: null,
    country_code: null,
    country_label: null,
    estimated: 0,
  };
}

/** Rouen's centre. */
const ROUEN: [number, number, number, number] = [1.07, 49.43, 1.11, 49.45];

describe('the places of a category typed, view first', () => {
  const monaco = row('Pharmacie Plati', 7.42, 43.73);
  const inView = row('Grande pharmacie', 1.0937, 49.4406);
  const nearby = row('Pharmacie de Bihorel', 1.12, 49.46);

  it('leaves out the far ones when some are in view', () => {
    const names = viewFirst([monaco, nearby, inView], ROUEN).map((r) => r.name);
    expect(names).toEqual(['Grande pharmacie', 'Pharmacie de Bihorel']);
  });

  it('keeps them all, in rank order, when none is in view', () => {
    const names = viewFirst([monaco, nearby], ROUEN).map((r) => r.name);
    expect(names).toEqual(['Pharmacie Plati', 'Pharmacie de Bihorel']);
  });
});
