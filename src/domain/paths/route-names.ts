/**
 * The routes by the spec's names (§2 Route behaviour): the app's (HOME, ADDRESS, SEARCH_BY_APP,
 * MODAL, USER_ACCOUNT…) and the itinerary page's (HOME, TO, TO_BY_MODE, HP_BY_MODE, COMPUTING,
 * ROADBOOK, EXPENSE_REPORT…), each a path template with `:param`s, its flags (pageless, skipped
 * on back navigation, not reloaded on back), its layout group, its header height mode and where
 * back navigation leads. The templates are the paths the router serves; building and matching
 * them is path-builder.ts.
 */

/** The layout groups of the screens (§2). */
export type LayoutGroup =
  'map-only' | 'detail' | 'itinerary' | 'roadbook' | 'geoentity' | 'panorama';

/** The header height modes (§2), chosen per screen. */
export type HeaderMode = 'min' | 'low' | 'low_scrolled_high' | 'high';

/** The heights of the header modes, px (§9); `low_scrolled_high` is `low` grown to `high` on scroll. */
export const HEADER_HEIGHTS = { min: 60, low: 170, high: 250 } as const;

/** One route. */
export interface RouteDef {
  /** The template: `/plan#/:location/poi/:geoentityId`. */
  path: string;
  layout: LayoutGroup;
  header: HeaderMode;
  /** An overlay without a page of its own (the page under it stays). */
  pageless?: boolean;
  /** Back navigation goes past it (the computing screen). */
  skipOnBack?: boolean;
  /** Coming back to it does not load it again (modal, account, 360). */
  noReloadOnBack?: boolean;
  /** Where back navigation leads: a route of the same table (its parameters carried), or the browser's back. */
  back?: string;
}

const overlay = (path: string): RouteDef => ({
  path,
  layout: 'map-only',
  header: 'min',
  pageless: true,
  noReloadOnBack: true,
});

/** The app's routes (map, search, POIs, overlays, tools). */
export const APP_ROUTES = {
  HOME: { path: '/', layout: 'map-only', header: 'min' },
  ADDRESS_HOME: { path: '/plan', layout: 'map-only', header: 'min', back: 'HOME' },
  ADDRESS: { path: '/plan#/:location', layout: 'detail', header: 'low', back: 'HOME' },
  GEOENTITY_AT_ADDRESS: {
    path: '/plan#/:location/poi/:geoentityId',
    layout: 'geoentity',
    header: 'low_scrolled_high',
    back: 'ADDRESS',
  },
  SEARCH: { path: '/plan#/recherche/:query', layout: 'detail', header: 'low', back: 'HOME' },
  GEOENTITY_ON_SEARCH: {
    path: '/plan#/recherche/:query/poi/:geoentityId',
    layout: 'geoentity',
    header: 'low_scrolled_high',
    back: 'SEARCH',
  },
  SEARCH_BY_APP: { path: '/app/:app', layout: 'detail', header: 'low', back: 'HOME' },
  GEOENTITY_ON_SEARCH_BY_APP: {
    path: '/app/:app/poi/:geoentityId',
    layout: 'geoentity',
    header: 'low_scrolled_high',
    back: 'SEARCH_BY_APP',
  },
  SEARCH_BY_RUBRIC: { path: '/activite/:rubric', layout: 'detail', header: 'low', back: 'HOME' },
  GEOENTITY_ON_SEARCH_BY_RUBRIC: {
    path: '/activite/:rubric/poi/:geoentityId',
    layout: 'geoentity',
    header: 'low_scrolled_high',
    back: 'SEARCH_BY_RUBRIC',
  },
  SEARCH_BY_CATEGORY: {
    path: '/plan#/recherche/categorie/:category',
    layout: 'detail',
    header: 'low',
    back: 'HOME',
  },
  SEARCH_BY_SUBCATEGORY: {
    path: '/plan#/recherche/sous-categorie/:subcategory',
    layout: 'detail',
    header: 'low',
    back: 'HOME',
  },
  GEOENTITY_ON_SEARCH_BY_CATEGORY: {
    path: '/plan#/recherche/categorie/:category/poi/:geoentityId',
    layout: 'geoentity',
    header: 'low_scrolled_high',
    back: 'SEARCH_BY_CATEGORY',
  },
  GEOENTITY_ON_SEARCH_BY_SUBCATEGORY: {
    path: '/plan#/recherche/sous-categorie/:subcategory/poi/:geoentityId',
    layout: 'geoentity',
    header: 'low_scrolled_high',
    back: 'SEARCH_BY_SUBCATEGORY',
  },
  GEOENTITY: { path: '/poi/:geoentityId', layout: 'geoentity', header: 'high', back: 'browser' },
  PLACE: { path: '/plan/lieu/:location', layout: 'detail', header: 'low', back: 'HOME' },
  HAMLET: { path: '/plan/lieu-dit/:location', layout: 'detail', header: 'low', back: 'HOME' },
  TOWN: { path: '/plan/:location', layout: 'detail', header: 'low', back: 'HOME' },
  REGIONS: { path: '/plan/region', layout: 'detail', header: 'low', back: 'HOME' },
  DEPARTMENTS: { path: '/plan/departement', layout: 'detail', header: 'low', back: 'HOME' },
  REGION: { path: '/plan/region/:location', layout: 'detail', header: 'low', back: 'REGIONS' },
  DEPARTMENT: {
    path: '/plan/departement/:location',
    layout: 'detail',
    header: 'low',
    back: 'DEPARTMENTS',
  },
  COUNTRY: { path: '/plan/pays/:location', layout: 'detail', header: 'low', back: 'HOME' },
  SUGGEST: { ...overlay('/#/suggestion'), noReloadOnBack: false },
  SEARCH_FILTERS: overlay('/#/filtres'),
  MODAL: overlay('/#/modale/:modalId'),
  '360_VIEW_FULLSCREEN': { ...overlay('/#/360-plein-ecran/:panoramicId'), layout: 'panorama' },
  USER_ACCOUNT: overlay('/#/moncompte'),
  /** A screen of the account overlay (`ajout?…`, or one it does not know: its home). */
  USER_ACCOUNT_SCREEN: overlay('/#/moncompte/:screen'),
  /** The password-reset link of the e-mail. */
  USER_ACCOUNT_RESET: overlay('/#/moncompte/reinitialisation/:token'),
  TOOLS_COMPUTE_RADIUS: {
    path: '/outils/calcul-rayon',
    layout: 'detail',
    header: 'low',
    back: 'HOME',
  },
} as const satisfies Record<string, RouteDef>;

const TRIP = '/:mode/:from/:to/:provider';

/** The itinerary page's routes (under /itineraire). */
export const ITINERARY_ROUTES = {
  HOME: { path: '/itineraire', layout: 'itinerary', header: 'min' },
  TO: { path: '/itineraire#/vers/:to', layout: 'itinerary', header: 'min', back: 'HOME' },
  HP_BY_MODE: { path: '/itineraire/:mode', layout: 'itinerary', header: 'min', back: 'HOME' },
  TO_BY_MODE: {
    path: '/itineraire/:mode#/vers/:to',
    layout: 'itinerary',
    header: 'min',
    back: 'HP_BY_MODE',
  },
  COMPUTING: {
    path: '/itineraire#/recherche/:from/:to',
    layout: 'itinerary',
    header: 'min',
    skipOnBack: true,
  },
  COMPUTING_BY_MODE: {
    path: '/itineraire#/recherche/:mode/:from/:to',
    layout: 'itinerary',
    header: 'min',
    skipOnBack: true,
  },
  RESULTS: { path: `/itineraire#${TRIP}`, layout: 'itinerary', header: 'min', back: 'HOME' },
  ROUTE: {
    path: `/itineraire#${TRIP}/:routeId`,
    layout: 'itinerary',
    header: 'min',
    back: 'RESULTS',
  },
  ROADBOOK: {
    path: `/itineraire#${TRIP}/feuille_de_route/:routeId`,
    layout: 'roadbook',
    header: 'min',
    back: 'ROUTE',
  },
  EXPENSE_REPORT: {
    path: `/itineraire#${TRIP}/feuille_de_route/:routeId/note_de_frais`,
    layout: 'roadbook',
    header: 'min',
    back: 'ROADBOOK',
  },
  OPTIONS: { ...overlay('/itineraire#/option_de_deplacement'), layout: 'itinerary' },
  TIME_OPTIONS: { ...overlay('/itineraire#/date_et_heure'), layout: 'itinerary' },
  SEARCH_POIS_ON_ROUTE_BY_APP: {
    path: `/itineraire#${TRIP}/:routeId/application/:app`,
    layout: 'itinerary',
    header: 'min',
    back: 'ROUTE',
  },
  POI_ON_SEARCH_POIS_ON_ROUTE: {
    path: `/itineraire#${TRIP}/:routeId/application/:app/poi/:geoentityId`,
    layout: 'geoentity',
    header: 'min',
    back: 'SEARCH_POIS_ON_ROUTE_BY_APP',
  },
} as const satisfies Record<string, RouteDef>;

/** The two tables by name. */
export const ROUTE_TABLES = { app: APP_ROUTES, itinerary: ITINERARY_ROUTES } as const;

/** A table's name. */
export type RouteTableName = keyof typeof ROUTE_TABLES;
/** A route name of the app's table. */
export type AppRouteName = keyof typeof APP_ROUTES;
/** A route name of the itinerary page's table. */
export type ItineraryRouteName = keyof typeof ITINERARY_ROUTES;
