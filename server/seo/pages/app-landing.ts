/**
 * The city-app landing `/app/{appId}/{location}` (issue 18, tracking section 2): the POIs of an
 * app's rubrics (APPS of the POI catalogue) in a town (poi-landing.ts), with the town's other
 * apps and the same app in the nearest towns. An unknown app or a town without POIs of it gets
 * the 404 page with the town's apps and the nearest towns that have some. An app of one rubric
 * (« Carburants ») names that rubric's activity landing as its canonical.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import { poiListHref } from '../../../src/domain/paths/poi-paths';
import { slugify } from '../../../src/domain/paths/search-paths';
import { APPS, APPS_BY_ID, type PoiApp } from '../../../src/domain/poi-catalogue/catalogue';
import { localised, type SeoLink, type SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import type { SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { poiWordsOf, townNames, type PoiWords } from '../poi-language';
import { pageLanguage } from './page-language';
import { POI_LANDING_TEXTS } from './poi-landing-texts';
import { moreLinks, NEARBY } from './activity-landing';
import { notFoundPage } from './error-pages';
import { LANDING_POIS, poiLandingPage } from './poi-landing';
import { activityListPath, activityPath, answerTownPage, appPath } from './poi-town-route';

/** An app as a sentence names it: its rubric's plural, or its name (« hôtels et hébergements »). */
export function appNoun(app: PoiApp, words: PoiWords = poiWordsOf('fr')): string {
  const [only, ...others] = app.rubricIds;
  return only && others.length === 0 ? words.plural(only) : app.name[words.lang].toLowerCase();
}

/** The apps with POIs in a town (but one), linking to their landing, in the locale's words. */
export function townAppLinks(
  data: PoiPageData,
  town: SeoCommune,
  slug: string,
  options: { except?: string; locale?: Locale } = {},
): SeoLink[] {
  const locale = options.locale ?? 'fr-FR';
  const words = poiWordsOf(pageLanguage(locale));
  return APPS.flatMap((a) => {
    const count = a.id === options.except ? 0 : data.towns.count(town, a.rubricIds);
    return count > 0
      ? [
          {
            label: a.name[words.lang],
            href: localised(appPath(a.id, slug), locale),
            detail: words.places(count),
          },
        ]
      : [];
  });
}

function appLanding(
  seo: SeoContext,
  data: PoiPageData,
  page: { town: SeoCommune; slug: string; path: string; now: Date; locale: Locale },
  app: PoiApp,
): SeoPage {
  const { town, slug, path, now, locale } = page;
  const words = poiWordsOf(pageLanguage(locale));
  const texts = POI_LANDING_TEXTS[words.lang];
  const nearby = data.towns.nearest(town, { rubricIds: app.rubricIds, ...NEARBY }).map((n) => ({
    town: n,
    href: localised(appPath(app.id, seo.communes.slugOf(n.town)), locale),
  }));
  const pois = data.towns.pois(town, app.rubricIds);
  const siblings = townAppLinks(data, town, slug, { except: app.id, locale });
  if (pois.length === 0)
    return notFoundPage(path, [
      ...siblings,
      ...nearby.map((n) => ({ label: n.town.town.name, href: n.href })),
    ]);
  const [only, ...others] = app.rubricIds;
  const landing = poiLandingPage({
    path,
    locale,
    town,
    noun: appNoun(app, words),
    countLabel: words.places,
    parent: { label: texts.activities, href: localised(activityListPath(slug, 1), locale) },
    pois,
    shown: data
      .popular(town, app.rubricIds)
      .slice(0, LANDING_POIS)
      .map((poi) => data.link(poi, { now, withRubric: app.rubricIds.length > 1, locale })),
    mapHref: localised(
      poiListHref({ kind: 'app', id: app.id }, { bbox: data.bboxOf(pois) }),
      locale,
    ),
    siblings: { title: texts.otherApps(townNames(words, town.name)), links: siblings },
    nearby,
    more: moreLinks(town, slug, { locale }),
  });
  // An app of one rubric shows that rubric's activity landing: search engines index that one.
  const canonicalPath = only && others.length === 0 ? activityPath(only, slug) : undefined;
  return { ...landing, canonicalPath };
}

/** Registers `/app/{appId}/{location}`. */
export function registerAppLandingRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  options: PluginOptions,
): void {
  const data = poiPageData(app, seo, options);
  app.get<{ Params: { app: string; location: string } }>(
    '/app/:app/:location',
    (request, reply) => {
      const { app: asked, location } = request.params;
      const poiApp = APPS_BY_ID.get(slugify(asked));
      return answerTownPage(seo, data, {
        request,
        reply,
        location,
        pathFor: (slug) => (poiApp ? appPath(poiApp.id, slug) : undefined),
        unknown: (town, slug) => townAppLinks(data, town, slug),
        rubricIds: poiApp?.rubricIds,
        build: (town, slug, path, now, locale) =>
          poiApp ? appLanding(seo, data, { town, slug, path, now, locale }, poiApp) : undefined,
      });
    },
  );
}
