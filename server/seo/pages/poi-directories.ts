/**
 * The POI directories of a town (issue 18, tracking section 9), 100 a page, `page{n}` 1-based
 * (0, negative, huge, padded or non-numeric → 404): `/poi/liste/{location}/page{n}`, every POI
 * of the town in French alphabetical order with its activity, street and opening hours, linking
 * to its page in the app; `/activite/liste/{location}/page{n}`, every activity of the town with
 * its count, linking to the city activity landings, and the town's apps. Towns below the
 * minimum POI count have none (poi-town-route.ts).
 */
import type { FastifyInstance } from 'fastify';
import { aLieu, deLieu } from '../../../src/domain/french-places';
import type { SeoBlock, SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { listInFrench, sourcesOf } from '../poi-words';
import { moreLinks, townActivityLinks } from './activity-landing';
import { townAppLinks } from './app-landing';
import { activityListPath, answerTownPage, poiListPath } from './poi-town-route';

/** Entries a directory page lists. */
export const POIS_PER_PAGE = 100;

/** What a page of a town is built from. */
interface TownPage {
  town: SeoCommune;
  slug: string;
  path: string;
  now: Date;
}

/** The pages of `count` entries (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / POIS_PER_PAGE));
}

/** The common frame of a directory page: title, breadcrumbs, the entries and the pager. */
function directoryPage(options: {
  page: TownPage;
  n: number;
  pages: number;
  heading: string;
  description: string;
  crumb: SeoLink;
  blocks: SeoBlock[];
  pathOf: (n: number) => string;
}): SeoPage {
  const { page, n, pages } = options;
  const suffix = n > 1 ? ` (page ${n})` : '';
  return {
    status: 200,
    path: page.path,
    title: `${options.heading}${suffix} | Périple`,
    h1: `${options.heading}${suffix}`,
    description: options.description,
    blockCanonical: false,
    tracking: 9,
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: page.town.name, href: page.town.href },
      options.crumb,
      ...(n > 1 ? [{ label: `Page ${n}`, href: page.path }] : []),
    ],
    blocks: [
      ...options.blocks,
      {
        kind: 'pager',
        label: 'Pages de l’annuaire',
        previous: n > 1 ? options.pathOf(n - 1) : null,
        next: n < pages ? options.pathOf(n + 1) : null,
      },
    ],
  };
}

/** Page `n` of every POI of a town; undefined out of range. */
export function poiListPage(data: PoiPageData, page: TownPage, n: number): SeoPage | undefined {
  const { town, slug } = page;
  const pois = data.towns.pois(town);
  const pages = pageCount(pois.length);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const slice = pois.slice((n - 1) * POIS_PER_PAGE, n * POIS_PER_PAGE);
  const sources = listInFrench(sourcesOf(pois.map((p) => p.sourceId)));
  const heading = `Tous les lieux ${deLieu(town.name)}`;
  return directoryPage({
    page,
    n,
    pages,
    heading,
    description: `${heading} : ${pois.length.toLocaleString('fr-FR')} lieux avec leur activité, leur adresse et leurs horaires, page ${n} sur ${pages}.`,
    crumb: { label: 'Tous les lieux', href: poiListPath(slug, 1) },
    pathOf: (k) => poiListPath(slug, k),
    blocks: [
      {
        kind: 'text',
        paragraphs: [
          `Périple recense ${pois.length.toLocaleString('fr-FR')} lieux ${aLieu(town.name)}, d’après ${sources}, par ordre alphabétique.`,
        ],
      },
      {
        kind: 'links',
        title: `Lieux ${slice[0]?.name ?? ''} à ${slice.at(-1)?.name ?? ''}`,
        links: slice.map((poi) => data.link(poi, { now: page.now, withRubric: true })),
      },
      { kind: 'links', title: `Plus de lieux ${aLieu(town.name)}`, links: moreLinks(town, slug) },
    ],
  });
}

/** Page `n` of every activity of a town (and its apps on page 1); undefined out of range. */
export function activityListPage(
  data: PoiPageData,
  page: TownPage,
  n: number,
): SeoPage | undefined {
  const { town, slug } = page;
  const activities = townActivityLinks(data, town, slug);
  const pages = pageCount(activities.length);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const apps = townAppLinks(data, town, slug);
  const heading = `Activités ${deLieu(town.name)}`;
  return directoryPage({
    page,
    n,
    pages,
    heading,
    description: `${heading} : ${activities.length} activités et ${data.towns.total(town).toLocaleString('fr-FR')} lieux sur le plan ${deLieu(town.name)}, page ${n} sur ${pages}.`,
    crumb: { label: 'Activités', href: activityListPath(slug, 1) },
    pathOf: (k) => activityListPath(slug, k),
    blocks: [
      {
        kind: 'links',
        title: `Activités ${aLieu(town.name)}`,
        columns: true,
        links: activities.slice((n - 1) * POIS_PER_PAGE, n * POIS_PER_PAGE),
      },
      ...(n === 1 && apps.length
        ? [{ kind: 'links' as const, title: 'Applications', links: apps }]
        : []),
    ],
  });
}

/** Registers `/poi/liste/{location}/page{n}` and `/activite/liste/{location}/page{n}`. */
export function registerPoiDirectoryRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  options: PluginOptions,
): void {
  const data = poiPageData(app, seo, options);
  const first =
    (pathOf: (slug: string, n: number) => string) => (town: SeoCommune, slug: string) => [
      { label: `${town.name}, page 1`, href: pathOf(slug, 1) },
    ];
  type Params = { location: string; page: string };
  const families = [
    ['/poi/liste/:location/:page', poiListPath, poiListPage],
    ['/activite/liste/:location/:page', activityListPath, activityListPage],
  ] as const;
  for (const [route, pathOf, pageOf] of families) {
    app.get<{ Params: Params }>(route, (request, reply) => {
      const n = pageIndex(request.params.page);
      return answerTownPage(seo, data, {
        request,
        reply,
        location: request.params.location,
        pathFor: (slug) => (Number.isNaN(n) ? undefined : pathOf(slug, n)),
        unknown: first(pathOf),
        build: (town, slug, path, now) => pageOf(data, { town, slug, path, now }, n),
      });
    });
  }
}
