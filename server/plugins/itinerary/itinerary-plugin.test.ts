import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOf, errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';
import { FALLBACK_FUEL_PRICES } from '../../../src/domain/itinerary/fuels';
import type {
  ElevationData,
  InventoryData,
  ItineraryRoute,
  Roadbook,
  TransportsData,
} from '../../../src/domain/itinerary/types';

/** Monaco-Ville (Palais) → Place du Casino. */
const TRIP = 'from=7.41970,43.73110&to=7.42770,43.73940';
const SEA = '7.45000,43.60000';

const t = monacoAppFixture();

/** An answer `{ data }`, its data read as it comes. */
const DATA_BODY = z.object({ data: z.unknown() });

async function get<T>(url: string): Promise<{ status: number; data: T; body: string }> {
  const res = await t.app.inject(url);
  return { status: res.statusCode, data: res.json<{ data: T }>().data, body: res.body };
}

async function routesOf(query: string): Promise<ItineraryRoute[]> {
  const res = await get<{ routes: ItineraryRoute[] }>(`/api/multipath/routes?${query}`);
  expect(res.status, res.body).toBe(200);
  return res.data.routes;
}

describe('GET /api/multipath/transports', () => {
  it('lists the five road modes (then the multimodal ones) with their providers', async () => {
    const { status, data } = await get<TransportsData>(`/api/multipath/transports?${TRIP}&lang=fr`);
    expect(status).toBe(200);
    expect(data.transport_modes.map((m) => m.mode).slice(0, 5)).toEqual([
      'car',
      'motorbike',
      'bike',
      'scooter',
      'pedestrian',
    ]);
    const car = data.transport_modes[0]!.providers;
    expect(car.map((p) => [p.name, p.optional])).toEqual([
      ['voiture', false],
      ['voiture-courte', true],
    ]);
    expect(car[0]).toMatchObject({
      label: 'Voiture',
      icon: 'car',
      simplified: false,
      qid: data.qid,
    });
  });

  it('puts the preferred mode first and leaves skipped providers out', async () => {
    const { data } = await get<TransportsData>(
      `/api/multipath/transports?${TRIP}&preferred_tm=bike&skipped_providers=moto,voiture-courte&locale=en-GB`,
    );
    expect(data.transport_modes.map((m) => m.mode).slice(0, 4)).toEqual([
      'bike',
      'car',
      'scooter',
      'pedestrian',
    ]);
    expect(data.transport_modes[0]?.providers[0]?.label).toBe('Bicycle');
  });

  it("answers 'no mode' for an unknown mode", async () => {
    const res = await t.app.inject(`/api/multipath/transports?${TRIP}&preferred_tm=helicopter`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'NO_MODE',
      message: 'Aucun mode de transport ne correspond à cette demande.',
    });
  });
});

describe('GET /api/multipath/routes', () => {
  it('computes every road provider with the fields of the spec', async () => {
    // The multimodal routes (taxi…, server/multimodal) carry a timetable and follow.
    const routes = (await routesOf(`${TRIP}&lang=fr`)).filter((r) => !r.timetable);
    expect(routes.map((r) => r.provider.name)).toEqual([
      'voiture',
      'moto',
      'velo',
      'trottinette',
      'marche',
    ]);
    for (const r of routes) {
      expect(r.routeId).toBe(`${r.provider.name}-0`);
      expect(r.time.value).toBeGreaterThan(60);
      expect(r.length.value).toBeGreaterThan(1000);
      expect(r.length.label).toMatch(/^\d+,\d km$/);
      expect(r.sections[0]?.geometry.coordinates.length).toBeGreaterThan(10);
      expect(r.sections[0]?.properties.color).toBe(r.colors.primary);
      expect(r.roadbook_link).toContain('/api/multipath/roadbook?');
      expect(r.details_link).toContain('/feuille_de_route/');
      expect(r.co2_emissions.label).toMatch(/CO₂e$/);
      expect(r.prices.main.label).toMatch(/€$/);
    }
    const [car, moto, bike, scooter, walk] = routes;
    expect(walk!.time.value).toBeGreaterThan(bike!.time.value);
    expect(car!.prices.main.value).toBeGreaterThan(0);
    expect(car!.pollutant_emissions?.nox.value).toBeGreaterThan(0);
    expect(moto!.co2_emissions.value).toBeGreaterThan(0);
    expect(bike!.prices.main.value).toBe(0);
    expect(bike!.co2_emissions.value).toBe(0);
    expect(scooter!.co2_emissions.value).toBeGreaterThan(0);
  });

  it('gives the car its alternatives when a departure or arrival time is set', async () => {
    // Fontvieille → Monte-Carlo: three car routes with no time.
    const trip = 'from=7.41500,43.72750&to=7.42460,43.73840&providers=voiture';
    const ids = async (query: string) => (await routesOf(query)).map((r) => r.routeId);
    const now = await ids(trip);
    expect(now).toEqual(['voiture-0', 'voiture-1', 'voiture-2']);
    expect(await ids(`${trip}&date=20251121T0830`)).toEqual(now);
    expect(await ids(`${trip}&date=20251121T0830&departure=false`)).toEqual(now);
  });

  it('names each alternative by the street that sets it apart, never twice the same', async () => {
    const routes = await routesOf('from=7.41500,43.72750&to=7.42460,43.73840&providers=voiture');
    const vias = routes.map((r) => r.main_information);
    expect(vias.every((v) => v.startsWith('Par '))).toBe(true);
    expect(new Set(vias).size).toBe(routes.length);
  });

  it('prices fuel as distance × consumption × price, the national median by default', async () => {
    const [car] = await routesOf(`${TRIP}&providers=voiture`);
    const km = car!.length.value / 1000;
    const d = car!.prices.details!;
    expect(d).toMatchObject({
      vehicle: 'compacte',
      fuel: 'E10',
      consumption: 6.5,
      defaultPrice: true,
      // The day of the national file's latest prices: « prix du 25/08/2020 ».
      priceDate: '2020-08-25',
    });
    expect(d.pricePerLitre).toBe(FALLBACK_FUEL_PRICES.E10);
    expect(car!.prices.fuel!.value).toBeCloseTo((km * 6.5 * d.pricePerLitre) / 100, 1);
    expect(car!.prices.toll).toBeNull();
    const [custom] = await routesOf(
      `${TRIP}&providers=voiture&vehicle=familiale&fuel=B7&gas_cost=2&consumption=10&avoid=tolls,motorways`,
    );
    expect(custom!.prices.details).toMatchObject({
      fuel: 'B7',
      fuelLabel: 'Gazole',
      pricePerLitre: 2,
      priceDate: null,
    });
    expect(custom!.prices.fuel!.value).toBeCloseTo(
      ((custom!.length.value / 1000) * 10 * 2) / 100,
      1,
    );
  });

  it('walks and rides at the chosen speeds', async () => {
    const [slow] = await routesOf(`${TRIP}&providers=marche&walk_speed=slow`);
    const [fast] = await routesOf(`${TRIP}&providers=marche&walk_speed=fast`);
    expect(slow!.time.value / fast!.time.value).toBeCloseTo(6 / 4, 1);
    const [bike] = await routesOf(`${TRIP}&providers=velo&bike_speed=12`);
    const [quick] = await routesOf(`${TRIP}&providers=velo&bike_speed=fast`);
    expect(bike!.time.value).toBeGreaterThan(quick!.time.value);
  });

  it('goes through stops, one leg each, and gives statistics on demand', async () => {
    const [car] = await routesOf(
      `${TRIP}&stop=7.42410,43.73360&stop=7.41880,43.73900&providers=voiture&statistics=1`,
    );
    expect(car!.legs.map((l) => [l.from, l.to])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(car!.sections).toHaveLength(3);
    const stats = car!.statistics!;
    const sum = Object.values(stats.road_type).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(2);
    expect(stats.urban_area.urban + stats.urban_area.rural).toBe(100);
  });

  it('answers the per-mode message for an unreachable point, never a stack', async () => {
    const res = await t.app.inject(
      `/api/multipath/routes?from=7.41970,43.73110&to=${SEA}&providers=velo`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NO_ROUTE',
      message: "Il n'y a aucun itinéraire pour ce mode de transport",
      details: { provider: 'velo', mode: 'bike' },
    });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it.each([
    ['0/0', 'from=0,0&to=7.42770,43.73940'],
    ['non-finite', 'from=Infinity,43.7&to=7.42770,43.73940'],
    ['NaN', 'from=NaN,43.7&to=7.42770,43.73940'],
    ['out of range', 'from=7.4197,95&to=7.42770,43.73940'],
    ['missing arrival', 'from=7.4197,43.7311'],
    ['bad date', `${TRIP}&date=2025-11-21`],
    ['bad avoid', `${TRIP}&avoid=hills`],
  ])('refuses %s with a 400', async (_name, query) => {
    const res = await t.app.inject(`/api/multipath/routes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).code).toBe('VALIDATION');
  });

  it('refuses more than 10 stops and unknown providers', async () => {
    const stops = '&stop=7.42410,43.73360'.repeat(11);
    const many = await t.app.inject(`/api/multipath/routes?${TRIP}${stops}`);
    expect(many.statusCode).toBe(400);
    expect(errorBodyOf(many).code).toBe('TOO_MANY_STOPS');
    const balloon = await t.app.inject(`/api/multipath/routes?${TRIP}&providers=montgolfiere`);
    expect(balloon.statusCode).toBe(400);
    expect(balloon.json()).toMatchObject({
      code: 'NO_MODE',
      message: 'Aucun mode de transport ne correspond à cette demande.',
    });
  });
});

describe('GET the roadbook link', () => {
  it('gives a roadbook with waypoints, French instructions and a timeline', async () => {
    const [car] = await routesOf(
      `${TRIP}&providers=voiture&address_from=Monaco-Ville&address_to=Place du Casino&date=20251121T0830`,
    );
    const { status, data } = await get<Roadbook>(car!.roadbook_link);
    expect(status).toBe(200);
    expect(data.type).toBe('roadbook');
    expect(data.sections.map((s) => s.mode)).toEqual(['waypoint', 'car', 'waypoint']);
    expect(data.sections[0]?.step?.label).toBe('Monaco-Ville');
    expect(data.sections[2]?.step?.label).toBe('Place du Casino');
    const leg = data.sections[1]!;
    expect(leg.actions[0]?.instruction).toMatch(/Conduisez/);
    expect(leg.actions[0]?.timeline).toEqual({ offset: 0, label: '08:30' });
    expect(leg.actions.at(-1)?.icon).toBe('arrive');
    expect(leg.display_elevation).toBe(true);
    expect(leg.polyline_definition?.precision).toBe(6);
    expect(data.summary.departure_datetime).toBe('2025-11-21T08:30');
    expect(data.summary.key_informations.map((k) => k.key)).toEqual([
      'time',
      'length',
      'price',
      'fuelPrice',
      'co2',
    ]);
    // The fuel price the cost was computed with, and the day of that price.
    expect(data.summary.key_informations.find((k) => k.key === 'fuelPrice')).toEqual({
      key: 'fuelPrice',
      label: 'Prix du carburant',
      value: '1,304 €/L, prix du 25/08/2020',
    });
  });

  it('gives a roundabout one step, its exit in it, and no « Quittez le rond-point »', async () => {
    // Fontvieille → Port Hercule: Rond-Point Canton, then the Place d'Armes.
    const [car] = await routesOf('from=7.41670,43.73110&to=7.42850,43.73950&providers=voiture');
    const { data } = await get<Roadbook>(car!.roadbook_link);
    const actions = data.sections.flatMap((s) => s.actions);
    const roundabouts = actions.filter((a) => a.icon === 'roundabout');
    expect(roundabouts.map((a) => a.instruction)).toEqual([
      'Entrez dans le rond-point Canton et prenez la 2e sortie dans le boulevard Charles III.',
      "Entrez dans la place d'Armes et prenez la 2e sortie dans l'avenue du Port.",
    ]);
    expect(actions.map((a) => a.instruction).join(' ')).not.toMatch(/Quittez/);
    // The step runs to the next manoeuvre, past the exit: 184 m, not the 35 m inside the ring.
    expect(roundabouts[0]!.length.value).toBeGreaterThan(150);
  });

  it('names the stops and says one is reached, not the destination', async () => {
    const stops = 'stop=7.42410,43.73360&stop=7.41880,43.73900';
    const names = `address_stop=${encodeURIComponent('Port Hercule')}&address_stop=`;
    const [car] = await routesOf(`${TRIP}&${stops}&${names}&providers=voiture`);
    const { data } = await get<Roadbook>(car!.roadbook_link);
    const waypoints = data.sections.filter((s) => s.mode === 'waypoint');
    // The second stop has no name: its coordinates, as a point placed on the map.
    expect(waypoints.map((s) => s.step?.label)).toEqual([
      '43,73110, 7,41970',
      'Port Hercule',
      '43,73900, 7,41880',
      '43,73940, 7,42770',
    ]);
    const legs = data.sections.filter((s) => s.mode === 'car');
    expect(legs.map((l) => l.actions.at(-1)?.instruction)).toEqual([
      "Vous êtes arrivé à l'étape 1.",
      "Vous êtes arrivé à l'étape 2.",
      expect.stringMatching(/destination/),
    ]);
  });

  it('says how far an arrival beyond the roads still is, never that it is reached', async () => {
    // Off Larvotto beach, in the sea: the walk ends on the shore, short of the point.
    const [walk] = await routesOf('from=7.41970,43.73110&to=7.43950,43.74450&providers=marche');
    const far = walk!.approaches?.find((a) => a.step === 1);
    expect(far?.metres).toBeGreaterThan(150);
    const { data } = await get<Roadbook>(walk!.roadbook_link);
    const last = data.sections
      .filter((s) => s.mode === 'pedestrian')
      .at(-1)
      ?.actions.at(-1);
    expect(last?.instruction).toMatch(
      /^Fin des routes que connaît la carte : l'arrivée est encore à \d+ m à vol d'oiseau\.$/,
    );
  });

  it('places a step on the street above a tunnel and on the quay rather than a ferry', async () => {
    const stade = 'from=7.41550,43.72750&to=7.42760,43.73960';
    const said = async (stop: string, provider: string): Promise<string> => {
      const [route] = await routesOf(`${stade}&stop=${stop}&providers=${provider}`);
      const { data } = await get<Roadbook>(route!.roadbook_link);
      return data.sections.flatMap((s) => s.actions.map((a) => a.instruction)).join(' ');
    };
    // The Palace stands on the Rock, over the Tunnel Rocher Palais: the car climbs the Rock.
    const palace = await said('7.42013,43.73134', 'voiture');
    expect(palace).not.toMatch(/Tunnel Rocher Palais/);
    expect(palace).toMatch(/Porte Neuve/);
    // Port Hercule's point lies in the harbour, on the Bateau Bus's line: the walk keeps to land.
    expect(await said('7.42615,43.73532', 'marche')).not.toMatch(/Bateau Bus|[Ff]erry/);
  });

  it('narrates in English and Dutch for the other locales, and arrives by a time', async () => {
    const en = await get<Roadbook>(
      `/api/multipath/roadbook?${TRIP}&providers=marche&route=marche-0&lang=en`,
    );
    expect(en.data.sections[1]?.actions[0]?.instruction).toMatch(/^Walk/);
    const nl = await get<Roadbook>(
      `/api/multipath/roadbook?${TRIP}&providers=velo&route=velo-0&lang=nl&date=20251121T0900&departure=false`,
    );
    expect(nl.data.language).toBe('nl-NL');
    expect(nl.data.summary.arrival_datetime).toBe('2025-11-21T09:00');
    // The page says « u »: the engine's « Je bent op je bestemming aangekomen » is made polite.
    const said = nl.data.sections.flatMap((s) => s.actions.map((a) => a.instruction));
    expect(said.at(-1)).toBe('Uw bestemming bevindt zich links.');
    expect(said.filter((text) => /\b[Jj]e\b/.test(text))).toEqual([]);
  });

  it("answers 'Aucune feuille de route' for a route that does not exist", async () => {
    const res = await t.app.inject(
      `/api/multipath/roadbook?${TRIP}&providers=voiture&route=voiture-7`,
    );
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res).message).toBe('Aucune feuille de route');
  });
});

describe('POST /api/multipath/elevation', () => {
  it('samples the heights of a route from the DEM', async () => {
    const [bike] = await routesOf(`${TRIP}&providers=velo`);
    const coords = bike!.sections[0]!.geometry.coordinates.map(
      ([lng, lat]) => [lat, lng] as [number, number],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multipath/elevation',
      payload: { encoded_polyline: polyline.encode(coords, 6) },
    });
    const data = res.json<{ data: ElevationData }>().data;
    expect(data.available).toBe(true);
    expect(data.heights.length).toBeGreaterThan(20);
    expect(data.min).toBeGreaterThanOrEqual(0);
    expect(data.max!).toBeGreaterThan(data.min!);
    expect(data.max!).toBeLessThan(200);
  });

  it('is empty outside the DEM and refuses a bad polyline', async () => {
    const paris = polyline.encode(
      [
        [48.86, 2.35],
        [48.87, 2.36],
      ],
      6,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multipath/elevation',
      payload: { encoded_polyline: paris },
    });
    expect(bodyOf(res, DATA_BODY).data).toMatchObject({ available: false, heights: [] });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/multipath/elevation',
      payload: { encoded_polyline: '!!' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/multipath/inventory', () => {
  it('gives the default options with the national median fuel prices', async () => {
    const { data } = await get<InventoryData>('/api/multipath/inventory?lang=fr');
    const o = data.defaultOptions;
    expect(o.transportModes.every((m) => m.fit_for_favourite)).toBe(true);
    expect(o.vehiclesOptions.map((v) => [v.mode, v.default_vehicle])).toEqual([
      ['car', 'compacte'],
      ['motorbike', 'moto'],
    ]);
    const prices = Object.fromEntries(o.fuelPrices.map((p) => [p.id, p]));
    expect(prices.B7).toMatchObject({
      label: 'Gazole',
      price: 1.229,
      stations: 9748,
      source: 'stations',
      date: '2020-08-25',
    });
    expect(prices.E5_SP98).toMatchObject({ label: 'SP 98', price: 1.379 });
    expect(prices.LPG?.label).toBe('GPL');
    expect(o.speeds.find((s) => s.mode === 'pedestrian')?.values).toEqual([4, 5, 6]);
    expect(o.speeds.find((s) => s.mode === 'scooter')).toMatchObject({
      param: 'trottinette_speed',
      values: [12, 15, 18],
    });
    expect(o.ownVehicle.every((v) => v.default)).toBe(true);
  });
});
