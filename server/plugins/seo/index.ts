/**
 * Server-rendered pages (issue 18; spec 000 §2, 001 §2): directories, landing pages, legacy
 * URLs (301 to their current form) and error pages, rendered with react-dom/server from the
 * artefacts on request (kept in an LRU), with their real status, the long cache lifetime of
 * search-engine pages and an ETag. One module per page family in server/seo/pages/.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, matchLocale, type Locale } from '../../../src/domain/map-config';
import { PAGE_CACHE } from '../../../src/domain/page-cache';
import type { SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import { siteOrigin } from '../../core/config';
import { CommuneIndex } from '../../seo/communes';
import { buildFooter } from '../../seo/footer';
import { HtmlCache, htmlFile } from '../../seo/html-cache';
import { registerHamletDirectoryRoutes } from '../../seo/pages/hamlet-directory';
import { registerItineraryDirectoryRoutes } from '../../seo/pages/itinerary-directory';
import { registerItineraryLandings } from '../../seo/pages/itinerary-landing-routes';
import { registerLegacyRoutes } from '../../seo/pages/legacy';
import { registerActivityLandingRoutes } from '../../seo/pages/activity-landing';
import { registerAppLandingRoutes } from '../../seo/pages/app-landing';
import { registerPoiDirectoryRoutes } from '../../seo/pages/poi-directories';
import { registerPopularPoiRoutes } from '../../seo/pages/popular-pois';
import {
  errorPageIn,
  BROWSER_UPDATE_PATH,
  browserUpdatePage,
  notFoundPage,
  serverErrorPage,
} from '../../seo/pages/error-pages';
import {
  registerSubtypeDirectoryRoutes,
  subtypeDirectoryPaths,
} from '../../seo/pages/subtype-directory';
import { ResortTowns } from '../../seo/resort-towns';
import { townDirectoryPage } from '../../seo/pages/town-directory';
import { poiPageData } from '../../seo/poi-page-data';
import { renderSeoPage } from '../../seo/render';
import { registerSitemapRoutes } from '../../seo/sitemap-routes';
import { sendStaticFile } from '../spa-files';

/** What the page families get: the communes and how to answer with a page. */
export interface SeoContext {
  communes: CommuneIndex;
  /** Sends a page (rendered once per path and locale), or its 404 page when undefined. */
  send: (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: (locale: Locale) => SeoPage | undefined,
  ) => FastifyReply;
  /** The site's origin of a request (PERIPLE_PUBLIC_URL, else the request's own). */
  origin: (request: FastifyRequest) => string;
  /** Sends a permanent redirect to the canonical form of a path. */
  redirect: (reply: FastifyReply, path: string) => FastifyReply;
}

function localeOf(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return matchLocale(query?.locale) ?? 'fr-FR';
}

/** The page a build gives, or its 404 page; a failure is the 500 page. */
function pageOf(
  path: string,
  locale: Locale,
  build: (locale: Locale) => SeoPage | undefined,
): SeoPage {
  try {
    return errorPageIn(build(locale) ?? notFoundPage(path), locale);
  } catch {
    return serverErrorPage(path, locale);
  }
}

function seoContext(options: PluginOptions): SeoContext {
  const communes = new CommuneIndex(options.deps.places);
  const footers = new Map(LOCALES.map((l) => [l, buildFooter(communes, l)]));
  const cache = new HtmlCache();
  const origin = (request: FastifyRequest) => siteOrigin(options.config, request);
  return {
    communes,
    origin,
    send: (request, reply, key, build) => {
      const locale = localeOf(request);
      const path = request.url.split('?')[0] ?? '/';
      const rendered = cache.get(`${origin(request)}|${locale}|${key}`, () => {
        const page = pageOf(path, locale, build);
        const footer = footers.get(locale) ?? buildFooter(communes, locale);
        const context = { locale, origin: origin(request), footer, mapHref: '/plan' };
        return { file: htmlFile(renderSeoPage(page, context)), status: page.status };
      });
      const cacheControl = rendered.status === 200 ? PAGE_CACHE.long : PAGE_CACHE.none;
      return sendStaticFile({
        request,
        reply,
        file: rendered.file,
        cache: cacheControl,
        status: rendered.status,
      });
    },
    redirect: (reply, path) => reply.header('Cache-Control', PAGE_CACHE.long).redirect(path, 301),
  };
}

/** The page index of `page{n}`: a positive integer written without leading zeros, else NaN. */
export function pageIndex(text: string): number {
  const m = /^page([1-9]\d{0,5})$/.exec(text);
  return m ? Number(m[1]) : Number.NaN;
}

/** The plugin. */
export async function seoPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const seo = seoContext(options);
  app.get<{ Params: { page: string } }>('/annuaire-ville/:page', (request, reply) =>
    seo.send(request, reply, `/annuaire-ville/${request.params.page}`, (locale) =>
      townDirectoryPage(seo.communes, pageIndex(request.params.page), locale),
    ),
  );
  app.get(BROWSER_UPDATE_PATH, (request, reply) =>
    seo.send(request, reply, BROWSER_UPDATE_PATH, (locale) => browserUpdatePage(locale)),
  );
  const pois = poiPageData(app, seo, options);
  registerItineraryLandings(app, seo, options);
  registerLegacyRoutes(app, seo, options);
  registerActivityLandingRoutes(app, seo, options);
  registerAppLandingRoutes(app, seo, options);
  registerPoiDirectoryRoutes(app, seo, options);
  registerPopularPoiRoutes(app, seo, options);
  registerItineraryDirectoryRoutes(app, seo);
  const hamlets = registerHamletDirectoryRoutes(app, seo, options.deps.search.rows);
  const resorts = new ResortTowns(options.deps.search.index.db, seo.communes);
  registerSubtypeDirectoryRoutes(app, seo, resorts);
  registerSitemapRoutes(app, {
    communes: seo.communes,
    towns: () => pois.towns,
    hamlets: () => hamlets.sorted().length,
    subtypes: () => subtypeDirectoryPaths(resorts),
    origin: seo.origin,
  });
}
