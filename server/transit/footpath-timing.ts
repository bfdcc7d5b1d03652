/**
 * Footpaths walked on the street network. The import links stops closer than 400 m by a
 * straight line × 1.3 at 5 km/h; in a town of stairs, tunnels and cliffs such as Monaco the walk
 * is often much longer (two stops 50 m apart on two levels of the Casino hill are 850 m apart on
 * foot). When the server opens the timetable, every footpath is timed by the walking router
 * (Valhalla's pedestrian matrix at 5 km/h, one call per stop): the planner then changes vehicles
 * only where the traveller can walk in time, and the walks it shows last what their routes last.
 */
import { footpathEstimate, metres, MIN_TRANSFER_SECONDS } from '../../artefacts/transit/footpaths';
import type { Timetable } from '../../artefacts/transit/timetable';

/** Walking from a point to candidate stops: seconds per stop (undefined: not walkable). */
export type WalkTimes = (
  point: [number, number],
  stops: readonly { stop: number; lng: number; lat: number }[],
) => Promise<(number | undefined)[]>;

/** The time of a footpath the router cannot walk: never taken. */
export const UNWALKABLE_SECONDS = 1_000_000_000;

/** How many stops are timed at once. */
const CONCURRENCY = 1;

/** What timing the footpaths found. */
export interface FootpathTiming {
  footpaths: number;
  /** Footpaths the router cannot walk (left out of the planner). */
  unwalkable: number;
  /** Footpaths longer on the streets than their estimate by more than a minute. */
  longer: number;
}

/**
 * The new time of a footpath: the routed walk (at least the one-minute transfer). A footpath
 * whose time is not the straight-line estimate comes from the feed (transfers.txt minimum time,
 * stops of one station): its time stays a minimum.
 */
function timedSeconds(t: Timetable, f: number, from: number, routed: number | undefined): number {
  if (routed === undefined) return UNWALKABLE_SECONDS;
  const to = t.footTo[f]!;
  const estimate = footpathEstimate(
    metres(t.stopLat[from]!, t.stopLon[from]!, t.stopLat[to]!, t.stopLon[to]!),
  );
  const stored = t.footSeconds[f]!;
  const walked = Math.max(MIN_TRANSFER_SECONDS, Math.round(routed));
  return stored === estimate ? walked : Math.max(stored, walked);
}

async function timeStop(t: Timetable, s: number, walk: WalkTimes): Promise<FootpathTiming> {
  const first = t.footStart[s]!;
  const end = t.footStart[s + 1]!;
  const targets: { stop: number; lng: number; lat: number }[] = [];
  for (let f = first; f < end; f++) {
    const to = t.footTo[f]!;
    targets.push({ stop: to, lng: t.stopLon[to]!, lat: t.stopLat[to]! });
  }
  const seconds = await walk([t.stopLon[s]!, t.stopLat[s]!], targets);
  const out: FootpathTiming = { footpaths: 0, unwalkable: 0, longer: 0 };
  for (let f = first; f < end; f++) {
    const before = t.footSeconds[f]!;
    const after = timedSeconds(t, f, s, seconds[f - first]);
    t.footSeconds[f] = after;
    out.footpaths++;
    if (after === UNWALKABLE_SECONDS) out.unwalkable++;
    else if (after > before + 60) out.longer++;
  }
  return out;
}

/** Times every footpath of a timetable (in place: its own copy of the footpath times). */
export async function timeFootpaths(t: Timetable, walk: WalkTimes): Promise<FootpathTiming> {
  const total: FootpathTiming = { footpaths: 0, unwalkable: 0, longer: 0 };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < t.stopIds.length) {
      const s = next++;
      if (t.footStart[s] === t.footStart[s + 1]) continue;
      const r = await timeStop(t, s, walk);
      total.footpaths += r.footpaths;
      total.unwalkable += r.unwalkable;
      total.longer += r.longer;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return total;
}
