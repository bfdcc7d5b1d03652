import type { Timetable } from '../../artefacts/transit/timetable';
import { CHANGE_SECONDS, DAY_SHIFTS, LABEL, type RaptorState } from './raptor-state';

const DAY = 86_400;

/** Earliest trip of pattern p leaving position j at or after `time`, over the three service days. */
export function earliestTrip(
  st: RaptorState,
  p: number,
  j: number,
  time: number,
): { trip: number; shift: number; dep: number } | undefined {
  const t = st.t;
  const [t0, t1] = [t.patternTripStart[p]!, t.patternTripStart[p + 1]!];
  let best: { trip: number; shift: number; dep: number } | undefined;
  for (const shift of DAY_SHIFTS) {
    const target = time - shift * DAY;
    let lo = t0;
    let hi = t1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (t.departures[t.tripTimeStart[mid]! + j]! < target) lo = mid + 1;
      else hi = mid;
    }
    for (let trip = lo; trip < t1; trip++) {
      const dep = t.departures[t.tripTimeStart[trip]! + j]! + shift * DAY;
      if (best && dep >= best.dep) break;
      if (st.runs(trip, shift)) {
        best = { trip, shift, dep };
        break;
      }
    }
  }
  return best;
}

/** Options of one pattern scan. */
export interface ScanOptions {
  k: number;
  pattern: number;
  start: number;
  bound: number;
  mark: (stop: number) => void;
}

/** Scans pattern p from position `start` in round k (forward: earliest arrivals). */
export function scanForward(st: RaptorState, o: ScanOptions): void {
  const t: Timetable = st.t;
  const base = t.patternStopStart[o.pattern]!;
  const len = t.patternStopStart[o.pattern + 1]! - base;
  const firstTrip = t.tripTimeStart[t.patternTripStart[o.pattern]!]!;
  let trip = -1;
  let shift = 0;
  let boardPos = -1;
  let boardStop = -1;
  for (let j = o.start; j < len; j++) {
    const s = t.patternStops[base + j]!;
    if (trip >= 0 && (t.stopTimeFlags[firstTrip + j]! & 2) === 0) {
      const arr = t.arrivals[t.tripTimeStart[trip]! + j]! + shift * DAY;
      if (arr < st.best[s]! && arr < o.bound) {
        const i = st.at(o.k, s);
        st.times[i] = arr;
        st.ready[i] = arr + CHANGE_SECONDS;
        st.best[s] = arr;
        st.kind[i] = LABEL.trip;
        st.from[i] = boardStop;
        st.trip[i] = trip;
        st.shift[i] = shift;
        st.posFrom[i] = boardPos;
        st.posTo[i] = j;
        o.mark(s);
      }
    }
    const prev = st.ready[st.at(o.k - 1, s)]!;
    if ((t.stopTimeFlags[firstTrip + j]! & 1) !== 0 || prev >= o.bound) continue;
    const current = trip >= 0 ? t.departures[t.tripTimeStart[trip]! + j]! + shift * DAY : Infinity;
    if (prev > current) continue;
    const found = earliestTrip(st, o.pattern, j, prev);
    if (found && found.dep < current) {
      ({ trip, shift } = found);
      boardPos = j;
      boardStop = s;
    }
  }
}

/** Footpaths from the stops reached by a trip in round k (one footpath between two trips). */
export function relaxForward(
  st: RaptorState,
  k: number,
  stops: readonly number[],
  options: { bound: number; mark: (s: number) => void },
): void {
  const t = st.t;
  for (const s of stops) {
    // A stop reached on foot in this round walks no further: walks never follow each other.
    if (st.kind[st.at(k, s)] === LABEL.foot) continue;
    const from = st.times[st.at(k, s)]!;
    for (let f = t.footStart[s]!; f < t.footStart[s + 1]!; f++) {
      const to = t.footTo[f]!;
      const seconds = st.footSeconds(f, s, to);
      const arr = from + seconds;
      if (arr < st.best[to]! && arr < options.bound) {
        const i = st.at(k, to);
        st.times[i] = arr;
        st.ready[i] = arr;
        st.best[to] = arr;
        st.kind[i] = LABEL.foot;
        st.from[i] = s;
        st.walk[i] = seconds;
        options.mark(to);
      }
    }
  }
}
