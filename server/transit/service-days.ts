/**
 * The days a timetable has service, from the feeds' calendars (calendar.txt and
 * calendar_dates.txt, as the day × service matrix of the timetable): the answer « no timetable
 * that day » names the nearest day that has one.
 */
import { serviceDayBit, type Timetable } from '../../artefacts/transit/timetable';

const DAY_MS = 86_400_000;

/** A day number (days since 1970-01-01) as YYYY-MM-DD. */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 1 for each day of the timetable (index from `baseDay`) on which at least one trip runs. */
export function serviceDayFlags(
  t: Pick<Timetable, 'serviceCount' | 'dayCount' | 'tripService' | 'serviceDays'>,
): Uint8Array {
  const used = new Uint8Array(t.serviceCount);
  for (const s of t.tripService) used[s] = 1;
  const flags = new Uint8Array(t.dayCount);
  for (let s = 0; s < t.serviceCount; s++) {
    if (!used[s]) continue;
    for (let d = 0; d < t.dayCount; d++)
      if (serviceDayBit(t.serviceDays, s * t.dayCount + d)) flags[d] = 1;
  }
  return flags;
}

/**
 * The day with service nearest to `day` (days since 1970-01-01), the later one on a tie; the day
 * itself when it has service; null when no day has any.
 */
export function nearestServiceDay(
  t: Pick<Timetable, 'baseDay' | 'dayCount'>,
  flags: Uint8Array,
  day: number,
): number | null {
  const d = day - t.baseDay;
  const reach = Math.max(Math.abs(d), Math.abs(t.dayCount - 1 - d));
  for (let k = 0; k <= reach; k++) {
    for (const c of [d + k, d - k]) if (c >= 0 && c < t.dayCount && flags[c]) return c + t.baseDay;
  }
  return null;
}
