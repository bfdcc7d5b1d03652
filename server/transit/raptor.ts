import type { Timetable } from '../../artefacts/transit/timetable';
import { relaxForward, scanForward } from './raptor-forward';
import { relaxReverse, scanReverse } from './raptor-reverse';
import { LABEL, RaptorState } from './raptor-state';
import type { RaptorJourney, RaptorLeg, RaptorQuery, StopAccess } from './raptor-types';

const FAR = 2_000_000_000;
const incomingCache = new WeakMap<Timetable, [number, number][][]>();

/** Footpaths into each stop (from, footpath index), built once per timetable. */
function incomingFootpaths(t: Timetable): [number, number][][] {
  let inc = incomingCache.get(t);
  if (!inc) {
    inc = Array.from({ length: t.stopIds.length }, () => []);
    for (let s = 0; s < t.stopIds.length; s++) {
      for (let f = t.footStart[s]!; f < t.footStart[s + 1]!; f++) inc[t.footTo[f]!]!.push([s, f]);
    }
    incomingCache.set(t, inc);
  }
  return inc;
}

/** Pattern of a trip (trips are stored pattern by pattern). */
export function patternOfTrip(t: Timetable, trip: number): number {
  let lo = 0;
  let hi = t.patternRoute.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t.patternTripStart[mid]! <= trip) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

class Marks {
  readonly flags: Uint8Array;
  list: number[] = [];
  constructor(size: number) {
    this.flags = new Uint8Array(size);
  }
  readonly mark = (s: number): void => {
    if (this.flags[s]) return;
    this.flags[s] = 1;
    this.list.push(s);
  };
  take(): number[] {
    const out = this.list;
    for (const s of out) this.flags[s] = 0;
    this.list = [];
    return out;
  }
}

function seed(
  st: RaptorState,
  endpoints: readonly StopAccess[],
  options: { time: number; sign: 1 | -1; marks: Marks },
): void {
  for (const a of endpoints) {
    const i = st.at(0, a.stop);
    const time = options.time + options.sign * a.seconds;
    if (options.sign * (time - st.times[i]!) < 0) {
      st.times[i] = time;
      st.ready[i] = time;
      st.best[a.stop] = time;
      st.kind[i] = LABEL.endpoint;
      st.walk[i] = a.seconds;
      options.marks.mark(a.stop);
    }
  }
}

function queuePatterns(
  st: RaptorState,
  stops: readonly number[],
  reverse: boolean,
  queue: Int32Array,
): number[] {
  const t = st.t;
  const touched: number[] = [];
  for (const s of stops) {
    for (let x = t.stopPatternStart[s]!; x < t.stopPatternStart[s + 1]!; x++) {
      const p = t.stopPatternIdx[x]!;
      const pos = t.stopPatternPos[x]!;
      if (queue[p] === -1) {
        touched.push(p);
        queue[p] = pos;
      } else if (reverse ? pos > queue[p]! : pos < queue[p]!) queue[p] = pos;
    }
  }
  return touched;
}

/** Runs RAPTOR and returns the Pareto set of journeys (by arrival or departure, and trips). */
export function raptor(t: Timetable, q: RaptorQuery): RaptorJourney[] {
  const reverse = q.direction === 'arrive';
  const sign = reverse ? -1 : 1;
  const rounds = (q.maxTransfers ?? 5) + 1;
  const st = new RaptorState(t, rounds, {
    day: q.day,
    unreached: reverse ? -FAR : FAR,
    foot: q.foot,
  });
  const marks = new Marks(t.stopIds.length);
  seed(st, reverse ? q.egress : q.access, { time: q.time, sign: sign, marks });
  const targets = reverse ? q.access : q.egress;
  const queue = new Int32Array(t.patternRoute.length).fill(-1);
  let bound = reverse ? -FAR : FAR;
  const found: { k: number; stop: number; time: number }[] = [];
  for (let k = 1; k <= rounds && marks.list.length > 0; k++) {
    st.copyRound(k);
    const touched = queuePatterns(st, marks.take(), reverse, queue);
    for (const p of touched) {
      const options = { k, pattern: p, start: queue[p]!, bound, mark: marks.mark };
      if (reverse) scanReverse(st, options);
      else scanForward(st, options);
      queue[p] = -1;
    }
    const byTrip = [...marks.list];
    if (reverse)
      relaxReverse(st, k, byTrip, {
        bound,
        mark: marks.mark,
        incoming: (s) => incomingFootpaths(t)[s]!,
      });
    else relaxForward(st, k, byTrip, { bound, mark: marks.mark });
    let improved: { stop: number; time: number } | undefined;
    for (const e of targets) {
      if (!ridden(st, k, e.stop)) continue;
      const time = st.times[st.at(k, e.stop)]! + sign * e.seconds;
      if (sign * (time - bound) < 0) {
        bound = time;
        improved = { stop: e.stop, time };
      }
    }
    if (improved) found.push({ k, ...improved });
  }
  return found.map((f) => journeyOf(st, { ...f, reverse, endpoints: targets, asked: q.time }));
}

function labelRound(st: RaptorState, k: number, s: number): number {
  let r = k;
  while (r > 0 && st.kind[st.at(r, s)] === LABEL.none) r--;
  return r;
}

/**
 * True when stop s was last reached by a vehicle: a journey ends (or, arrive-by, starts) with
 * a vehicle, not with a walk from the step (no vehicle at all) or after a footpath (two walks).
 */
function ridden(st: RaptorState, k: number, s: number): boolean {
  return st.kind[st.at(labelRound(st, k, s), s)] === LABEL.trip;
}

function journeyOf(
  st: RaptorState,
  f: {
    k: number;
    stop: number;
    time: number;
    reverse: boolean;
    endpoints: readonly StopAccess[];
    /** The requested time: a journey without a vehicle is timed from it. */
    asked: number;
  },
): RaptorJourney {
  const t = st.t;
  const legs: RaptorLeg[] = [];
  const end = f.endpoints.find((e) => e.stop === f.stop)!;
  legs.push({ type: f.reverse ? 'access' : 'egress', stop: f.stop, seconds: end.seconds });
  let k = f.k;
  let s = f.stop;
  for (let guard = 0; guard < 100; guard++) {
    k = labelRound(st, k, s);
    const i = st.at(k, s);
    const kind = st.kind[i];
    if (kind === LABEL.endpoint) {
      legs.push({ type: f.reverse ? 'egress' : 'access', stop: s, seconds: st.walk[i]! });
      break;
    }
    const other = st.from[i]!;
    if (kind === LABEL.foot) {
      legs.push(
        f.reverse
          ? { type: 'foot', from: s, to: other, seconds: st.walk[i]! }
          : { type: 'foot', from: other, to: s, seconds: st.walk[i]! },
      );
    } else {
      const trip = st.trip[i]!;
      legs.push({
        type: 'trip',
        pattern: patternOfTrip(t, trip),
        trip,
        dayShift: st.shift[i]!,
        fromPos: st.posFrom[i]!,
        toPos: st.posTo[i]!,
      });
      k--;
    }
    s = other;
  }
  if (!f.reverse) legs.reverse();
  return withTimes(t, legs, { asked: f.asked, reverse: f.reverse });
}

/**
 * Departure and arrival of a journey from its legs (walks hug the vehicles); a journey without a
 * vehicle leaves at the requested time (arrive-by: arrives at it), never at midnight.
 */
export function withTimes(
  t: Timetable,
  legs: RaptorLeg[],
  request: { asked: number; reverse: boolean },
): RaptorJourney {
  const walked = legs.reduce((n, l) => n + ('seconds' in l ? l.seconds : 0), 0);
  if (!legs.some((l) => l.type === 'trip')) {
    const departure = request.reverse ? request.asked - walked : request.asked;
    return { legs, departure, arrival: departure + walked, trips: 0 };
  }
  const tripLegs = legs.filter((l): l is Extract<RaptorLeg, { type: 'trip' }> => l.type === 'trip');
  const first = tripLegs[0];
  const last = tripLegs[tripLegs.length - 1];
  const timeAt = (l: Extract<RaptorLeg, { type: 'trip' }>, pos: number, arr: boolean): number =>
    (arr ? t.arrivals : t.departures)[t.tripTimeStart[l.trip]! + pos]! + l.dayShift * 86_400;
  const before = legs
    .slice(0, legs.indexOf(first!))
    .reduce((n, l) => n + ('seconds' in l ? l.seconds : 0), 0);
  const after = legs
    .slice(legs.indexOf(last!) + 1)
    .reduce((n, l) => n + ('seconds' in l ? l.seconds : 0), 0);
  return {
    legs,
    departure: first ? timeAt(first, first.fromPos, false) - before : 0,
    arrival: last ? timeAt(last, last.toPos, true) + after : 0,
    trips: tripLegs.length,
  };
}
