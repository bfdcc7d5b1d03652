import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
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

/** The .txt files of a GTFS zip by base name (files may sit in a folder of the archive). */
export function unzipFeed(data: Uint8Array): Map<string, string> {
  const files = unzipSync(data, { filter: (f) => f.name.toLowerCase().endsWith('.txt') });
  const decoder = new TextDecoder('utf-8');
  const out = new Map<string, string>();
  for (const [name, bytes] of Object.entries(files)) {
    const base = name.split('/').pop()!.toLowerCase();
    if (!out.has(base)) out.set(base, decoder.decode(bytes));
  }
  return out;
}

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
      r.reject(0, reason);
      byTrip.delete(tripId);
    }
  }
}

/** First and last day any service runs. */
function validity(calendars: GtfsCalendar[], dates: GtfsCalendarDate[]): FeedReport['validity'] {
  const days = [
    ...calendars.flatMap((c) => [c.start, c.end]),
    ...dates.filter((d) => d.type === 1).map((d) => d.date),
  ];
  if (days.length === 0) return null;
  return { start: formatDay(Math.min(...days)), end: formatDay(Math.max(...days)) };
}

function parse<T>(
  files: Map<string, string>,
  reports: FileReporter[],
  name: string,
  fn: (text: string, r: FileReporter) => T,
  empty: T,
): T {
  const text = files.get(name);
  if (text === undefined) return empty;
  const r = new FileReporter(name);
  reports.push(r);
  return fn(text, r);
}

type Records = Omit<GtfsFeed, 'id' | 'report'>;

function parseAll(files: Map<string, string>, reports: FileReporter[]): Records {
  const stops = parse(files, reports, 'stops.txt', parseStops, []);
  const routes = parse(files, reports, 'routes.txt', parseRoutes, []);
  const routeIds = new Set(routes.map((x) => x.id));
  const trips = parse(files, reports, 'trips.txt', (t, r) => parseTrips(t, r, routeIds), []);
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
    stops,
    routes,
    trips,
    stopTimes,
    calendars: parse(files, reports, 'calendar.txt', parseCalendar, []),
    calendarDates: parse(files, reports, 'calendar_dates.txt', parseCalendarDates, []),
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
  const files = unzipFeed(new Uint8Array(await readFile(options.path)));
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
