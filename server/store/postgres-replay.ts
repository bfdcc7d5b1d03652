/** Session recordings in the PostgreSQL user store (issue 16). */
import type pg from 'pg';
import type { ReplayChunk } from '../../src/domain/monitoring/replay';
import { MONITORING_RETENTION_MS } from './monitoring-store';
import { eventsOf, firstAt, type ReplaySession, type ReplayStore } from './replay-store';

/** The recordings on the user store's pool (migrated by it). */
export class PostgresReplayStore implements ReplayStore {
  constructor(private readonly pool: pg.Pool) {}

  async addChunk(chunk: ReplayChunk, receivedAt: Date): Promise<void> {
    await this.pool.query(
      `WITH pruned AS (DELETE FROM replay_chunks WHERE received_at < $1)
       INSERT INTO replay_chunks (session_id, seq, received_at, first_at, events, body)
       VALUES ($2, $3, $4, $5, $6, $7)
       ON CONFLICT (session_id, seq) DO UPDATE SET received_at = EXCLUDED.received_at,
         first_at = EXCLUDED.first_at, events = EXCLUDED.events, body = EXCLUDED.body`,
      [
        new Date(receivedAt.getTime() - MONITORING_RETENTION_MS),
        chunk.sessionId,
        chunk.seq,
        receivedAt,
        firstAt(chunk),
        chunk.events.length,
        JSON.stringify(chunk.events),
      ],
    );
  }

  async sessions(limit: number): Promise<ReplaySession[]> {
    const { rows } = await this.pool.query<{
      session_id: string;
      started_at: string;
      chunks: string;
      events: string;
    }>(
      `SELECT session_id, MIN(first_at)::text AS started_at, COUNT(*)::text AS chunks,
         SUM(events)::text AS events
       FROM replay_chunks GROUP BY session_id ORDER BY MIN(first_at) DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      sessionId: r.session_id,
      startedAt: Number(r.started_at),
      chunks: Number(r.chunks),
      events: Number(r.events),
    }));
  }

  async events(sessionId: string): Promise<unknown[]> {
    const { rows } = await this.pool.query<{ body: string }>(
      'SELECT body FROM replay_chunks WHERE session_id = $1 ORDER BY seq',
      [sessionId],
    );
    return rows.flatMap((r) => eventsOf(r.body));
  }
}
