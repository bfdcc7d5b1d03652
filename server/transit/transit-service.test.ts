import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../pipeline/sources/gtfs/feed';
import { buildTimetable } from '../../pipeline/stages/transit/build-timetable';
import { serviceRuns, type Timetable } from '../../artefacts/transit/timetable';
import { readTimetable, writeTimetable } from '../../artefacts/transit/timetable-file';
import type { TransitJourney } from '../../src/domain/transit/journey';
import { ValhallaEngine } from '../routing/valhalla-engine';
import { matrixWalkTimes } from '../multimodal/walking';
import { raptor } from './raptor';
import { CHANGE_SECONDS } from './raptor-state';
import { TransitService } from './transit-service';
import { resolveLocalPath } from '../../artefacts/shared-data';

const repoRoot = resolve(import.meta.dirname, '../..');
const FONTVIEILLE: [number, number] = [7.416, 43.7283];
const MONTE_CARLO: [number, number] = [7.4278, 43.7396];

/** Times never go backwards along a journey and it starts and ends on foot. */
function checkJourney(j: TransitJourney): void {
  const times = j.legs.flatMap((l) => [l.from.time, l.to.time]);
  expect([...times].sort()).toEqual(times);
  expect(j.legs[0]?.mode).toBe('walk');
  expect(j.legs.at(-1)?.mode).toBe('walk');
  expect(j.departure <= j.arrival).toBe(true);
  for (const leg of j.legs) expect(leg.geometry.length).toBeGreaterThanOrEqual(2);
}

describe('transit planner on the Monaco artefact (real CAM GTFS)', () => {
  let service: TransitService;
  beforeAll(() => {
    service = TransitService.open(join(repoRoot, 'data', 'monaco', 'transit'));
  });

  it('finds bus journeys from Fontvieille to Monte-Carlo on 2026-01-15 at 08:00', async () => {
    const result = await service.plan({
      from: FONTVIEILLE,
      to: MONTE_CARLO,
      date: '2026-01-15',
      time: '08:00',
      arriveBy: false,
    });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.journeys.length).toBeGreaterThanOrEqual(2);
    for (const j of result.journeys) {
      checkJourney(j);
      expect(j.departure >= '2026-01-15T08:00:00').toBe(true);
      const bus = j.legs.find((l) => l.mode === 'bus');
      expect(bus?.line?.ref).toMatch(/^[A-Z0-9]+$/);
      expect(bus?.line?.colour).toMatch(/^#[0-9A-F]{6}$/);
      expect(bus?.headsign).toBeTruthy();
      // Written as people write it, not in the feed's capitals (« LARVOTTO »).
      expect(bus?.headsign).toMatch(/\p{Ll}/u);
    }
    expect(result.journeys.map((j) => j.departure)).toEqual(
      [...result.journeys.map((j) => j.departure)].sort(),
    );
  });

  it('answers arrive-by queries with journeys arriving in time', async () => {
    const result = await service.plan({
      from: FONTVIEILLE,
      to: MONTE_CARLO,
      date: '2026-01-15',
      time: '09:00',
      arriveBy: true,
    });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    for (const j of result.journeys) {
      checkJourney(j);
      expect(j.arrival <= '2026-01-15T09:00:00').toBe(true);
    }
    expect((result.journeys[0]?.arrival ?? '') >= '2026-01-15T08:30:00').toBe(true);
  });

  it('explains a date outside the timetable', async () => {
    const result = await service.plan({
      from: FONTVIEILLE,
      to: MONTE_CARLO,
      date: '2026-06-01',
      time: '08:00',
      arriveBy: false,
    });
    expect(result).toEqual({
      status: 'no-timetable',
      message:
        "Ce réseau n'a pas d'horaires pour cette date (horaires valables du 20/12/2025 au 13/02/2026). Ces horaires ont pris fin : leur dernier jour est le vendredi 13/02/2026.",
      validity: { start: '2025-12-20', end: '2026-02-13' },
      nearest: '2026-02-13',
    });
  });

  it('rides a vehicle in every journey and never walks twice in a row', async () => {
    const places: [number, number][] = [
      FONTVIEILLE,
      MONTE_CARLO,
      [7.412, 43.731],
      [7.4405, 43.749],
    ];
    let journeys = 0;
    for (const [i, from] of places.entries()) {
      for (const to of places.filter((p) => p !== from)) {
        for (const arriveBy of [false, true]) {
          const time = `${String(7 + i * 3).padStart(2, '0')}:30`;
          const q = { from, to, date: '2026-01-17', time, arriveBy };
          const result = await service.plan(q);
          if (result.status !== 'ok') continue;
          for (const j of result.journeys) {
            checkJourney(j);
            expect(j.legs.some((l) => l.mode !== 'walk')).toBe(true);
            j.legs.forEach((l, k) => {
              if (k > 0) expect(l.mode === 'walk' && j.legs[k - 1]!.mode === 'walk').toBe(false);
              const seconds = (Date.parse(`${l.to.time}Z`) - Date.parse(`${l.from.time}Z`)) / 1000;
              if (l.mode === 'walk') expect(seconds).toBe(l.durationSeconds);
            });
            journeys++;
          }
        }
      }
    }
    expect(journeys).toBeGreaterThan(30);
  });

  it('says when no stop is within walking distance, on a day outside the timetable too', async () => {
    // No other day is offered where no stop is in reach.
    const offshore: [number, number] = [7.3, 43.6];
    for (const date of ['2026-01-15', '2026-06-01']) {
      const query = { from: offshore, to: MONTE_CARLO, date, time: '08:00', arriveBy: false };
      expect(await service.plan(query), date).toEqual({
        status: 'no-stop',
        networks: ['Compagnie des Autobus de Monaco'],
      });
    }
  });
});

describe('footpaths timed on the street network (Valhalla pedestrian, Monaco)', () => {
  it('walks Dépôt Fontvieille → Jardin Exotique in 21 minutes, not the 4 of the straight line', async () => {
    const service = TransitService.open(join(repoRoot, 'data', 'monaco', 'transit'));
    const engine = await ValhallaEngine.open(join(repoRoot, 'data', 'monaco', 'routing'));
    const t = service.timetable;
    const footpath = (from: string, to: string): number => {
      const [a, b] = [t.stopIds.indexOf(from), t.stopIds.indexOf(to)];
      for (let f = t.footStart[a]!; f < t.footStart[a + 1]!; f++)
        if (t.footTo[f] === b) return t.footSeconds[f]!;
      return -1;
    };
    const [depot, jardin] = ['monaco-cam:0-78', 'monaco-cam:0-36'];
    expect(footpath(depot, jardin)).toBeLessThan(300);
    try {
      const timing = await service.timeFootpaths(matrixWalkTimes(engine, 5));
      expect(timing.footpaths).toBe(t.footTo.length);
      expect(timing.longer).toBeGreaterThan(t.footTo.length / 4);
      expect(footpath(depot, jardin)).toBeGreaterThan(1100);
      expect(footpath(depot, jardin)).toBeLessThan(1400);
    } finally {
      engine.close();
    }
  });
});

describe('RAPTOR on the Grenoble TAG feed', () => {
  let t: Timetable;
  beforeAll(async () => {
    const feed = await readGtfsFeed({
      id: 'grenoble-tag',
      path: resolveLocalPath(repoRoot, '../shared/data/gtfs/grenoble-tag.zip'),
    });
    t = buildTimetable([{ feed, label: 'TAG' }]);
  }, 60_000);

  it('keeps every journey feasible: running trips, changes of at least a minute, footpaths', () => {
    const day = Date.UTC(2023, 4, 10) / 86_400_000;
    const stops = [...Array(t.stopIds.length).keys()];
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      const a = stops[(i * 397) % stops.length]!;
      const b = stops[(i * 811 + 17) % stops.length]!;
      const journeys = raptor(t, {
        day,
        time: 7 * 3600 + i * 600,
        direction: 'depart',
        access: [{ stop: a, seconds: 0 }],
        egress: [{ stop: b, seconds: 0 }],
      });
      for (const j of journeys) {
        let readyAt = -Infinity;
        for (const l of j.legs) {
          if (l.type !== 'trip') continue;
          const base = t.tripTimeStart[l.trip]!;
          expect(serviceRuns(t, t.tripService[l.trip]!, day + l.dayShift)).toBe(true);
          const dep = t.departures[base + l.fromPos]! + l.dayShift * 86_400;
          expect(dep).toBeGreaterThanOrEqual(readyAt);
          readyAt = t.arrivals[base + l.toPos]! + l.dayShift * 86_400 + CHANGE_SECONDS;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('round-trips through the versioned timetable file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tt-')), 'timetable.bin');
    await writeTimetable(file, t);
    const back = readTimetable(file);
    expect(back.stopIds).toEqual(t.stopIds);
    expect(Array.from(back.departures.subarray(0, 1000))).toEqual(
      Array.from(t.departures.subarray(0, 1000)),
    );
    expect(back.footSeconds.length).toBe(t.footSeconds.length);
  });
});
