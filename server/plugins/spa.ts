import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_CACHE, pageCacheClass } from '../../src/domain/page-cache';
import type { PluginOptions } from '../app';
import { AppError, asksEnglish, errorBody } from '../core/errors';
import { lookupTable } from '../../src/domain/lookup-table';

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
const SERVICE_PREFIXES = ['/api', '/tiles', '/styles', '/fonts', '/sprites'];

/** True for a path of the API or the map services (answered in JSON, never with the page). */
function isServicePath(path: string): boolean {
  return SERVICE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** A file of the built SPA held in memory. */
interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

function loadDist(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const body = readFileSync(path);
      const ext = extname(entry);
      const file: StaticFile = {
        body,
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      };
      if (COMPRESSIBLE.has(ext) && body.length > 512) file.gzip = gzipSync(body, { level: 9 });
      files.set(`/${relative(distDir, path).split('\\').join('/')}`, file);
    }
  };
  walk(distDir);
  return files;
}

function send(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  file: StaticFile;
  cache: string;
  status?: number;
}): FastifyReply {
  const { request, reply, file, cache } = options;
  reply
    .header('Cache-Control', cache)
    .header('ETag', file.etag)
    .header('Vary', 'Accept-Encoding')
    .type(file.type);
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  reply.status(options.status ?? 200);
  if (file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}

/**
 * Serves the built SPA from memory: hashed assets cached for a year, pages (index.html for every
 * client route) with the cache lifetime of their page class; API paths answer JSON 404s.
 */
export async function spaPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  registerSpa(app, options);
}

/** Registered without encapsulation so the not-found handler is the root one. */
(spaPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

function registerSpa(app: FastifyInstance, options: PluginOptions): void {
  const files = loadDist(options.config.distDir);
  const index = files.get('/index.html');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(404)
        .send(errorBody(new AppError('NOT_FOUND'), asksEnglish(request.query)));
    }
    if (isServicePath(path))
      return reply
        .status(404)
        .send(errorBody(new AppError('NOT_FOUND'), asksEnglish(request.query)));
    const asset =
      path.endsWith('.map') && !options.config.publicSourceMaps ? undefined : files.get(path);
    if (asset && path !== '/index.html') {
      const immutable = path.startsWith('/assets/');
      return send({
        request,
        reply,
        file: asset,
        cache: immutable ? 'public, max-age=31536000, immutable' : PAGE_CACHE.short,
      });
    }
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          "L'application web n'est pas construite sur ce serveur : lancez « npm run build » puis redémarrez.",
        );
    }
    // « /index.html » is the home page, as on any web server.
    const cacheClass = pageCacheClass(path === '/index.html' ? '/' : path);
    return send({
      request,
      reply,
      file: index,
      cache: PAGE_CACHE[cacheClass],
      status: cacheClass === 'none' ? 404 : 200,
    });
  });
}
