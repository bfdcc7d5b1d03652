import type { Timetable } from '../../artefacts/transit/timetable';
import type { ScanOptions } from './raptor-forward';
import { CHANGE_SECONDS, DAY_SHIFTS, LABEL, type RaptorState } from './raptor-state';

const DAY = 86_400;

/** Latest trip of pattern p reaching position j at or before `time`, over the three service days. */
export function latestTrip(
  st: RaptorState,
  p: number,
  j: number,
  time: number,
): { trip: number; shift: number; arr: number } | undefined {
  const t = st.t;
  const [t0, t1] = [t.patternTripStart[p]!, t.patternTripStart[p + 1]!];
  let best: { trip: number; shift: number; arr: number } | undefined;
  for (const shift of DAY_SHIFTS) {
    const target = time - shift * DAY;
    let lo = t0;
    let hi = t1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (t.arrivals[t.tripTimeStart[mid]! + j]! <= target) lo = mid + 1;
      else hi = mid;
    }
    for (let trip = lo - 1; trip >= t0; trip--) {
      const arr = t.arrivals[t.tripTimeStart[trip]! + j]! + shift * DAY;
      if (best && arr <= best.arr) break;
      if (st.runs(trip, shift)) {
        best = { trip, shift, arr };
        break;
      }
    }
  }
  return best;
}

/**
 * Scans pattern p from position `start` down to its first stop in round k (arrive-by: latest
 * departures). `bound` is the latest departure from the origin found so far.
 */
export function scanReverse(st: RaptorState, o: ScanOptions): void {
  const t: Timetable = st.t;
  const base = t.patternStopStart[o.pattern]!;
  const firstTrip = t.tripTimeStart[t.patternTripStart[o.pattern]!]!;
  let trip = -1;
  let shift = 0;
  let alightPos = -1;
  let alightStop = -1;
  for (let j = o.start; j >= 0; j--) {
    const s = t.patternStops[base + j]!;
    if (trip >= 0 && (t.stopTimeFlags[firstTrip + j]! & 1) === 0) {
      const dep = t.departures[t.tripTimeStart[trip]! + j]! + shift * DAY;
      if (dep > st.best[s]! && dep > o.bound) {
        const i = st.at(o.k, s);
        st.times[i] = dep;
        st.ready[i] = dep - CHANGE_SECONDS;
        st.best[s] = dep;
        st.kind[i] = LABEL.trip;
        st.from[i] = alightStop;
        st.trip[i] = trip;
        st.shift[i] = shift;
        st.posFrom[i] = j;
        st.posTo[i] = alightPos;
        o.mark(s);
      }
    }
    const next = st.ready[st.at(o.k - 1, s)]!;
    if ((t.stopTimeFlags[firstTrip + j]! & 2) !== 0 || next <= o.bound) continue;
    const current = trip >= 0 ? t.arrivals[t.tripTimeStart[trip]! + j]! + shift * DAY : -Infinity;
    if (next < current) continue;
    const found = latestTrip(st, o.pattern, j, next);
    if (found && found.arr > current) {
      ({ trip, shift } = found);
      alightPos = j;
      alightStop = s;
    }
  }
}

/** Footpaths into the stops reached by a trip in round k (walked backwards in time). */
export function relaxReverse(
  st: RaptorState,
  k: number,
  stops: readonly number[],
  options: {
    bound: number;
    mark: (s: number) => void;
    /** Footpaths into a stop: (from stop, footpath index). */
    incoming: (s: number) => Iterable<[number, number]>;
  },
): void {
  for (const s of stops) {
    // A stop reached on foot in this round walks no further: walks never follow each other.
    if (st.kind[st.at(k, s)] === LABEL.foot) continue;
    const at = st.times[st.at(k, s)]!;
    for (const [from, f] of options.incoming(s)) {
      const seconds = st.footSeconds(f, from, s);
      const dep = at - seconds;
      if (dep > st.best[from]! && dep > options.bound) {
        const i = st.at(k, from);
        st.times[i] = dep;
        st.ready[i] = dep;
        st.best[from] = dep;
        st.kind[i] = LABEL.foot;
        st.from[i] = s;
        st.walk[i] = seconds;
        options.mark(from);
      }
    }
  }
}
