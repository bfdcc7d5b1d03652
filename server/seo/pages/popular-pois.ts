/**
 * The popular POIs of a town (issue 18, tracking section 9), 100 a page, `page{n}` 1-based:
 * `/poi/populaire/{location}/page{n}` (every rubric) and
 * `/poi/populaire/{rubricId}/{location}/page{n}` (one rubric). « Popular » is read from the
 * data only — notoriety tags, SNCF passenger class, how fully a place is described — never
 * from ratings (the rule: server/seo/poi-popularity.ts, docs/seo.md); at most POPULAR_MAX.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { aLieu, deLieu } from '../../../src/domain/french-places';
import { slugify } from '../../../src/domain/paths/search-paths';
import { RUBRICS_BY_ID } from '../../../src/domain/poi-catalogue/rubrics';
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { capitalised, rubricPlural } from '../poi-words';
import { moreLinks, townActivityLinks } from './activity-landing';
import { notFoundPage } from './error-pages';
import { pageCount, POIS_PER_PAGE } from './poi-directories';
import { activityPath, answerTownPage, popularPath } from './poi-town-route';

/** The rule as the page states it. */
const RULE =
  'Classement établi à partir des données seules, sans note ni avis : d’abord les lieux qui ont un article Wikipédia ou une fiche Wikidata dans OpenStreetMap, puis, pour les gares, la catégorie de fréquentation de la SNCF, puis les lieux les plus complètement décrits dans OpenStreetMap (horaires, site, téléphone…).';

/** What a page of a town is built from. */
interface TownPage {
  town: SeoCommune;
  slug: string;
  path: string;
  now: Date;
}

/** The town's activities, each linking to its popular page. */
function popularActivityLinks(data: PoiPageData, town: SeoCommune, slug: string) {
  return townActivityLinks(data, town, slug, {
    pathOf: (rubricId) => popularPath(slug, 1, rubricId),
  });
}

function breadcrumbs(page: TownPage, n: number, rubricId: string | undefined): SeoLink[] {
  const { town, slug, path } = page;
  return [
    { label: 'Accueil', href: '/' },
    { label: town.name, href: town.href },
    ...(rubricId
      ? [{ label: capitalised(rubricPlural(rubricId)), href: activityPath(rubricId, slug) }]
      : []),
    { label: 'Populaires', href: popularPath(slug, 1, rubricId) },
    ...(n > 1 ? [{ label: `Page ${n}`, href: path }] : []),
  ];
}

/** Page `n` of the popular POIs of a town (of one rubric); undefined out of range. */
export function popularPage(
  data: PoiPageData,
  page: TownPage,
  n: number,
  rubricId?: string,
): SeoPage | undefined {
  const { town, slug, path } = page;
  const ranked = data.popular(town, rubricId ? [rubricId] : undefined);
  if (rubricId && ranked.length === 0)
    return notFoundPage(path, popularActivityLinks(data, town, slug));
  const pages = pageCount(ranked.length);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const first = (n - 1) * POIS_PER_PAGE;
  const heading = `${rubricId ? capitalised(rubricPlural(rubricId)) : 'Lieux'} populaires ${aLieu(town.name)}`;
  const suffix = n > 1 ? ` (page ${n})` : '';
  return {
    status: 200,
    path,
    title: `${heading}${suffix} | Périple`,
    h1: `${heading}${suffix}`,
    description: `${heading} : les ${ranked.length.toLocaleString('fr-FR')} lieux ${deLieu(town.name)} les plus présents dans les données ouvertes (Wikipédia, Wikidata, OpenStreetMap), page ${n} sur ${pages}.`,
    blockCanonical: false,
    tracking: 9,
    breadcrumbs: breadcrumbs(page, n, rubricId),
    blocks: [
      { kind: 'text', paragraphs: [RULE] },
      {
        kind: 'links',
        title: `N° ${first + 1} à ${Math.min(first + POIS_PER_PAGE, ranked.length)}`,
        links: ranked
          .slice(first, first + POIS_PER_PAGE)
          .map((poi) => data.link(poi, { now: page.now, withRubric: !rubricId })),
      },
      {
        kind: 'pager',
        label: 'Pages du classement',
        previous: n > 1 ? popularPath(slug, n - 1, rubricId) : null,
        next: n < pages ? popularPath(slug, n + 1, rubricId) : null,
      },
      { kind: 'links', title: `Plus de lieux ${aLieu(town.name)}`, links: moreLinks(town, slug) },
    ],
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
      build: (town, slug, path, now) => popularPage(data, { town, slug, path, now }, n, rubric?.id),
    });
  };
  app.get<{ Params: Params }>('/poi/populaire/:location/:page', handler);
  app.get<{ Params: Params }>('/poi/populaire/:rubric/:location/:page', handler);
}
