import { readFile } from 'node:fs/promises';
import { readCsv } from './csv';
import { headerProblem } from './columns';
import { GtfsFeedError, unzipFeed, type DecodedFile } from './decode';
import { parseAgencies } from './agencies';
import { FileReporter, formatDay } from './fields';
import {
  parseCalendar,
  parseCalendarDates,
  parseFrequencies,
  parseRoutes,
  parseShapes,
  parseStops,
  parseStopTimes,
  parseTransfers,
  parseTrips,
} from './parse-files';
import type { FeedReport, GtfsCalendar, GtfsCalendarDate, GtfsFeed, GtfsStopTime } from './types';

const REQUIRED = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];

/** Interpolates missing times by position between timed stops; false when an end lacks a time. */
function interpolate(list: GtfsStopTime[]): boolean {
  const first = list[0];
  const last = list[list.length - 1];
  if (first?.departure === undefined || last?.arrival === undefined) return false;
  let prev = 0;
  for (let i = 1; i < list.length; i++) {
    const st = list[i]!;
    if (st.arrival === undefined) continue;
    const gap = i - prev;
    const t0 = list[prev]!.departure!;
    for (let j = prev + 1; j < i; j++) {
      const t = Math.round(t0 + ((st.arrival - t0) * (j - prev)) / gap);
      list[j]!.arrival = t;
      list[j]!.departure = t;
    }
    prev = i;
  }
  return true;
}

/** Sorts each trip's stop times and drops trips that cannot be used, with the reason. */
function checkTrips(byTrip: Map<string, GtfsStopTime[]>, r: FileReporter): void {
  for (const [tripId, list] of byTrip) {
    list.sort((a, b) => a.sequence - b.sequence);
    let reason: string | undefined;
    if (list.length < 2) reason = 'trip with fewer than two stops';
    else if (list.some((st, i) => i > 0 && st.sequence === list[i - 1]!.sequence))
      reason = 'duplicate stop_sequence';
    else if (!interpolate(list)) reason = 'trip without first or last time';
    else if (
      list.some(
        (st, i) => st.departure! < st.arrival! || (i > 0 && st.arrival! < list[i - 1]!.departure!),
      )
    )
      reason = 'times going backwards';
    if (reason) {
      r.rejectTrip(tripId, reason, list.length);
      byTrip.delete(tripId);
    }
  }
}

/** First and last day any service runs. */
function validity(calendars: GtfsCalendar[], dates: GtfsCalendarDate[]): FeedReport['validity'] {
  // Loops, not Math.min(...days): SNCF's calendar_dates has ~200,000 rows.
  let first = Infinity;
  let last = -Infinity;
  const see = (day: number): void => {
    if (day < first) first = day;
    if (day > last) last = day;
  };
  for (const c of calendars) [c.start, c.end].forEach(see);
  for (const d of dates) if (d.type === 1) see(d.date);
  if (!Number.isFinite(first)) return null;
  return { start: formatDay(first), end: formatDay(last) };
}

function rowCount(text: string): number {
  let n = 0;
  for (const _row of readCsv(text)) n += 1;
  return n;
}

function parse<T>(
  files: Map<string, DecodedFile>,
  reports: FileReporter[],
  name: string,
  fn: (text: string, r: FileReporter) => T,
  empty: T,
): T {
  const file = files.get(name);
  if (file === undefined) return empty;
  const r = new FileReporter(name);
  reports.push(r);
  for (const note of file.notes) r.note(note);
  const problem = headerProblem(name, file.text);
  if (problem) {
    r.rejectFile(rowCount(file.text), problem);
    return empty;
  }
  return fn(file.text, r);
}

type Records = Omit<GtfsFeed, 'id' | 'report'>;

function parseAll(files: Map<string, DecodedFile>, reports: FileReporter[]): Records {
  const agencies = parse(files, reports, 'agency.txt', parseAgencies, []);
  const stops = parse(files, reports, 'stops.txt', parseStops, []);
  const routes = parse(files, reports, 'routes.txt', parseRoutes, []);
  const calendars = parse(files, reports, 'calendar.txt', parseCalendar, []);
  const calendarDates = parse(files, reports, 'calendar_dates.txt', parseCalendarDates, []);
  const known0 = {
    routes: new Set(routes.map((x) => x.id)),
    services: new Set([...calendars, ...calendarDates].map((c) => c.serviceId)),
  };
  const trips = parse(files, reports, 'trips.txt', (t, r) => parseTrips(t, r, known0), []);
  const known = { trips: new Set(trips.map((t) => t.id)), stops: new Set(stops.map((s) => s.id)) };
  const stopTimes = parse(
    files,
    reports,
    'stop_times.txt',
    (t, r) => {
      const byTrip = parseStopTimes(t, r, known);
      checkTrips(byTrip, r);
      return byTrip;
    },
    new Map<string, GtfsStopTime[]>(),
  );
  return {
    agencies,
    stops,
    routes,
    trips,
    stopTimes,
    calendars,
    calendarDates,
    frequencies: parse(
      files,
      reports,
      'frequencies.txt',
      (t, r) => parseFrequencies(t, r, known.trips),
      [],
    ),
    shapes: parse(files, reports, 'shapes.txt', parseShapes, new Map<string, [number, number][]>()),
    transfers: parse(
      files,
      reports,
      'transfers.txt',
      (t, r) => parseTransfers(t, r, known.stops),
      [],
    ),
  };
}

/**
 * Reads and validates a GTFS zip: required files, calendar and calendar_dates, times past 24:00,
 * frequencies, shapes, transfers. A malformed row is skipped and reported; nothing else is lost.
 */
export async function readGtfsFeed(options: { id: string; path: string }): Promise<GtfsFeed> {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(options.path));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new GtfsFeedError(options.id, `${options.path} cannot be read (${message})`);
  }
  const files = unzipFeed(data, options);
  const reports: FileReporter[] = [];
  const missingFiles = REQUIRED.filter((f) => !files.has(f));
  if (!files.has('calendar.txt') && !files.has('calendar_dates.txt')) {
    missingFiles.push('calendar.txt|calendar_dates.txt');
  }
  const records = parseAll(files, reports);
  const report: FeedReport = {
    id: options.id,
    files: reports.map((r) => r.report),
    missingFiles,
    validity: validity(records.calendars, records.calendarDates),
  };
  return { id: options.id, ...records, report };
}

/**
 * Why a feed gives no usable timetable, or undefined when it does: a required file missing, or
 * no trip left once rows and trips are checked (with the main reasons).
 */
export function unusableReason(feed: GtfsFeed): string | undefined {
  if (feed.report.missingFiles.length > 0)
    return `missing required file(s) ${feed.report.missingFiles.join(', ')}`;
  if (feed.stopTimes.size > 0) return undefined;
  const reasons = new Map<string, number>();
  for (const file of feed.report.files)
    for (const [reason, n] of Object.entries(file.reasons))
      reasons.set(`${file.file}: ${reason}`, (reasons.get(`${file.file}: ${reason}`) ?? 0) + n);
  const top = [...reasons]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([reason, n]) => `${n} × ${reason}`);
  return `no usable trip (${feed.trips.length} trip(s) read${top.length ? `; rejected: ${top.join('; ')}` : ''})`;
}

export { GtfsFeedError } from './decode';
