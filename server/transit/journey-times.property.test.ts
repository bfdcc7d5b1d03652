/**
 * Property of the planner on the real Monaco timetable (issue 20): for any two points and any
 * departure (or arrive-by) time, every journey's legs chain in time, the first leaves no earlier
 * than asked (or the last arrives no later), and the journey's times are its legs' times. Walk-
 * only journeys (both ends near one stop) are timed from the request, never from midnight.
 */
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransitJourney } from '../../src/domain/transit/journey';
import { withTimes } from './raptor';
import { TransitService } from './transit-service';

const repoRoot = resolve(import.meta.dirname, '../..');
let service: TransitService;
beforeAll(() => {
  service = TransitService.open(join(repoRoot, 'data', 'monaco', 'transit'));
});

function checkChain(j: TransitJourney, asked: string, arriveBy: boolean): void {
  const first = j.legs[0];
  const last = j.legs.at(-1);
  expect(j.departure).toBe(first?.from.time);
  expect(j.arrival).toBe(last?.to.time);
  if (arriveBy) expect(j.arrival <= asked).toBe(true);
  else expect(j.departure >= asked).toBe(true);
  for (let i = 0; i < j.legs.length; i++) {
    const leg = j.legs[i]!;
    expect(leg.from.time <= leg.to.time).toBe(true);
    if (i > 0) expect(j.legs[i - 1]!.to.time <= leg.from.time).toBe(true);
  }
  expect(j.durationSeconds).toBe((Date.parse(j.arrival) - Date.parse(j.departure)) / 1000);
}

const point = fc.tuple(
  fc.double({ min: 7.409, max: 7.439, noNaN: true }),
  fc.double({ min: 43.725, max: 43.751, noNaN: true }),
);

describe('journey times', () => {
  it('legs chain in time for any points and times', async () => {
    await fc.assert(
      fc.asyncProperty(
        point,
        point,
        fc.integer({ min: 5 * 60, max: 22 * 60 }),
        fc.boolean(),
        async (from, to, minutes, arriveBy) => {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const result = await service.plan({ from, to, date: '2026-01-15', time, arriveBy });
          if (result.status !== 'ok') return;
          for (const j of result.journeys) checkChain(j, `2026-01-15T${time}:00`, arriveBy);
        },
      ),
      { numRuns: 80, seed: 20261124 },
    );
  });
});

describe('a journey without a vehicle', () => {
  it('leaves at the requested time and lasts its walk (arrive-by: arrives at it)', () => {
    const legs = [
      { type: 'access' as const, stop: 0, seconds: 300 },
      { type: 'egress' as const, stop: 0, seconds: 229 },
    ];
    const t = service.timetable;
    expect(withTimes(t, legs, { asked: 8 * 3600, reverse: false })).toMatchObject({
      departure: 8 * 3600,
      arrival: 8 * 3600 + 529,
      trips: 0,
    });
    expect(withTimes(t, legs, { asked: 9 * 3600, reverse: true })).toMatchObject({
      departure: 9 * 3600 - 529,
      arrival: 9 * 3600,
    });
  });
});
