/**
 * The session recorder (issue 16): rrweb's `record`, loaded only for a recorded session, all
 * inputs masked, mouse moves and scrolls sampled every 500 ms; the map's canvas is not recorded
 * (its camera is, as custom events). Events are kept in the page and leave in chunks: 2 s after
 * the start (the page's snapshot), then every 10 s, at 4000 events, and when the page hides;
 * discarding drops what was not sent. Chunks go to POST /api/monitoring/replay.
 */
import type { MapCamera, ReplayChunk } from '../domain/monitoring/replay';
import { MAP_CAMERA_EVENT, REPLAY_LIMITS } from '../domain/monitoring/replay';

/** The path of the chunks. */
export const REPLAY_INTAKE_PATH = '/api/monitoring/replay';

/** What `@rrweb/record` gives (typed here, so that its types stay in its chunk). */
interface RecordModule {
  record: {
    (options: {
      emit: (event: unknown) => void;
      maskAllInputs: boolean;
      sampling: { mousemove: number; scroll: number; input: 'last' };
      recordCanvas: boolean;
    }): (() => void) | undefined;
    addCustomEvent: (tag: string, payload: unknown) => void;
  };
}

/** Loads rrweb's recorder (its own chunk). */
export async function loadRecorder(): Promise<RecordModule['record']> {
  const module: RecordModule = await import('@rrweb/record');
  return module.record;
}

/** A running recording. */
export interface Recording {
  camera(camera: MapCamera): void;
  /** Sends what is kept now (`leaving`: the page is going, use a beacon). */
  flush(leaving: boolean): void;
  discard(): void;
  stop(): void;
}

/** Sends a chunk: a beacon when the page is leaving and it fits, else a fetch. */
export function sendChunk(chunk: ReplayChunk, leaving: boolean): void {
  const body = JSON.stringify(chunk);
  if (leaving && body.length < 60_000 && navigator.sendBeacon?.(REPLAY_INTAKE_PATH, body)) return;
  void fetch(REPLAY_INTAKE_PATH, {
    method: 'POST',
    body,
    keepalive: leaving && body.length < 60_000,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    signal: AbortSignal.timeout(REPLAY_LIMITS.chunkTimeoutMs),
  }).catch(() => undefined);
}

/** Starts recording the page. */
export function startRecording(
  record: RecordModule['record'],
  options: { sessionId: string; firstSeq: number; send?: typeof sendChunk },
): Recording & { nextSeq(): number } {
  const send = options.send ?? sendChunk;
  let events: unknown[] = [];
  let seq = options.firstSeq;
  const flush = (leaving: boolean): void => {
    if (events.length === 0) return;
    send({ sessionId: options.sessionId, seq, events }, leaving);
    seq += 1;
    events = [];
  };
  const stopRecord = record({
    emit: (event) => {
      events.push(event);
      if (events.length >= REPLAY_LIMITS.historyEntries) flush(false);
    },
    maskAllInputs: true,
    sampling: {
      mousemove: REPLAY_LIMITS.samplingMs,
      scroll: REPLAY_LIMITS.samplingMs,
      input: 'last',
    },
    recordCanvas: false,
  });
  const first = setTimeout(() => flush(false), 2_000);
  const every = setInterval(() => flush(false), REPLAY_LIMITS.flushEveryMs);
  const end = (): void => {
    clearTimeout(first);
    clearInterval(every);
    stopRecord?.();
  };
  return {
    camera: (camera) => record.addCustomEvent(MAP_CAMERA_EVENT, camera),
    flush,
    discard: () => {
      events = [];
    },
    stop: end,
    nextSeq: () => seq,
  };
}
