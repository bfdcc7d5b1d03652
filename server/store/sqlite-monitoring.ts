/** The monitoring events in the SQLite user store (issue 16). */
import type Database from 'better-sqlite3';
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
  received_at: number;
  body: string;
}

/** The store on an open SQLite database (migrated by the user store). */
export class SqliteMonitoringStore implements MonitoringStore {
  private readonly insert: Database.Statement;
  private readonly prune: Database.Statement;
  private readonly keep: (batch: RumBatch, receivedAt: number) => number;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      'INSERT INTO monitoring_events (received_at, session_id, environment, kind, name, page, at, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.prune = db.prepare('DELETE FROM monitoring_events WHERE received_at < ?');
    this.keep = db.transaction((batch: RumBatch, receivedAt: number) => {
      this.prune.run(receivedAt - MONITORING_RETENTION_MS);
      for (const event of batch.events) {
        const c = eventColumns(event);
        this.insert.run(
          receivedAt,
          batch.sessionId,
          batch.environment,
          c.kind,
          c.name,
          c.page,
          c.at,
          c.body,
        );
      }
      return batch.events.length;
    });
  }

  recordBatch(batch: RumBatch, receivedAt: Date): Promise<number> {
    return Promise.resolve(this.keep(batch, receivedAt.getTime()));
  }

  eventsSince(since: Date, limit: number): Promise<MonitoringRecord[]> {
    const rows = this.db
      .prepare<[number, number], Row>(
        'SELECT session_id, environment, received_at, body FROM monitoring_events WHERE received_at >= ? ORDER BY received_at, id LIMIT ?',
      )
      .all(since.getTime(), limit);
    return Promise.resolve(rows.flatMap((row) => recordOf(row) ?? []));
  }
}
