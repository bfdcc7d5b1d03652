import { describe, expect, it } from 'vitest';
import { createPoiApi, NoPolylineError } from './poi-api';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A client whose calls are recorded and answered with `body`. */
function recordingApi(body: unknown, status = 200) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const api = createPoiApi({
    baseURL: 'http://test.local',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      calls.push({
        url: new URL(request.url),
        method: request.method,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return jsonResponse(body, status);
    },
  });
  return { api, calls };
}

const ROUTE: [number, number][] = [
  [7.4167, 43.7303],
  [7.4246, 43.7384],
  [7.435, 43.75],
];

describe('POI API client', () => {
  it('sends POIs on a route with maxPoi 20, the zone and the buffer of the spec (§7, §9)', async () => {
    const { api, calls } = recordingApi({ pois: [], zone: 1, buffer: 0.01 });
    await api.poisOnRoute({
      source: { kind: 'app', id: 'carburants' },
      paths: [ROUTE],
      locale: 'fr-FR',
    });
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/multipath/pois-on-route');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      apps: 'carburants',
      maxPoi: '20',
      zone: '1',
      buffer: '0.01',
    });
    expect(call.body).toEqual({ locale: 'fr-FR', data: [ROUTE] });
  });

  it('keeps explicit rules and names the kind of the source', async () => {
    const { api, calls } = recordingApi({ pois: [], zone: 3, buffer: 0.03 });
    await api.poisOnRoute({
      source: { kind: 'subcategory', id: 'pharmacies' },
      paths: [ROUTE],
      locale: 'fr-FR',
      zone: 3,
      buffer: 0.03,
      maxPoi: 5,
    });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      subcategories: 'pharmacies',
      maxPoi: '5',
      zone: '3',
      buffer: '0.03',
    });
  });

  it('throws NoPolylineError on NO_POLYLINE_DATA, an ApiError otherwise', async () => {
    const missing = recordingApi({ code: 'NO_POLYLINE_DATA', message: 'x' }, 400);
    await expect(
      missing.api.poisOnRoute({
        source: { kind: 'app', id: 'carburants' },
        paths: [],
        locale: 'fr-FR',
      }),
    ).rejects.toBeInstanceOf(NoPolylineError);
    const unknown = recordingApi({ message: 'That geoentity was not found' }, 404);
    await expect(unknown.api.poi('osm-n0', 'fr-FR')).rejects.toMatchObject({ status: 404 });
  });

  it('reads an empty geoentity body as « Error while loading geoentity » (§8)', async () => {
    const api = createPoiApi({
      fetch: async () => new Response('', { status: 200 }),
    });
    await expect(api.poi('osm-n1', 'fr-FR')).rejects.toMatchObject({
      kind: 'geoentityLoad',
      message: 'Error while loading geoentity',
      messageKey: 'errors.geoentityLoad',
    });
  });

  it('lists a source in a box with the fuel filter', async () => {
    const { api, calls } = recordingApi({ pois: [], viewport: null, filters: [] });
    await api.list({
      source: { kind: 'category', id: 'sante' },
      bbox: [7.4, 43.72, 7.44, 43.76],
      locale: 'fr-FR',
      currentFuel: 'E10',
    });
    expect(calls[0]!.url.pathname).toBe('/api/geoentity/categories/sante');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      bbox: '7.40000,43.72000,7.44000,43.76000',
      locale: 'fr-FR',
      filters: 'currentFuel:E10',
    });
  });
});
