/**
 * The city activity landing `/activite/{rubricId}/{location}` (issue 18, tracking section 2):
 * one rubric's POIs in a town (poi-landing.ts), with the town's other activities and the same
 * activity in the nearest towns. An unknown rubric or a town without POIs of it gets the 404
 * page with the town's activities and the nearest towns that have some. `/activite/liste/…` is
 * the directory of activities (poi-directories.ts): « liste » is no rubric id.
 */
import type { FastifyInstance } from 'fastify';
import { aLieu, deLieu } from '../../../src/domain/french-places';
import { poiListHref } from '../../../src/domain/paths/poi-paths';
import { slugify } from '../../../src/domain/paths/search-paths';
import { RUBRICS_BY_ID } from '../../../src/domain/poi-catalogue/rubrics';
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import type { SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { capitalised, countOf, rubricPlural } from '../poi-words';
import { notFoundPage } from './error-pages';
import { LANDING_POIS, poiLandingPage } from './poi-landing';
import {
  activityListPath,
  activityPath,
  answerTownPage,
  poiListPath,
  popularPath,
} from './poi-town-route';

/** Nearest towns a landing links to: at most 8, within 50 km (« voisines »). */
export const NEARBY = { limit: 8, maxMetres: 50_000 } as const;

/** What a page of a town is built from. */
interface TownPage {
  town: SeoCommune;
  slug: string;
  path: string;
  now: Date;
}

/**
 * The town's activities (rubrics with POIs there) linking to their landing (or to `pathOf`'s
 * page), those starting like `asked` first.
 */
export function townActivityLinks(
  data: PoiPageData,
  town: SeoCommune,
  slug: string,
  options: { except?: string; asked?: string; pathOf?: (rubricId: string) => string } = {},
): SeoLink[] {
  const head = (options.asked ?? '').slice(0, 3);
  const close = (rubricId: string): number => Number(head !== '' && rubricId.startsWith(head));
  return data.towns
    .rubricCounts(town)
    .filter((c) => c.rubricId !== options.except)
    .sort((a, b) => close(b.rubricId) - close(a.rubricId))
    .map((c) => ({
      label: capitalised(rubricPlural(c.rubricId)),
      href: options.pathOf ? options.pathOf(c.rubricId) : activityPath(c.rubricId, slug),
      detail: countOf(c.count, c.rubricId),
    }));
}

/** Links on from a landing: the popular pages, every POI, every activity, the town page. */
export function moreLinks(town: SeoCommune, slug: string, rubricId?: string): SeoLink[] {
  return [
    {
      label: `${rubricId ? capitalised(rubricPlural(rubricId)) : 'Lieux'} populaires ${aLieu(town.name)}`,
      href: popularPath(slug, 1, rubricId),
    },
    { label: `Tous les lieux ${deLieu(town.name)}`, href: poiListPath(slug, 1) },
    { label: `Toutes les activités ${deLieu(town.name)}`, href: activityListPath(slug, 1) },
    { label: `Plan ${deLieu(town.name)}`, href: town.href },
  ];
}

function activityLanding(
  seo: SeoContext,
  data: PoiPageData,
  page: TownPage,
  rubricId: string,
): SeoPage {
  const { town, slug, path, now } = page;
  const nearby = data.towns
    .nearest(town, { rubricIds: [rubricId], ...NEARBY })
    .map((n) => ({ town: n, href: activityPath(rubricId, seo.communes.slugOf(n.town)) }));
  const pois = data.towns.pois(town, [rubricId]);
  const siblings = townActivityLinks(data, town, slug, { except: rubricId });
  if (pois.length === 0)
    return notFoundPage(path, [
      ...siblings,
      ...nearby.map((n) => ({ label: n.town.town.name, href: n.href })),
    ]);
  return poiLandingPage({
    path,
    town,
    noun: rubricPlural(rubricId),
    countLabel: (count) => countOf(count, rubricId),
    parent: { label: 'Activités', href: activityListPath(slug, 1) },
    pois,
    shown: data
      .popular(town, [rubricId])
      .slice(0, LANDING_POIS)
      .map((poi) => data.link(poi, { now, withRubric: false })),
    mapHref: poiListHref({ kind: 'rubric', id: rubricId }, { bbox: data.bboxOf(pois) }),
    siblings: { title: `Autres activités ${aLieu(town.name)}`, links: siblings },
    nearby,
    more: moreLinks(town, slug, rubricId),
  });
}

/** Registers `/activite/{rubricId}/{location}`. */
export function registerActivityLandingRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  options: PluginOptions,
): void {
  const data = poiPageData(app, seo, options);
  app.get<{ Params: { rubric: string; location: string } }>(
    '/activite/:rubric/:location',
    (request, reply) => {
      const { rubric: asked, location } = request.params;
      const rubric = RUBRICS_BY_ID.get(slugify(asked));
      return answerTownPage(seo, data, {
        request,
        reply,
        location,
        pathFor: (slug) => (rubric ? activityPath(rubric.id, slug) : undefined),
        unknown: (town, slug) => townActivityLinks(data, town, slug, { asked: slugify(asked) }),
        rubricIds: rubric ? [rubric.id] : undefined,
        build: (town, slug, path, now) =>
          rubric ? activityLanding(seo, data, { town, slug, path, now }, rubric.id) : undefined,
      });
    },
  );
}
