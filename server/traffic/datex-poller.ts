/**
 * The live DATEX II feed (PERIPLE_TRAFFIC_DATEX_URL): polled at start then every interval, its
 * last good reading kept in memory. A feed that is down, slower than the time-out, too large or
 * unreadable leaves the last good events in place and records why in French; the next success
 * clears it. Statuses are recomputed at the instant asked, so kept events age correctly.
 */
import type { TrafficEvent, TrafficFeedState } from '../../src/domain/restrictions/api';
import { feedFailure, fetchDatex } from './datex-fetch';
import { eventAt, parseDatex, type DatexReading, type DatexRecord } from './datex-reader';

/** Default time between two polls: 5 minutes. */
export const DATEX_INTERVAL_MS = 5 * 60_000;
/** Default time-out of one poll, body included: 5 s. */
export const DATEX_TIMEOUT_MS = 5000;
/** Default cap of a feed's body (after gzip): 20 MB. */
export const DATEX_MAX_BYTES = 20_000_000;

/** How a poller reads its feed. */
export interface DatexPollerOptions {
  /** The feed's URL (a DATEX II v2 or v3 SituationPublication). */
  url: string;
  /** Time between two polls, 5 minutes by default. */
  intervalMs?: number | undefined;
  /** Time-out of one poll, body included, 5000 ms by default. */
  timeoutMs?: number | undefined;
  /** Cap of the body in bytes, 20 MB by default. */
  maxBytes?: number | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  /** The clock of `fetchedAt`. */
  now?: (() => Date) | undefined;
  /** Told each poll's outcome (count of events read, or why it failed). */
  log?: ((message: string) => void) | undefined;
  /** Reads a document; `parseDatex` on this thread by default, a worker in the server. */
  parse?: ((xml: string) => DatexReading | Promise<DatexReading>) | undefined;
}

/** Polls a DATEX II feed and keeps its last good events. */
export class DatexPoller {
  private readonly url: string;
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly fetcher: typeof globalThis.fetch;
  private readonly now: () => Date;
  private readonly log: (message: string) => void;
  private readonly parse: (xml: string) => DatexReading | Promise<DatexReading>;
  private records: DatexRecord[] = [];
  private fetchedAt: string | null = null;
  private lastError: string | null = null;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private stopper = new AbortController();

  constructor(options: DatexPollerOptions) {
    this.url = options.url;
    this.intervalMs = options.intervalMs ?? DATEX_INTERVAL_MS;
    this.timeoutMs = options.timeoutMs ?? DATEX_TIMEOUT_MS;
    this.maxBytes = options.maxBytes ?? DATEX_MAX_BYTES;
    this.fetcher = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => undefined);
    this.parse = options.parse ?? parseDatex;
  }

  /** Polls now, then every interval (the timer does not keep the process alive). */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.tick();
  }

  /** Stops polling and abandons a poll under way (the events read so far are kept). */
  stop(): void {
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.stopper.abort();
    this.stopper = new AbortController();
  }

  /** The feed's state: configured, when last read, why the last poll failed. */
  state(): TrafficFeedState {
    return { configured: true, fetchedAt: this.fetchedAt, lastError: this.lastError };
  }

  /** The last good events, each with its status at `at`. */
  events(at: Date): TrafficEvent[] {
    return this.records.map((record) => eventAt(record, at));
  }

  /** Polls once (joins the poll under way, if any); never rejects. */
  refresh(): Promise<void> {
    this.inFlight ??= this.poll().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async tick(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      this.log(`Flux DATEX II : erreur inattendue ${String(error)}`);
    }
    if (!this.running) return;
    this.timer = setTimeout(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    const stop = this.stopper.signal;
    const signal = AbortSignal.any([stop, AbortSignal.timeout(this.timeoutMs)]);
    let xml: string;
    try {
      xml = await fetchDatex(this.url, { fetch: this.fetcher, signal, maxBytes: this.maxBytes });
    } catch (error) {
      if (!stop.aborted) this.fail(feedFailure(error, this.timeoutMs));
      return;
    }
    if (stop.aborted) return;
    await this.accept(xml);
  }

  private async accept(xml: string): Promise<void> {
    try {
      const reading = await this.parse(xml);
      this.records = reading.records;
      this.fetchedAt = this.now().toISOString();
      this.lastError = null;
      this.log(
        `Flux DATEX II lu : ${reading.records.length} événements, ` +
          `${reading.withoutPosition} sans coordonnées et ${reading.unreadable} illisibles ignorés`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.fail(`Flux DATEX II illisible : ${reason}`);
    }
  }

  private fail(message: string): void {
    this.lastError = message;
    this.log(`${message} (${this.records.length} événements gardés)`);
  }
}
