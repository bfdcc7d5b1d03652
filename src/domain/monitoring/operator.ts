/** What the operator's monitoring API answers (issue 16): server and operator page share it. */

/** Percentiles of one vital (or the map's load time) on one page on one day. */
export interface OperatorVital {
  day: string;
  page: string;
  name: string;
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

/** An error and how often it came, with its latest occurrence. */
export interface OperatorError {
  message: string;
  count: number;
  lastPage: string;
  lastStack: string | null;
  lastAt: number;
}

/** A recorded session, as listed. */
export interface RecordedSession {
  sessionId: string;
  /** Epoch ms of its first event. */
  startedAt: number;
  chunks: number;
  events: number;
}
