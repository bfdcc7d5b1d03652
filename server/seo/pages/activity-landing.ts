/**
 * The city activity landing `/activite/{rubricId}/{location}` (issue 18, tracking section 2):
 * one rubric's POIs in a town (poi-landing.ts), with the town's other activities and the same
 * activity in the nearest towns. An unknown rubric or a town without POIs of it gets the 404
 * page with the town's activities and the nearest towns that have some. `/activite/liste/…` is
 * the directory of activities (poi-directories.ts): « liste » is no rubric id.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import { poiListHref } from '../../../src/domain/paths/poi-paths';
import { slugify } from '../../../src/domain/paths/search-paths';
import { RUBRICS_BY_ID } from '../../../src/domain/poi-catalogue/rubrics';
import { localised, type SeoLink, type SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import type { SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { poiWordsOf, townNames } from '../poi-language';
import { capitalised } from '../poi-words';
import { pageLanguage } from './page-language';
import { POI_LANDING_TEXTS } from './poi-landing-texts';
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
  locale: Locale;
}

/**
 * The town's activities (rubrics with POIs there) linking to their landing (or to `pathOf`'s
 * page), those starting like `asked` first, in the locale's words (French by default).
 */
export function townActivityLinks(
  data: PoiPageData,
  town: SeoCommune,
  slug: string,
  options: {
    except?: string;
    asked?: string;
    pathOf?: (rubricId: string) => string;
    locale?: Locale;
  } = {},
): SeoLink[] {
  const locale = options.locale ?? 'fr-FR';
  const words = poiWordsOf(pageLanguage(locale));
  const head = (options.asked ?? '').slice(0, 3);
  const close = (rubricId: string): number => Number(head !== '' && rubricId.startsWith(head));
  return data.towns
    .rubricCounts(town)
    .filter((c) => c.rubricId !== options.except)
    .sort((a, b) => close(b.rubricId) - close(a.rubricId))
    .map((c) => ({
      label: capitalised(words.plural(c.rubricId)),
      href: localised(
        options.pathOf ? options.pathOf(c.rubricId) : activityPath(c.rubricId, slug),
        locale,
      ),
      detail: words.countOf(c.count, c.rubricId),
    }));
}

/**
 * Links on from a landing: the popular pages, every POI, every activity, the town page, in the
 * locale's words (French by default).
 */
export function moreLinks(
  town: SeoCommune,
  slug: string,
  options: { rubricId?: string | undefined; locale?: Locale } = {},
): SeoLink[] {
  const { rubricId } = options;
  const locale = options.locale ?? 'fr-FR';
  const words = poiWordsOf(pageLanguage(locale));
  const texts = POI_LANDING_TEXTS[words.lang];
  const names = townNames(words, town.name);
  const subject = rubricId ? capitalised(words.plural(rubricId)) : texts.placesWord;
  return [
    { label: texts.popular(subject, names), href: popularPath(slug, 1, rubricId) },
    { label: texts.allPlaces(names), href: poiListPath(slug, 1) },
    { label: texts.allActivities(names), href: activityListPath(slug, 1) },
    { label: texts.mapOf(names), href: town.href },
  ].map((link) => ({ ...link, href: localised(link.href, locale) }));
}

function activityLanding(
  seo: SeoContext,
  data: PoiPageData,
  page: TownPage,
  rubricId: string,
): SeoPage {
  const { town, slug, path, now, locale } = page;
  const words = poiWordsOf(pageLanguage(locale));
  const texts = POI_LANDING_TEXTS[words.lang];
  const nearby = data.towns.nearest(town, { rubricIds: [rubricId], ...NEARBY }).map((n) => ({
    town: n,
    href: localised(activityPath(rubricId, seo.communes.slugOf(n.town)), locale),
  }));
  const pois = data.towns.pois(town, [rubricId]);
  const siblings = townActivityLinks(data, town, slug, { except: rubricId, locale });
  if (pois.length === 0)
    return notFoundPage(path, [
      ...siblings,
      ...nearby.map((n) => ({ label: n.town.town.name, href: n.href })),
    ]);
  return poiLandingPage({
    path,
    locale,
    town,
    noun: words.plural(rubricId),
    countLabel: (count) => words.countOf(count, rubricId),
    parent: { label: texts.activities, href: localised(activityListPath(slug, 1), locale) },
    pois,
    shown: data
      .popular(town, [rubricId])
      .slice(0, LANDING_POIS)
      .map((poi) => data.link(poi, { now, withRubric: false, locale })),
    mapHref: localised(
      poiListHref({ kind: 'rubric', id: rubricId }, { bbox: data.bboxOf(pois) }),
      locale,
    ),
    siblings: { title: texts.otherActivities(townNames(words, town.name)), links: siblings },
    nearby,
    more: moreLinks(town, slug, { rubricId, locale }),
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
        build: (town, slug, path, now, locale) =>
          rubric
            ? activityLanding(seo, data, { town, slug, path, now, locale }, rubric.id)
            : undefined,
      });
    },
  );
}
