import { describe, expect, it } from 'vitest';
import type { Address } from '../address';
import {
  addressDestination,
  addressHref,
  hashBbox,
  listingHref,
  parsePlanHash,
  planViewBbox,
  planViewHash,
  searchHref,
  slugify,
  slugWords,
  townPath,
  withPoiDetail,
} from './search-paths';

const base: Address = {
  type: 'address',
  label: 'Paris, 75001 Paris',
  split_label: ['Paris', '75001 Paris'],
  name: 'Paris',
  postcode: '75001',
  town: 'Paris',
  countryCode: '250',
  countryLabel: 'France',
  geocode_level: 'town',
  coordinates: { lng: 2.35, lat: 48.85 },
};

describe('search paths', () => {
  it('slugs labels and reads them back as words', () => {
    expect(slugify("Place de l'Église, 19240 Allassac")).toBe('place-de-l-eglise-19240-allassac');
    expect(slugWords('grenoble-38000')).toBe('grenoble 38000');
  });

  it('writes a slug beginning with « Nème » as « Ne » (§5), and only at its beginning', () => {
    expect(slugify('3ème Rue, Paris')).toBe('3e-rue-paris');
    expect(slugify('12eme avenue')).toBe('12e-avenue');
    expect(slugify('Rue du 4ème Zouaves')).toBe('rue-du-4eme-zouaves');
    expect(slugify('Eme-sur-Mer')).toBe('eme-sur-mer');
  });

  it('routes an address by geocode level (§4), town pages with the location postcode (§5)', () => {
    expect(addressDestination(base)).toBe('/plan/paris-75000');
    expect(townPath({ ...base, town: 'Toulouse', postcode: '31400' })).toBe('/plan/toulouse-31000');
    expect(addressDestination({ ...base, postcode: undefined })).toBe('/plan#/paris-75001-paris');
    const way = { ...base, geocode_level: 'way' as const, label: 'Rue de Rivoli, 75001 Paris' };
    expect(addressDestination(way)).toBe('/plan#/rue-de-rivoli-75001-paris');
    expect(addressDestination({ ...way, geocode_level: 'hamlet' })).toBe(
      '/plan/lieu-dit/rue-de-rivoli-75001-paris',
    );
    expect(addressDestination({ ...way, geocode_level: 'named_place' })).toMatch(/^\/plan\/lieu\//);
    expect(
      addressDestination({
        ...base,
        geocode_level: 'admin_7',
        name: 'Isère',
        departmentCode: '38',
      }),
    ).toBe('/plan/departement/isere-38');
    expect(addressDestination({ ...base, geocode_level: 'admin_1', name: 'Occitanie' })).toBe(
      '/plan/region/occitanie',
    );
  });

  it('reads the hash routes of /plan; a bbox counts only with four numbers', () => {
    expect(parsePlanHash('/recherche/bd%20des%20moulins?bbox=7.4,43.7,7.5,43.8')).toEqual({
      kind: 'search',
      query: 'bd des moulins',
      bbox: [7.4, 43.7, 7.5, 43.8],
    });
    for (const bbox of ['7.4,43.7,7.5', '7.4,43.7,7.5,43.8,1', 'a,b,c,d', '7.5,43.7,7.4,43.8'])
      expect(parsePlanHash(`/recherche/x?bbox=${bbox}`)).toMatchObject({ bbox: undefined });
    expect(parsePlanHash('#/suggestion')).toEqual({ kind: 'suggestion' });
    expect(parsePlanHash('/grenoble-38000')).toEqual({
      kind: 'location',
      location: 'grenoble-38000',
    });
    expect(parsePlanHash('')).toEqual({ kind: 'none' });
    expect(parsePlanHash('/recherche/%E0%A4%A')).toMatchObject({ kind: 'search' });
    expect(hashBbox('?bbox=1,2,3,4')).toEqual([1, 2, 3, 4]);
    expect(hashBbox('?bbox=1,2,3')).toBeUndefined();
  });

  it('carries an address known by its point, and reads the point back only when valid', () => {
    const point = { lng: 7.4284, lat: 43.7401 };
    const href = addressHref({ label: 'Avenue de la Costa, 98000 Monaco' }, point);
    expect(href).toBe('/plan#/avenue-de-la-costa-98000-monaco?point=7.42840,43.74010');
    expect(parsePlanHash(href.slice('/plan'.length))).toEqual({
      kind: 'location',
      location: 'avenue-de-la-costa-98000-monaco',
      poiId: undefined,
      point,
    });
    for (const bad of ['7.4', '7.4,43.7,1', 'a,b', '200,43', '7.4,95', '7.4;43.7'])
      expect(parsePlanHash(`/monaco?point=${bad}`)).toEqual({
        kind: 'location',
        location: 'monaco',
        poiId: undefined,
      });
  });

  it('reads the detail variants: a POI over a search or an address page (§2)', () => {
    expect(parsePlanHash('/recherche/pharmacie/poi/osm-n42?bbox=7.4,43.7,7.5,43.8')).toEqual({
      kind: 'search',
      query: 'pharmacie',
      bbox: [7.4, 43.7, 7.5, 43.8],
      poiId: 'osm-n42',
    });
    expect(parsePlanHash('/grenoble-38000/poi/osm-w7')).toEqual({
      kind: 'location',
      location: 'grenoble-38000',
      poiId: 'osm-w7',
    });
    // A query holding « /poi/ » is encoded: it stays the query.
    expect(parsePlanHash(`/recherche/${encodeURIComponent('a/poi/b')}`)).toMatchObject({
      query: 'a/poi/b',
      poiId: undefined,
    });
    expect(parsePlanHash('/recherche/a/b')).toEqual({ kind: 'none' });
    expect(parsePlanHash('/recherche/poi/osm-n1')).toEqual({ kind: 'none' });
    expect(parsePlanHash('/grenoble/autre/chose')).toEqual({ kind: 'none' });
    const href = searchHref('pharmacie', [7.4, 43.7, 7.5, 43.8]);
    expect(withPoiDetail(href, 'osm-n42')).toBe(
      '/plan#/recherche/pharmacie/poi/osm-n42?bbox=7.40000,43.70000,7.50000,43.80000',
    );
    expect(withPoiDetail('/plan#/grenoble-38000', 'osm-w7')).toBe(
      '/plan#/grenoble-38000/poi/osm-w7',
    );
    const back = withPoiDetail(href, 'osm-n42');
    expect(parsePlanHash(back.slice(back.indexOf('#')))).toMatchObject({ poiId: 'osm-n42' });
  });

  it('keeps the view of the map home in its hash; a bad bbox is ignored (§5)', () => {
    const hash = planViewHash([7.401234567, 43.72, 7.45, 43.76]);
    expect(hash).toBe('?bbox=7.40123,43.72000,7.45000,43.76000');
    expect(planViewBbox(`#${hash}`)).toEqual([7.40123, 43.72, 7.45, 43.76]);
    expect(parsePlanHash(hash)).toEqual({ kind: 'none' });
    for (const bad of ['?bbox=7.4,43.7,7.5', '?bbox=7.4,43.7,7.5,43.8,1', '?bbox=a,b,c,d', ''])
      expect(planViewBbox(bad)).toBeUndefined();
    // Another screen's hash is not a view of the home.
    expect(planViewBbox('/recherche/x?bbox=7.4,43.7,7.5,43.8')).toBeUndefined();
  });

  it('builds search and listing links', () => {
    expect(searchHref('café', [1, 2, 3, 4])).toBe(
      '/plan#/recherche/caf%C3%A9?bbox=1.00000,2.00000,3.00000,4.00000',
    );
    expect(listingHref('pharmacie')).toBe('/activite/pharmacie');
  });
});
