import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../pipeline/sources/gtfs/feed';
import { buildTimetable } from '../../pipeline/stages/transit/build-timetable';
import { serviceRuns, type Timetable } from '../../pipeline/stages/transit/timetable';
import { readTimetable, writeTimetable } from '../../pipeline/stages/transit/timetable-file';
import type { TransitJourney } from '../../src/domain/transit/journey';
import { raptor } from './raptor';
import { CHANGE_SECONDS } from './raptor-state';
import { TransitService } from './transit-service';

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
        "Ce réseau n'a pas d'horaires pour cette date (horaires valables du 20/12/2025 au 13/02/2026).",
    });
  });

  it('says when no stop is within walking distance', async () => {
    const result = await service.plan({
      from: [7.3, 43.6],
      to: MONTE_CARLO,
      date: '2026-01-15',
      time: '08:00',
      arriveBy: false,
    });
    expect(result.status).toBe('no-stop');
  });
});

describe('RAPTOR on the Grenoble TAG feed', () => {
  let t: Timetable;
  beforeAll(async () => {
    const feed = await readGtfsFeed({
      id: 'grenoble-tag',
      path: join(repoRoot, '../shared/data/gtfs/grenoble-tag.zip'),
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
