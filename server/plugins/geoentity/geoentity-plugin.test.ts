import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type {
  ApplicationsResponse,
  FuelsResponse,
  GeoentityResponse,
  HotelRoomsResponse,
} from '../../../src/domain/geoentity';
import { RUBRICS } from '../../../src/domain/poi-catalogue/rubrics';

/** Monaco with Beausoleil (north) and Cap-d'Ail (west). */
const AROUND_MONACO = '7.385,43.715,7.445,43.760';
const NOT_FOUND = 'Ce lieu est introuvable.';

const t = monacoAppFixture();

async function json<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json<T>();
}

describe('GET /api/geoentity/applications/{ids}', () => {
  it('lists the fuel stations around Monaco with their prices and the fuel filter', async () => {
    const body = await json<ApplicationsResponse>(
      `/api/geoentity/applications/carburants?bbox=${AROUND_MONACO}`,
    );
    const towns = new Set(body.pois.map((p) => p.town));
    expect(towns).toContain('Beausoleil');
    expect(towns).toContain("Cap-d'Ail");
    const capDail = body.pois.find((p) => p.id === 'carburant-6320006');
    expect(capDail).toMatchObject({
      rubric: { id: 'station-service', parent: 'stations-service', icon: 'fuel' },
      way: '77 Avenue du 3 Septembre',
      pCode: '06320',
      departmentCode: '06',
      town: "Cap-d'Ail",
      additionalInfo: { appId: 'carburants', fuelsLastUpdate: '2020-08-25T00:01:00' },
    });
    expect(capDail?.additionalInfo.fuels).toContainEqual({
      id: 'B7',
      label: 'Gazole',
      price: 1.356,
      available: true,
      updatedAt: '2020-08-25T00:01:00',
    });
    expect(body.filters).toEqual([
      expect.objectContaining({
        type: 'combobox',
        shortLabel: 'Carburant',
        label: 'Prix',
        sublabel: 'Prix du {fuel} au litre',
        parameter: 'currentFuel',
        value: 'B7',
      }),
      // No station here says its opening hours: « Ouvert maintenant » would only empty the list.
      expect.objectContaining({ id: 'maxPrice', type: 'slider', unit: '€/L', step: 0.01 }),
    ]);
    // A list item has its tabs' paths, not their content.
    expect(capDail?.tabs[0]).toMatchObject({ id: 'infos' });
    expect(capDail?.tabs[0]?.url).toMatch(/infos\.json$/);
    expect(capDail?.tabs[0]?.blocks).toBeUndefined();
  });

  it('lists the SNCF stations as POIs of the rubric gare, with their UIC code', async () => {
    const body = await json<ApplicationsResponse>(
      `/api/geoentity/rubrics/gare?bbox=${AROUND_MONACO}`,
    );
    const station = body.pois.find((p) => p.id === 'sncf-87756395');
    expect(station).toMatchObject({
      name: "Gare de Cap-d'Ail",
      prov: 'sncf',
      rubric: { id: 'gare', label: 'Gare' },
      town: "Cap-d'Ail",
      departmentCode: '06',
      transportInfo: { uic: '87756395' },
    });
    const { pois } = await json<GeoentityResponse>('/api/geoentity/geoentity/sncf-87756395.json');
    expect(pois[0]?.tabs[0]?.blocks?.[0]?.context).toContainEqual(
      expect.objectContaining({ value: 'SNCF, référentiel des gares voyageurs' }),
    );
    const list = await json<ApplicationsResponse>(
      `/api/geoentity/applications/gares?bbox=${AROUND_MONACO}`,
    );
    expect(list.pois.map((p) => p.id)).toContain('sncf-87756395');
  });

  it('gives the rubric list of the stations (a town’s « Stations-service ») the fuel app’s filters', async () => {
    const rubric = await json<ApplicationsResponse>(
      `/api/geoentity/rubrics/station-service?bbox=${AROUND_MONACO}&filters=currentFuel:E10`,
    );
    expect(rubric.filters.map((f) => [f.id, f.value])).toEqual([
      ['carburant', 'E10'],
      ['maxPrice', ''],
    ]);
    const parkings = await json<ApplicationsResponse>(
      `/api/geoentity/rubrics/parking?bbox=${AROUND_MONACO}`,
    );
    expect(parkings.filters.map((f) => f.id)).not.toContain('carburant');
  });

  it('takes the fuel of the filters parameter, ignoring an unknown one', async () => {
    const url = `/api/geoentity/applications/carburants?bbox=${AROUND_MONACO}&filters=`;
    expect((await json<ApplicationsResponse>(`${url}currentFuel:E10`)).filters[0]?.value).toBe(
      'E10',
    );
    expect((await json<ApplicationsResponse>(`${url}currentFuel:XX`)).filters[0]?.value).toBe('B7');
  });

  it('filters a list by « Ouvert maintenant » and by the kind of food, offering only kinds present', async () => {
    const url = '/api/geoentity/applications/restaurants?bbox=7.40,43.72,7.44,43.76';
    const all = await json<ApplicationsResponse>(url);
    expect(all.filters.map((f) => [f.id, f.type, f.value])).toEqual([
      ['ouvert', 'multichip', ''],
      ['cuisine', 'combobox', ''],
      ['services', 'multichip', ''],
    ]);
    const cuisine = all.filters.find((f) => f.id === 'cuisine');
    expect(cuisine?.values.length).toBeGreaterThan(3);
    expect(cuisine?.values.map((v) => v.id)).toContain('italian');
    expect(cuisine?.values.find((v) => v.id === 'italian')?.label).toBe('Italienne');
    // The kind of food chosen: only its places.
    const italian = await json<ApplicationsResponse>(`${url}&filters=cuisine:italian`);
    expect(italian.pois.length).toBeGreaterThan(0);
    expect(italian.pois.length).toBeLessThan(all.pois.length);
    expect(italian.filters.find((f) => f.id === 'cuisine')?.value).toBe('italian');
    // Open now, at the time of the request: every place kept says it is open.
    const open = await json<ApplicationsResponse>(`${url}&filters=open:now`);
    expect(open.pois.every((p) => p.openingStatus?.status === 'open')).toBe(true);
    expect(open.filters.find((f) => f.id === 'ouvert')?.value).toBe('now');
    // A value it cannot read is no filter; no rating or price range of a restaurant is offered.
    const odd = await json<ApplicationsResponse>(`${url}&filters=cuisine:%3Cscript%3E,open:maybe`);
    expect(odd.pois.length).toBe(all.pois.length);
    const pharmacies = await json<ApplicationsResponse>(
      `/api/geoentity/applications/pharmacies?bbox=${AROUND_MONACO}`,
    );
    expect(pharmacies.filters.map((f) => f.id)).toEqual(['ouvert']);
  });

  it('keeps the POIs inside the box, nearest the centre first, 50 at most by default', async () => {
    const body = await json<ApplicationsResponse>(
      '/api/geoentity/applications/restaurants?bbox=7.40,43.72,7.44,43.76',
    );
    expect(body.pois).toHaveLength(50);
    for (const p of body.pois) {
      expect(p.coordinates.lng).toBeGreaterThanOrEqual(7.4);
      expect(p.coordinates.lat).toBeLessThanOrEqual(43.76);
      expect(['restaurant', 'restauration-rapide', 'cafe-bar']).toContain(p.rubric.id);
    }
    expect(body.viewport).toEqual([7.4, 43.72, 7.44, 43.76]);
  });

  it('clamps max above 200 and ignores an invalid bbox (lists around the region)', async () => {
    const many = await json<ApplicationsResponse>('/api/geoentity/applications/gares?max=500');
    expect(many.pois).toHaveLength(200);
    const bad = await json<ApplicationsResponse>(
      '/api/geoentity/applications/carburants?bbox=7.4,43.7,7.5&max=5',
    );
    expect(bad.pois).toHaveLength(5);
    expect(bad.pois.map((p) => p.town)).toContain('Monaco');
    await json('/api/geoentity/applications/carburants?max=0', 400);
    await json('/api/geoentity/applications/carburants?max=abc', 400);
  });

  it('extends an empty box to the nearest POIs unless extend_bbox=0', async () => {
    const sea = '7.43,43.60,7.44,43.61';
    const extended = await json<ApplicationsResponse>(
      `/api/geoentity/applications/pharmacies?bbox=${sea}&max=3`,
    );
    expect(extended.pois).toHaveLength(3);
    const strict = await json<ApplicationsResponse>(
      `/api/geoentity/applications/pharmacies?bbox=${sea}&extend_bbox=0`,
    );
    expect(strict).toMatchObject({ pois: [], viewport: [7.43, 43.6, 7.44, 43.61] });
    // The nearest are near: a box off Corsica, 150 km away, gets none of Monaco's.
    const corsica = await json<ApplicationsResponse>(
      '/api/geoentity/applications/pharmacies?bbox=8.5,42.5,8.51,42.51',
    );
    expect(corsica.pois).toEqual([]);
  });

  it('lists rubrics, categories and subcategories too', async () => {
    const rubric = await json<ApplicationsResponse>(
      `/api/geoentity/rubrics/pharmacie?bbox=${AROUND_MONACO}`,
    );
    const category = await json<ApplicationsResponse>(
      `/api/geoentity/categories/sante?bbox=${AROUND_MONACO}`,
    );
    const sub = await json<ApplicationsResponse>(
      `/api/geoentity/subcategories/pharmacies?bbox=${AROUND_MONACO}`,
    );
    expect(rubric.pois.length).toBeGreaterThan(3);
    expect(sub.pois.map((p) => p.id)).toEqual(rubric.pois.map((p) => p.id));
    expect(new Set(category.pois.map((p) => p.rubric.id)).size).toBeGreaterThan(1);
    // No fuel filter outside the fuel app; « Ouvert maintenant », some pharmacies saying their hours.
    expect(rubric.filters.map((f) => f.id)).toEqual(['ouvert']);
  });

  it('answers 404 with the message for unknown ids, 400 for malformed ones', async () => {
    const unknown = await t.app.inject('/api/geoentity/applications/carburants,nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: NOT_FOUND, details: { unknown: ['nope'] } });
    await json('/api/geoentity/rubrics/pizza', 404);
    await json('/api/geoentity/applications/Bad_Id', 400);
  });
});

describe('GET /api/geoentity/geoentity/{id}.json and its tabs', () => {
  it('answers the full sheet: tabs with blocks, opening hours and status, contact', async () => {
    const { pois } = await json<GeoentityResponse>('/api/geoentity/geoentity/osm-n267885935.json');
    const poi = pois[0]!;
    expect(poi).toMatchObject({ name: 'Marché U', rubric: { id: 'supermarche' }, vde: false });
    expect(poi.openingHours).toMatchObject({ raw: 'Mo-Sa 08:30-19:30; Su off', valid: true });
    expect(poi.openingHours?.week).toHaveLength(7);
    expect(['open', 'closed', 'closed_open_today']).toContain(poi.openingStatus?.status);
    expect(poi.tabs.map((t) => t.id)).toContain('horaires');
    expect(poi.tabs.every((t) => Array.isArray(t.blocks))).toBe(true);
    // The historical path of the search answers the same sheet.
    const again = await json<GeoentityResponse>('/api/geoentity/osm-n267885935.json');
    expect(again.pois[0]?.id).toBe(poi.id);
  });

  it('serves each tab at its relative path', async () => {
    const { pois } = await json<GeoentityResponse>('/api/geoentity/geoentity/osm-n267885777.json');
    const hotel = pois[0]!;
    expect(hotel.additionalInfo.rating).toBe(5);
    expect(hotel.additionalInfo.price).toBeUndefined();
    for (const tab of hotel.tabs) {
      const content = await json<{ id: string; blocks: unknown[] }>(tab.url);
      expect(content).toEqual({ id: tab.id, blocks: tab.blocks });
    }
    const contact = hotel.tabs.find((t) => t.id === 'contact');
    expect(contact?.blocks?.[0]?.context).toContainEqual({
      label: 'Téléphone',
      value: '+377 93 15 15 15',
      href: 'tel:+37793151515',
    });
    await json('/api/geoentity/geoentity/osm-n267885777/nope.json', 404);
  });

  it('answers 404 or 400 with the spec message', async () => {
    for (const [url, status] of [
      ['/api/geoentity/geoentity/osm-n0.json', 404],
      ['/api/geoentity/geoentity/carburant-1.json', 404],
      ['/api/geoentity/geoentity/not..an..id.json', 400],
      ['/api/geoentity/geoentity/osm-x12.json', 400],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(errorBodyOf(res).message).toBe(NOT_FOUND);
    }
  });

  it('answers in English with locale=en-GB', async () => {
    const { pois } = await json<GeoentityResponse>(
      '/api/geoentity/geoentity/osm-n267885935.json?locale=en-GB',
    );
    expect(pois[0]?.tabs.map((t) => t.label)).toContain('Opening hours');
  });

  it('writes the rubric, the cuisine and the fuel services in the language, no OSM code', async () => {
    const infos = async (id: string, locale: string) =>
      (
        await json<GeoentityResponse>(`/api/geoentity/geoentity/${id}.json?locale=${locale}`)
      ).pois[0]!.tabs[0]!.blocks!.flatMap((b) => b.context);
    const restaurant = 'osm-n5932060633';
    expect(await infos(restaurant, 'fr-FR')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Activité', value: 'Restaurant' }),
        expect.objectContaining({ label: 'Cuisine', value: 'Italienne' }),
      ]),
    );
    expect(await infos(restaurant, 'en-GB')).toContainEqual(
      expect.objectContaining({ label: 'Cuisine', value: 'Italian' }),
    );
    expect(await infos(restaurant, 'nl-BE')).toContainEqual(
      expect.objectContaining({ label: 'Keuken', value: 'Italiaans' }),
    );
    const station = await infos('carburant-6240003', 'en-GB');
    expect(station).toContainEqual(
      expect.objectContaining({ label: 'Activity', value: 'Petrol station' }),
    );
    expect(station).toContainEqual(expect.objectContaining({ label: 'Food shop', value: '✓' }));
    expect(station.map((l) => l.label)).not.toContain('Boutique alimentaire');
  });
});

describe('fuels, sponsored apps, hotels, reference data', () => {
  it('GET /api/geoentity/fuels gives the national medians and the file date', async () => {
    const body = await json<FuelsResponse>('/api/geoentity/fuels');
    expect(body.lastUpdate).toBe('2020-08-25');
    expect(body.fuels.find((f) => f.id === 'B7')).toMatchObject({
      label: 'Gazole',
      medianPrice: 1.229,
    });
  });

  it('GET /api/geoentity/vde/{bbox}.json is empty without a sponsor', async () => {
    expect(await json(`/api/geoentity/vde/${AROUND_MONACO}.json`)).toEqual({ appIds: [] });
    expect(await json('/api/geoentity/vde/nonsense.json')).toEqual({ appIds: [] });
  });

  it('hotel rooms: no partner configured, an empty answer saying so; no price invented', async () => {
    const body = await json<HotelRoomsResponse>(
      '/api/geoentity/hotel/osm-n267885777/rooms/2026-03-02,2026-03-04.json?capacity=2',
    );
    expect(body).toEqual({
      partner: null,
      status: 'no-partner',
      checkIn: '2026-03-02',
      checkOut: '2026-03-04',
      capacity: 2,
      rooms: [],
    });
    await json('/api/geoentity/hotel/osm-n267885935/rooms/2026-03-02,2026-03-04.json', 404);
    await json('/api/geoentity/hotel/osm-n267885777/rooms/2026-03-04,2026-03-02.json', 400);
    await json('/api/geoentity/hotel/osm-n267885777/rooms/2026-13-01,2026-13-02.json', 400);
  });

  it('GET /api/geoentity/referencedata/rubrics lists every rubric with parent, icon and colour', async () => {
    const { rubrics } = await json<{ rubrics: { id: string; parent: string; color: string }[] }>(
      '/api/geoentity/referencedata/rubrics',
    );
    expect(rubrics.map((r) => r.id)).toEqual(RUBRICS.map((r) => r.id));
    for (const r of rubrics) {
      expect(r.parent, r.id).toBeTruthy();
      expect(r.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('POI assets', () => {
  it('serves the configuration of each locale', async () => {
    const fr = await json<Record<string, unknown>>('/api/poiassets/configuration.fr-FR.json');
    expect(Object.keys(fr)).toEqual(
      expect.arrayContaining([
        'menus',
        'apps',
        'freeapps',
        'categories',
        'subcategories',
        'bannerItems',
        'geoentitiesAtAddressConfig',
        'poisOnRouteConfig',
      ]),
    );
    expect(fr.bannerItems).toEqual([]);
    expect(fr.poisOnRouteConfig).toMatchObject({ maxPoi: 20, zoom: 14 });
    const en = await json<{ apps: { id: string; name: string }[] }>(
      '/api/poiassets/configuration.en-GB.json',
    );
    expect(en.apps.find((a) => a.id === 'carburants')?.name).toBe('Fuel prices');
    const short = await json<{ locale: string }>('/api/poiassets/configuration.nl-be.json');
    expect(short.locale).toBe('nl-BE');
    await json('/api/poiassets/configuration.de-DE.json', 404);
    const quick = await json<{ items: unknown[] }>('/api/poiassets/quickaccess.web.json');
    expect(quick.items.length).toBeGreaterThan(3);
    const route = await json<{ items: { id: string }[] }>('/api/poiassets/surmaroute.web.json');
    expect(route.items.map((i) => i.id)).toContain('carburants');
  });

  it('serves the icons as SVG in a colour; unknown icons are 404', async () => {
    const res = await t.app.inject('/api/poiassets/icons/fuel.svg?color=%231864ab');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('fill="#1864ab"');
    expect((await t.app.inject('/api/poiassets/icons/nope.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/poiassets/icons/fuel.svg?color=red')).statusCode).toBe(400);
  });
});
