import type { GtfsFeed, GtfsStopTime } from '../../sources/gtfs/types';
import { agencyOf } from '../../sources/gtfs/agencies';
import { buildFootpaths } from './footpaths';
import {
  serviceDayBytes,
  setServiceDayBit,
  type Timetable,
  type TimetableRoute,
} from '../../../artefacts/transit/timetable';
import { appendAll } from '../../core/arrays';

/** One trip ready for patterns: stop indices, times and flags. */
interface TripRow {
  id: string;
  route: number;
  service: number;
  headsign: number;
  stops: number[];
  arr: number[];
  dep: number[];
  flags: number[];
}

/** Feeds to merge into one timetable. */
export interface TimetableInput {
  feed: GtfsFeed;
  label: string;
}

class Interner {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  id(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(value);
      this.index.set(value, i);
    }
    return i;
  }
}

/** Days of service kept after the later of today and the feeds' first day (a year and a day). */
export const SERVICE_HORIZON_DAYS = 366;

/**
 * The days the timetable covers: the feeds' days, cut at the horizon so that an open-ended
 * calendar (9999-12-31) does not make a services × days table of gigabytes; `clamped` counts
 * the calendars cut.
 */
export function dayRange(
  inputs: readonly TimetableInput[],
  today: number,
): { base: number; count: number; clamped: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const { feed } of inputs) {
    for (const c of feed.calendars) [min, max] = [Math.min(min, c.start), Math.max(max, c.end)];
    for (const d of feed.calendarDates) [min, max] = [Math.min(min, d.date), Math.max(max, d.date)];
  }
  if (!Number.isFinite(min)) return { base: 0, count: 1, clamped: 0 };
  const horizon = Math.max(today, min) + SERVICE_HORIZON_DAYS;
  let clamped = 0;
  for (const { feed } of inputs) clamped += feed.calendars.filter((c) => c.end > horizon).length;
  const end = Math.min(max, horizon);
  return { base: min, count: end - min + 1, clamped };
}

function fillServiceDays(
  inputs: readonly TimetableInput[],
  services: Interner,
  range: { base: number; count: number },
): Uint8Array {
  const days = new Uint8Array(serviceDayBytes(Math.max(1, services.values.length) * range.count));
  const last = range.base + range.count - 1;
  for (const { feed } of inputs) {
    for (const c of feed.calendars) {
      const s = services.id(`${feed.id}:${c.serviceId}`);
      for (let day = c.start; day <= Math.min(c.end, last); day++) {
        if (c.weekdays[(day + 3) % 7])
          setServiceDayBit(days, s * range.count + day - range.base, true);
      }
    }
    for (const d of feed.calendarDates) {
      if (d.date > last) continue;
      const s = services.id(`${feed.id}:${d.serviceId}`);
      setServiceDayBit(days, s * range.count + d.date - range.base, d.type === 1);
    }
  }
  return days;
}

function rowOf(
  list: readonly GtfsStopTime[],
  stopIndex: ReadonlyMap<string, number>,
  prefix: string,
) {
  return {
    stops: list.map((st) => stopIndex.get(`${prefix}${st.stopId}`) ?? -1),
    arr: list.map((st) => st.arrival!),
    dep: list.map((st) => st.departure!),
    flags: list.map((st) => (st.pickup === 1 ? 1 : 0) | (st.dropOff === 1 ? 2 : 0)),
  };
}

/** Trips of a feed, frequency-based trips expanded into one trip per departure. */
function feedTrips(
  input: TimetableInput,
  ctx: {
    stops: Map<string, number>;
    routes: Map<string, number>;
    services: Interner;
    headsigns: Interner;
  },
): TripRow[] {
  const { feed } = input;
  const prefix = `${feed.id}:`;
  const freq = new Map<string, typeof feed.frequencies>();
  for (const f of feed.frequencies) freq.set(f.tripId, [...(freq.get(f.tripId) ?? []), f]);
  const out: TripRow[] = [];
  for (const trip of feed.trips) {
    const list = feed.stopTimes.get(trip.id);
    const route = ctx.routes.get(`${prefix}${trip.routeId}`);
    if (!list || route === undefined) continue;
    const base = rowOf(list, ctx.stops, prefix);
    if (base.stops.some((s) => s < 0)) continue;
    const common = {
      route,
      service: ctx.services.id(`${prefix}${trip.serviceId}`),
      headsign: ctx.headsigns.id(trip.headsign),
      ...base,
    };
    const starts = freq.get(trip.id);
    if (!starts) {
      out.push({ id: `${prefix}${trip.id}`, ...common });
      continue;
    }
    const first = base.dep[0]!;
    for (const f of starts) {
      for (let t = f.start; t < f.end; t += f.headway) {
        const shift = t - first;
        out.push({
          ...common,
          id: `${prefix}${trip.id}@${t}`,
          arr: base.arr.map((x) => x + shift),
          dep: base.dep.map((x) => x + shift),
        });
      }
    }
  }
  return out;
}

/** True when trip b never runs before trip a at any stop (no overtaking). */
function follows(a: TripRow, b: TripRow): boolean {
  for (let j = 0; j < a.dep.length; j++)
    if (b.dep[j]! < a.dep[j]! || b.arr[j]! < a.arr[j]!) return false;
  return true;
}

/** Groups trips by stop sequence and flags, sorted by departure, split where a trip overtakes. */
function patternsOf(trips: readonly TripRow[]): TripRow[][] {
  const groups = new Map<string, TripRow[]>();
  for (const t of trips) {
    const key = `${t.route}|${t.stops.join(',')}|${t.flags.join('')}`;
    const g = groups.get(key) ?? [];
    if (g.length === 0) groups.set(key, g);
    g.push(t);
  }
  const patterns: TripRow[][] = [];
  for (const g of groups.values()) {
    g.sort((a, b) => a.dep[0]! - b.dep[0]! || a.arr[a.arr.length - 1]! - b.arr[b.arr.length - 1]!);
    const split: TripRow[][] = [];
    for (const t of g) {
      const home = split.find((p) => follows(p[p.length - 1]!, t));
      if (home) home.push(t);
      else split.push([t]);
    }
    appendAll(patterns, split);
  }
  return patterns;
}

interface StopTable {
  ids: string[];
  names: string[];
  lat: number[];
  lon: number[];
  index: Map<string, number>;
  parents: Map<number, string>;
}

/** Stops and platforms (location_type 0) of every feed, with their parent stations. */
function collectStops(inputs: readonly TimetableInput[]): StopTable {
  const table: StopTable = {
    ids: [],
    names: [],
    lat: [],
    lon: [],
    index: new Map(),
    parents: new Map(),
  };
  for (const { feed } of inputs) {
    for (const s of feed.stops) {
      if (s.locationType !== 0) continue;
      const i = table.ids.length;
      table.index.set(`${feed.id}:${s.id}`, i);
      if (s.parent) table.parents.set(i, `${feed.id}:${s.parent}`);
      table.ids.push(`${feed.id}:${s.id}`);
      table.names.push(s.name);
      table.lat.push(s.lat);
      table.lon.push(s.lon);
    }
  }
  return table;
}

function collectRoutes(inputs: readonly TimetableInput[]): {
  routes: TimetableRoute[];
  index: Map<string, number>;
} {
  const routes: TimetableRoute[] = [];
  const index = new Map<string, number>();
  for (const { feed } of inputs) {
    for (const r of feed.routes) {
      index.set(`${feed.id}:${r.id}`, routes.length);
      const { id, shortName, longName, type, color, textColor } = r;
      const a = agencyOf(feed.agencies, r.agencyId);
      const agency = a ? { name: a.name, url: a.url, fareUrl: a.fareUrl ?? null } : null;
      routes.push({ id, feed: feed.id, shortName, longName, type, color, textColor, agency });
    }
  }
  return { routes, index };
}

/** Merges validated feeds into one timetable (stops, patterns, times, services, footpaths). */
export function buildTimetable(
  inputs: readonly TimetableInput[],
  today: number = Math.floor(Date.now() / 86_400_000),
): Timetable {
  const stops = collectStops(inputs);
  const { routes, index: routeIndex } = collectRoutes(inputs);
  const services = new Interner();
  const headsigns = new Interner();
  const trips = inputs.flatMap((input) =>
    feedTrips(input, { stops: stops.index, routes: routeIndex, services, headsigns }),
  );
  const range = dayRange(inputs, today);
  const serviceDays = fillServiceDays(inputs, services, range);
  const patterns = patternsOf(trips);
  const transfers = inputs.flatMap(({ feed }) =>
    feed.transfers.map((t) => ({ ...t, from: `${feed.id}:${t.from}`, to: `${feed.id}:${t.to}` })),
  );
  const foot = buildFootpaths({
    lat: stops.lat,
    lon: stops.lon,
    parents: stops.parents,
    transfers,
    stops: stops.index,
  });
  return {
    ...flatten(patterns, stops.ids.length),
    ...foot,
    stopLat: Float64Array.from(stops.lat),
    stopLon: Float64Array.from(stops.lon),
    serviceDays,
    baseDay: range.base,
    dayCount: range.count,
    serviceCount: services.values.length,
    stopIds: stops.ids,
    stopNames: stops.names,
    routes,
    headsigns: headsigns.values,
    tripIds: patterns.flat().map((t) => t.id),
    feeds: inputs.map(({ feed, label }) => ({
      id: feed.id,
      label,
      validity: feed.report.validity,
    })),
  };
}

type FlatArrays = Pick<
  Timetable,
  | 'patternRoute'
  | 'patternStopStart'
  | 'patternStops'
  | 'patternTripStart'
  | 'tripTimeStart'
  | 'tripService'
  | 'tripHeadsign'
  | 'arrivals'
  | 'departures'
  | 'stopTimeFlags'
  | 'stopPatternStart'
  | 'stopPatternIdx'
  | 'stopPatternPos'
>;

function flatten(patterns: readonly TripRow[][], stopCount: number): FlatArrays {
  const tripCount = patterns.reduce((n, p) => n + p.length, 0);
  const timeCount = patterns.reduce((n, p) => n + p.length * p[0]!.stops.length, 0);
  const a = {
    patternRoute: new Int32Array(patterns.length),
    patternStopStart: new Int32Array(patterns.length + 1),
    patternStops: new Int32Array(patterns.reduce((n, p) => n + p[0]!.stops.length, 0)),
    patternTripStart: new Int32Array(patterns.length + 1),
    tripTimeStart: new Int32Array(tripCount),
    tripService: new Int32Array(tripCount),
    tripHeadsign: new Int32Array(tripCount),
    arrivals: new Int32Array(timeCount),
    departures: new Int32Array(timeCount),
    stopTimeFlags: new Uint8Array(timeCount),
  };
  let stopPos = 0;
  let trip = 0;
  let time = 0;
  const byStop: [number, number][][] = Array.from({ length: stopCount }, () => []);
  patterns.forEach((p, pi) => {
    const first = p[0]!;
    a.patternRoute[pi] = first.route;
    a.patternStopStart[pi] = stopPos;
    first.stops.forEach((s, j) => {
      a.patternStops[stopPos + j] = s;
      byStop[s]!.push([pi, j]);
    });
    stopPos += first.stops.length;
    a.patternTripStart[pi] = trip;
    for (const t of p) {
      a.tripTimeStart[trip] = time;
      a.tripService[trip] = t.service;
      a.tripHeadsign[trip] = t.headsign;
      a.arrivals.set(t.arr, time);
      a.departures.set(t.dep, time);
      a.stopTimeFlags.set(t.flags, time);
      time += t.stops.length;
      trip++;
    }
  });
  a.patternStopStart[patterns.length] = stopPos;
  a.patternTripStart[patterns.length] = trip;
  return { ...a, ...stopIndex(byStop) };
}

function stopIndex(
  byStop: readonly [number, number][][],
): Pick<Timetable, 'stopPatternStart' | 'stopPatternIdx' | 'stopPatternPos'> {
  const total = byStop.reduce((n, l) => n + l.length, 0);
  const start = new Int32Array(byStop.length + 1);
  const idx = new Int32Array(total);
  const pos = new Int32Array(total);
  let k = 0;
  byStop.forEach((list, s) => {
    start[s] = k;
    for (const [p, j] of list) {
      idx[k] = p;
      pos[k] = j;
      k++;
    }
  });
  start[byStop.length] = k;
  return { stopPatternStart: start, stopPatternIdx: idx, stopPatternPos: pos };
}
