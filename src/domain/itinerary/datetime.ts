/**
 * Time options of an itinerary (§4 time mode, §5 date and time): now, depart later, arrive
 * later, in French wall-clock time (Europe/Paris) as the server reads it. No datetime is sent
 * for now; otherwise the date without dashes, 'T', and the time without the colon
 * (20251121T0830). The departure flag is true unless arriving by. Default time 12:00. Zod-free.
 */
import { parisParts } from '../paris-time';

/** Time modes of the spec. */
export const TIME_MODES = ['NOW', 'DEPARTURE_LATER', 'ARRIVAL_LATER'] as const;
export type TimeMode = (typeof TIME_MODES)[number];

/** Time used when none is set (§5). */
export const DEFAULT_TIME = '12:00';

/** The time options of the itinerary state (§3 timeOptions). */
export interface TimeOptions {
  when: TimeMode;
  /** YYYY-MM-DD, wall-clock date in France (Europe/Paris). */
  date: string | null;
  /** HH:MM, wall-clock time in France (Europe/Paris). */
  time: string | null;
}

/** The initial time options: now. */
export const NOW_OPTIONS: TimeOptions = { when: 'NOW', date: null, time: null };

const pad = (n: number): string => String(n).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
export function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** True for YYYY-MM-DD with a real calendar date. */
export function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]);
}

/** True for HH:MM between 00:00 and 23:59. */
export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/**
 * Switches the time mode: going from now to a later mode defaults the date and time to the
 * current ones in France (Europe/Paris, the networks' and the server's time, whatever the
 * browser's zone); between later modes they are kept; back to now they are kept but not sent.
 */
export function switchTimeMode(options: TimeOptions, when: TimeMode, now: Date): TimeOptions {
  if (when !== 'NOW' && options.when === 'NOW') {
    return { when, ...parisParts(now) };
  }
  return { ...options, when };
}

/**
 * What the date and time fields show: for now, the current date and time in France (greyed,
 * not an empty date and noon); for a later trip, its own (the default time when none is set).
 */
export function shownDateTime(options: TimeOptions, now: Date): { date: string; time: string } {
  if (options.when === 'NOW') return parisParts(now);
  return { date: options.date ?? '', time: options.time ?? DEFAULT_TIME };
}

/** True when a later trip's day is before today in France: its timetables are of a day gone. */
export function isPastDay(options: TimeOptions, now: Date): boolean {
  if (options.when === 'NOW' || !options.date) return false;
  return options.date < parisParts(now).date;
}

/** The datetime parameter: undefined for now, else 20251121T0830 (default time 12:00). */
export function datetimeParam(options: TimeOptions): string | undefined {
  if (options.when === 'NOW' || !options.date) return undefined;
  const time = options.time ?? DEFAULT_TIME;
  return `${options.date.replaceAll('-', '')}T${time.replace(':', '')}`;
}

/** The departure flag: true unless arriving by. */
export function departureFlag(options: TimeOptions): boolean {
  return options.when !== 'ARRIVAL_LATER';
}

/** Parses 20251121T0830 (or 20251121 with a separate 0830) into a local date and time. */
export function parseDatetimeParam(
  date: string,
  time?: string,
): { date: string; time: string } | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2}))?$/.exec(date);
  if (!m) return undefined;
  const t = m[4] !== undefined ? `${m[4]}${m[5]}` : (time ?? DEFAULT_TIME.replace(':', ''));
  const tm = /^(\d{2}):?(\d{2})$/.exec(t);
  if (!tm) return undefined;
  const result = { date: `${m[1]}-${m[2]}-${m[3]}`, time: `${tm[1]}:${tm[2]}` };
  return isValidDate(result.date) && isValidTime(result.time) ? result : undefined;
}

/**
 * The time options once a day with a timetable is chosen from the transit message: that day, at
 * the time already set (leaving now: leaving at this time of day, that day).
 */
export function onDay(options: TimeOptions, date: string, now: Date): TimeOptions {
  if (options.when === 'NOW') return { when: 'DEPARTURE_LATER', date, time: parisParts(now).time };
  return { ...options, date };
}

/**
 * The day of a trip's `YYYY-MM-DDTHH:mm` departure when it is not today's (a roadbook then says
 * which day it is), else null.
 */
export function otherDayOf(datetime: string, now: Date): string | null {
  const day = datetime.slice(0, 10);
  return isValidDate(day) && day !== localDate(now) ? day : null;
}

/**
 * True when a trip's `YYYY-MM-DDTHH:mm` departure is on a day before today: a day of a timetable
 * chosen for public transport, carried to a car's trip (its roadbook then says the day is past).
 */
export function leavesOnPastDay(datetime: string, now: Date): boolean {
  const day = otherDayOf(datetime, now);
  return day !== null && day < localDate(now);
}
