import { describe, expect, it } from 'vitest';
import {
  datetimeParam,
  otherDayOf,
  leavesOnPastDay,
  departureFlag,
  NOW_OPTIONS,
  onDay,
  parseDatetimeParam,
  isPastDay,
  shownDateTime,
  switchTimeMode,
} from './datetime';

/** 08:05 in Paris (UTC+1 in November), whatever the zone the tests run in. */
const NOW = new Date(Date.UTC(2025, 10, 21, 7, 5));
/** 00:30 on the 22nd in Paris: still the 21st for a browser in London or New York. */
const PAST_MIDNIGHT = new Date(Date.UTC(2025, 10, 21, 23, 30));

describe('itinerary date and time (§4, §5)', () => {
  it('sends no datetime for now', () => {
    expect(datetimeParam(NOW_OPTIONS)).toBeUndefined();
    expect(departureFlag(NOW_OPTIONS)).toBe(true);
  });

  it('defaults to the current date and time when switching to later', () => {
    const later = switchTimeMode(NOW_OPTIONS, 'DEPARTURE_LATER', NOW);
    expect(later).toEqual({ when: 'DEPARTURE_LATER', date: '2025-11-21', time: '08:05' });
    expect(datetimeParam(later)).toBe('20251121T0805');
    expect(departureFlag(later)).toBe(true);
    const arrive = switchTimeMode(later, 'ARRIVAL_LATER', new Date(2030, 0, 1));
    expect(arrive.date).toBe('2025-11-21');
    expect(departureFlag(arrive)).toBe(false);
    expect(switchTimeMode(arrive, 'NOW', NOW).when).toBe('NOW');
  });

  it('reads now in France, the networks’ time, not in the browser’s zone', () => {
    expect(switchTimeMode(NOW_OPTIONS, 'DEPARTURE_LATER', PAST_MIDNIGHT)).toEqual({
      when: 'DEPARTURE_LATER',
      date: '2025-11-22',
      time: '00:30',
    });
    expect(onDay(NOW_OPTIONS, '2025-11-24', PAST_MIDNIGHT).time).toBe('00:30');
  });

  it('uses 12:00 when no time is set', () => {
    expect(datetimeParam({ when: 'ARRIVAL_LATER', date: '2025-12-24', time: null })).toBe(
      '20251224T1200',
    );
  });

  it('parses the datetime parameter', () => {
    expect(parseDatetimeParam('20251121T0830')).toEqual({ date: '2025-11-21', time: '08:30' });
    expect(parseDatetimeParam('20251121', '0915')).toEqual({ date: '2025-11-21', time: '09:15' });
    expect(parseDatetimeParam('20251121')).toEqual({ date: '2025-11-21', time: '12:00' });
    expect(parseDatetimeParam('20250231T0830')).toBeUndefined();
    expect(parseDatetimeParam('2025-11-21')).toBeUndefined();
    expect(parseDatetimeParam('20251121T2561')).toBeUndefined();
  });

  it('moves to the day with a timetable at the time set, leaving now becoming leaving then', () => {
    expect(onDay(NOW_OPTIONS, '2026-01-12', NOW)).toEqual({
      when: 'DEPARTURE_LATER',
      date: '2026-01-12',
      time: '08:05',
    });
    const arriving = { when: 'ARRIVAL_LATER' as const, date: '2025-12-25', time: '18:30' };
    expect(onDay(arriving, '2025-12-26', NOW)).toEqual({ ...arriving, date: '2025-12-26' });
  });
});

describe('shownDateTime', () => {
  it('shows now as the current date and time in France, not an empty date and noon', () => {
    expect(shownDateTime(NOW_OPTIONS, NOW)).toEqual({ date: '2025-11-21', time: '08:05' });
    expect(shownDateTime(NOW_OPTIONS, PAST_MIDNIGHT)).toEqual({
      date: '2025-11-22',
      time: '00:30',
    });
  });

  it("shows a later trip's own date and time, noon when none is set", () => {
    const later = { when: 'DEPARTURE_LATER' as const, date: '2026-01-12', time: '08:05' };
    expect(shownDateTime(later, NOW)).toEqual({ date: '2026-01-12', time: '08:05' });
    expect(shownDateTime({ ...later, time: null }, NOW).time).toBe('12:00');
  });
});

describe('otherDayOf', () => {
  const now = new Date(2026, 10, 29, 9, 30);
  it('names the day of a trip that does not leave today', () => {
    expect(otherDayOf('2026-02-13T05:59', now)).toBe('2026-02-13');
    expect(otherDayOf('2026-11-30T00:10', now)).toBe('2026-11-30');
  });
  it('says nothing for a trip of today or a malformed time', () => {
    expect(otherDayOf('2026-11-29T23:59', now)).toBeNull();
    expect(otherDayOf('05:59', now)).toBeNull();
  });
  it('tells a trip of a day before today from one of today or later', () => {
    expect(leavesOnPastDay('2020-03-12T08:00', now)).toBe(true);
    expect(leavesOnPastDay('2026-11-28T23:59', now)).toBe(true);
    expect(leavesOnPastDay('2026-11-29T00:01', now)).toBe(false);
    expect(leavesOnPastDay('2026-11-30T08:00', now)).toBe(false);
    expect(leavesOnPastDay('08:00', now)).toBe(false);
  });
});

describe('isPastDay', () => {
  it('is true for a later trip on a day before today in France only', () => {
    const at = (date: string) => ({ when: 'DEPARTURE_LATER' as const, date, time: '08:30' });
    expect(isPastDay(at('2025-11-20'), NOW)).toBe(true);
    expect(isPastDay(at('2025-11-21'), NOW)).toBe(false);
    expect(isPastDay(at('2025-11-22'), NOW)).toBe(false);
    expect(isPastDay(NOW_OPTIONS, NOW)).toBe(false);
  });
});
