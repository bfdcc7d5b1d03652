/**
 * How every server-rendered POI page of a town (issue 18) answers: the town found by its slug
 * (a slug written otherwise — accents, capitals, spaces — gets a 301 to the canonical URL); an
 * unknown town, rubric, app or page index gets the 404 page with links to close matches; a town
 * below the minimum POI count (spec 001 §9) gets the 404 page with the nearest towns that have
 * enough. Pages are kept per week: they show opening hours read in the current week.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deLieu } from '../../../src/domain/french-places';
import type { Locale } from '../../../src/domain/map-config';
import { slugify } from '../../../src/domain/paths/search-paths';
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { weekKey } from '../opening-week';
import type { PoiPageData } from '../poi-page-data';
import { notFoundPage } from './error-pages';

/** Close towns a 404 page links to. */
const CLOSE_TOWNS = 8;

/** `/activite/{rubricId}/{town}`: the city activity landing. */
export function activityPath(rubricId: string, slug: string): string {
  return `/activite/${rubricId}/${slug}`;
}

/** `/app/{appId}/{town}`: the city-app landing. */
export function appPath(appId: string, slug: string): string {
  return `/app/${appId}/${slug}`;
}

/** `/poi/liste/{town}/page{n}`: every POI of a town. */
export function poiListPath(slug: string, n: number): string {
  return `/poi/liste/${slug}/page${n}`;
}

/** `/activite/liste/{town}/page{n}`: every activity of a town. */
export function activityListPath(slug: string, n: number): string {
  return `/activite/liste/${slug}/page${n}`;
}

/** `/poi/populaire/{town}/page{n}`, or `/poi/populaire/{rubricId}/{town}/page{n}` for a rubric. */
export function popularPath(slug: string, n: number, rubricId?: string): string {
  return rubricId
    ? `/poi/populaire/${rubricId}/${slug}/page${n}`
    : `/poi/populaire/${slug}/page${n}`;
}

/** A request for a POI page of a town. */
export interface TownPageRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The location as requested. */
  location: string;
  /**
   * The page's canonical path for a town's canonical slug; undefined when the rest of the path
   * (rubric, app, page index) names nothing.
   */
  pathFor: (slug: string) => string | undefined;
  /** The 404's links when a listed town is known but the rest of the path names nothing. */
  unknown: (town: SeoCommune, slug: string) => SeoLink[];
  /** Rubrics a town below the threshold points to nearby towns for (any POI when undefined). */
  rubricIds?: readonly string[] | undefined;
  /**
   * The page of a listed town in the visitor's locale, undefined when it does not exist (a page
   * index out of range).
   */
  build: (
    town: SeoCommune,
    slug: string,
    path: string,
    now: Date,
    locale: Locale,
  ) => SeoPage | undefined;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** The listed towns whose slug looks like an unknown one (else the largest listed towns). */
function closeTowns(seo: SeoContext, data: PoiPageData, slug: string): SeoCommune[] {
  const close = seo.communes.closest(slug, 50).filter((c) => data.towns.listed(c));
  const towns = close.length
    ? close
    : seo.communes.byPopulation.slice(0, 500).filter((c) => data.towns.listed(c));
  return towns.slice(0, CLOSE_TOWNS);
}

function townLinks(seo: SeoContext, page: TownPageRequest, towns: SeoCommune[]): SeoLink[] {
  return towns.map((c) => ({
    label: c.name,
    href: page.pathFor(seo.communes.slugOf(c)) ?? c.href,
  }));
}

/** Answers a POI page of a town: the page, a 301 to its canonical path or a 404 page. */
export function answerTownPage(
  seo: SeoContext,
  data: PoiPageData,
  page: TownPageRequest,
): FastifyReply {
  const { request, reply } = page;
  const path = pathOf(request);
  const asked = slugify(page.location);
  const town = seo.communes.find(asked);
  if (!town) {
    const links = townLinks(seo, page, closeTowns(seo, data, asked));
    return seo.send(request, reply, path, () => notFoundPage(path, links));
  }
  const slug = seo.communes.slugOf(town);
  const canonical = page.pathFor(slug);
  if (canonical === undefined) {
    const links = data.towns.listed(town)
      ? page.unknown(town, slug)
      : [{ label: `Plan ${deLieu(town.name)}`, href: town.href }];
    return seo.send(request, reply, path, () => notFoundPage(path, links));
  }
  if (canonical !== path) return seo.redirect(reply, canonical);
  if (!data.towns.listed(town)) {
    const nearest = data.towns.nearest(town, { rubricIds: page.rubricIds, limit: CLOSE_TOWNS });
    const links = townLinks(
      seo,
      page,
      nearest.map((n) => n.town),
    );
    return seo.send(request, reply, path, () => notFoundPage(path, links));
  }
  const now = new Date();
  return seo.send(request, reply, `${path}|${weekKey(now)}`, (locale) =>
    page.build(town, slug, path, now, locale),
  );
}
