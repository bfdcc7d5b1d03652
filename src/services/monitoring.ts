/**
 * Monitoring: records what the SPA reports (unresolvable routes, failed services, screens that
 * failed to render) and warns in the console. Real-user monitoring intake is out of scope; reports stay in memory where tests
 * and the e2e hooks can read them.
 */

/** Kinds of report. */
export type MonitoringReportType = 'not-found' | 'service-error' | 'render-error';

/** One report. */
export interface MonitoringReport {
  type: MonitoringReportType;
  /** HTTP-like status of the failure (404 for a route not found). */
  status: number;
  /** What failed: a path for a route, a service name otherwise. */
  target: string;
  /** Optional human-readable detail (a render error's message). */
  detail?: string;
  /** A render error's stack, when the browser gives one. */
  stack?: string;
  /** Epoch milliseconds. */
  at: number;
}

/** The monitoring service. */
export interface Monitoring {
  /** Records a report and warns in the console. */
  report(report: Omit<MonitoringReport, 'at'>): MonitoringReport;
  /** Reports a route that could not be resolved (404). */
  reportNotFound(path: string): MonitoringReport;
  /** Reports a screen that failed to render (its error boundary caught `error`) at `path`. */
  reportRenderError(error: unknown, path: string): MonitoringReport;
  /** Reports so far, oldest first. */
  reports(): readonly MonitoringReport[];
}

/** Dependencies of the monitoring service (replaced in tests). */
export interface MonitoringOptions {
  /** Where warnings go; `console` by default. */
  logger?: Pick<Console, 'warn'>;
  /** Clock; `Date.now` by default. */
  now?: () => number;
  /** Reports kept at most (oldest dropped first); 100 by default. */
  limit?: number;
}

/** Creates a monitoring service. */
export function createMonitoring(options: MonitoringOptions = {}): Monitoring {
  const logger = options.logger ?? console;
  const now = options.now ?? Date.now;
  const limit = options.limit ?? 100;
  const kept: MonitoringReport[] = [];
  const report = (input: Omit<MonitoringReport, 'at'>): MonitoringReport => {
    const entry: MonitoringReport = { ...input, at: now() };
    kept.push(entry);
    if (kept.length > limit) kept.shift();
    logger.warn(`[monitoring] ${entry.type} ${entry.status} ${entry.target}`, entry.detail ?? '');
    return entry;
  };
  return {
    report,
    reportNotFound: (path) => report({ type: 'not-found', status: 404, target: path }),
    reportRenderError: (error, path) => {
      const stack = error instanceof Error ? error.stack : undefined;
      return report({
        type: 'render-error',
        status: 0,
        target: path,
        detail: error instanceof Error ? error.message : String(error),
        ...(stack ? { stack } : {}),
      });
    },
    reports: () => [...kept],
  };
}

/** The SPA's monitoring service. */
export const monitoring: Monitoring = createMonitoring();
