/** §2 Route behaviour: named routes built, matched and navigated back from. */
import { describe, expect, it } from 'vitest';
import { backTarget, buildPath, matchRawRoute } from './path-builder';
import { APP_ROUTES, ITINERARY_ROUTES, type RouteDef } from './route-names';

describe('buildPath', () => {
  it('replaces each parameter by its URL-encoded value', () => {
    expect(buildPath(APP_ROUTES.ADDRESS, { location: 'Saint-Étienne 42000' })).toBe(
      '/plan#/Saint-%C3%89tienne%2042000',
    );
    expect(
      buildPath(ITINERARY_ROUTES.ROADBOOK, {
        mode: 'voiture',
        from: 'a',
        to: 'b',
        provider: 'car',
        routeId: 'voiture-0',
      }),
    ).toBe('/itineraire#/voiture/a/b/car/feuille_de_route/voiture-0');
  });

  it('puts the query after a hash', () => {
    const bbox = '7.4,43.7,7.5,43.8';
    expect(buildPath(APP_ROUTES.SEARCH_BY_APP, { app: 'carburants' }, { bbox })).toBe(
      '/app/carburants#?bbox=7.4,43.7,7.5,43.8',
    );
    expect(buildPath(APP_ROUTES.SEARCH, { query: 'pharmacie' }, { bbox })).toBe(
      '/plan#/recherche/pharmacie?bbox=7.4,43.7,7.5,43.8',
    );
    expect(buildPath(APP_ROUTES.SEARCH_BY_APP, { app: 'x' }, { bbox: undefined })).toBe('/app/x');
  });

  it('fails on a missing parameter with the spec message', () => {
    expect(() => buildPath(APP_ROUTES.GEOENTITY_AT_ADDRESS, { location: 'rouen' })).toThrow(
      'Parameters not replaced on /plan#/rouen/poi/:geoentityId',
    );
    expect(() => buildPath(APP_ROUTES.MODAL)).toThrow(
      'Parameters not replaced on /#/modale/:modalId',
    );
  });

  it('refuses a parent-directory segment', () => {
    expect(() => buildPath(APP_ROUTES.GEOENTITY, { geoentityId: '..' })).toThrow(
      /Parent directory/,
    );
    expect(() => buildPath('/plan/../admin')).toThrow(/Parent directory/);
  });
});

describe('matchRawRoute', () => {
  it('names the route of a raw path, its parameters decoded', () => {
    expect(matchRawRoute('/plan#/recherche/caf%C3%A9/poi/osm-n42?bbox=1,2,3,4')).toMatchObject({
      table: 'app',
      name: 'GEOENTITY_ON_SEARCH',
      params: { query: 'café', geoentityId: 'osm-n42' },
      query: 'bbox=1,2,3,4',
    });
    expect(matchRawRoute('/plan/region').name).toBe('REGIONS');
    expect(matchRawRoute('/plan/rouen').name).toBe('TOWN');
    expect(matchRawRoute('/plan/pays/belgique').name).toBe('COUNTRY');
    expect(matchRawRoute('/#/moncompte').name).toBe('USER_ACCOUNT');
    expect(matchRawRoute('/#/360-plein-ecran/abc').params).toEqual({ panoramicId: 'abc' });
    expect(matchRawRoute('/app/carburants#?bbox=1,2,3,4').name).toBe('SEARCH_BY_APP');
    expect(matchRawRoute('/plan#?bbox=1,2,3,4').name).toBe('ADDRESS_HOME');
  });

  it('tells the itinerary routes apart', () => {
    expect(matchRawRoute('/itineraire').name).toBe('HOME');
    expect(matchRawRoute('/itineraire/velo#/vers/rouen')).toMatchObject({
      table: 'itinerary',
      name: 'TO_BY_MODE',
      params: { mode: 'velo', to: 'rouen' },
    });
    expect(matchRawRoute('/itineraire#/recherche/voiture/a/b').name).toBe('COMPUTING_BY_MODE');
    expect(matchRawRoute('/itineraire#/voiture/a/b/car').name).toBe('RESULTS');
    expect(
      matchRawRoute('/itineraire#/voiture/a/b/car/feuille_de_route/r/note_de_frais').name,
    ).toBe('EXPENSE_REPORT');
    expect(matchRawRoute('/itineraire#/date_et_heure').route.pageless).toBe(true);
  });

  it('fails with the spec message on a path no route serves', () => {
    expect(() => matchRawRoute('/nulle/part/ici')).toThrow('Bad matching raw route');
  });

  it('flags the routes as the spec says', () => {
    for (const name of ['MODAL', 'USER_ACCOUNT', '360_VIEW_FULLSCREEN'] as const)
      expect(APP_ROUTES[name].noReloadOnBack).toBe(true);
    expect(ITINERARY_ROUTES.COMPUTING.skipOnBack).toBe(true);
    expect(ITINERARY_ROUTES.COMPUTING_BY_MODE.skipOnBack).toBe(true);
  });

  it('builds back every route it matches (round trip)', () => {
    const params = {
      location: 'rouen',
      geoentityId: 'osm-n1',
      query: 'pharmacie',
      app: 'carburants',
      rubric: 'restaurant',
      category: 'sante',
      subcategory: 'pharmacie',
      modalId: 'info',
      panoramicId: 'p1',
      screen: 'ajout',
      token: 'abc',
      to: 'paris',
      from: 'rouen',
      mode: 'voiture',
      provider: 'car',
      routeId: 'voiture-0',
    };
    const tables: [string, Record<string, RouteDef>][] = [
      ['app', APP_ROUTES],
      ['itinerary', ITINERARY_ROUTES],
    ];
    for (const [table, routes] of tables)
      for (const [name, route] of Object.entries(routes)) {
        const path = buildPath(route, params);
        const matched = matchRawRoute(path);
        expect(buildPath(matched.route, matched.params), `${table}.${name}`).toBe(path);
      }
  });
});

describe('backTarget (§2 back navigation)', () => {
  it('leads a POI back to its search or its rubric, the query kept', () => {
    expect(backTarget('/plan#/recherche/pharmacie/poi/osm-n1?bbox=1,2,3,4')).toEqual({
      kind: 'path',
      path: '/plan#/recherche/pharmacie?bbox=1,2,3,4',
    });
    expect(backTarget('/activite/restaurant/poi/osm-n1#?bbox=1,2,3,4')).toEqual({
      kind: 'path',
      path: '/activite/restaurant#?bbox=1,2,3,4',
    });
    expect(backTarget('/plan#/rouen/poi/osm-n1')).toEqual({ kind: 'path', path: '/plan#/rouen' });
  });

  it('leads lists and searches home, an itinerary detail to its results', () => {
    expect(backTarget('/app/carburants')).toEqual({ kind: 'path', path: '/' });
    expect(backTarget('/plan#/recherche/pharmacie')).toEqual({ kind: 'path', path: '/' });
    expect(backTarget('/itineraire#/voiture/a/b/car/r1')).toEqual({
      kind: 'path',
      path: '/itineraire#/voiture/a/b/car',
    });
    expect(backTarget('/poi/osm-n1')).toEqual({ kind: 'browser' });
    expect(backTarget('/nulle/part/ici')).toEqual({ kind: 'path', path: '/' });
  });
});
