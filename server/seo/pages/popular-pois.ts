/**
 * The popular POIs of a town (issue 18, tracking section 9), 100 a page, `page{n}` 1-based:
 * `/poi/populaire/{location}/page{n}` (every rubric) and
 * `/poi/populaire/{rubricId}/{location}/page{n}` (one rubric). « Popular » is read from the
 * data only — notoriety tags, SNCF passenger class, how fully a place is described — never
 * from ratings (the rule: server/seo/poi-popularity.ts, docs/seo.md); at most POPULAR_MAX.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import { slugify } from '../../../src/domain/paths/search-paths';
import { RUBRICS_BY_ID } from '../../../src/domain/poi-catalogue/rubrics';
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
import type { TownPoi } from '../town-pois';
import { poiWordsOf, townNames } from '../poi-language';
import { capitalised } from '../poi-words';
import { DIRECTORY_TEXTS } from './directory-texts';
import { pageLanguage } from './page-language';
import { POI_LANDING_TEXTS } from './poi-landing-texts';
import { POPULAR_TEXTS } from './popular-texts';
import { moreLinks, townActivityLinks } from './activity-landing';
import { notFoundPage } from './error-pages';
import { pageCount, POIS_PER_PAGE } from './poi-directories';
import { activityPath, answerTownPage, popularPath } from './poi-town-route';

/** What a page of a town is built from. */
interface TownPage {
  town: SeoCommune;
  slug: string;
  path: string;
  now: Date;
  locale: Locale;
}

/** The town's activities, each linking to its popular page. */
function popularActivityLinks(data: PoiPageData, town: SeoCommune, slug: string, locale?: Locale) {
  return townActivityLinks(data, town, slug, {
    pathOf: (rubricId) => popularPath(slug, 1, rubricId),
    ...(locale ? { locale } : {}),
  });
}

function breadcrumbs(page: TownPage, n: number, rubricId: string | undefined): SeoLink[] {
  const { town, slug, path, locale } = page;
  const lang = pageLanguage(locale);
  const words = poiWordsOf(lang);
  const here = (href: string): string => localised(href, locale);
  return [
    { label: DIRECTORY_TEXTS[lang].home, href: here('/') },
    { label: town.name, href: here(town.href) },
    ...(rubricId
      ? [{ label: capitalised(words.plural(rubricId)), href: here(activityPath(rubricId, slug)) }]
      : []),
    { label: POPULAR_TEXTS[lang].crumb, href: here(popularPath(slug, 1, rubricId)) },
    ...(n > 1 ? [{ label: DIRECTORY_TEXTS[lang].page(n), href: here(path) }] : []),
  ];
}

/** The blocks of page `n`: the rule, the ranked POIs, the pager and the links on. */
function popularBlocks(
  data: PoiPageData,
  page: TownPage,
  list: { ranked: readonly TownPoi[]; n: number; pages: number; rubricId: string | undefined },
): SeoBlock[] {
  const { town, slug, locale } = page;
  const { ranked, n, pages, rubricId } = list;
  const lang = pageLanguage(locale);
  const texts = POPULAR_TEXTS[lang];
  const first = (n - 1) * POIS_PER_PAGE;
  const here = (k: number): string => localised(popularPath(slug, k, rubricId), locale);
  return [
    { kind: 'text', paragraphs: [texts.rule] },
    {
      kind: 'links',
      title: texts.range(first + 1, Math.min(first + POIS_PER_PAGE, ranked.length)),
      links: ranked
        .slice(first, first + POIS_PER_PAGE)
        .map((poi) => data.link(poi, { now: page.now, withRubric: !rubricId, locale })),
    },
    {
      kind: 'pager',
      label: texts.pages,
      words: DIRECTORY_TEXTS[lang].pager,
      previous: n > 1 ? here(n - 1) : null,
      next: n < pages ? here(n + 1) : null,
    },
    {
      kind: 'links',
      title: POI_LANDING_TEXTS[lang].moreTitle(townNames(poiWordsOf(lang), town.name)),
      links: moreLinks(town, slug, { locale }),
    },
  ];
}

/**
 * Page `n` of the popular POIs of a town (of one rubric), in the page's locale; undefined out
 * of range.
 */
export function popularPage(
  data: PoiPageData,
  page: TownPage,
  n: number,
  rubricId?: string,
): SeoPage | undefined {
  const { town, slug, path, locale } = page;
  const ranked = data.popular(town, rubricId ? [rubricId] : undefined);
  if (rubricId && ranked.length === 0)
    return notFoundPage(path, popularActivityLinks(data, town, slug, locale));
  const pages = pageCount(ranked.length);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const lang = pageLanguage(locale);
  const words = poiWordsOf(lang);
  const names = townNames(words, town.name);
  const subject = rubricId
    ? capitalised(words.plural(rubricId))
    : POI_LANDING_TEXTS[lang].placesWord;
  const heading = POI_LANDING_TEXTS[lang].popular(subject, names);
  const title = `${heading}${n > 1 ? DIRECTORY_TEXTS[lang].pageSuffix(n) : ''}`;
  const places = words.places(ranked.length);
  return {
    status: 200,
    path,
    title: `${title} | Périple`,
    h1: title,
    description: POPULAR_TEXTS[lang].description(heading, places, names, n, pages),
    blockCanonical: false,
    tracking: 9,
    translated: true,
    breadcrumbs: breadcrumbs(page, n, rubricId),
    blocks: popularBlocks(data, page, { ranked, n, pages, rubricId }),
  };
}

/** Registers the popular pages. */
export function registerPopularPoiRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  options: PluginOptions,
): void {
  const data = poiPageData(app, seo, options);
  type Params = { rubric?: string; location: string; page: string };
  const handler = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const { rubric: asked, location } = request.params;
    const n = pageIndex(request.params.page);
    const rubric = asked === undefined ? undefined : RUBRICS_BY_ID.get(slugify(asked));
    const known = asked === undefined || rubric !== undefined;
    return answerTownPage(seo, data, {
      request,
      reply,
      location,
      pathFor: (slug) => (known && !Number.isNaN(n) ? popularPath(slug, n, rubric?.id) : undefined),
      unknown: (town, slug) =>
        known
          ? [{ label: `${town.name}, page 1`, href: popularPath(slug, 1, rubric?.id) }]
          : popularActivityLinks(data, town, slug),
      rubricIds: rubric ? [rubric.id] : undefined,
      build: (town, slug, path, now, locale) =>
        popularPage(data, { town, slug, path, now, locale }, n, rubric?.id),
    });
  };
  app.get<{ Params: Params }>('/poi/populaire/:location/:page', handler);
  app.get<{ Params: Params }>('/poi/populaire/:rubric/:location/:page', handler);
}
