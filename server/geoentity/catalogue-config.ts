/**
 * The POI assets of spec §7 (GET configuration.{locale}.json, quickaccess.web.json,
 * surmaroute.web.json) and the reference data of the rubrics, built from the catalogue
 * (src/domain/poi-catalogue). No banner and no sponsored app: Périple has no partner; the lists
 * are empty rather than invented.
 */
import {
  DEFAULT_COMPUTE_RADIUS_M,
  POI_LIST_MAX,
  type CatalogueAppEntry,
  type PoiConfiguration,
} from '../../src/domain/geoentity';
import {
  APPS,
  APPS_BY_ID,
  CATEGORIES,
  catalogueLabel,
  SUBCATEGORIES,
  SUBCATEGORIES_BY_ID,
  SUBCATEGORY_OF_RUBRIC,
  SEGMENT_COLORS,
  type PoiApp,
} from '../../src/domain/poi-catalogue/catalogue';
import { RUBRICS, RUBRICS_BY_ID } from '../../src/domain/poi-catalogue/rubrics';
import { POIS_ON_ROUTE_MAX, POIS_ON_ROUTE_ZOOM } from '../../src/domain/pois-on-route';
import { fuelFilter, DEFAULT_FUEL } from './geoentity-service';
import { poiLanguage } from './poi-texts';
import { iconUrl } from './icon-url';

/** Apps showing some of these rubrics. */
function appsOfRubrics(rubricIds: readonly string[]): string[] {
  return APPS.filter((a) => a.rubricIds.some((r) => rubricIds.includes(r))).map((a) => a.id);
}

function appEntry(app: PoiApp, locale: string): CatalogueAppEntry {
  const lang = poiLanguage(locale);
  return {
    id: app.id,
    name: catalogueLabel(app.name, locale),
    morePoisLabel: catalogueLabel(app.morePoisLabel, locale),
    menu: ['web', 'webmobile'],
    mob_roundImage: iconUrl(app.iconId, app.color),
    banner: null,
    borderless_banner: null,
    pushSeo: false,
    iconId: app.iconId,
    color: app.color,
    rubricIds: app.rubricIds,
    filters: app.filter === 'fuel' ? [fuelFilter(lang, DEFAULT_FUEL)] : [],
  };
}

function categoryEntries(locale: string) {
  return CATEGORIES.map((c) => {
    const rubricIds = c.subcategoryIds.flatMap((s) => SUBCATEGORIES_BY_ID.get(s)?.rubricIds ?? []);
    const label = catalogueLabel(c.label, locale);
    return {
      id: c.id,
      shortLabel: label.split(' ')[0] ?? label,
      label,
      iconId: c.iconId,
      apps: appsOfRubrics(rubricIds),
      color: c.color,
      segment: RUBRICS_BY_ID.get(rubricIds[0] ?? '')?.segment ?? 'services',
      subcategories: c.subcategoryIds,
    };
  });
}

function subcategoryEntries(locale: string) {
  return SUBCATEGORIES.map((s) => ({
    id: s.id,
    label: catalogueLabel(s.label, locale),
    iconId: s.iconId,
    color: s.color,
    rubricIds: s.rubricIds,
    category: s.categoryId,
    filterApps: APPS.filter(
      (a) => a.filter && a.rubricIds.some((r) => s.rubricIds.includes(r)),
    ).map((a) => a.id),
  }));
}

/** GET /api/poiassets/configuration.{locale}.json. */
export function configuration(locale: string): PoiConfiguration {
  const menu = [
    ...APPS.map((a) => ({ type: 'app' as const, id: a.id })),
    ...CATEGORIES.map((c) => ({ type: 'category' as const, id: c.id })),
  ];
  return {
    locale,
    menus: { web: menu, webmobile: menu },
    apps: APPS.map((a) => appEntry(a, locale)),
    freeapps: APPS.map((a) => a.id),
    categories: categoryEntries(locale),
    subcategories: subcategoryEntries(locale),
    bannerItems: [],
    geoentitiesAtAddressConfig: {
      apps: ['hotels', 'restaurants', 'parkings'],
      radius: 1000,
      max: POI_LIST_MAX,
    },
    poisOnRouteConfig: {
      maxPoi: POIS_ON_ROUTE_MAX,
      zoom: POIS_ON_ROUTE_ZOOM,
      apps: APPS.filter((a) => a.onRoute).map((a) => a.id),
      zones: { onePathUnder5Points: 1, onePathUnder10Points: 2, otherwise: 3 },
      buffers: { zoomAbove10: 0.01, zoomAbove5: 0.02, otherwise: 0.03 },
    },
    computeRadius: DEFAULT_COMPUTE_RADIUS_M,
  };
}

function shortcut(app: PoiApp, locale: string) {
  return {
    type: 'app',
    id: app.id,
    label: catalogueLabel(app.name, locale),
    iconId: app.iconId,
    color: app.color,
    href: `/app/${app.id}`,
  };
}

/** GET /api/poiassets/quickaccess.web.json: the home's shortcuts. */
export function quickAccess(locale = 'fr-FR') {
  const ids = ['carburants', 'restaurants', 'hotels', 'parkings', 'pharmacies', 'recharge'];
  return { items: ids.map((id) => shortcut(APPS_BY_ID.get(id)!, locale)) };
}

/** GET /api/poiassets/surmaroute.web.json: the « on my route » menu. */
export function onMyRoute(locale = 'fr-FR') {
  return {
    maxPoi: POIS_ON_ROUTE_MAX,
    items: APPS.filter((a) => a.onRoute).map((a) => shortcut(a, locale)),
  };
}

/** GET /api/geoentity/referencedata/rubrics. */
export function referenceRubrics() {
  return {
    rubrics: RUBRICS.map((r) => {
      const sub = SUBCATEGORY_OF_RUBRIC.get(r.id);
      return {
        id: r.id,
        label: r.label,
        segment: r.segment,
        parent: sub?.id ?? null,
        category: sub?.categoryId ?? null,
        icon: r.icon,
        iconUrl: iconUrl(r.icon, SEGMENT_COLORS[r.segment]),
        color: SEGMENT_COLORS[r.segment],
        osm: r.osm.map((m) => ({ key: m.key, values: m.values })),
      };
    }),
  };
}
