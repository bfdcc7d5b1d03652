/** One line of the bench table. */
export interface BenchRow {
  bench: string;
  metric: string;
  value: string;
  target: string;
  /** true when the target is met, false when missed, undefined when informative. */
  ok?: boolean;
}

/** Renders the rows as an aligned text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((r) => [
    r.bench,
    r.metric,
    r.value,
    r.target,
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const header = ['bench', 'metric', 'value', 'target', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const fmt = (c: string[]): string => c.map((v, i) => v.padEnd(widths[i]!)).join(' │ ');
  return [fmt(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...cells.map(fmt)].join('\n');
}

/** Percentile of a sorted or unsorted sample (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
