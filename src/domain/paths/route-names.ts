/**
 * The routes by the spec's names (§2 Route behaviour): the app's (HOME, ADDRESS, SEARCH_BY_APP,
 * MODAL, USER_ACCOUNT…) and the itinerary page's (HOME, TO, TO_BY_MODE, HP_BY_MODE, COMPUTING,
 * ROADBOOK, EXPENSE_REPORT…), each a path template with `:param`s, its flags (pageless, skipped
 * on back navigation, not reloaded on back) and where back navigation leads. The templates are
 * the paths the router serves; building and matching them is path-builder.ts; each screen's
 * layout group and header mode are route-layouts.ts's (no code of the first screen reads them).
 */

/** One route. */
export interface RouteDef {
  /** The template: `/plan#/:location/poi/:geoentityId`. */
  path: string;
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
  pageless: true,
  noReloadOnBack: true,
});

/** The app's routes (map, search, POIs, overlays, tools). */
export const APP_ROUTES = {
  HOME: { path: '/' },
  ADDRESS_HOME: { path: '/plan', back: 'HOME' },
  ADDRESS: { path: '/plan#/:location', back: 'HOME' },
  GEOENTITY_AT_ADDRESS: {
    path: '/plan#/:location/poi/:geoentityId',
    back: 'ADDRESS',
  },
  SEARCH: { path: '/plan#/recherche/:query', back: 'HOME' },
  GEOENTITY_ON_SEARCH: {
    path: '/plan#/recherche/:query/poi/:geoentityId',
    back: 'SEARCH',
  },
  SEARCH_BY_APP: { path: '/app/:app', back: 'HOME' },
  GEOENTITY_ON_SEARCH_BY_APP: {
    path: '/app/:app/poi/:geoentityId',
    back: 'SEARCH_BY_APP',
  },
  SEARCH_BY_RUBRIC: { path: '/activite/:rubric', back: 'HOME' },
  GEOENTITY_ON_SEARCH_BY_RUBRIC: {
    path: '/activite/:rubric/poi/:geoentityId',
    back: 'SEARCH_BY_RUBRIC',
  },
  SEARCH_BY_CATEGORY: {
    path: '/plan#/recherche/categorie/:category',
    back: 'HOME',
  },
  SEARCH_BY_SUBCATEGORY: {
    path: '/plan#/recherche/sous-categorie/:subcategory',
    back: 'HOME',
  },
  GEOENTITY_ON_SEARCH_BY_CATEGORY: {
    path: '/plan#/recherche/categorie/:category/poi/:geoentityId',
    back: 'SEARCH_BY_CATEGORY',
  },
  GEOENTITY_ON_SEARCH_BY_SUBCATEGORY: {
    path: '/plan#/recherche/sous-categorie/:subcategory/poi/:geoentityId',
    back: 'SEARCH_BY_SUBCATEGORY',
  },
  GEOENTITY: { path: '/poi/:geoentityId', back: 'browser' },
  PLACE: { path: '/plan/lieu/:location', back: 'HOME' },
  HAMLET: { path: '/plan/lieu-dit/:location', back: 'HOME' },
  TOWN: { path: '/plan/:location', back: 'HOME' },
  REGIONS: { path: '/plan/region', back: 'HOME' },
  DEPARTMENTS: { path: '/plan/departement', back: 'HOME' },
  REGION: { path: '/plan/region/:location', back: 'REGIONS' },
  DEPARTMENT: {
    path: '/plan/departement/:location',
    back: 'DEPARTMENTS',
  },
  COUNTRY: { path: '/plan/pays/:location', back: 'HOME' },
  SUGGEST: { ...overlay('/#/suggestion'), noReloadOnBack: false },
  SEARCH_FILTERS: overlay('/#/filtres'),
  MODAL: overlay('/#/modale/:modalId'),
  '360_VIEW_FULLSCREEN': { ...overlay('/#/360-plein-ecran/:panoramicId') },
  USER_ACCOUNT: overlay('/#/moncompte'),
  /** A screen of the account overlay (`ajout?…`, or one it does not know: its home). */
  USER_ACCOUNT_SCREEN: overlay('/#/moncompte/:screen'),
  /** The password-reset link of the e-mail. */
  USER_ACCOUNT_RESET: overlay('/#/moncompte/reinitialisation/:token'),
  TOOLS_COMPUTE_RADIUS: {
    path: '/outils/calcul-rayon',
    back: 'HOME',
  },
} as const satisfies Record<string, RouteDef>;

const TRIP = '/:mode/:from/:to/:provider';

/** The itinerary page's routes (under /itineraire). */
export const ITINERARY_ROUTES = {
  HOME: { path: '/itineraire' },
  TO: { path: '/itineraire#/vers/:to', back: 'HOME' },
  HP_BY_MODE: { path: '/itineraire/:mode', back: 'HOME' },
  TO_BY_MODE: {
    path: '/itineraire/:mode#/vers/:to',
    back: 'HP_BY_MODE',
  },
  COMPUTING: {
    path: '/itineraire#/recherche/:from/:to',
    skipOnBack: true,
  },
  COMPUTING_BY_MODE: {
    path: '/itineraire#/recherche/:mode/:from/:to',
    skipOnBack: true,
  },
  RESULTS: { path: `/itineraire#${TRIP}`, back: 'HOME' },
  ROUTE: {
    path: `/itineraire#${TRIP}/:routeId`,
    back: 'RESULTS',
  },
  ROADBOOK: {
    path: `/itineraire#${TRIP}/feuille_de_route/:routeId`,
    back: 'ROUTE',
  },
  EXPENSE_REPORT: {
    path: `/itineraire#${TRIP}/feuille_de_route/:routeId/note_de_frais`,
    back: 'ROADBOOK',
  },
  OPTIONS: { ...overlay('/itineraire#/option_de_deplacement') },
  TIME_OPTIONS: { ...overlay('/itineraire#/date_et_heure') },
  SEARCH_POIS_ON_ROUTE_BY_APP: {
    path: `/itineraire#${TRIP}/:routeId/application/:app`,
    back: 'ROUTE',
  },
  POI_ON_SEARCH_POIS_ON_ROUTE: {
    path: `/itineraire#${TRIP}/:routeId/application/:app/poi/:geoentityId`,
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
