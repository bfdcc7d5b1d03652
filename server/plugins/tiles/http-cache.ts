import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cache-Control values of the map service. */
export const CACHE = {
  /** Tiles of a versioned artefact (ETag revalidation after a day). */
  tile: 'public, max-age=86400',
  /** A tile absent from the data: short, the region may grow. */
  emptyTile: 'public, max-age=300',
  /** Styles, TileJSON and map config: short, they follow the configuration. */
  short: 'public, max-age=300',
  /** Fonts and sprites: static assets. */
  asset: 'public, max-age=604800',
} as const;

/** A strong ETag from a text (quoted, 16 hex chars of SHA-256). */
export function etagOf(text: string | Buffer): string {
  return `"${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`;
}

/**
 * True when If-None-Match lists this ETag (or `*`). Comparison is weak as RFC 9110 asks for
 * If-None-Match: a `W/` prefix on either side is ignored.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === bare;
  });
}

/** True when Accept-Encoding accepts gzip (`gzip` or `*` with a non-zero quality). */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsCoding(header, 'gzip');
}

/** True when Accept-Encoding accepts `coding` (or `*`) with a non-zero quality. */
export function acceptsCoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Sets ETag and Cache-Control, and answers 304 when the client already has this version.
 * Returns true when the 304 was sent (the caller stops there).
 */
export function sendNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { etag: string; cacheControl: string },
): boolean {
  reply.header('etag', options.etag).header('cache-control', options.cacheControl);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], options.etag)) return false;
  void reply.code(304).send();
  return true;
}
