/**
 * Where a list of places stands: whether a list's URL asks for the area its list shows, and a
 * box within another (the boxes of lists travel rounded to 5 decimals).
 */
import type { Bbox } from './geo';

/**
 * A box travels with 5 decimals (poi-api.ts): the box an answer gives back is the one asked,
 * rounded, and may pass it by half of the last decimal. Read as wider, it made the map fit it
 * again after every drag, zooming out (a jump under the hand).
 */
const BOX_ROUNDING = 1e-5;

/**
 * True when a list's URL asks for the area its list shows: the box's centre in the list's (the
 * same box, or a place of the list zoomed on, then Back). A box elsewhere (the pharmacies of
 * Monaco asked with Rouen's on) is another list; no box to compare is the same.
 */
export function sameListArea(list: Bbox | null, asked: Bbox | null): boolean {
  if (!list || !asked) return true;
  const lng = (asked[0] + asked[2]) / 2;
  const lat = (asked[1] + asked[3]) / 2;
  return boxInside(list, [lng, lat, lng, lat]);
}

/** True when `inner` lies within `outer`, the rounding of a box's decimals allowed. */
export function boxInside(outer: Bbox, inner: Bbox): boolean {
  const eps = BOX_ROUNDING;
  return (
    inner[0] >= outer[0] - eps &&
    inner[1] >= outer[1] - eps &&
    inner[2] <= outer[2] + eps &&
    inner[3] <= outer[3] + eps
  );
}
