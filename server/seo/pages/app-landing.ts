/**
 * The city-app landing `/app/{appId}/{location}` (issue 18, tracking section 2): the POIs of an
 * app's rubrics (APPS of the POI catalogue) in a town (poi-landing.ts), with the town's other
 * apps and the same app in the nearest towns. An unknown app or a town without POIs of it gets
 * the 404 page with the town's apps and the nearest towns that have some. An app of one rubric
 * (« Carburants ») names that rubric's activity landing as its canonical.
 */
import type { FastifyInstance } from 'fastify';
import { aLieu } from '../../../src/domain/french-places';
import { poiListHref } from '../../../src/domain/paths/poi-paths';
import { slugify } from '../../../src/domain/paths/search-paths';
import { APPS, APPS_BY_ID, type PoiApp } from '../../../src/domain/poi-catalogue/catalogue';
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import type { PluginOptions } from '../../app';
import type { SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData, type PoiPageData } from '../poi-page-data';
import { placesCount, rubricPlural } from '../poi-words';
import { moreLinks, NEARBY } from './activity-landing';
import { notFoundPage } from './error-pages';
import { LANDING_POIS, poiLandingPage } from './poi-landing';
import { activityListPath, activityPath, answerTownPage, appPath } from './poi-town-route';

/** An app as a sentence names it: its rubric's plural, or its name (« hôtels et hébergements »). */
export function appNoun(app: PoiApp): string {
  const [only, ...others] = app.rubricIds;
  return only && others.length === 0 ? rubricPlural(only) : app.name.fr.toLowerCase();
}

/** The apps with POIs in a town (but one), linking to their landing. */
export function townAppLinks(
  data: PoiPageData,
  town: SeoCommune,
  slug: string,
  except?: string,
): SeoLink[] {
  return APPS.flatMap((a) => {
    const count = a.id === except ? 0 : data.towns.count(town, a.rubricIds);
    return count > 0
      ? [
          {
            label: a.name.fr,
            href: appPath(a.id, slug),
            detail: placesCount(count),
          },
        ]
      : [];
  });
}

function appLanding(
  seo: SeoContext,
  data: PoiPageData,
  page: { town: SeoCommune; slug: string; path: string; now: Date },
  app: PoiApp,
): SeoPage {
  const { town, slug, path, now } = page;
  const nearby = data.towns
    .nearest(town, { rubricIds: app.rubricIds, ...NEARBY })
    .map((n) => ({ town: n, href: appPath(app.id, seo.communes.slugOf(n.town)) }));
  const pois = data.towns.pois(town, app.rubricIds);
  const siblings = townAppLinks(data, town, slug, app.id);
  if (pois.length === 0)
    return notFoundPage(path, [
      ...siblings,
      ...nearby.map((n) => ({ label: n.town.town.name, href: n.href })),
    ]);
  const [only, ...others] = app.rubricIds;
  const landing = poiLandingPage({
    path,
    town,
    noun: appNoun(app),
    countLabel: placesCount,
    parent: { label: 'Activités', href: activityListPath(slug, 1) },
    pois,
    shown: data
      .popular(town, app.rubricIds)
      .slice(0, LANDING_POIS)
      .map((poi) => data.link(poi, { now, withRubric: app.rubricIds.length > 1 })),
    mapHref: poiListHref({ kind: 'app', id: app.id }, { bbox: data.bboxOf(pois) }),
    siblings: { title: `Autres applications ${aLieu(town.name)}`, links: siblings },
    nearby,
    more: moreLinks(town, slug),
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
        build: (town, slug, path, now) =>
          poiApp ? appLanding(seo, data, { town, slug, path, now }, poiApp) : undefined,
      });
    },
  );
}
