/**
 * Session replay (issue 16; spec 001 §4 Session replay and session tracking, §9 monitoring):
 * who is recorded, the recording's limits and the chunks the browser sends. Zod-free (the SPA's
 * lazy chunk); the server checks chunks with `replay-schema.ts`.
 */
import { sampled } from './rum';

/** §4 session tracking: 0 untracked, 1 replay, 2 tracked without replay. */
export type SessionTracking = 0 | 1 | 2;

/** §9 limits: history entries kept before a chunk leaves, the mouse-move sampling, time-outs. */
export const REPLAY_LIMITS = {
  /** Events kept in the page before they are sent (a chunk at most this long). */
  historyEntries: 4000,
  /** Mouse moves and scrolls recorded at most this often. */
  samplingMs: 500,
  /** A chunk's upload gives up after this long. */
  chunkTimeoutMs: 120_000,
  /** The largest chunk the intake takes. */
  chunkBytes: 2 * 1024 * 1024,
  /** A chunk leaves at least this often while recording. */
  flushEveryMs: 10_000,
} as const;

/** The custom event of the map's camera (the WebGL map replays as camera moves, not pixels). */
export const MAP_CAMERA_EVENT = 'map-camera';

/** A camera of the map. */
export interface MapCamera {
  lng: number;
  lat: number;
  zoom: number;
}

/**
 * A session's tracking (§4): untracked without the tracking consent or outside the monitoring's
 * sample; recorded when also drawn under the replay sample rate; else tracked without replay.
 */
export function sessionTracking(options: {
  tracking: boolean;
  draw: number;
  sampleRate: number;
  replayDraw: number;
  replaySampleRate: number;
}): SessionTracking {
  if (!options.tracking || !sampled(options.draw, options.sampleRate)) return 0;
  return sampled(options.replayDraw, options.replaySampleRate) ? 1 : 2;
}

/** One chunk of a recording. */
export interface ReplayChunk {
  /** The session's random id (the monitoring's, no user id). */
  sessionId: string;
  /** 0, 1, 2… in the order recorded. */
  seq: number;
  /** rrweb's events (type, timestamp, data), inputs masked in the page. */
  events: unknown[];
}
