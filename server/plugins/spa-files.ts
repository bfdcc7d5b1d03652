/**
 * The built SPA's files, held in memory with their compressed forms (brotli and gzip written by
 * the build, gzip made at start when missing), and how one is sent: the best coding the client
 * accepts, an ETag per coding, 304 on a match.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookupTable } from '../../src/domain/lookup-table';
import { acceptsCoding, contentEtag } from '../core/compressed-json';

const TYPES: Readonly<Record<string, string>> = lookupTable({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
});
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
/** A file of the built SPA held in memory, with its compressed forms. */
export interface StaticFile {
  body: Buffer;
  /** Written by the build (scripts/vite-plugins.ts), else none: brotli at start would be slow. */
  br?: Buffer;
  /** Written by the build, else made at start. */
  gzip?: Buffer;
  type: string;
  etag: string;
}

/** The compressed forms the build wrote beside their file; never served as files themselves. */
const PRECOMPRESSED = /\.(br|gz)$/;

function readIfThere(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/** Every file under `distDir`, by URL path (`/assets/…`). */
export function loadDist(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (PRECOMPRESSED.test(entry) && existsSync(path.replace(PRECOMPRESSED, ''))) continue;
      const body = readFileSync(path);
      const ext = extname(entry);
      const file: StaticFile = {
        body,
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: contentEtag(body),
      };
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        const br = readIfThere(`${path}.br`);
        if (br) file.br = br;
        file.gzip = readIfThere(`${path}.gz`) ?? gzipSync(body, { level: 9 });
      }
      files.set(`/${relative(distDir, path).split('\\').join('/')}`, file);
    }
  };
  walk(distDir);
  return files;
}

/** The coding to send: brotli, else gzip, when the client accepts it and the form exists. */
function codingOf(file: StaticFile, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (file.br && acceptsCoding(acceptEncoding, 'br')) return 'br';
  if (file.gzip && acceptsCoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/** Sends a file with the cache lifetime `cache`. */
export function sendStaticFile(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  file: StaticFile;
  cache: string;
  status?: number;
  /** `Accept-Encoding` unless told. */
  vary?: string;
}): FastifyReply {
  const { request, reply, file, cache } = options;
  const coding = codingOf(file, request.headers['accept-encoding']);
  // One ETag per coding: a cache must not answer a brotli request with a gzip body.
  const etag = coding ? file.etag.replace(/"$/, `-${coding}"`) : file.etag;
  reply
    .header('Cache-Control', cache)
    .header('ETag', etag)
    .header('Vary', options.vary ?? 'Accept-Encoding')
    .type(file.type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.status(options.status ?? 200);
  if (coding === 'br' && file.br) return reply.header('Content-Encoding', 'br').send(file.br);
  if (coding === 'gzip' && file.gzip)
    return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/** A page made at start (a localised index.html), with its compressed forms. */
export function staticPage(html: string): StaticFile {
  const body = Buffer.from(html);
  return {
    body,
    type: 'text/html; charset=utf-8',
    etag: contentEtag(body),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}
