/** The monitoring events in the PostgreSQL user store (issue 16). */
import type pg from 'pg';
import type { RumBatch } from '../../src/domain/monitoring/rum';
import { GroupCommit } from './group-commit';
import {
  eventColumns,
  MONITORING_RETENTION_MS,
  pruneBefore,
  recordOf,
  type MonitoringRecord,
  type MonitoringStore,
  type ReceivedBatch,
} from './monitoring-store';

interface Row {
  session_id: string;
  environment: string;
  received_at: Date;
  body: unknown;
}

/** The store on the user store's pool (migrated by it). */
export class PostgresMonitoringStore implements MonitoringStore {
  private readonly commit = new GroupCommit<ReceivedBatch>((group) => this.write(group));
  private lastPrune: number | undefined;

  constructor(private readonly pool: pg.Pool) {}

  async recordBatch(batch: RumBatch, receivedAt: Date): Promise<number> {
    await this.commit.add({ batch, receivedAt: receivedAt.getTime() });
    return batch.events.length;
  }

  /** One statement per group: the old events deleted (at most every minute) and the rest kept. */
  private async write(group: readonly ReceivedBatch[]): Promise<void> {
    const latest = pruneBefore(group, this.lastPrune);
    const rows = group.flatMap(({ batch, receivedAt }) =>
      batch.events.map((event) => ({ batch, receivedAt, c: eventColumns(event) })),
    );
    await this.pool.query(
      `WITH pruned AS (DELETE FROM monitoring_events WHERE $1::timestamptz IS NOT NULL AND received_at < $1)
       INSERT INTO monitoring_events (received_at, session_id, environment, kind, name, page, at, body)
       SELECT r, s, v, k, n, p, a, b::jsonb
       FROM unnest($2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[])
         AS e(r, s, v, k, n, p, a, b)`,
      [
        latest === undefined ? null : new Date(latest - MONITORING_RETENTION_MS),
        rows.map((r) => new Date(r.receivedAt)),
        rows.map((r) => r.batch.sessionId),
        rows.map((r) => r.batch.environment),
        rows.map((r) => r.c.kind),
        rows.map((r) => r.c.name),
        rows.map((r) => r.c.page),
        rows.map((r) => r.c.at),
        rows.map((r) => r.c.body),
      ],
    );
    if (latest !== undefined) this.lastPrune = latest;
  }

  async eventsSince(since: Date, limit: number): Promise<MonitoringRecord[]> {
    const { rows } = await this.pool.query<Row>(
      'SELECT session_id, environment, received_at, body FROM monitoring_events WHERE received_at >= $1 ORDER BY received_at, id LIMIT $2',
      [since, limit],
    );
    return rows.flatMap((row) => recordOf(row) ?? []);
  }
}
