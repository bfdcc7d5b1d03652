/**
 * JSON answers that change rarely (map configuration, POI catalogue) sent compressed: brotli or
 * gzip as the client accepts, each form computed once per distinct body and kept in a small
 * cache, with an ETag per coding and `Vary: Accept-Encoding`.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Forms {
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

const cache = new Map<string, Forms>();
const CACHE_MAX = 64;

/** A strong ETag of a body (20 characters of its SHA-1). */
export function contentEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

function formsOf(json: string): Forms {
  const etag = contentEtag(json);
  const known = cache.get(etag);
  if (known) return known;
  const forms = {
    etag,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(etag, forms);
  return forms;
}

/** True when an Accept-Encoding header accepts `coding` (by name or `*`, with q > 0). */
export function acceptsCoding(header: string | undefined, coding: string): boolean {
  return (header ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (name === coding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** Sends `json` (already serialised) compressed when the client accepts it; 304 on a match. */
export function sendCompressedJson(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  json: string;
  cacheControl: string;
}): FastifyReply {
  const { request, reply, json, cacheControl } = options;
  const forms = formsOf(json);
  const header = request.headers['accept-encoding'];
  const coding = acceptsCoding(header, 'br')
    ? 'br'
    : acceptsCoding(header, 'gzip')
      ? 'gzip'
      : undefined;
  const etag = coding ? forms.etag.replace(/"$/, `-${coding}"`) : forms.etag;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (coding) return reply.header('content-encoding', coding).send(forms[coding]);
  return reply.send(json);
}
