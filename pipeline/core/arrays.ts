/**
 * Array helpers that work at any size: `Math.min(...values)` and `push(...items)` pass every
 * element as an argument and overflow the stack past ~100,000 (SNCF's calendar_dates, a national
 * coastline), so the pipeline uses these instead.
 */

/** The smallest value (Infinity for none). */
export function minOf(values: Iterable<number>): number {
  let min = Infinity;
  for (const v of values) if (v < min) min = v;
  return min;
}

/** The largest value (−Infinity for none). */
export function maxOf(values: Iterable<number>): number {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  return max;
}

/** Appends every item of `items` to `target`; returns `target`. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
