/**
 * Trips per day of a feed over its validity: what an operator checks before adding a feed (a
 * timetable that stops in two weeks, a Sunday with no service). Days are counted up to a horizon
 * so that an open-ended calendar (9999-12-31) stays bounded.
 */
import { formatDay } from './fields';
import type { GtfsFeed } from './types';

/** Days counted at most (a year and a bit). */
export const SERVICE_DAY_HORIZON = 400;

/** The usable trips of each day from the validity's start, up to the horizon. */
export function tripsPerDay(feed: GtfsFeed): { day: string; trips: number }[] {
  const validity = feed.report.validity;
  if (!validity) return [];
  const start = Date.parse(validity.start) / 86_400_000;
  const end = Math.min(Date.parse(validity.end) / 86_400_000, start + SERVICE_DAY_HORIZON - 1);
  const count = end - start + 1;
  const runs = new Map<string, Uint8Array>();
  const daysOf = (service: string): Uint8Array => {
    let days = runs.get(service);
    if (!days) runs.set(service, (days = new Uint8Array(count)));
    return days;
  };
  for (const c of feed.calendars) {
    const days = daysOf(c.serviceId);
    for (let day = Math.max(c.start, start); day <= Math.min(c.end, end); day++)
      if (c.weekdays[(day + 3) % 7]) days[day - start] = 1;
  }
  for (const d of feed.calendarDates)
    if (d.date >= start && d.date <= end)
      daysOf(d.serviceId)[d.date - start] = d.type === 1 ? 1 : 0;
  const trips = new Uint32Array(count);
  for (const trip of feed.trips) {
    if (!feed.stopTimes.has(trip.id)) continue;
    const days = runs.get(trip.serviceId);
    if (days) for (let i = 0; i < count; i++) trips[i]! += days[i]!;
  }
  return Array.from(trips, (n, i) => ({ day: formatDay(start + i), trips: n }));
}
