/**
 * Where the monitoring intake keeps what browsers send (issue 16): the user store's database
 * (SQLite by default, PostgreSQL with several replicas), in its own table, kept 30 days. Each
 * adapter passes `monitoring-store.contract.ts`.
 */
import { z } from 'zod';
import type { Environment, RumBatch, RumEvent } from '../../src/domain/monitoring/rum';
import { rumEventSchema } from '../../src/domain/monitoring/rum-schema';

/** How long events are kept (§9: a month is 30 days). */
export const MONITORING_RETENTION_MS = 30 * 86_400_000;

/** Old events are deleted with a write at most this often (by the writes' own clock). */
export const PRUNE_EVERY_MS = 60_000;

/** A batch waiting for its group's transaction. */
export interface ReceivedBatch {
  batch: RumBatch;
  receivedAt: number;
}

/** The time to delete before, when this group of writes should prune, else undefined. */
export function pruneBefore(
  group: readonly ReceivedBatch[],
  lastPrune: number | undefined,
): number | undefined {
  const latest = Math.max(...group.map((g) => g.receivedAt));
  if (lastPrune !== undefined && latest - lastPrune < PRUNE_EVERY_MS) return undefined;
  return latest;
}

/** An event as kept. */
export interface MonitoringRecord {
  sessionId: string;
  environment: Environment;
  receivedAt: Date;
  event: RumEvent;
}

/** The monitoring events of the user store's database. */
export interface MonitoringStore {
  /**
   * Keeps a batch, all of it or nothing, on disk when the promise resolves (batches received
   * together share one transaction); events older than the retention are deleted with a write
   * at most every minute. Resolves with the number kept.
   */
  recordBatch(batch: RumBatch, receivedAt: Date): Promise<number>;
  /** Events received since `since`, oldest first, at most `limit`. */
  eventsSince(since: Date, limit: number): Promise<MonitoringRecord[]>;
}

/** The columns of an event (its kind, name, page and time apart; all of it in `body`). */
export function eventColumns(event: RumEvent): {
  kind: string;
  name: string | null;
  page: string;
  at: number;
  body: string;
} {
  const name = event.kind === 'vital' ? event.name : null;
  return { kind: event.kind, name, page: event.page, at: event.at, body: JSON.stringify(event) };
}

const environmentSchema = z.enum(['production', 'preproduction', 'staging', 'development']);

/** A stored row read back (checked: the table is written by this code only, but still data). */
export function recordOf(row: {
  session_id: string;
  environment: string;
  received_at: number | Date;
  body: unknown;
}): MonitoringRecord | undefined {
  const body: unknown = typeof row.body === 'string' ? JSON.parse(row.body) : row.body;
  const event = rumEventSchema.safeParse(body);
  const environment = environmentSchema.safeParse(row.environment);
  if (!event.success || !environment.success) return undefined;
  return {
    sessionId: row.session_id,
    environment: environment.data,
    receivedAt: new Date(row.received_at),
    event: event.data,
  };
}
