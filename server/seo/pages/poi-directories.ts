/**
 * The POI directories of a town (issue 18, tracking section 9), 100 a page, `page{n}` 1-based
 * (0, negative, huge, padded or non-numeric → 404): `/poi/liste/{location}/page{n}`, every POI
 * of the town in French alphabetical order with its activity, street and opening hours, linking
 * to its page in the app; `/activite/liste/{location}/page{n}`, every activity of the town with
 * its count, linking to the city activity landings, and the town's apps. Towns below the
 * minimum POI count have none (poi-town-route.ts). Written in the visitor's language
 * (poi-directory-texts.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import {
  localised,
  type SeoBlock,
  type SeoLink,
  type SeoPage,
} from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { poiWordsOf, townNames } from '../poi-language';
import { moreLinks, townActivityLinks } from './activity-landing';
import { townAppLinks } from './app-landing';
import { DIRECTORY_TEXTS } from './directory-texts';
import { pageLanguage } from './page-language';
import { POI_DIRECTORY_TEXTS } from './poi-directory-texts';
import { POI_LANDING_TEXTS } from './poi-landing-texts';
import { activityListPath, answerTownPage, poiListPath } from './poi-town-route';

/** Entries a directory page lists. */
export const POIS_PER_PAGE = 100;

/** What a page of a town is built from. */
interface TownPage {
  town: SeoCommune;
  slug: string;
  path: string;
  now: Date;
  locale: Locale;
}

/** The pages of `count` entries (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / POIS_PER_PAGE));
}

/** How a directory speaks, in the page's language. */
function voiceOf(page: TownPage) {
  const lang = pageLanguage(page.locale);
  const words = poiWordsOf(lang);
  return {
    words,
    texts: POI_DIRECTORY_TEXTS[lang],
    directory: DIRECTORY_TEXTS[lang],
    landing: POI_LANDING_TEXTS[lang],
    town: townNames(words, page.town.name),
    here: (href: string): string => localised(href, page.locale),
  };
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
  const { directory, texts, here } = voiceOf(page);
  const title = `${options.heading}${n > 1 ? directory.pageSuffix(n) : ''}`;
  return {
    status: 200,
    path: page.path,
    title: `${title} | Périple`,
    h1: title,
    description: `${options.description}, ${texts.pageOf(n, pages)}.`,
    blockCanonical: false,
    tracking: 9,
    translated: true,
    breadcrumbs: [
      { label: directory.home, href: here('/') },
      { label: page.town.name, href: here(page.town.href) },
      options.crumb,
      ...(n > 1 ? [{ label: directory.page(n), href: here(page.path) }] : []),
    ],
    blocks: [
      ...options.blocks,
      {
        kind: 'pager',
        label: directory.pages,
        words: directory.pager,
        previous: n > 1 ? here(options.pathOf(n - 1)) : null,
        next: n < pages ? here(options.pathOf(n + 1)) : null,
      },
    ],
  };
}

/** Page `n` of every POI of a town, in the page's locale; undefined out of range. */
export function poiListPage(data: PoiPageData, page: TownPage, n: number): SeoPage | undefined {
  const { town, slug, locale } = page;
  const pois = data.towns.pois(town);
  const pages = pageCount(pois.length);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const voice = voiceOf(page);
  const { words, texts } = voice;
  const slice = pois.slice((n - 1) * POIS_PER_PAGE, n * POIS_PER_PAGE);
  const sources = words.list(words.sources(pois.map((p) => p.sourceId)));
  const heading = voice.landing.allPlaces(voice.town);
  const places = words.places(pois.length);
  return directoryPage({
    page,
    n,
    pages,
    heading,
    description: texts.poisDescription(heading, places),
    crumb: { label: texts.poisCrumb, href: voice.here(poiListPath(slug, 1)) },
    pathOf: (k) => poiListPath(slug, k),
    blocks: [
      { kind: 'text', paragraphs: [texts.poisIntro(places, voice.town, sources)] },
      {
        kind: 'links',
        title: texts.poisRange(slice[0]?.name ?? '', slice.at(-1)?.name ?? ''),
        links: slice.map((poi) => data.link(poi, { now: page.now, withRubric: true, locale })),
      },
      {
        kind: 'links',
        title: voice.landing.moreTitle(voice.town),
        links: moreLinks(town, slug, { locale }),
      },
    ],
  });
}

/** Page `n` of every activity of a town (and its apps on page 1); undefined out of range. */
export function activityListPage(
  data: PoiPageData,
  page: TownPage,
  n: number,
): SeoPage | undefined {
  const { town, slug, locale } = page;
  const activities = townActivityLinks(data, town, slug, { locale });
  const pages = pageCount(activities.length);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const voice = voiceOf(page);
  const { texts } = voice;
  const apps = townAppLinks(data, town, slug, { locale });
  const heading = texts.activitiesHeading(voice.town);
  const places = voice.words.places(data.towns.total(town));
  return directoryPage({
    page,
    n,
    pages,
    heading,
    description: texts.activitiesDescription(heading, activities.length, places, voice.town),
    crumb: { label: voice.landing.activities, href: voice.here(activityListPath(slug, 1)) },
    pathOf: (k) => activityListPath(slug, k),
    blocks: [
      {
        kind: 'links',
        title: texts.activitiesTitle(voice.town),
        columns: true,
        links: activities.slice((n - 1) * POIS_PER_PAGE, n * POIS_PER_PAGE),
      },
      ...(n === 1 && apps.length
        ? [{ kind: 'links' as const, title: texts.apps, links: apps }]
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
        build: (town, slug, path, now, locale) =>
          pageOf(data, { town, slug, path, now, locale }, n),
      });
    });
  }
}
