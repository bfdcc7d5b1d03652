/**
 * Cache lifetimes of the pages (spec: short for home, itinerary and traffic, long for
 * search-engine pages; the spec does not give values, these are ours).
 */
export const PAGE_CACHE = {
  /** Home, map home, itinerary: content changes with the app, keep it fresh. */
  short: 'public, max-age=300, stale-while-revalidate=60',
  /** Search-engine pages (place, area, POI and directory pages). */
  long: 'public, max-age=86400, stale-while-revalidate=3600',
  /** A path no page matches: served so the app can fall back to home, never cached long. */
  none: 'no-cache',
} as const;

/** Cache class of a page. */
export type PageCacheClass = keyof typeof PAGE_CACHE;

/**
 * The app's own pages, exactly as its router declares them (src/router/): a path the app does not
 * serve is `none` (404), never a long-cached home. The server-rendered pages (server/plugins/seo)
 * set their own class.
 */
const SHORT: readonly RegExp[] = [
  /^\/$/,
  /^\/plan\/?$/,
  /^\/itineraire(\/[^/]+)?\/?$/,
  /^\/outils\/calcul-rayon\/?$/,
  /^\/quiz(\/villes)?\/?$/,
  /^\/quiz\/villes\/(region|departement)\/[^/]+\/?$/,
  // Traffic pages (issue 17) and the homes of the other layer pages.
  /^\/info-trafic(\/((region|departement)\/)?[^/]+)?\/?$/,
  /^\/(zfe|pistes-cyclables|restrictions-circulation)\/?$/,
];
const LONG: readonly RegExp[] = [
  /^\/plan\/[^/]+\/?$/,
  /^\/plan\/(lieu|lieu-dit|region|departement|pays)\/[^/]+\/?$/,
  /^\/poi\/[^/]+\/?$/,
  /^\/app\/[^/]+(\/poi\/[^/]+)?\/?$/,
  /^\/activite\/[^/]+(\/poi\/[^/]+)?\/?$/,
  /^\/(zfe|pistes-cyclables|restrictions-circulation)\/((region|departement)\/)?[^/]+\/?$/,
];

/** The cache class of a page path (without query or hash); `none` when no page matches it. */
export function pageCacheClass(path: string): PageCacheClass {
  if (SHORT.some((re) => re.test(path))) return 'short';
  if (LONG.some((re) => re.test(path))) return 'long';
  return 'none';
}
