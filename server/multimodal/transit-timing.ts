/**
 * A journey of the planner as the traveller reads it: every walk routed by Valhalla and timed
 * by that route, the vehicles at their timetable times, and one clock for all of it.
 *
 * - A walk before the first vehicle ends when it leaves (the walk hugs the vehicle); a walk
 *   after a vehicle starts when it arrives.
 * - The journey holds when every change on foot reaches the next stop before its vehicle
 *   leaves, and it leaves no earlier (arrives no later, arrive-by) than asked. A journey that
 *   does not hold gives the walking times that broke it, so the planner can plan again with them.
 * - Times are shown to the minute: every time is rounded down to its minute and every duration
 *   is the difference of the times shown, so each leg ends when the next one can start and the
 *   trip lasts from its first departure to its last arrival.
 */
import type { LegPlace } from '../../src/domain/itinerary/multimodal-types';
import { transitCo2Grams } from '../../src/domain/itinerary/multimodal-costs';
import type { TransitJourney, TransitLeg, TransitPlace } from '../../src/domain/transit/journey';
import type { MultimodalContext, PlannedLeg, PlannedTrip } from './types';
import { walkPath, type RoutedPath } from './walking';

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

/** Seconds of a local date-time (YYYY-MM-DDTHH:mm[:ss]) on one clock. */
export const secondsOf = (local: string): number =>
  Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`) / 1000;

/** The minute a time is shown at (YYYY-MM-DDTHH:mm, rounded down). */
export const minuteOf = (seconds: number): string =>
  new Date(Math.floor(seconds / 60) * 60_000).toISOString().slice(0, 16);

/** Walking seconds learnt on the streets for the planner (transit-service WalkCorrections). */
export interface LearntWalks {
  access: Map<string, number>;
  egress: Map<string, number>;
  foot: Map<string, number>;
}

/** What building the trips of a request shares. */
export interface TripBuild {
  ctx: MultimodalContext;
  speedKmh: number;
  cache: Map<string, Promise<RoutedPath>>;
  labels: { from: string; to: string };
}

/** A leg with its exact times (seconds) and, for a walk, its route. */
interface TimedLeg {
  leg: TransitLeg;
  path: RoutedPath | undefined;
  start: number;
  end: number;
}

/** A journey once timed: its trip when it holds, else the walking times that broke it. */
export type TimedJourney =
  { holds: true; trip: PlannedTrip } | { holds: false; learnt: LearntWalks };

function place(p: TransitPlace, seconds: number, name?: string): LegPlace {
  return {
    name: name ?? p.name,
    lng: round5(p.lng),
    lat: round5(p.lat),
    time: minuteOf(seconds),
    ...(p.stopId ? { stopId: p.stopId } : {}),
  };
}

async function routeWalks(b: TripBuild, j: TransitJourney): Promise<(RoutedPath | undefined)[]> {
  return Promise.all(
    j.legs.map((leg) => {
      if (leg.mode !== 'walk') return Promise.resolve(undefined);
      const end = (p: TransitPlace): LegPlace => ({
        name: p.name,
        lng: round5(p.lng),
        lat: round5(p.lat),
        time: '',
      });
      return walkPath(
        b.ctx.deps.routing,
        {
          from: end(leg.from),
          to: end(leg.to),
          speedKmh: b.speedKmh,
          lang: b.ctx.request.lang,
          narrative: b.ctx.narrative,
        },
        b.cache,
      );
    }),
  );
}

/** Exact times of every leg: vehicles as timetabled, walks as long as their routes. */
function clock(j: TransitJourney, paths: readonly (RoutedPath | undefined)[]): TimedLeg[] {
  const timed: TimedLeg[] = j.legs.map((leg, i) => ({
    leg,
    path: paths[i],
    start: secondsOf(leg.from.time),
    end: secondsOf(leg.to.time),
  }));
  timed.forEach((t, i) => {
    if (!t.path) return;
    const previous = timed[i - 1];
    const next = timed[i + 1];
    if (previous) {
      t.start = previous.end;
      t.end = t.start + t.path.seconds;
    } else if (next) {
      t.end = next.start;
      t.start = t.end - t.path.seconds;
    } else {
      t.end = t.start + t.path.seconds;
    }
  });
  return timed;
}

/** True when the timed journey can be made and answers the request's time. */
function holds(timed: readonly TimedLeg[], ctx: MultimodalContext): boolean {
  const changes = timed.every((t, i) => {
    const next = timed[i + 1];
    return !next || t.end <= next.start;
  });
  const asked = secondsOf(ctx.time);
  const first = timed[0]?.start ?? asked;
  const last = timed.at(-1)?.end ?? asked;
  return changes && (ctx.arriveBy ? last <= asked : first >= asked);
}

/** The walks whose routes last longer than the planner thought, as corrections. */
function learntOf(timed: readonly TimedLeg[]): LearntWalks {
  const out: LearntWalks = { access: new Map(), egress: new Map(), foot: new Map() };
  timed.forEach((t, i) => {
    if (!t.path || t.path.seconds <= t.leg.durationSeconds) return;
    const seconds = Math.round(t.path.seconds);
    const [from, to] = [t.leg.from.stopId, t.leg.to.stopId];
    if (i === 0 && to) out.access.set(to, seconds);
    else if (i === timed.length - 1 && from) out.egress.set(from, seconds);
    else if (from && to) out.foot.set(`${from}>${to}`, seconds);
  });
  return out;
}

function plannedLeg(b: TripBuild, t: TimedLeg, o: { first: boolean; last: boolean }): PlannedLeg {
  const { leg, path } = t;
  const from = place(leg.from, t.start, o.first && path ? b.labels.from : undefined);
  const to = place(leg.to, t.end, o.last && path ? b.labels.to : undefined);
  const seconds = secondsOf(to.time) - secondsOf(from.time);
  if (path) {
    return {
      mode: 'walk',
      from,
      to,
      seconds,
      metres: path.metres,
      geometry: path.geometry,
      maneuvers: path.maneuvers,
      co2Grams: 0,
      step: 0,
    };
  }
  const mode = leg.mode === 'walk' ? 'bus' : leg.mode;
  return {
    mode,
    from,
    to,
    seconds,
    metres: leg.distanceMetres,
    geometry: leg.geometry.map(([lng, lat]) => [round5(lng), round5(lat)]),
    line: leg.line,
    headsign: leg.headsign,
    intermediate: (leg.intermediate ?? []).map((p) => place(p, secondsOf(p.time))),
    co2Grams: transitCo2Grams(mode, leg.distanceMetres),
    step: 0,
  };
}

/** Routes the walks of a journey and times it (see the module's comment). */
export async function timeJourney(b: TripBuild, j: TransitJourney): Promise<TimedJourney> {
  const timed = clock(j, await routeWalks(b, j));
  if (!holds(timed, b.ctx)) return { holds: false, learnt: learntOf(timed) };
  const last = timed.length - 1;
  const legs = timed.map((t, i) => plannedLeg(b, t, { first: i === 0, last: i === last }));
  const departure = legs[0]?.from.time ?? minuteOf(secondsOf(j.departure));
  const arrival = legs.at(-1)?.to.time ?? minuteOf(secondsOf(j.arrival));
  return {
    holds: true,
    trip: {
      legs,
      departure,
      arrival,
      seconds: secondsOf(arrival) - secondsOf(departure),
      transfers: j.transfers,
      price: null,
    },
  };
}
