/**
 * The contract of the session recordings (issue 16), run on SQLite and PostgreSQL: chunks read
 * back in order as one session, a chunk sent again replaced, sessions listed newest first.
 */
import { expect, it } from 'vitest';
import type { UserStore } from './user-store';

const event = (timestamp: number, type = 3) => ({ type, timestamp, data: { source: 1 } });

/** Registers the recordings' contract on the store `get()` answers. */
export function replayContract(get: () => UserStore): void {
  it('replay: keeps chunks as one session in order, a chunk sent twice once', async () => {
    const store = get().replay;
    const older = `rec-${Date.now()}-a`;
    const newer = `rec-${Date.now()}-b`;
    const t0 = Date.now();
    await store.addChunk({ sessionId: older, seq: 1, events: [event(t0 + 20)] }, new Date());
    await store.addChunk(
      { sessionId: older, seq: 0, events: [event(t0, 4), event(t0 + 10, 2)] },
      new Date(),
    );
    await store.addChunk({ sessionId: older, seq: 1, events: [event(t0 + 20)] }, new Date());
    await store.addChunk({ sessionId: newer, seq: 0, events: [event(t0 + 1000, 4)] }, new Date());
    expect(await store.events(older)).toEqual([event(t0, 4), event(t0 + 10, 2), event(t0 + 20)]);
    const listed = (await store.sessions(100)).filter((s) => [older, newer].includes(s.sessionId));
    expect(listed).toEqual([
      { sessionId: newer, startedAt: t0 + 1000, chunks: 1, events: 1 },
      { sessionId: older, startedAt: t0, chunks: 2, events: 3 },
    ]);
    expect(await store.events('nobody-recorded')).toEqual([]);
  });
}
