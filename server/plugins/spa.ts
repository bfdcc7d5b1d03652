import type { FastifyInstance } from 'fastify';
import { PAGE_CACHE, pageCacheClass } from '../../src/domain/page-cache';
import type { PluginOptions } from '../app';
import { AppError, asksEnglish, errorBody } from '../core/errors';
import { firstViewFacts, type FirstViewFacts } from '../../src/domain/first-view-boot';
import { firstScreenLinks, localisedPages, pageLocale } from './first-screen';
import { isKnownQuizPage, quizServiceOf } from '../quiz/quiz-service';
import { areaResolverOf, isKnownLayerPage } from '../restrictions/layer-pages';
import { loadDist, sendStaticFile } from './spa-files';
import { layerPageRenderer } from './spa-layer-pages';

const SERVICE_PREFIXES = ['/api', '/tiles', '/styles', '/fonts', '/sprites'];

/** True for a path of the API or the map services (answered in JSON, never with the page). */
function isServicePath(path: string): boolean {
  return SERVICE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
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

/**
 * The cache class of a page; `none` (a 404 page) for a quiz area or a layer page's location that
 * does not exist.
 */
function pageClass(path: string, options: PluginOptions) {
  const { places } = options.deps;
  if (!isKnownQuizPage(path, quizServiceOf(places))) return 'none';
  if (!isKnownLayerPage(path, areaResolverOf(places))) return 'none';
  // « /index.html » is the home page, as on any web server.
  return pageCacheClass(path === '/index.html' ? '/' : path);
}

/** The region view's facts the page's boot script warms (src/domain/first-view-boot.ts). */
function firstViewOf(options: PluginOptions): FirstViewFacts {
  const { region, tiles } = options.deps;
  return firstViewFacts({
    center: region.view.center,
    zoom: region.view.zoom,
    minzoom: tiles.info.minzoom,
    maxzoom: tiles.info.maxzoom,
  });
}

function registerSpa(app: FastifyInstance, options: PluginOptions): void {
  const files = loadDist(options.config.distDir);
  const index = files.get('/index.html');
  const pages = index
    ? localisedPages(index.body.toString('utf8'), firstViewOf(options))
    : undefined;
  const layerPages = layerPageRenderer(options);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isServicePath(path))
      return reply
        .status(404)
        .send(errorBody(new AppError('NOT_FOUND'), asksEnglish(request.query)));
    const asset =
      path.endsWith('.map') && !options.config.publicSourceMaps ? undefined : files.get(path);
    if (asset && path !== '/index.html') {
      const immutable = path.startsWith('/assets/');
      return sendStaticFile({
        request,
        reply,
        file: asset,
        cache: immutable ? 'public, max-age=31536000, immutable' : PAGE_CACHE.short,
      });
    }
    if (!index || !pages) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          "L'application web n'est pas construite sur ce serveur : lancez « npm run build » puis redémarrez.",
        );
    }
    const cacheClass = pageClass(path, options);
    const locale = pageLocale({
      search: request.url.slice(path.length),
      acceptLanguage: request.headers['accept-language'],
    });
    reply.header('Link', firstScreenLinks(locale));
    const page = pages.get(locale) ?? index;
    return sendStaticFile({
      request,
      reply,
      // A layer page carries its content (server/plugins/spa-layer-pages.ts).
      file: (cacheClass !== 'none' && layerPages({ request, path, locale, page })) || page,
      // The page's texts and preloads follow the browser's languages.
      vary: 'Accept-Encoding, Accept-Language',
      cache: PAGE_CACHE[cacheClass],
      status: cacheClass === 'none' ? 404 : 200,
    });
  });
}
