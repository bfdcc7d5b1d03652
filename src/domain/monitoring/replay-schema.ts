/** Zod schema of a replay chunk (issue 16): the intake checks each one whole. */
import { z } from 'zod';
import { REPLAY_LIMITS } from './replay';

/** An rrweb event: its type, its time, its data (kept as sent). */
const rrwebEvent = z
  .object({
    type: z.number().int().min(0).max(10),
    timestamp: z.number().int().positive(),
    data: z.unknown(),
    delay: z.number().optional(),
  })
  .passthrough();

/** POST /api/monitoring/replay's body. */
export const replayChunkSchema = z
  .object({
    sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    seq: z.number().int().min(0).max(100_000),
    events: z.array(rrwebEvent).min(1).max(REPLAY_LIMITS.historyEntries),
  })
  .strict();
