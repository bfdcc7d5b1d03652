/**
 * One download of a DATEX II feed: a GET with a time-out, the body capped (a gzip file, as NDW
 * serves its feeds, is inflated under the same cap), decoded in the encoding its XML declaration
 * names, and every failure told in French for the feed's state.
 */
import { gunzipSync } from 'node:zlib';

/** A failure of the feed, with the French text shown in its state. */
export class DatexFeedError extends Error {
  override name = 'DatexFeedError';
}

/** How one download is made. */
export interface DatexFetchOptions {
  fetch: typeof globalThis.fetch;
  /** Aborts the download (the time-out and the poller's stop). */
  signal: AbortSignal;
  maxBytes: number;
}

/** A size in French units: `20 Mo`, `1 ko`, `512 octets`. */
function sizeFr(bytes: number): string {
  const format = (n: number): string => n.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  if (bytes >= 1_000_000) return `${format(bytes / 1_000_000)} Mo`;
  if (bytes >= 1000) return `${format(bytes / 1000)} ko`;
  return `${bytes} octets`;
}

function tooLarge(maxBytes: number): DatexFeedError {
  return new DatexFeedError(`Flux DATEX II trop volumineux (> ${sizeFr(maxBytes)})`);
}

async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop (by the throw) cancels the stream.
  for await (const chunk of res.body) {
    const bytes: unknown = chunk;
    if (!(bytes instanceof Uint8Array)) throw new DatexFeedError('Flux DATEX II illisible');
    total += bytes.byteLength;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function inflate(body: Buffer, maxBytes: number): Buffer {
  if (body[0] !== 0x1f || body[1] !== 0x8b) return body;
  try {
    return gunzipSync(body, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge(maxBytes);
    throw new DatexFeedError('Flux DATEX II illisible : gzip invalide');
  }
}

/** The body as text, in the encoding of its XML declaration (UTF-8 when none or unknown). */
function decode(body: Buffer): string {
  const head = body.subarray(0, 200).toString('latin1');
  const label = /^<\?xml[^>]*encoding=["']([\w.:-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Socket errors of a kept-alive connection the feed's server closed meanwhile. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** True when a fetch failed on a connection the server had closed (worth one more try). */
export function isStaleSocket(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code: unknown = cause instanceof Error ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' && STALE_SOCKET.has(code);
}

/**
 * The feed's answer. A poll reuses the last poll's connection, which the server may close just
 * then (its keep-alive time-out): one more try on a fresh one, not a failure said to the user.
 */
async function request(url: string, options: DatexFetchOptions): Promise<Response> {
  const init = {
    signal: options.signal,
    headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' },
  };
  try {
    return await options.fetch(url, init);
  } catch (error) {
    if (options.signal.aborted || !isStaleSocket(error)) throw error;
    return options.fetch(url, init);
  }
}

/**
 * Downloads the feed at `url` and returns its XML text; throws a DatexFeedError for an HTTP error
 * status or a body over the cap, and lets network errors and aborts through (see feedFailure).
 */
export async function fetchDatex(url: string, options: DatexFetchOptions): Promise<string> {
  const res = await request(url, options);
  if (!res.ok) {
    await res.body?.cancel();
    throw new DatexFeedError(`Flux DATEX II injoignable : réponse HTTP ${res.status}`);
  }
  return decode(inflate(await readCapped(res, options.maxBytes), options.maxBytes));
}

/** The French text of a failed download (`timeoutMs` names the time-out). */
export function feedFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DatexFeedError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') {
    const seconds = (timeoutMs / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
    return `Flux DATEX II trop lent (> ${seconds} s)`;
  }
  if (!(error instanceof Error)) return `Flux DATEX II injoignable : ${String(error)}`;
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  return `Flux DATEX II injoignable : ${cause}`;
}
