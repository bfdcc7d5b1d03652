/**
 * How far a list looks for the nearest places when its box holds none (extend_bbox): within
 * three of the box's diagonals of its centre, and at least 20 km. A town's next bakery is an
 * answer; another region's is not (« boulangerie montpellier » is no list of Rouen's bakeries).
 */
import type { Bbox } from '../../src/domain/geo';

/** Degrees of latitude per km. */
const DEGREES_PER_KM = 1 / 111.32;

/** The nearest ones lie within this many of the box's diagonals of its centre… */
const REACH_DIAGONALS = 3;

/** …and at least this far, km. */
export const MIN_REACH_KM = 20;

/**
 * The reach of a box, squared, in the units the lists compare: degrees, longitudes scaled by the
 * cosine of the box's middle latitude.
 */
export function squaredReach(box: Bbox): number {
  const k = Math.cos((((box[1] + box[3]) / 2) * Math.PI) / 180);
  const diagonal = Math.hypot((box[2] - box[0]) * k, box[3] - box[1]);
  return Math.max(MIN_REACH_KM * DEGREES_PER_KM, REACH_DIAGONALS * diagonal) ** 2;
}
