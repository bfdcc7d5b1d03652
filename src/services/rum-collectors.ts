/**
 * What the monitoring collects in the browser (issue 16), switched by the RUM machine: Core Web
 * Vitals (web-vitals: LCP, INP, CLS, FCP, TTFB), the map's load time and the API calls that
 * failed (the monitoring service's reports), and apart, JavaScript errors with their stack.
 * Events are kept in the page and sent in batches: at 20 events, every 10 s, and when the page
 * is hidden. Only the product's own URLs are kept, as paths without query or fragment; switching
 * a kind off drops what of it was not sent.
 */
import type { Metric } from 'web-vitals';
import {
  environmentOf,
  ownPath,
  RUM_LIMITS,
  VITAL_NAMES,
  type RumBatch,
  type RumEvent,
} from '../domain/monitoring/rum';
import { MAP_STYLED_MARK } from '../domain/ui-constants';
import type { Monitoring, MonitoringReport } from './monitoring';

/** What runs. */
export interface Collection {
  vitals: boolean;
  errors: boolean;
}

const BATCH_EVENTS = 20;
const FLUSH_EVERY_MS = 10_000;
/** Room for the batch's own fields under the intake's 64 KB. */
const BATCH_BYTES = RUM_LIMITS.bytes - 1024;

/** What the collectors need from the page. */
export interface CollectorOptions {
  win: Window;
  sessionId: string;
  monitoring: Pick<Monitoring, 'reports'>;
  send(batch: RumBatch): void;
}

/** The collectors of a page (all off until `set`). */
export class RumCollectors {
  private on: Collection = { vitals: false, errors: false };
  private queue: RumEvent[] = [];
  private readonly seen = new WeakSet<MonitoringReport>();
  private mapSent = false;
  private vitalsHooked = false;
  /**
   * Whether the page's collection is known (consent and sampling read): a screen that crashed
   * before is sent then, if errors are collected, not dropped for having come too early.
   */
  private decided = false;
  private readonly origin: string;

  constructor(private readonly options: CollectorOptions) {
    const { win } = options;
    this.origin = win.location.origin;
    win.addEventListener('error', (e) => {
      const stack = e.error instanceof Error ? (e.error.stack ?? null) : null;
      this.error(e.message, stack, e.filename || undefined);
    });
    win.addEventListener('unhandledrejection', (e) => {
      const reason: unknown = e.reason;
      if (reason instanceof Error) this.error(reason.message, reason.stack ?? null, undefined);
      else this.error(String(reason), null, undefined);
    });
    win.addEventListener('pagehide', () => this.flush());
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') this.flush();
    });
    win.setInterval(() => this.flush(), FLUSH_EVERY_MS);
  }

  /** Switches the kinds on or off. */
  set(collection: Collection): void {
    if (!collection.vitals) this.queue = this.queue.filter((e) => e.kind === 'error');
    if (!collection.errors) this.queue = this.queue.filter((e) => e.kind !== 'error');
    this.on = collection;
    this.decided = true;
    if (collection.vitals && !this.vitalsHooked) {
      this.vitalsHooked = true;
      const vital = (metric: Metric): void => this.vital(metric);
      // web-vitals loads with the first consented measurement; it reads the buffered entries.
      void import('web-vitals').then((m) => {
        for (const hook of [m.onLCP, m.onINP, m.onCLS, m.onFCP, m.onTTFB]) hook(vital);
      });
    }
  }

  /** Sends what is kept now, in batches within the intake's limits. */
  flush(): void {
    this.takeReports();
    const environment = environmentOf(this.options.win.location.hostname);
    let events: RumEvent[] = [];
    let bytes = 0;
    const send = (): void => {
      if (events.length > 0)
        this.options.send({ sessionId: this.options.sessionId, environment, events });
      events = [];
      bytes = 0;
    };
    for (const event of this.queue) {
      const size = JSON.stringify(event).length + 1;
      if (events.length >= RUM_LIMITS.events || bytes + size > BATCH_BYTES) send();
      events.push(event);
      bytes += size;
    }
    send();
    this.queue = [];
  }

  private page(): string {
    return ownPath(this.options.win.location.href, this.origin) ?? '/';
  }

  private push(event: RumEvent): void {
    this.queue.push(event);
    if (this.queue.length >= BATCH_EVENTS) this.flush();
  }

  private vital(metric: Metric): void {
    const name = VITAL_NAMES.find((n) => n === metric.name);
    if (this.on.vitals && name)
      this.push({ kind: 'vital', name, value: metric.value, page: this.page(), at: Date.now() });
  }

  private takeReports(): void {
    if (!this.decided) return;
    const fresh = this.options.monitoring.reports().filter((r) => !this.seen.has(r));
    for (const report of fresh) this.seen.add(report);
    // A screen that failed to render is a JavaScript error its boundary caught.
    for (const r of fresh)
      if (r.type === 'render-error')
        this.error(r.detail ?? 'Error', r.stack ?? null, undefined, {
          page: ownPath(r.target, this.origin) ?? this.page(),
          at: r.at,
        });
    if (!this.on.vitals) return;
    for (const r of fresh) {
      const path = r.type === 'service-error' ? ownPath(r.target, this.origin) : undefined;
      if (path)
        this.queue.push({
          kind: 'api-failure',
          path,
          status: r.status,
          page: this.page(),
          at: r.at,
        });
    }
    const styled = this.options.win.performance.getEntriesByName(MAP_STYLED_MARK)[0];
    if (styled && !this.mapSent) {
      this.mapSent = true;
      this.queue.push({
        kind: 'map-load',
        value: styled.startTime,
        page: this.page(),
        at: Date.now(),
      });
    }
  }

  /** An error of the page now, or of `when` (a screen's crash reported earlier: its page, its time). */
  private error(
    message: string,
    stack: string | null,
    file: string | undefined,
    when?: { page: string; at: number },
  ): void {
    if (!this.on.errors || (file && !ownPath(file, this.origin))) return;
    this.push({
      kind: 'error',
      message: message.slice(0, RUM_LIMITS.message) || 'Error',
      stack: stack?.slice(0, RUM_LIMITS.stack) ?? null,
      page: when?.page ?? this.page(),
      at: when?.at ?? Date.now(),
    });
  }
}
