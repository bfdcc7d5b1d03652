/**
 * The generic HTTP helper every client of src/services builds on (spec §7): ofetch with a
 * time-out (20000 ms unless the caller says, the normal requests' 2900 ms is theirs to ask; the
 * tests' 30000 ms at least in a browser a test harness drives), no retry, https forced for any
 * host but this machine, `Accept-Language` when a locale is given, and the optional
 * authorization, host and API-key headers; GET, POST, PUT and DELETE share it.
 */
import { createFetch, type $Fetch } from 'ofetch';

/** Request time-outs of the spec (§9), in milliseconds. */
export const REQUEST_TIMEOUTS = {
  /** Normal requests. */
  normal: 2900,
  /** Landing pages. */
  landing: 10_000,
  /** Test pages. */
  tests: 30_000,
  /** The generic helper's default. */
  helper: 20_000,
} as const;

/**
 * Whether a test harness drives this browser (WebDriver and the DevTools protocol set
 * `navigator.webdriver`): its pages are the spec's test pages.
 */
export function drivenByTests(
  nav: { webdriver?: boolean } | undefined = globalThis.navigator,
): boolean {
  return nav?.webdriver === true;
}

/**
 * The time-out a request waits: the one asked, or, in a browser a test harness drives, at least
 * the tests' 30000 ms (§9), so that a loaded test machine's slow answer is not taken for a lost
 * connection.
 */
export function effectiveTimeout(asked: number, driven = drivenByTests()): number {
  return driven ? Math.max(asked, REQUEST_TIMEOUTS.tests) : asked;
}

/** The header carrying an API key. */
export const API_KEY_HEADER = 'x-api-key';

/** Options of the helper. */
export interface HttpOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseURL?: string;
  /** Time-out, ms; `REQUEST_TIMEOUTS.helper` by default. */
  timeout?: number;
  /** The visitor's locale (`fr-FR`), sent as `Accept-Language`. */
  locale?: string;
  /** The `Authorization` header's value (`Bearer …`). */
  authorization?: string;
  /** The `Host` a request names (a proxy's virtual host). */
  host?: string;
  /** An API key, sent in `API_KEY_HEADER`. */
  apiKey?: string;
  /** The fetch implementation (replaced in tests); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `url` with https instead of http, unless it names this machine (a relative URL is kept). */
export function forceHttps(url: string): string {
  const m = /^http:\/\/(\[[^\]]+\]|[^/?#:]+)/i.exec(url);
  if (!m || LOCAL_HOSTS.has((m[1] ?? '').toLowerCase())) return url;
  return `https://${url.slice('http://'.length)}`;
}

/** The headers the options ask for. */
export function helperHeaders(options: HttpOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.authorization) headers.authorization = options.authorization;
  if (options.host) headers.host = options.host;
  if (options.apiKey) headers[API_KEY_HEADER] = options.apiKey;
  return headers;
}

/** The helper: an ofetch instance with the options' defaults. */
export function createHttp(options: HttpOptions = {}): $Fetch {
  return createFetch({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  }).create({
    baseURL: forceHttps(options.baseURL ?? ''),
    timeout: options.timeout ?? REQUEST_TIMEOUTS.helper,
    retry: 0,
    headers: helperHeaders(options),
    onRequest: (context) => {
      if (typeof context.request === 'string') context.request = forceHttps(context.request);
      // ofetch arms its time-out only without a signal: with the caller's, both apply.
      if (context.options.timeout)
        context.options.timeout = effectiveTimeout(context.options.timeout);
      const { signal, timeout } = context.options;
      if (signal && timeout)
        context.options.signal = AbortSignal.any([signal, AbortSignal.timeout(timeout)]);
    },
  });
}
