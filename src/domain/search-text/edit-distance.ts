/**
 * Typo tolerance of the search: how many edits a word may have, and a bounded edit distance
 * (insertions, deletions, substitutions and transpositions of neighbours each count as one).
 */

/** Edits allowed on a query word: one from 5 letters, two from 9 letters. */
export function allowedEdits(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Rows of the dynamic programme, reused between calls (words are short). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

function ensureRows(n: number): readonly [Int32Array, Int32Array, Int32Array] {
  if (rows[0].length <= n)
    rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  return rows;
}

/**
 * Optimal string alignment distance between a and b, or `max + 1` as soon as it exceeds `max`
 * (the caller only needs to know whether it is within the bound). Only the band of width
 * 2·max + 1 around the diagonal is computed.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  const big = max + 1;
  let [prev2, prev, cur] = ensureRows(n);
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : big;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    cur[from - 1] = from === 1 && i <= max ? i : big;
    let rowMin = big;
    for (let j = from; j <= to; j++) {
      const ca = a.charCodeAt(i - 1);
      const cb = b.charCodeAt(j - 1);
      let d = prev[j - 1]! + (ca === cb ? 0 : 1);
      if (j < i + max) d = Math.min(d, prev[j]! + 1);
      if (j > from) d = Math.min(d, cur[j - 1]! + 1);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (to < n) cur[to + 1] = big;
    if (rowMin > max) return big;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, big);
}
