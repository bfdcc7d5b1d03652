import { describe, expect, it } from 'vitest';
import {
  onModePage,
  LAYER_FAMILIES,
  LAYER_PAGE_KINDS,
  LAYER_ROUTES,
  layerPagePath,
  parseLayerPath,
  requestPath,
} from './layer-paths';

describe('layer page paths', () => {
  it('names the spec’s 16 routes, each under its family', () => {
    expect(LAYER_ROUTES.ZFE).toEqual({
      HOME: '/zfe',
      CITY: '/zfe/$location',
      DEPARTMENT: '/zfe/departement/$location',
      REGION: '/zfe/region/$location',
    });
    expect(LAYER_ROUTES.TRAFFIC.CITY).toBe('/info-trafic/$location');
    expect(LAYER_ROUTES.BICYCLE.REGION).toBe('/pistes-cyclables/region/$location');
    expect(LAYER_ROUTES.RESTRICTION.DEPARTMENT).toBe(
      '/restrictions-circulation/departement/$location',
    );
  });

  it('builds a page path from family, kind and slug', () => {
    expect(layerPagePath('ZFE', 'HOME')).toBe('/zfe');
    expect(layerPagePath('ZFE', 'CITY', 'paris')).toBe('/zfe/paris');
    expect(layerPagePath('BICYCLE', 'DEPARTMENT', 'rhone')).toBe(
      '/pistes-cyclables/departement/rhone',
    );
    expect(layerPagePath('TRAFFIC', 'REGION', 'normandie')).toBe('/info-trafic/region/normandie');
    expect(layerPagePath('RESTRICTION', 'CITY')).toBe('/restrictions-circulation');
  });

  it('reads every path it builds back', () => {
    for (const family of LAYER_FAMILIES)
      for (const kind of LAYER_PAGE_KINDS) {
        const request = { family, kind, slug: kind === 'HOME' ? null : 'saint-martin-12345' };
        expect(parseLayerPath(requestPath(request))).toEqual(request);
      }
  });

  it('reads a location as a slug and refuses other paths', () => {
    expect(parseLayerPath('/zfe/Saint-%C3%89tienne/')).toEqual({
      family: 'ZFE',
      kind: 'CITY',
      slug: 'saint-etienne',
    });
    expect(parseLayerPath('/zfe/departement')).toEqual({
      family: 'ZFE',
      kind: 'CITY',
      slug: 'departement',
    });
    expect(parseLayerPath('/zfe/a/b')).toBeNull();
    expect(parseLayerPath('/zfe/departement/a/b')).toBeNull();
    expect(parseLayerPath('/zfe/%E0%A4%A')).toBeNull();
    expect(parseLayerPath('/plan/paris')).toBeNull();
    expect(parseLayerPath('/')).toBeNull();
  });
});

describe('onModePage', () => {
  it('knows the pages of the family a map mode shows', () => {
    expect(onModePage('traffic', '/info-trafic/rouen')).toBe(true);
    expect(onModePage('traffic', '/info-trafic')).toBe(true);
    expect(onModePage('zfe', '/zfe/paris')).toBe(true);
    expect(onModePage('traffic', '/zfe/paris')).toBe(false);
    expect(onModePage('traffic', '/info-traficos')).toBe(false);
    expect(onModePage('neutral', '/plan')).toBe(false);
  });
});
