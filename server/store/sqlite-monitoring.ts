/** The monitoring events in the SQLite user store (issue 16). */
import type Database from 'better-sqlite3';
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
  received_at: number;
  body: string;
}

/** The store on an open SQLite database (migrated by the user store). */
export class SqliteMonitoringStore implements MonitoringStore {
  private readonly insert: Database.Statement;
  private readonly prune: Database.Statement;
  private readonly keep: (group: readonly ReceivedBatch[]) => void;
  private readonly commit: GroupCommit<ReceivedBatch>;
  private lastPrune: number | undefined;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      'INSERT INTO monitoring_events (received_at, session_id, environment, kind, name, page, at, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.prune = db.prepare('DELETE FROM monitoring_events WHERE received_at < ?');
    this.keep = db.transaction((group: readonly ReceivedBatch[]) => {
      const latest = pruneBefore(group, this.lastPrune);
      if (latest !== undefined) {
        this.prune.run(latest - MONITORING_RETENTION_MS);
        this.lastPrune = latest;
      }
      for (const { batch, receivedAt } of group) this.insertBatch(batch, receivedAt);
    });
    this.commit = new GroupCommit((group) => Promise.resolve(this.keep(group)));
  }

  private insertBatch(batch: RumBatch, receivedAt: number): void {
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
  }

  async recordBatch(batch: RumBatch, receivedAt: Date): Promise<number> {
    await this.commit.add({ batch, receivedAt: receivedAt.getTime() });
    return batch.events.length;
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
