import { describe, expect, it } from 'vitest';
import { parsePlanPoiSearch, poiListHref } from './poi-paths';

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
});
