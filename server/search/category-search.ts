/**
 * The POIs of a category or chain around a place: those inside the box, nearest its centre
 * first; with extend_bbox, when the box holds fewer than `SPARSE_LIST_MIN`, the nearest ones
 * outside complete them, within its reach (reach.ts): « pharmacie » typed with the map on one
 * street lists the neighbourhood's, as Google Maps does, not the one under the street.
 */
import type { Bbox } from '../../src/domain/geo';
import { squaredReach } from './reach';
import type { SearchIndex } from './search-index';

/** Fewer places than this in the box: the nearest ones outside complete the list. */
export const SPARSE_LIST_MIN = 5;

/** Options of a category search. */
export interface CategoryPoisOptions {
  index: SearchIndex;
  /** 'rubric:<id>' or 'chain:<id>'. */
  key: string;
  box: Bbox | undefined;
  extend: boolean;
  /** A view's few places are completed by the nearest outside (not a named place's). */
  complete: boolean;
  max: number;
}

/** Entry ids of the POIs, best first. */
export function categoryPois(options: CategoryPoisOptions): number[] {
  const ids = options.index.byCategory.get(options.key);
  if (!ids || ids.length === 0) return [];
  const box = options.box;
  if (!box) return [...ids.subarray(0, options.max)];
  const { lng, lat } = options.index.data;
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  const k = Math.cos((cy * Math.PI) / 180);
  const scored: { id: number; d: number; inside: boolean }[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const x = lng[id]!;
    const y = lat[id]!;
    const inside = x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
    scored.push({ id, d: ((x - cx) * k) ** 2 + (y - cy) ** 2, inside });
  }
  scored.sort((a, b) => a.d - b.d);
  const inside = scored.filter((s) => s.inside);
  const enough = inside.length >= SPARSE_LIST_MIN || (inside.length > 0 && !options.complete);
  if (enough || !options.extend) return inside.slice(0, options.max).map((s) => s.id);
  const reach = squaredReach(box);
  const outside = scored.filter((s) => !s.inside && s.d <= reach);
  // None inside: the nearest ones, as many as a list holds; a few: completed to the minimum.
  const wanted = inside.length === 0 ? options.max : Math.min(options.max, SPARSE_LIST_MIN);
  return [...inside, ...outside.slice(0, Math.max(0, wanted - inside.length))]
    .slice(0, options.max)
    .map((s) => s.id);
}
