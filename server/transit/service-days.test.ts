import { describe, expect, it } from 'vitest';
import { serviceDayBytes, setServiceDayBit } from '../../artefacts/transit/timetable';
import { isoDay, nearestServiceDay, serviceDayFlags } from './service-days';

/** The bit set of 0/1 service-day flags. */
function bits(flags: number[]): Uint8Array {
  const out = new Uint8Array(serviceDayBytes(flags.length));
  flags.forEach((f, i) => setServiceDayBit(out, i, f === 1));
  return out;
}

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Three services over the week of 2026-01-12: weekdays, Saturday, and one without trips. */
const week = {
  baseDay: day('2026-01-12'),
  dayCount: 7,
  serviceCount: 3,
  tripService: Int32Array.from([0, 0, 1]),
  // service × day: weekdays Monday–Friday, Saturday, Sunday (no trip runs on service 2).
  serviceDays: bits([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1]),
};

describe('days with service (feed calendars)', () => {
  it('flags the days on which a trip runs', () => {
    expect(Array.from(serviceDayFlags(week))).toEqual([1, 1, 1, 1, 1, 1, 0]);
  });

  it('finds the nearest day with service, the later one on a tie', () => {
    const flags = serviceDayFlags(week);
    const nearest = (iso: string) => {
      const d = nearestServiceDay(week, flags, day(iso));
      return d === null ? null : isoDay(d);
    };
    expect(nearest('2026-01-14')).toBe('2026-01-14');
    // Sunday the 18th has no trip: Saturday the 17th is the nearest.
    expect(nearest('2026-01-18')).toBe('2026-01-17');
    // After the timetable: its last day with service; before it: its first.
    expect(nearest('2026-03-01')).toBe('2026-01-17');
    expect(nearest('2025-12-01')).toBe('2026-01-12');
    expect(nearestServiceDay(week, new Uint8Array(7), day('2026-01-14'))).toBeNull();
  });
});
