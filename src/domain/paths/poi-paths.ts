/**
 * Paths of the map POI searches (spec §2): /app/{app}, /activite/{rubric},
 * /plan#/recherche/categorie/{category}?bbox=, /plan#/recherche/sous-categorie/{subcategory}?bbox=,
 * each with a /poi/{geoentityId} variant; the bbox is used only with exactly four numbers (§5).
 * The list's chosen filters follow it as `f.{parameter}={value}` (« Ouvert maintenant »:
 * `f.open_now=1`), so that a reload, Back and Forward find the list as it was left.
 * Pure functions: the machines and the views share them.
 */
import { parseBbox, type Bbox } from '../geo';
import type { PoiSourceKind } from '../poi-catalogue/catalogue';
import { buildPath } from './path-builder';
import { APP_ROUTES, type RouteDef } from './route-names';

/** A map POI search of the /plan hash. */
export interface PlanPoiSearch {
  kind: 'category' | 'subcategory';
  id: string;
  poiId: string | undefined;
  bbox: Bbox | undefined;
}

/** Path of the radius tool (TOOLS_COMPUTE_RADIUS). */
export const RADIUS_TOOL_PATH = APP_ROUTES.TOOLS_COMPUTE_RADIUS.path;

/** The named routes of a source's list, and of its POI sheet. */
const LIST_ROUTES: Readonly<Record<PoiSourceKind, { list: RouteDef; poi: RouteDef }>> = {
  app: { list: APP_ROUTES.SEARCH_BY_APP, poi: APP_ROUTES.GEOENTITY_ON_SEARCH_BY_APP },
  rubric: { list: APP_ROUTES.SEARCH_BY_RUBRIC, poi: APP_ROUTES.GEOENTITY_ON_SEARCH_BY_RUBRIC },
  category: {
    list: APP_ROUTES.SEARCH_BY_CATEGORY,
    poi: APP_ROUTES.GEOENTITY_ON_SEARCH_BY_CATEGORY,
  },
  subcategory: {
    list: APP_ROUTES.SEARCH_BY_SUBCATEGORY,
    poi: APP_ROUTES.GEOENTITY_ON_SEARCH_BY_SUBCATEGORY,
  },
};

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The query key prefix of a list's chosen filter. */
export const FILTER_QUERY_PREFIX = 'f.';

/**
 * A filter parameter read from a URL: letters, digits, `_` and `-`, at most 64 (the server's ids;
 * nothing that a URL or the list request would read otherwise).
 */
const FILTER_TEXT = /^[A-Za-z0-9_-]{1,64}$/;
/** A filter value: the same, with `;` between a multichip's values and `.` in a price (1.40). */
const FILTER_VALUE = /^[A-Za-z0-9_.;-]{1,64}$/;
/** Most filters read from a URL. */
const FILTERS_MAX = 12;

/** Options of `poiListHref`. */
export interface PoiListHrefOptions {
  bbox?: Bbox | null | undefined;
  poiId?: string | undefined;
  /** The chosen filters, by parameter. */
  filters?: Readonly<Record<string, string>> | undefined;
}

/** The list of a source, with its POI sheet when `poiId` is given. */
export function poiListHref(
  source: { kind: PoiSourceKind; id: string },
  options: PoiListHrefOptions = {},
): string {
  const routes = LIST_ROUTES[source.kind];
  const { id } = source;
  const filters: Record<string, string> = {};
  for (const [parameter, value] of Object.entries(options.filters ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  ))
    filters[`${FILTER_QUERY_PREFIX}${encodeURIComponent(parameter)}`] = value;
  return buildPath(
    options.poiId ? routes.poi : routes.list,
    { app: id, rubric: id, category: id, subcategory: id, geoentityId: options.poiId },
    { bbox: options.bbox?.map((v) => v.toFixed(5)).join(','), ...filters },
  );
}

/**
 * The chosen filters of a list's hash (`#?bbox=…&f.open_now=1`, or a /plan hash route's query):
 * at most `FILTERS_MAX`, each parameter and value an id (`FILTER_TEXT`).
 */
export function hashFilters(hash: string): Readonly<Record<string, string>> {
  const query = hash.slice(hash.indexOf('?') + 1 || hash.length);
  const chosen: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (!key.startsWith(FILTER_QUERY_PREFIX)) continue;
    const parameter = key.slice(FILTER_QUERY_PREFIX.length);
    if (!FILTER_TEXT.test(parameter) || !FILTER_VALUE.test(value)) continue;
    if (Object.keys(chosen).length >= FILTERS_MAX) break;
    chosen[parameter] = value;
  }
  return chosen;
}

/**
 * True when a location (path and hash, TanStack's `hash` without `#`) shows the list of
 * `source` itself, whatever its bbox (not one of its sheets, not another screen).
 */
export function showsList(
  source: { kind: PoiSourceKind; id: string },
  location: { pathname: string; hash: string },
): boolean {
  const [path = '', hash = ''] = poiListHref(source).split('#');
  const shown = location.hash.replace(/^#/, '').split('?')[0] ?? '';
  return location.pathname === path && shown === hash;
}

/** Reads /plan#/recherche/categorie/{id}[/poi/{poiId}]?bbox= (and sous-categorie). */
export function parsePlanPoiSearch(hash: string): PlanPoiSearch | undefined {
  const body = hash.replace(/^#/, '').replace(/^\//, '');
  const [path = '', query = ''] = body.split('?');
  const parts = path.split('/');
  if (parts[0] !== 'recherche' || parts.length < 3) return undefined;
  const kind =
    parts[1] === 'categorie'
      ? 'category'
      : parts[1] === 'sous-categorie'
        ? 'subcategory'
        : undefined;
  if (!kind || !parts[2]) return undefined;
  const withPoi = parts.length === 5 && parts[3] === 'poi' && !!parts[4];
  if (parts.length !== 3 && !withPoi) return undefined;
  return {
    kind,
    id: decode(parts[2]),
    poiId: withPoi ? decode(parts[4]!) : undefined,
    bbox: parseBbox(new URLSearchParams(query).get('bbox')),
  };
}

/** POIs on the route of an itinerary result (…/{routeId}/application/{app}[/poi/{id}]). */
export interface OnRouteTarget {
  kind: 'app' | 'category' | 'subcategory';
  id: string;
  poiId?: string | undefined;
}

const ON_ROUTE_SEGMENTS = {
  app: 'application',
  category: 'categorie',
  subcategory: 'sous-categorie',
} as const;

/** Reads the segments after the routeId: application|categorie|sous-categorie/{id}[/poi/{id}]. */
export function parseOnRoute(parts: readonly string[]): OnRouteTarget | undefined {
  const [segment, id, poi, poiId] = parts;
  const kind = (Object.keys(ON_ROUTE_SEGMENTS) as OnRouteTarget['kind'][]).find(
    (k) => ON_ROUTE_SEGMENTS[k] === segment,
  );
  if (!kind || !id) return undefined;
  if (parts.length === 2) return { kind, id: decode(id) };
  if (parts.length === 4 && poi === 'poi' && poiId)
    return { kind, id: decode(id), poiId: decode(poiId) };
  return undefined;
}

/** The segments of a target, to append after the routeId. */
export function onRouteSuffix(target: OnRouteTarget | undefined): string {
  if (!target) return '';
  const poi = target.poiId ? `/poi/${encodeURIComponent(target.poiId)}` : '';
  return `/${ON_ROUTE_SEGMENTS[target.kind]}/${encodeURIComponent(target.id)}${poi}`;
}

/** The filters of a hash as a query of their own (`f.cuisine=pizza&f.open_now=1`), sorted. */
export function filtersQuery(hash: string): string {
  return Object.entries(hashFilters(hash))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${FILTER_QUERY_PREFIX}${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}
