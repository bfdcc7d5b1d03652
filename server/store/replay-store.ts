/**
 * Session recordings (issue 16) in the user store's database, as their chunks, kept 30 days like
 * the other monitoring events. Each adapter passes `replay-store.contract.ts`. Read by the
 * operator page only.
 */
import type { RecordedSession } from '../../src/domain/monitoring/operator';
import type { ReplayChunk } from '../../src/domain/monitoring/replay';

/** A recorded session, as listed. */
export type ReplaySession = RecordedSession;

/** The recordings. */
export interface ReplayStore {
  /** Keeps a chunk (a chunk sent again replaces itself); on disk when the promise resolves. */
  addChunk(chunk: ReplayChunk, receivedAt: Date): Promise<void>;
  /** The latest sessions, newest first. */
  sessions(limit: number): Promise<ReplaySession[]>;
  /** A session's events in order (empty when unknown). */
  events(sessionId: string): Promise<unknown[]>;
}

/** The time of a chunk's first event. */
export function firstAt(chunk: ReplayChunk): number {
  const first: unknown = chunk.events[0];
  return typeof first === 'object' && first !== null && 'timestamp' in first
    ? Number(first.timestamp)
    : 0;
}

/** A stored chunk's events back (the table is written by this code only). */
export function eventsOf(body: string): unknown[] {
  const parsed: unknown = JSON.parse(body);
  return Array.isArray(parsed) ? parsed.map((e: unknown) => e) : [];
}
