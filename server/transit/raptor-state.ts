import type { Timetable } from '../../artefacts/transit/timetable';
import { serviceRuns } from '../../artefacts/transit/timetable';
import type { FootTimes } from './raptor-types';

/** Label kinds of the RAPTOR bags. */
export const LABEL = { none: 0, endpoint: 1, trip: 2, foot: 3 } as const;

/** Day shifts scanned: trips of the service day before, of, and after the query day. */
export const DAY_SHIFTS = [-1, 0, 1] as const;

/** Seconds needed to change vehicles at a stop (alight, then board another vehicle). */
export const CHANGE_SECONDS = 60;

/** Per-round arrival times and how each stop was reached. */
export class RaptorState {
  readonly times: Int32Array;
  /** When a vehicle can be boarded (forward) or left (reverse) at the stop: times ± a change. */
  readonly ready: Int32Array;
  readonly best: Int32Array;
  readonly kind: Uint8Array;
  readonly from: Int32Array;
  readonly trip: Int32Array;
  readonly shift: Int8Array;
  /** Trip labels: boarding and alighting positions in the pattern. */
  readonly posFrom: Int32Array;
  readonly posTo: Int32Array;
  /** Endpoint and foot labels: walking seconds. */
  readonly walk: Int32Array;
  /** activeTrip[(shift + 1) × trips + t] = 1 when trip t runs on day + shift. */
  readonly activeTrip: Uint8Array;

  private readonly foot: FootTimes | undefined;

  constructor(
    readonly t: Timetable,
    readonly rounds: number,
    options: { day: number; unreached: number; foot?: FootTimes | undefined },
  ) {
    this.foot = options.foot;
    const size = (rounds + 1) * t.stopIds.length;
    this.times = new Int32Array(size).fill(options.unreached);
    this.ready = new Int32Array(size).fill(options.unreached);
    this.best = new Int32Array(t.stopIds.length).fill(options.unreached);
    this.kind = new Uint8Array(size);
    this.from = new Int32Array(size);
    this.trip = new Int32Array(size);
    this.shift = new Int8Array(size);
    this.posFrom = new Int32Array(size);
    this.posTo = new Int32Array(size);
    this.walk = new Int32Array(size);
    const trips = t.tripService.length;
    this.activeTrip = new Uint8Array(trips * DAY_SHIFTS.length);
    const byService = new Map<number, [boolean, boolean, boolean]>();
    for (let i = 0; i < trips; i++) {
      const s = t.tripService[i]!;
      let runs = byService.get(s);
      if (!runs) {
        runs = [
          serviceRuns(t, s, options.day - 1),
          serviceRuns(t, s, options.day),
          serviceRuns(t, s, options.day + 1),
        ];
        byService.set(s, runs);
      }
      for (let d = 0; d < 3; d++) this.activeTrip[d * trips + i] = runs[d] ? 1 : 0;
    }
  }

  /** Index of stop s in round k. */
  at(k: number, s: number): number {
    return k * this.t.stopIds.length + s;
  }

  /** Starts round k from round k − 1 (at most k trips is at least as good as k − 1). */
  copyRound(k: number): void {
    const n = this.t.stopIds.length;
    this.times.copyWithin(k * n, (k - 1) * n, k * n);
    this.ready.copyWithin(k * n, (k - 1) * n, k * n);
  }

  /** Seconds of footpath f (index in the timetable's footpaths) from stop `from` to stop `to`. */
  footSeconds(f: number, from: number, to: number): number {
    const base = this.t.footSeconds[f]!;
    const foot = this.foot;
    if (!foot) return base;
    return foot.override?.get(from * this.t.stopIds.length + to) ?? Math.round(base * foot.factor);
  }

  /** True when trip t runs on the query day + shift. */
  runs(trip: number, shift: number): boolean {
    return this.activeTrip[(shift + 1) * this.t.tripService.length + trip] === 1;
  }
}
