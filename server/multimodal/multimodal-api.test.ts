/**
 * The multimodal providers through the real API on the Monaco artefacts: real CAM GTFS, real
 * Valhalla (matrix for the access and egress, pedestrian routes for the walks, taxi costing).
 */
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../test-support/monaco-app';
import type {
  AvailabilityInfo,
  ItineraryRoute,
  Roadbook,
  TransportsData,
} from '../../src/domain/itinerary/types';

/** Fontvieille (Stade Louis II area) → Monte-Carlo (Casino). */
const TRIP = 'from=7.41600,43.72830&to=7.42780,43.73960';
const AT_8 = 'date=20260115T0800&departure=true';

const t = monacoAppFixture();

type Data = { routes: ItineraryRoute[] } | { availability_info: AvailabilityInfo };

async function routes(query: string): Promise<{ status: number; data: Data; body: string }> {
  const res = await t.app.inject(`/api/multipath/routes?${TRIP}&${query}`);
  return { status: res.statusCode, data: res.json<{ data: Data }>().data, body: res.body };
}

async function transitRoutes(query: string): Promise<ItineraryRoute[]> {
  const res = await routes(`providers=transports-en-commun&lang=fr&${query}`);
  expect(res.status, res.body).toBe(200);
  if (!('routes' in res.data)) throw new Error(res.body);
  return res.data.routes;
}

describe('GET /api/multipath/transports', () => {
  it('lists the multimodal modes after the road modes', async () => {
    const res = await t.app.inject(`/api/multipath/transports?${TRIP}&lang=fr`);
    const data = res.json<{ data: TransportsData }>().data;
    expect(data.transport_modes.map((m) => m.mode).slice(5)).toEqual([
      'public_transport',
      'train',
      'bike_share',
      'scooter_share',
      'taxi',
      'carpool',
      'bus',
      'plane',
    ]);
    expect(data.transport_modes[5]?.providers[0]).toMatchObject({
      name: 'transports-en-commun',
      label: 'Transports en commun',
      optional: false,
    });
  });
});

describe('public transport (CAM GTFS, walks by Valhalla)', () => {
  it('plans Fontvieille → Monte-Carlo on 2026-01-15 at 08:00 with bus legs and walking legs', async () => {
    const list = await transitRoutes(AT_8);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const [i, r] of list.entries()) {
      expect(r.routeId).toBe(`transports-en-commun-${i}`);
      expect(r.mode).toBe('public_transport');
      expect(r.timetable!.departure >= '2026-01-15T08:00').toBe(true);
      expect(r.legs[0]?.mode).toBe('walk');
      expect(r.legs.at(-1)?.mode).toBe('walk');
      expect(r.sections).toHaveLength(r.legs.length);
      const times = r.legs.flatMap((l) => [l.departure!.time, l.arrival!.time]);
      expect([...times].sort()).toEqual(times);
      expect(r.co2_emissions.value).toBe(r.legs.reduce((n, l) => n + l.co2_emissions!.value, 0));
    }
    const first = list[0]!;
    const bus = first.legs.find((l) => l.mode === 'bus')!;
    expect(bus.line?.ref).toMatch(/^[A-Z0-9]+$/);
    expect(bus.line?.colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(bus.line?.textColour).toMatch(/^#[0-9A-F]{6}$/);
    expect(bus.headsign).toBeTruthy();
    expect(bus.departure?.stopId).toMatch(/^monaco-cam:/);
    expect(bus.intermediate_stops!.length).toBeGreaterThan(0);
    expect(bus.co2_emissions!.value).toBeGreaterThan(0);
    const walk = first.legs[0]!;
    // A real pedestrian route, not the straight line between the step and the stop.
    expect(walk.geometry!.length).toBeGreaterThan(2);
    expect(walk.co2_emissions!.value).toBe(0);
    expect(first.sections[0]?.properties).toMatchObject({ walk: true, color: '#6d6d6d' });
    expect(first.sections[1]?.properties.color).toBe(bus.line?.colour);
    expect(first.timetable!.walk_time.value).toBeGreaterThan(0);
    expect(first.prices.main.label).toBe('Tarif non communiqué');
    expect(first.roadbook_link).toContain('date=20260115T0800');
    // The operator of agency.txt: its site; CAM's feed gives no ticket page.
    expect(bus.line?.agency).toEqual({
      name: 'Compagnie des Autobus de Monaco',
      url: 'http://www.cam.mc/',
      fareUrl: null,
    });
    expect(first.provider.more_trips_links).toEqual({
      desktop: 'http://www.cam.mc/',
      mobile: 'http://www.cam.mc/',
    });
    expect(first.provider.more_trips_label).toBe(
      'Horaires et trajets sur le site de l’exploitant (Compagnie des Autobus de Monaco)',
    );
    expect(first).not.toHaveProperty('cta_links');
  });

  it('answers arrive-by queries with journeys arriving in time', async () => {
    const list = await transitRoutes('date=20260115T0900&departure=false');
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.timetable!.arrival <= '2026-01-15T09:00').toBe(true);
    expect(list[0]!.timetable!.arrival >= '2026-01-15T08:30').toBe(true);
  });

  it("answers availability_info with the feed's validity for a date outside it", async () => {
    const res = await routes('providers=transports-en-commun&date=20260601T0800');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      availability_info: {
        provider: 'transports-en-commun',
        mode: 'public_transport',
        available: false,
        message:
          "Ce réseau n'a pas d'horaires pour cette date (horaires valables du 20/12/2025 au 13/02/2026). Ces horaires ont pris fin : leur dernier jour est le vendredi 13/02/2026.",
        // The same day, for the results' button that plans on it.
        nearest_date: '2026-02-13',
      },
    });
  });

  it('names the nearest day with a timetable in English and Dutch too, ended or to come', async () => {
    for (const [lang, text] of [
      ['en', 'This timetable has ended: its last day is Friday 13/02/2026.'],
      ['nl', 'Deze dienstregeling is afgelopen: de laatste dag is vrijdag 13/02/2026.'],
    ] as const) {
      const res = await routes(`providers=transports-en-commun&date=20261124T0800&lang=${lang}`);
      const info = (res.data as { availability_info: AvailabilityInfo }).availability_info;
      expect(info.message).toContain('2025');
      expect(info.message.endsWith(text)).toBe(true);
    }
    const before = await routes('providers=transports-en-commun&date=20251101T0800&lang=fr');
    if (!('availability_info' in before.data)) throw new Error(before.body);
    expect(before.data.availability_info.message).toMatch(
      /proche avec des horaires : samedi 20\/12\/2025\.$/,
    );
  });

  it('says when no stop is within walking distance', async () => {
    const res = await t.app.inject(
      `/api/multipath/routes?from=7.40500,43.72200&to=7.42780,43.73960&providers=transports-en-commun&${AT_8}`,
    );
    const data = res.json<{ data: Data }>().data;
    expect(data).toMatchObject({
      availability_info: {
        // The stops are those of the networks whose timetables are imported, named: a stop drawn
        // on the map (OSM) of a town without one is none of them.
        message:
          'Aucun arrêt à distance de marche n’a d’horaires dans Périple : seuls ceux du réseau Compagnie des Autobus de Monaco sont disponibles.',
      },
    });
  });

  it('says walking is quicker when every journey found is slower than the walk', async () => {
    // Avenue de l'Hermitage → Casino: a bus two stops away, with walks at both ends, took twice
    // the four minutes on foot.
    const res = await t.app.inject(
      `/api/multipath/routes?from=7.42470,43.73920&to=7.42780,43.73960&providers=transports-en-commun&${AT_8}`,
    );
    const data = res.json<{ data: Data }>().data;
    expect(data).toMatchObject({
      availability_info: { message: 'À pied, c’est plus rapide : 4 min de marche.' },
    });
  });

  it('says how to see public transport when the trip has a stop, in each language', async () => {
    const expected = {
      fr: 'Ce mode se calcule du départ à l’arrivée sans étape : retirez les étapes pour le voir.',
      en: 'This mode goes straight from the start to the destination: remove the stops to see it.',
      nl: 'Deze vervoerwijze gaat rechtstreeks van vertrek naar bestemming: verwijder de tussenstops om deze te berekenen.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const res = await routes(
        `providers=transports-en-commun&stop=7.42100,43.73100&lang=${lang}&${AT_8}`,
      );
      expect(res.status, res.body).toBe(200);
      expect(res.data).toMatchObject({ availability_info: { message } });
    }
  });

  it('refuses dates not in YYYYMMDD and times not in HHmm', async () => {
    for (const bad of ['date=2026-01-15', 'date=20260115T25h0', 'date=20261315T0800']) {
      const res = await routes(`providers=transports-en-commun&${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('gives a roadbook with a timeline per leg: walking instructions, boarding, stops, alighting', async () => {
    const [route] = await transitRoutes(AT_8);
    const res = await t.app.inject(route!.roadbook_link);
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json<{ data: Roadbook }>().data;
    expect(book.summary.departure_datetime).toBe(route!.timetable!.departure);
    const legs = book.sections.filter((s) => s.mode !== 'waypoint');
    expect(legs).toHaveLength(route!.legs.length);
    expect(book.sections[0]?.step?.id).toBe('departure');
    expect(book.sections.at(-1)?.step?.id).toBe('arrival');
    const walk = legs[0]!;
    expect(walk.leg?.mode).toBe('walk');
    expect(walk.actions.some((a) => /Marchez|Tournez|Continuez/.test(a.instruction))).toBe(true);
    const bus = legs.find((s) => s.leg?.mode === 'bus')!;
    expect(bus.actions[0]?.instruction).toMatch(/^Montez dans le Bus \w+ direction .+ à l’arrêt /);
    expect(bus.actions.at(-1)?.instruction).toMatch(/^Descendez à l’arrêt /);
    const clocks = book.sections.flatMap((s) => s.actions.map((a) => a.timeline.label));
    expect([...clocks].sort()).toEqual(clocks);
    expect(book.summary.key_informations.map((k) => k.key)).toContain('transfers');
  });
});

describe('train, taxi, shared vehicles and carpool on Monaco', () => {
  it('names the nearest stations, Monaco’s own from OSM, when no rail timetable is imported', async () => {
    // Across Monaco, Monaco - Monte Carlo (in OSM, not in SNCF's référentiel) is the nearest
    // station to both ends: no train for this trip.
    const across = await routes(`providers=train&${AT_8}`);
    const info = (across.data as { availability_info: AvailabilityInfo }).availability_info;
    expect(info).toMatchObject({ provider: 'train', mode: 'train' });
    expect(info.message).toBe(
      'La gare la plus proche du départ et de l’arrivée est la même (Monaco - Monte Carlo) : le train ne convient pas à ce trajet.',
    );
    // From Monaco to Menton: the nearest stations at each end, with their distances.
    const res = await t.app.inject(
      `/api/multipath/routes?from=7.42780,43.73960&to=7.50500,43.77400&providers=train&${AT_8}`,
    );
    const message = res.json<{ data: { availability_info: AvailabilityInfo } }>().data
      .availability_info.message;
    expect(message).toMatch(
      /^Horaires de train indisponibles pour cette région. Gares les plus proches : Monaco - Monte Carlo \(\d+ m\) au départ, Gare de .+ \(\d+(,\d)? k?m\) à l’arrivée\.$/,
    );
  });

  it('prices the taxi with the regulated tariff', async () => {
    const res = await routes(`providers=taxi&${AT_8}`);
    if (!('routes' in res.data)) throw new Error(res.body);
    const taxi = res.data.routes[0]!;
    expect(taxi.mode).toBe('taxi');
    expect(taxi.prices.main.value).toBeGreaterThanOrEqual(8);
    expect(taxi.prices.main.label).toMatch(/^≈ \d+,\d\d €$/);
    // Under the provider's « Taxi », how the price was reached (not « Taxi » again).
    expect(taxi.main_information).toBe('Tarif réglementé, estimation');
    expect(taxi.co2_emissions.value).toBe(Math.round(0.2176 * taxi.length.value));
    expect(taxi.legs[0]).toMatchObject({ mode: 'taxi' });
    expect(taxi.timetable?.departure).toBe('2026-01-15T08:00');
  });

  it('answers availability_info for shared vehicles without GBFS, carpool, coach and plane', async () => {
    for (const [provider, text] of [
      ['velo-libre-service', "Aucun service de vélos en libre-service n'est configuré"],
      ['trottinette-libre-service', "Aucun service de trottinettes en libre-service n'est"],
      ['covoiturage', 'Covoiturage indisponible'],
      // A trip across Monaco: too short for a coach line or a flight, as each says.
      ['autocar', 'Pas d’autocar longue distance pour un trajet de moins de 100 km.'],
      ['avion', 'Pas de vol pour un trajet de moins de 100 km.'],
    ] as const) {
      const res = await routes(`providers=${provider}`);
      expect(res.status).toBe(200);
      const info = (res.data as { availability_info: AvailabilityInfo }).availability_info;
      expect(info.provider).toBe(provider);
      expect(info.message).toContain(text);
    }
  });
});
