/**
 * Real-user monitoring (issue 16; spec 001 §7 monitoring intake, §9 monitoring): the events the
 * browser sends to our own intake, their limits and the environment of a host. Zod-free (the
 * SPA's bundle); the server checks batches with `rum-schema.ts`.
 */

/** Core Web Vitals sent (web-vitals' names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Environments of the spec, by domain. */
export const ENVIRONMENTS = ['production', 'preproduction', 'staging', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** One event: a vital, a JavaScript error, a failed API call, or the map's load time. */
export type RumEvent =
  | { kind: 'vital'; name: VitalName; value: number; page: string; at: number }
  | { kind: 'error'; message: string; stack: string | null; page: string; at: number }
  | { kind: 'api-failure'; path: string; status: number; page: string; at: number }
  | { kind: 'map-load'; value: number; page: string; at: number };

/** What the browser sends to POST /api/monitoring/intake. */
export interface RumBatch {
  /** A random id of the browsing session (no user id, no cookie). */
  sessionId: string;
  environment: Environment;
  events: RumEvent[];
}

/** The remote configuration (GET /api/monitoring/config). */
export interface RumConfig {
  /** Share of sessions measured (§9: 0.001). */
  sampleRate: number;
  /** Share of measured sessions recorded for replay (§9: 0). */
  replaySampleRate: number;
}

/** §9 defaults. */
export const DEFAULT_RUM_CONFIG: RumConfig = { sampleRate: 0.001, replaySampleRate: 0 };

/** Limits of a batch. */
export const RUM_LIMITS = {
  events: 100,
  bytes: 64 * 1024,
  message: 500,
  stack: 4000,
  path: 300,
} as const;

/** The environment of a host (§9: production, preproduction, staging, development by domain). */
export function environmentOf(hostname: string): Environment {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || /^127\.|^\[?::1\]?$/.test(host))
    return 'development';
  if (/(^|[.-])(preprod|preproduction)([.-]|$)/.test(host)) return 'preproduction';
  if (/(^|[.-])(staging|recette)([.-]|$)/.test(host)) return 'staging';
  return 'production';
}

/**
 * The path of a URL of the product's own origin, without query or fragment (they may hold what
 * a user typed); undefined for another origin: such events are dropped (§5).
 */
export function ownPath(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin) return undefined;
    return parsed.pathname.slice(0, RUM_LIMITS.path);
  } catch {
    return undefined;
  }
}

/** Whether a session is measured, from a draw in [0, 1). */
export function sampled(draw: number, rate: number): boolean {
  return draw < rate;
}
