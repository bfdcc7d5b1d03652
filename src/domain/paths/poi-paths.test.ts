import { describe, expect, it } from 'vitest';
import { itineraryHash, parseItineraryHash } from './itinerary-hash';
import {
  onRouteSuffix,
  parseOnRoute,
  parsePlanPoiSearch,
  filtersQuery,
  hashFilters,
  poiListHref,
  showsList,
} from './poi-paths';

const BOX = [7.4, 43.72, 7.44, 43.76] as const;

describe('map POI search paths (§2)', () => {
  it('builds the four list routes and their POI variants', () => {
    expect(poiListHref({ kind: 'app', id: 'carburants' })).toBe('/app/carburants');
    expect(poiListHref({ kind: 'app', id: 'carburants' }, { bbox: BOX })).toBe(
      '/app/carburants#?bbox=7.40000,43.72000,7.44000,43.76000',
    );
    expect(poiListHref({ kind: 'rubric', id: 'pharmacie' }, { poiId: 'osm-n1' })).toBe(
      '/activite/pharmacie/poi/osm-n1',
    );
    expect(poiListHref({ kind: 'category', id: 'sante' }, { bbox: BOX })).toBe(
      '/plan#/recherche/categorie/sante?bbox=7.40000,43.72000,7.44000,43.76000',
    );
    expect(poiListHref({ kind: 'subcategory', id: 'pharmacies' }, { poiId: 'osm-n1' })).toBe(
      '/plan#/recherche/sous-categorie/pharmacies/poi/osm-n1',
    );
  });

  it('reads the /plan hash routes, the bbox only with four numbers', () => {
    expect(parsePlanPoiSearch('#/recherche/categorie/sante?bbox=7.4,43.72,7.44,43.76')).toEqual({
      kind: 'category',
      id: 'sante',
      poiId: undefined,
      bbox: [7.4, 43.72, 7.44, 43.76],
    });
    expect(
      parsePlanPoiSearch('#/recherche/sous-categorie/pharmacies/poi/osm-n1?bbox=1,2,3'),
    ).toEqual({ kind: 'subcategory', id: 'pharmacies', poiId: 'osm-n1', bbox: undefined });
    expect(parsePlanPoiSearch('#/recherche/pharmacie')).toBeUndefined();
    expect(parsePlanPoiSearch('#/recherche/categorie')).toBeUndefined();
    expect(parsePlanPoiSearch('#/recherche/categorie/sante/x')).toBeUndefined();
    expect(parsePlanPoiSearch('#/boulevard-des-moulins')).toBeUndefined();
  });

  it('tells whether a location shows a list itself (a new search must not be pulled back)', () => {
    const rubric = { kind: 'rubric', id: 'restaurant' } as const;
    const category = { kind: 'category', id: 'sante' } as const;
    expect(showsList(rubric, { pathname: '/activite/restaurant', hash: '?bbox=1,2,3,4' })).toBe(
      true,
    );
    expect(showsList(rubric, { pathname: '/activite/restaurant', hash: '' })).toBe(true);
    expect(showsList(rubric, { pathname: '/activite/restaurant/poi/osm-n1', hash: '' })).toBe(
      false,
    );
    expect(showsList(rubric, { pathname: '/plan', hash: '/recherche/18%20bd' })).toBe(false);
    expect(
      showsList(category, { pathname: '/plan', hash: '/recherche/categorie/sante?bbox=1' }),
    ).toBe(true);
    expect(showsList(category, { pathname: '/plan', hash: '/18-boulevard-des-moulins' })).toBe(
      false,
    );
  });
});

describe('POIs on a route paths (§2)', () => {
  it('reads application, categorie and sous-categorie after the routeId, with /poi/{id}', () => {
    expect(parseOnRoute(['application', 'carburants'])).toEqual({ kind: 'app', id: 'carburants' });
    expect(parseOnRoute(['categorie', 'sante', 'poi', 'osm-n1'])).toEqual({
      kind: 'category',
      id: 'sante',
      poiId: 'osm-n1',
    });
    expect(parseOnRoute(['sous-categorie', 'pharmacies'])).toEqual({
      kind: 'subcategory',
      id: 'pharmacies',
    });
    expect(parseOnRoute(['activite', 'x'])).toBeUndefined();
    expect(parseOnRoute(['application'])).toBeUndefined();
    expect(parseOnRoute(['application', 'carburants', 'poi'])).toBeUndefined();
    expect(onRouteSuffix({ kind: 'subcategory', id: 'pharmacies', poiId: 'carburant-1' })).toBe(
      '/sous-categorie/pharmacies/poi/carburant-1',
    );
    expect(onRouteSuffix(undefined)).toBe('');
  });

  it('round-trips the results hash of each target', () => {
    const trip = {
      from: { point: { lng: 7.4167, lat: 43.7303 } },
      to: { point: { lng: 7.435, lat: 43.75 } },
      stops: [],
    };
    for (const onRoute of [
      { kind: 'app' as const, id: 'carburants' },
      { kind: 'category' as const, id: 'sante', poiId: 'osm-n1' },
      { kind: 'subcategory' as const, id: 'pharmacies', poiId: 'sncf-87756395' },
    ]) {
      const view = {
        screen: 'results' as const,
        mode: 'car' as const,
        trip,
        provider: 'voiture',
        routeId: 'voiture-0',
        onRoute,
      };
      const hash = itineraryHash(view);
      expect(hash).toContain(`/voiture-0${onRouteSuffix(onRoute)}`);
      expect(parseItineraryHash(`#${hash}`)).toMatchObject(view);
    }
  });
});

describe('the filters of a list in its URL', () => {
  it('follow the box as f.{parameter}, sorted, and are read back', () => {
    const href = poiListHref(
      { kind: 'rubric', id: 'restaurant' },
      { bbox: BOX, filters: { open_now: '1', cuisine: 'pizza' } },
    );
    expect(href).toBe(
      '/activite/restaurant#?bbox=7.40000,43.72000,7.44000,43.76000&f.cuisine=pizza&f.open_now=1',
    );
    expect(hashFilters(href.split('#')[1]!)).toEqual({ cuisine: 'pizza', open_now: '1' });
    expect(filtersQuery(`#?f.open_now=1&bbox=1,2,3,4&f.cuisine=pizza`)).toBe(
      'f.cuisine=pizza&f.open_now=1',
    );
  });

  it('read from a /plan hash route, and nothing else of the query', () => {
    expect(hashFilters('/recherche/categorie/sante?bbox=1,2,3,4&f.open_now=1&x=2')).toEqual({
      open_now: '1',
    });
    expect(hashFilters('?bbox=1,2,3,4')).toEqual({});
    expect(hashFilters('')).toEqual({});
  });

  it('drop an empty or overlong filter, and keep at most twelve', () => {
    expect(hashFilters(`?f.=1&f.a=&f.b=${'x'.repeat(65)}&f.c=ok`)).toEqual({ c: 'ok' });
    // Only ids: nothing the list request would read as something else.
    expect(hashFilters('?f.a=x:y&f.b=1,2&f.c%3Ad=1&f.e=ok')).toEqual({ e: 'ok' });
    // A multichip's values and a price are values, never parameters.
    expect(hashFilters('?f.services=wifi%3Bterrasse&f.maxPrice=1.40&f.a.b=1')).toEqual({
      services: 'wifi;terrasse',
      maxPrice: '1.40',
    });
    const many = Array.from({ length: 20 }, (_, i) => `f.p${i}=v`).join('&');
    expect(Object.keys(hashFilters(`?${many}`))).toHaveLength(12);
  });
});
