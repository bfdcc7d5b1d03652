/**
 * Property: the times of every public-transport journey add up. Many journeys between random
 * places near the stops of the real CAM GTFS (Monaco), at random times, dates, walking speeds,
 * leaving at or arriving by, through the real API (Valhalla's matrix and pedestrian routes):
 * for every leg, end = start + duration; no leg starts before the previous one ends; a walk
 * lasts what its instructions last and is walked at the asked speed; the route and its roadbook
 * say the same departure, arrival and duration as their first and last legs.
 */
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../src/domain/itinerary/format';
import type { ItineraryRoute, Roadbook, RouteLeg } from '../../src/domain/itinerary/types';
import { monacoAppFixture } from '../test-support/monaco-app';

const t = monacoAppFixture();

/** A small seeded generator (mulberry32): the same journeys on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const minutes = (local: string): number => Date.parse(`${local}:00Z`) / 60_000;
const SPEEDS = { slow: 4, normal: 5, fast: 6 } as const;
type Speed = keyof typeof SPEEDS;

interface Query {
  url: string;
  asked: string;
  arriveBy: boolean;
  speed: Speed;
}

/** Quarters of Monaco far apart (the journeys between them change vehicles, some on foot). */
const QUARTERS: readonly [number, number][] = [
  [7.416, 43.7283], // Fontvieille
  [7.4278, 43.7396], // Monte-Carlo
  [7.4197, 43.7311], // Monaco-Ville
  [7.435, 43.745], // Larvotto
  [7.412, 43.731], // Jardin Exotique
  [7.4405, 43.749], // Saint-Roman
];

function queries(count: number): Query[] {
  const next = random(20260115);
  const tt = t.deps.transit.timetable;
  const jitter = (p: readonly [number, number], by: number): string =>
    `${(p[0] + (next() - 0.5) * by).toFixed(5)},${(p[1] + (next() - 0.5) * by * 0.7).toFixed(5)}`;
  const stop = (): [number, number] => {
    const s = Math.floor(next() * tt.stopIds.length);
    return [tt.stopLon[s]!, tt.stopLat[s]!];
  };
  return Array.from({ length: count }, (_, i) => {
    // Half between two quarters (about 100 m around them), half around any two stops (250 m).
    const a = Math.floor(next() * QUARTERS.length);
    const b = (a + 1 + Math.floor(next() * (QUARTERS.length - 1))) % QUARTERS.length;
    const [from, to] =
      i % 2 === 0
        ? [jitter(QUARTERS[a]!, 0.002), jitter(QUARTERS[b]!, 0.002)]
        : [jitter(stop(), 0.005), jitter(stop(), 0.005)];
    const day = ['2026-01-15', '2026-01-17', '2026-01-18', '2026-02-02'][Math.floor(next() * 4)]!;
    const minute = 6 * 60 + Math.floor(next() * 15 * 60);
    const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const arriveBy = next() < 0.35;
    const speed = (['slow', 'normal', 'fast'] as const)[Math.floor(next() * 3)]!;
    const date = `${day.replaceAll('-', '')}T${hhmm.replace(':', '')}`;
    return {
      url: `/api/multipath/routes?from=${from}&to=${to}&providers=transports-en-commun&lang=fr&date=${date}&departure=${!arriveBy}&walk_speed=${speed}`,
      asked: `${day}T${hhmm}`,
      arriveBy,
      speed,
    };
  });
}

function checkLeg(leg: RouteLeg, previous: RouteLeg | undefined, q: Query): void {
  const start = leg.departure!.time;
  const end = leg.arrival!.time;
  expect(minutes(end) - minutes(start), `${start} → ${end}`).toBe(leg.time.value / 60);
  expect(leg.time.label).toBe(formatDuration(leg.time.value));
  if (previous)
    expect(start >= previous.arrival!.time, `${start} after the previous leg`).toBe(true);
  for (const stop of leg.intermediate_stops ?? [])
    expect(stop.time >= start && stop.time <= end).toBe(true);
  if (leg.mode === 'walk') {
    // Walked at the asked speed: Valhalla walks a little faster downhill; the minutes shown are
    // rounded down at both ends (+ 60 s).
    const kmh = (leg.length.value / (leg.time.value + 60)) * 3.6;
    expect(kmh, `${leg.length.value} m in ${leg.time.label}`).toBeLessThanOrEqual(
      SPEEDS[q.speed] * 1.25,
    );
  }
}

function checkRoute(r: ItineraryRoute, q: Query): void {
  const legs = r.legs;
  legs.forEach((leg, i) => checkLeg(leg, legs[i - 1], q));
  const tt = r.timetable!;
  expect(tt.departure).toBe(legs[0]!.departure!.time);
  expect(tt.arrival).toBe(legs.at(-1)!.arrival!.time);
  expect(r.time.value).toBe((minutes(tt.arrival) - minutes(tt.departure)) * 60);
  expect(tt.transfers).toBe(legs.filter((l) => l.mode !== 'walk').length - 1);
  if (q.arriveBy) expect(tt.arrival <= q.asked).toBe(true);
  else expect(tt.departure >= q.asked).toBe(true);
}

function checkRoadbook(book: Roadbook, r: ItineraryRoute): void {
  expect(book.summary.departure_datetime).toBe(r.timetable!.departure);
  expect(book.summary.arrival_datetime).toBe(r.timetable!.arrival);
  const keys = Object.fromEntries(book.summary.key_informations.map((k) => [k.key, k.value]));
  expect(keys.arrival).toBe(r.timetable!.arrival.slice(11));
  expect(keys.time).toBe(r.time.label);
  const sections = book.sections.filter((s) => s.mode !== 'waypoint');
  expect(sections).toHaveLength(r.legs.length);
  sections.forEach((s, i) => {
    const leg = r.legs[i]!;
    expect(s.duration.value).toBe(leg.time.value);
    const clocks = s.actions.map((a) => a.timeline.label);
    expect(clocks[0]).toBe(leg.departure!.time.slice(11));
    // The last instruction (the arrival, or getting off) is at the leg's end.
    if (clocks.length > 1) expect(clocks.at(-1)).toBe(leg.arrival!.time.slice(11));
    expect([...clocks].sort()).toEqual(clocks);
    if (leg.mode === 'walk' && s.actions.length > 1) {
      const walked = s.actions.reduce((n, a) => n + a.duration.value, 0);
      expect(Math.abs(walked - leg.time.value), `${walked} s of instructions`).toBeLessThan(60);
    }
  });
}

describe('public-transport times add up (property over many journeys)', () => {
  it(
    'holds for every leg of every journey of 48 random requests',
    { timeout: 180_000 },
    async () => {
      let journeys = 0;
      let transfers = 0;
      let walkedChanges = 0;
      for (const q of queries(48)) {
        const res = await t.app.inject(q.url);
        expect(res.statusCode, `${q.url}\n${res.body}`).toBeLessThan(500);
        const data = res.json<{ data?: { routes?: ItineraryRoute[] } }>().data;
        for (const r of data?.routes ?? []) {
          checkRoute(r, q);
          const book = (await t.app.inject(r.roadbook_link)).json<{ data: Roadbook }>();
          checkRoadbook(book.data, r);
          journeys++;
          transfers += r.timetable!.transfers;
          walkedChanges += r.legs.filter(
            (l, i) => l.mode === 'walk' && i > 0 && l !== r.legs.at(-1),
          ).length;
        }
      }
      // Enough journeys, with changes (some on foot), for the property to mean something.
      expect(journeys).toBeGreaterThanOrEqual(80);
      expect(transfers).toBeGreaterThanOrEqual(5);
      expect(walkedChanges).toBeGreaterThanOrEqual(3);
    },
  );
});
