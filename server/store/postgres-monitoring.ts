/** The monitoring events in the PostgreSQL user store (issue 16). */
import type pg from 'pg';
import type { RumBatch } from '../../src/domain/monitoring/rum';
import {
  eventColumns,
  MONITORING_RETENTION_MS,
  recordOf,
  type MonitoringRecord,
  type MonitoringStore,
} from './monitoring-store';

interface Row {
  session_id: string;
  environment: string;
  received_at: Date;
  body: unknown;
}

/** The store on the user store's pool (migrated by it). */
export class PostgresMonitoringStore implements MonitoringStore {
  constructor(private readonly pool: pg.Pool) {}

  /** One statement: the old events deleted and the batch inserted, atomically. */
  async recordBatch(batch: RumBatch, receivedAt: Date): Promise<number> {
    const columns = batch.events.map(eventColumns);
    await this.pool.query(
      `WITH pruned AS (DELETE FROM monitoring_events WHERE received_at < $1)
       INSERT INTO monitoring_events (received_at, session_id, environment, kind, name, page, at, body)
       SELECT $2, $3, $4, k, n, p, a, b::jsonb
       FROM unnest($5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[]) AS e(k, n, p, a, b)`,
      [
        new Date(receivedAt.getTime() - MONITORING_RETENTION_MS),
        receivedAt,
        batch.sessionId,
        batch.environment,
        columns.map((c) => c.kind),
        columns.map((c) => c.name),
        columns.map((c) => c.page),
        columns.map((c) => c.at),
        columns.map((c) => c.body),
      ],
    );
    return columns.length;
  }

  async eventsSince(since: Date, limit: number): Promise<MonitoringRecord[]> {
    const { rows } = await this.pool.query<Row>(
      'SELECT session_id, environment, received_at, body FROM monitoring_events WHERE received_at >= $1 ORDER BY received_at, id LIMIT $2',
      [since, limit],
    );
    return rows.flatMap((row) => recordOf(row) ?? []);
  }
}
