import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkSeconds } from '../../artefacts/transit/footpaths';
import type { Timetable } from '../../artefacts/transit/timetable';
import { readTimetable } from '../../artefacts/transit/timetable-file';
import { noTimetableMessage, type TransitJourney } from '../../src/domain/transit/journey';
import { timeFootpaths, type FootpathTiming, type WalkTimes } from './footpath-timing';
import { journeyLegs } from './legs';
import { isoDay, nearestServiceDay, serviceDayFlags } from './service-days';
import { raptor } from './raptor';
import type { FootTimes, RaptorJourney, StopAccess } from './raptor-types';

export type { WalkTimes } from './footpath-timing';

/** The walking speed the timetable's footpaths are timed at (km/h). */
export const FOOTPATH_SPEED_KMH = 5;

/**
 * Walking seconds measured on the street network for one query, by GTFS stop id: they replace
 * the planner's own (a walk routed after planning that turned out longer).
 */
export interface WalkCorrections {
  /** From the origin to a stop. */
  access?: ReadonlyMap<string, number> | undefined;
  /** From a stop to the destination. */
  egress?: ReadonlyMap<string, number> | undefined;
  /** Between two stops, keyed `fromId>toId`. */
  foot?: ReadonlyMap<string, number> | undefined;
}

/** A journey query. */
export interface PlanQuery {
  from: [number, number];
  to: [number, number];
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm. */
  time: string;
  arriveBy: boolean;
  maxJourneys?: number;
  /** Real walking times (Valhalla pedestrian); straight lines × 1.3 at 5 km/h without it. */
  walk?: WalkTimes;
  /** Walking speed of the footpaths between stops (km/h, default 5). */
  walkSpeedKmh?: number | undefined;
  corrections?: WalkCorrections | undefined;
}

/** Why there is no timetable for the day asked: the feeds' validity and the nearest day with one. */
export interface NoTimetable {
  message: string;
  validity: { start: string; end: string } | null;
  /** YYYY-MM-DD, null without any day of service. */
  nearest: string | null;
}

/** The answer of the planner. */
export type PlanResult =
  | { status: 'ok'; journeys: TransitJourney[] }
  /** The date is outside every feed's validity. */
  | ({ status: 'no-timetable' } & NoTimetable)
  /** The date is within the validity, but no trip runs that day. */
  | ({ status: 'no-service' } & NoTimetable)
  /** No stop of the imported networks (named, operators' names) is within walking distance. */
  | { status: 'no-stop'; networks: string[] };

/** Radius searched for stops around the origin and the destination. */
export const ACCESS_RADIUS_METRES = 800;

const dayOf = (date: string): number =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** True when k leaves no earlier, arrives no later, with no more vehicles, and differs from j. */
function dominates(k: RaptorJourney, j: RaptorJourney): boolean {
  const better = k.departure > j.departure || k.arrival < j.arrival || k.trips < j.trips;
  return k.departure >= j.departure && k.arrival <= j.arrival && k.trips <= j.trips && better;
}

/** The public-transport planner over a region's timetable. */
export class TransitService {
  private readonly grid = new Map<string, number[]>();
  private readonly stopIndex = new Map<string, number>();
  private serviceDays: Uint8Array | undefined;
  /** The timetable, with its own copy of the footpath times (timed on the streets). */
  readonly timetable: Timetable;

  constructor(
    timetable: Timetable,
    readonly shapes: readonly [number, number][][],
  ) {
    this.timetable = { ...timetable, footSeconds: Int32Array.from(timetable.footSeconds) };
    timetable.stopIds.forEach((id, s) => this.stopIndex.set(id, s));
    for (let s = 0; s < timetable.stopIds.length; s++) {
      const key = this.cell(timetable.stopLat[s]!, timetable.stopLon[s]!);
      const list = this.grid.get(key) ?? [];
      if (list.length === 0) this.grid.set(key, list);
      list.push(s);
    }
  }

  /** Opens the transit artefact directory. */
  static open(dir: string): TransitService {
    const shapes = JSON.parse(readFileSync(join(dir, 'pattern-shapes.json'), 'utf8')) as [
      number,
      number,
    ][][];
    return new TransitService(readTimetable(join(dir, 'timetable.bin')), shapes);
  }

  /** Times the footpaths between stops with a walking router at 5 km/h (footpath-timing.ts). */
  timeFootpaths(walk: WalkTimes): Promise<FootpathTiming> {
    return timeFootpaths(this.timetable, walk);
  }

  private cell(lat: number, lon: number): string {
    return `${Math.floor(lat / 0.01)},${Math.floor(lon / 0.01)}`;
  }

  /** Stops within `radius` metres of a point, nearest first. */
  nearbyStops(
    p: [number, number],
    radius = ACCESS_RADIUS_METRES,
  ): { stop: number; metres: number }[] {
    const t = this.timetable;
    const [ci, cj] = [Math.floor(p[1] / 0.01), Math.floor(p[0] / 0.01)];
    const out: { stop: number; metres: number }[] = [];
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        for (const s of this.grid.get(`${ci + di},${cj + dj}`) ?? []) {
          const x = (t.stopLon[s]! - p[0]) * Math.cos((p[1] * Math.PI) / 180) * 111_320;
          const m = Math.hypot(x, (t.stopLat[s]! - p[1]) * 110_540);
          if (m <= radius) out.push({ stop: s, metres: m });
        }
      }
    }
    return out.sort((a, b) => a.metres - b.metres);
  }

  /** Validity of the timetable: first and last day over all feeds. */
  validity(): { start: string; end: string } | null {
    const v = this.timetable.feeds.map((f) => f.validity).filter((x) => x !== null);
    if (v.length === 0) return null;
    return {
      start: v.map((x) => x.start).sort()[0]!,
      end: v
        .map((x) => x.end)
        .sort()
        .at(-1)!,
    };
  }

  private async access(
    p: [number, number],
    walk: WalkTimes | undefined,
    corrections: ReadonlyMap<string, number> | undefined,
  ): Promise<StopAccess[]> {
    const near = this.nearbyStops(p);
    const t = this.timetable;
    const seconds = walk
      ? await walk(
          p,
          near.map((n) => ({ stop: n.stop, lng: t.stopLon[n.stop]!, lat: t.stopLat[n.stop]! })),
        )
      : near.map((n) => walkSeconds(n.metres));
    return near.flatMap((n, i) => {
      const value = corrections?.get(t.stopIds[n.stop]!) ?? seconds[i];
      return value === undefined ? [] : [{ stop: n.stop, seconds: value }];
    });
  }

  /** The footpath times of a query: its walking speed and its corrections. */
  private footTimes(q: PlanQuery): FootTimes | undefined {
    const factor = FOOTPATH_SPEED_KMH / (q.walkSpeedKmh ?? FOOTPATH_SPEED_KMH);
    const corrections = q.corrections?.foot;
    if (factor === 1 && !corrections?.size) return undefined;
    const override = new Map<number, number>();
    const n = this.timetable.stopIds.length;
    for (const [key, seconds] of corrections ?? []) {
      const [from, to] = key.split('>').map((id) => this.stopIndex.get(id));
      if (from !== undefined && to !== undefined) override.set(from * n + to, seconds);
    }
    return { factor, override };
  }

  /** The day with service nearest to a date (YYYY-MM-DD), from the feeds' calendars. */
  nearestServiceDate(date: string): string | null {
    this.serviceDays ??= serviceDayFlags(this.timetable);
    const day = nearestServiceDay(this.timetable, this.serviceDays, dayOf(date));
    return day === null ? null : isoDay(day);
  }

  private noTimetable(date: string): NoTimetable {
    const validity = this.validity();
    const nearest = validity ? this.nearestServiceDate(date) : null;
    return {
      message: validity
        ? noTimetableMessage(validity, nearest, date)
        : "Périple n'a pas d'horaires de transports en commun pour cette région.",
      validity,
      nearest,
    };
  }

  /** The operators of the imported lines, by name (a network without one: its feed's id). */
  networks(): string[] {
    const names = this.timetable.routes.map((r) => r.agency?.name ?? r.feed);
    return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'fr'));
  }

  /** Plans journeys: the Pareto set, then later (or earlier, arrive-by) departures. */
  async plan(q: PlanQuery): Promise<PlanResult> {
    const validity = this.validity();
    const day = dayOf(q.date);
    if (!validity) return { status: 'no-timetable', ...this.noTimetable(q.date) };
    // Where no stop is in reach, no day has a journey: that is said before any date is offered.
    const [access, egress] = await Promise.all([
      this.access(q.from, q.walk, q.corrections?.access),
      this.access(q.to, q.walk, q.corrections?.egress),
    ]);
    if (access.length === 0 || egress.length === 0) {
      return { status: 'no-stop', networks: this.networks() };
    }
    if (q.date < validity.start || q.date > validity.end)
      return { status: 'no-timetable', ...this.noTimetable(q.date) };
    const [h, m] = q.time.split(':').map(Number) as [number, number];
    const raptorJourneys = this.search({
      day,
      time: h * 3600 + m * 60,
      arriveBy: q.arriveBy,
      access,
      egress,
      max: q.maxJourneys ?? 3,
      foot: this.footTimes(q),
    });
    if (raptorJourneys.length === 0 && this.nearestServiceDate(q.date) !== q.date)
      return { status: 'no-service', ...this.noTimetable(q.date) };
    const context = { t: this.timetable, shapes: this.shapes, day, from: q.from, to: q.to };
    return { status: 'ok', journeys: raptorJourneys.map((j) => journeyLegs(context, j)) };
  }

  private search(o: {
    day: number;
    time: number;
    arriveBy: boolean;
    access: StopAccess[];
    egress: StopAccess[];
    max: number;
    foot: FootTimes | undefined;
  }): RaptorJourney[] {
    const out: RaptorJourney[] = [];
    const seen = new Set<string>();
    let time = o.time;
    for (let round = 0; round < o.max + 2 && out.length < o.max; round++) {
      const found = raptor(this.timetable, {
        day: o.day,
        time,
        direction: o.arriveBy ? 'arrive' : 'depart',
        access: o.access,
        egress: o.egress,
        foot: o.foot,
      });
      if (found.length === 0) break;
      for (const j of found) {
        const key = j.legs
          .map((l) => (l.type === 'trip' ? `${l.trip}:${l.fromPos}:${l.toPos}` : l.type))
          .join('|');
        if (!seen.has(key) && out.length < o.max) {
          seen.add(key);
          out.push(j);
        }
      }
      time = o.arriveBy
        ? Math.max(...found.map((j) => j.arrival)) - 60
        : Math.min(...found.map((j) => j.departure)) + 60;
    }
    const kept = out.filter((j) => !out.some((k) => k !== j && dominates(k, j)));
    return kept.sort(
      (a, b) =>
        (o.arriveBy ? b.arrival - a.arrival : a.departure - b.departure) || a.arrival - b.arrival,
    );
  }
}
