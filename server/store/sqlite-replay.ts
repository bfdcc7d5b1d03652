/** Session recordings in the SQLite user store (issue 16). */
import type Database from 'better-sqlite3';
import type { ReplayChunk } from '../../src/domain/monitoring/replay';
import { MONITORING_RETENTION_MS } from './monitoring-store';
import { eventsOf, firstAt, type ReplaySession, type ReplayStore } from './replay-store';

interface SessionRow {
  session_id: string;
  started_at: number;
  chunks: number;
  events: number;
}

/** The recordings on an open SQLite database (migrated by the user store). */
export class SqliteReplayStore implements ReplayStore {
  private readonly keep: (chunk: ReplayChunk, receivedAt: number) => void;

  constructor(private readonly db: Database.Database) {
    const prune = db.prepare('DELETE FROM replay_chunks WHERE received_at < ?');
    const insert = db.prepare(
      'INSERT OR REPLACE INTO replay_chunks (session_id, seq, received_at, first_at, events, body) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.keep = db.transaction((chunk: ReplayChunk, receivedAt: number) => {
      prune.run(receivedAt - MONITORING_RETENTION_MS);
      insert.run(
        chunk.sessionId,
        chunk.seq,
        receivedAt,
        firstAt(chunk),
        chunk.events.length,
        JSON.stringify(chunk.events),
      );
    });
  }

  addChunk(chunk: ReplayChunk, receivedAt: Date): Promise<void> {
    this.keep(chunk, receivedAt.getTime());
    return Promise.resolve();
  }

  sessions(limit: number): Promise<ReplaySession[]> {
    const rows = this.db
      .prepare<[number], SessionRow>(
        `SELECT session_id, MIN(first_at) AS started_at, COUNT(*) AS chunks, SUM(events) AS events
         FROM replay_chunks GROUP BY session_id ORDER BY started_at DESC LIMIT ?`,
      )
      .all(limit);
    return Promise.resolve(
      rows.map((r) => ({
        sessionId: r.session_id,
        startedAt: r.started_at,
        chunks: r.chunks,
        events: r.events,
      })),
    );
  }

  events(sessionId: string): Promise<unknown[]> {
    const rows = this.db
      .prepare<[string], { body: string }>(
        'SELECT body FROM replay_chunks WHERE session_id = ? ORDER BY seq',
      )
      .all(sessionId);
    return Promise.resolve(rows.flatMap((r) => eventsOf(r.body)));
  }
}
