/**
 * Routes of the search-engine files: GET /robots.txt, /sitemap.xml and /sitemaps/{name}.xml,
 * with the long cache lifetime, an ETag and their compressed forms (kept once built).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_CACHE } from '../../src/domain/page-cache';
import { sendStaticFile, type StaticFile } from '../plugins/spa-files';
import type { CommuneIndex } from './communes';
import { htmlFile } from './html-cache';
import { robotsTxt, Sitemaps } from './sitemaps';
import type { TownPois } from './town-pois';

function xmlFile(body: string): StaticFile {
  return { ...htmlFile(body), type: 'application/xml; charset=utf-8' };
}

/**
 * Registers the routes; `towns` gives the towns' POIs, `hamlets` the lieux-dits' count, `origin`
 * the site's origin of a request.
 */
export function registerSitemapRoutes(
  app: FastifyInstance,
  options: {
    communes: CommuneIndex;
    towns: () => TownPois;
    /** The number of lieux-dits of their directory. */
    hamlets: () => number;
    /** The pages of the subtype directories that list a commune. */
    subtypes: () => readonly string[];
    origin: (request: FastifyRequest) => string;
  },
): void {
  const { origin } = options;
  const sitemaps = new Sitemaps(options);
  const files = new Map<string, StaticFile | null>();
  const fileOf = (key: string, build: () => string | undefined): StaticFile | null => {
    // Keyed by origin too: bounded, as the Host header is the client's to choose.
    if (files.size > 256) files.clear();
    if (!files.has(key)) {
      const body = build();
      files.set(key, body === undefined ? null : xmlFile(body));
    }
    return files.get(key) ?? null;
  };
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('Cache-Control', PAGE_CACHE.long)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', (request, reply) => {
    const file = fileOf(`index|${origin(request)}`, () => sitemaps.index(origin(request)));
    return file
      ? sendStaticFile({ request, reply, file, cache: PAGE_CACHE.long })
      : reply.callNotFound();
  });
  app.get<{ Params: { name: string } }>('/sitemaps/:name', (request, reply) => {
    const m = /^([a-z]+-\d{1,4})\.xml$/.exec(request.params.name);
    const name = m?.[1];
    const file = name
      ? fileOf(`${name}|${origin(request)}`, () => sitemaps.file(name, origin(request)))
      : null;
    if (file) return sendStaticFile({ request, reply, file, cache: PAGE_CACHE.long });
    return reply
      .status(404)
      .header('Cache-Control', PAGE_CACHE.none)
      .type('text/plain; charset=utf-8')
      .send('Ce plan du site n’existe pas : la liste est dans /sitemap.xml.');
  });
}
