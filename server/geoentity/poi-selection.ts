/**
 * Which POIs a list shows, on the search index's in-memory data (positions and the entry ids of
 * each rubric): those of a set of rubrics inside a box, nearest its centre first; with
 * extend_bbox the nearest outside when the box holds none (within its reach, search/reach.ts);
 * without a box the nearest to a point
 * (the region's centre). Twins (one name, one rubric, within 150 m: the two stops of a line, a
 * shop's node and building) count once.
 */
import type { Bbox, LngLat } from '../../src/domain/geo';
import type { EntryRow } from '../search/entry-row';
import { squaredReach } from '../search/reach';
import type { SearchIndex } from '../search/search-index';

/** A candidate: entry id and squared distance (scaled degrees). */
interface Candidate {
  id: number;
  d: number;
}

/** Entry ids of the POIs of some rubrics (each id once). */
export function rubricEntries(index: SearchIndex, rubricIds: readonly string[]): Int32Array[] {
  return rubricIds.flatMap((r) => {
    const list = index.byCategory.get(`rubric:${r}`);
    return list ? [list] : [];
  });
}

/** Options of a box selection. */
export interface BoxSelection {
  index: SearchIndex;
  rubricIds: readonly string[];
  box: Bbox | undefined;
  /** Where distances are measured from without a box. */
  fallbackCenter: LngLat;
  /** Candidates kept (twins are dropped afterwards). */
  limit: number;
  extend: boolean;
}

/** Entry ids, nearest the centre first, at most `limit` (before twins are dropped). */
export function selectInBox(options: BoxSelection): number[] {
  const { index, box } = options;
  const cx = box ? (box[0] + box[2]) / 2 : options.fallbackCenter.lng;
  const cy = box ? (box[1] + box[3]) / 2 : options.fallbackCenter.lat;
  const lists = rubricEntries(index, options.rubricIds);
  const inside = candidates(index, lists, { cx, cy, keep: (x, y) => !box || inBox(box, x, y) });
  // Outside the box only when it holds none (extend_bbox): a second pass, rarely taken.
  const reach = box ? squaredReach(box) : Infinity;
  const chosen =
    inside.length > 0 || !options.extend
      ? inside
      : candidates(index, lists, { cx, cy, keep: () => true }).filter((c) => c.d <= reach);
  return nearest(chosen, options.limit).map((c) => c.id);
}

function inBox(box: Bbox, x: number, y: number): boolean {
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

/** The entries a test keeps, with their squared distance to the centre (scaled degrees). */
function candidates(
  index: SearchIndex,
  lists: readonly Int32Array[],
  options: { cx: number; cy: number; keep: (x: number, y: number) => boolean },
): Candidate[] {
  const { lng, lat } = index.data;
  const k = Math.cos((options.cy * Math.PI) / 180);
  const out: Candidate[] = [];
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      const id = list[i]!;
      const x = lng[id]!;
      const y = lat[id]!;
      if (options.keep(x, y))
        out.push({ id, d: ((x - options.cx) * k) ** 2 + (y - options.cy) ** 2 });
    }
  }
  return out;
}

/** The `limit` nearest candidates, sorted (a partial selection would not pay at these sizes). */
function nearest(candidates: Candidate[], limit: number): Candidate[] {
  candidates.sort((a, b) => a.d - b.d);
  return candidates.length > limit ? candidates.slice(0, limit) : candidates;
}

/** Drops twins: the same name and rubric within about 150 m of a row kept before. */
export function dropTwins(rows: readonly EntryRow[], max: number): EntryRow[] {
  const out: EntryRow[] = [];
  for (const r of rows) {
    const twin = out.some(
      (o) =>
        o.name === r.name &&
        o.rubric_id === r.rubric_id &&
        Math.abs(o.lat - r.lat) < 0.00135 &&
        Math.abs(o.lng - r.lng) < 0.002,
    );
    if (!twin) out.push(r);
    if (out.length >= max) break;
  }
  return out;
}
