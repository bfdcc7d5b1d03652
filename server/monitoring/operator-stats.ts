/**
 * What the operator page shows of the monitoring (issue 16): Web Vitals percentiles per page and
 * day, and the most frequent JavaScript errors. Pure functions over the stored events.
 */
import type { OperatorError, OperatorVital } from '../../src/domain/monitoring/operator';
import type { MonitoringRecord } from '../store/monitoring-store';

function nearestRank(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

/** Vitals (and the map's load time, as `map-load`) per day, page and name, newest day first. */
export function vitalRows(records: readonly MonitoringRecord[]): OperatorVital[] {
  const groups = new Map<string, { day: string; page: string; name: string; values: number[] }>();
  for (const { event, receivedAt } of records) {
    const name =
      event.kind === 'vital' ? event.name : event.kind === 'map-load' ? 'map-load' : null;
    if (!name || !('value' in event)) continue;
    const day = receivedAt.toISOString().slice(0, 10);
    const key = `${day}|${event.page}|${name}`;
    const group = groups.get(key) ?? { day, page: event.page, name, values: [] };
    group.values.push(event.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ values, ...g }) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        ...g,
        count: sorted.length,
        p50: round(nearestRank(sorted, 50)),
        p75: round(nearestRank(sorted, 75)),
        p95: round(nearestRank(sorted, 95)),
      };
    })
    .sort(
      (a, b) =>
        b.day.localeCompare(a.day) || a.page.localeCompare(b.page) || a.name.localeCompare(b.name),
    );
}

/** The `limit` most frequent errors, with their latest occurrence. */
export function topErrors(records: readonly MonitoringRecord[], limit: number): OperatorError[] {
  const rows = new Map<string, OperatorError>();
  for (const { event } of records) {
    if (event.kind !== 'error') continue;
    const row = rows.get(event.message);
    if (!row)
      rows.set(event.message, {
        message: event.message,
        count: 1,
        lastPage: event.page,
        lastStack: event.stack,
        lastAt: event.at,
      });
    else {
      row.count += 1;
      if (event.at >= row.lastAt)
        Object.assign(row, { lastPage: event.page, lastStack: event.stack, lastAt: event.at });
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.count - a.count || b.lastAt - a.lastAt)
    .slice(0, limit);
}
