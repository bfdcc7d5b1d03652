import type { Timetable } from '../../../artefacts/transit/timetable';
import {
  footpathEstimate,
  MAX_FOOTPATH_METRES,
  metres,
  MIN_TRANSFER_SECONDS,
} from '../../../artefacts/transit/footpaths';

/** Options of {@link buildFootpaths}. */
export interface FootpathOptions {
  lat: readonly number[];
  lon: readonly number[];
  /** Stop index → parent station id. */
  parents: ReadonlyMap<number, string>;
  transfers: readonly { from: string; to: string; type: number; minTime: number | undefined }[];
  stops: ReadonlyMap<string, number>;
}

function neighbours(options: FootpathOptions): Map<number, Map<number, number>> {
  const { lat, lon } = options;
  const cell = 0.005;
  const grid = new Map<string, number[]>();
  const key = (a: number, b: number): string => `${Math.floor(a / cell)},${Math.floor(b / cell)}`;
  lat.forEach((la, i) => {
    const k = key(la, lon[i]!);
    grid.set(k, [...(grid.get(k) ?? []), i]);
  });
  const out = new Map<number, Map<number, number>>();
  lat.forEach((la, i) => {
    const row = new Map<number, number>();
    const [ci, cj] = [Math.floor(la / cell), Math.floor(lon[i]! / cell)];
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        for (const j of grid.get(`${ci + di},${cj + dj}`) ?? []) {
          if (j === i) continue;
          const d = metres(la, lon[i]!, lat[j]!, lon[j]!);
          if (d <= MAX_FOOTPATH_METRES) row.set(j, footpathEstimate(d));
        }
      }
    }
    out.set(i, row);
  });
  return out;
}

/**
 * Footpaths between stops: every pair closer than 400 m (walked at 5 km/h with a 1.3 detour
 * factor, at least 60 s), stops of one station, and transfers.txt (min_transfer_time raises the
 * time; transfer_type 3 forbids the transfer).
 */
export function buildFootpaths(
  options: FootpathOptions,
): Pick<Timetable, 'footStart' | 'footTo' | 'footSeconds'> {
  const paths = neighbours(options);
  const byParent = new Map<string, number[]>();
  for (const [stop, parent] of options.parents)
    byParent.set(parent, [...(byParent.get(parent) ?? []), stop]);
  for (const group of byParent.values()) {
    for (const a of group)
      for (const b of group)
        if (a !== b && !paths.get(a)!.has(b)) paths.get(a)!.set(b, MIN_TRANSFER_SECONDS * 2);
  }
  for (const t of options.transfers) {
    const [a, b] = [options.stops.get(t.from), options.stops.get(t.to)];
    if (a === undefined || b === undefined || a === b) continue;
    if (t.type === 3) paths.get(a)!.delete(b);
    else if (t.minTime !== undefined)
      paths.get(a)!.set(b, Math.max(t.minTime, paths.get(a)!.get(b) ?? 0));
  }
  const count = options.lat.length;
  const total = [...paths.values()].reduce((n, m) => n + m.size, 0);
  const footStart = new Int32Array(count + 1);
  const footTo = new Int32Array(total);
  const footSeconds = new Int32Array(total);
  let k = 0;
  for (let s = 0; s < count; s++) {
    footStart[s] = k;
    for (const [to, sec] of paths.get(s) ?? []) {
      footTo[k] = to;
      footSeconds[k] = sec;
      k++;
    }
  }
  footStart[count] = k;
  return { footStart, footTo, footSeconds };
}
