import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { GeoentityPoi, PoisOnRouteResponse } from '../../../src/domain/geoentity';

const NOT_FOUND = 'Ce lieu est introuvable.';

const t = monacoAppFixture();

async function json<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json<T>();
}

async function routeCoordinates(from: [number, number], to: [number, number]) {
  const answer = await t.deps.routing.route({
    locations: [
      { lon: from[0], lat: from[1] },
      { lon: to[0], lat: to[1] },
    ],
    costing: 'auto',
  });
  const shape = answer.trip.legs[0]!.shape;
  return polyline.decode(shape, 6).map(([lat, lng]) => [lng, lat] as [number, number]);
}

describe('POST /api/multipath/pois-on-route', () => {
  it('lists the fuel stations along a route, in route order, within the buffer', async () => {
    const data = await routeCoordinates([7.3977, 43.7231], [7.4576, 43.7623]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multipath/pois-on-route?apps=carburants&maxPoi=20',
      payload: { locale: 'fr-FR', data },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PoisOnRouteResponse>();
    expect(body.zone).toBe(3);
    expect(body.buffer).toBe(0.01);
    expect(body.pois.length).toBeGreaterThan(1);
    expect(body.pois.every((p: GeoentityPoi) => p.rubric.id === 'station-service')).toBe(true);
    expect(body.pois.some((p) => p.additionalInfo.fuels?.length)).toBe(true);
  });

  it('applies the zone rule to short paths and respects maxPoi', async () => {
    const data = [
      [7.4167, 43.7303],
      [7.4246, 43.7384],
      [7.4266, 43.7447],
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multipath/pois-on-route?rubrics=restaurant&maxPoi=4',
      payload: { data },
    });
    const body = res.json<PoisOnRouteResponse>();
    expect(body.zone).toBe(1);
    expect(body.pois).toHaveLength(4);
  });

  it('applies the zone and buffer the SPA sends; a wider buffer finds more', async () => {
    const data = await routeCoordinates([7.3977, 43.7231], [7.4576, 43.7623]);
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/multipath/pois-on-route?rubrics=restaurant&${query}`,
        payload: { locale: 'fr-FR', data },
      });
    const narrow = (await post('maxPoi=200&zone=2&buffer=0.001')).json<PoisOnRouteResponse>();
    const wide = (await post('maxPoi=200&zone=2&buffer=0.01')).json<PoisOnRouteResponse>();
    expect(narrow).toMatchObject({ zone: 2, buffer: 0.001 });
    expect(wide.pois.length).toBeGreaterThan(narrow.pois.length);
    expect((await post('zone=4')).statusCode).toBe(400);
    expect((await post('buffer=1')).statusCode).toBe(400);
    expect((await post('maxPoi=0')).statusCode).toBe(400);
  });

  it('answers NO_POLYLINE_DATA without a polyline, 404 for unknown ids', async () => {
    for (const payload of [{}, { data: [] }, { data: [[7.42, 43.73]] }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/multipath/pois-on-route?apps=carburants',
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(errorBodyOf(res).code).toBe('NO_POLYLINE_DATA');
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/multipath/pois-on-route?apps=nope',
      payload: {
        data: [
          [7.42, 43.73],
          [7.43, 43.74],
        ],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).message).toBe(NOT_FOUND);
  });
});

describe('GET /api/tools/isochrone', () => {
  it('gives the areas reachable on foot, the largest time first', async () => {
    const body = await json<{
      features: { properties: { minutes: number }; geometry: { type: string } }[];
    }>('/api/tools/isochrone?lng=7.4246&lat=43.7384&mode=marche&minutes=5,15');
    expect(body.features.map((f) => f.properties.minutes).sort()).toEqual([15, 5]);
    expect(body.features[0]?.geometry.type).toMatch(/Polygon/);
  });

  it('gives wider areas by bike and by car than on foot (the three modes of the tool)', async () => {
    type Areas = { features: { properties: { mode: string }; geometry: unknown }[] };
    const width = async (mode: string) => {
      const body = await json<Areas>(
        `/api/tools/isochrone?lng=7.4246&lat=43.7384&mode=${mode}&minutes=10`,
      );
      expect(body.features[0]?.properties.mode).toBe(mode);
      const lngs = JSON.stringify(body.features[0]?.geometry)
        .match(/\[(-?\d+\.\d+),/g)!
        .map((t) => Number(t.slice(1, -1)));
      return Math.max(...lngs) - Math.min(...lngs);
    };
    const foot = await width('marche');
    expect(await width('velo')).toBeGreaterThan(foot);
    expect(await width('voiture')).toBeGreaterThan(foot);
  });

  it('says where the areas start: on the road nearest the centre, and how far from it', async () => {
    type Start = { start?: { lng: number; lat: number; metres: number } };
    const onStreet = await json<Start>('/api/tools/isochrone?lng=7.4246&lat=43.7384&minutes=5');
    expect(onStreet.start?.metres).toBeLessThan(20);
    // In the sea off Monaco: the areas start on the shore, some 350 m away.
    const offShore = await json<Start>('/api/tools/isochrone?lng=7.435&lat=43.738&minutes=5');
    expect(offShore.start?.metres).toBeGreaterThan(250);
    expect(offShore.start?.metres).toBeLessThan(450);
    expect(offShore.start?.lng).toBeLessThan(7.435);
  });

  it('says when the areas run into the edge of the road network (the extract cut)', async () => {
    type Cut = { cut?: boolean };
    // Five minutes' walk from the Condamine stays well inside Monaco's extract.
    const inside = await json<Cut>('/api/tools/isochrone?lng=7.4246&lat=43.7384&minutes=5');
    expect(inside.cut).toBeUndefined();
    // A quarter of an hour's drive would reach far into France: the graph stops at the cut.
    const car = await json<Cut>(
      '/api/tools/isochrone?lng=7.4246&lat=43.7384&mode=voiture&minutes=15',
    );
    expect(car.cut).toBe(true);
  });

  it('refuses bad input and answers NO_ROUTE far from roads', async () => {
    await json('/api/tools/isochrone?lng=7.42&lat=43.73&minutes=90', 400);
    await json('/api/tools/isochrone?lng=abc&lat=43.73', 400);
    await json('/api/tools/isochrone?lng=7.42&lat=43.73&mode=avion', 400);
    const sea = await t.app.inject('/api/tools/isochrone?lng=7.60&lat=43.55');
    expect(sea.statusCode).toBe(404);
    expect(errorBodyOf(sea).code).toBe('NO_ROUTE');
  });
});
