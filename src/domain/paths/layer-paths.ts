/**
 * Paths of the map-layer pages (spec 001 §2, issue 17): traffic (/info-trafic), cycle paths
 * (/pistes-cyclables), low-emission zones (/zfe) and restrictions (/restrictions-circulation),
 * each with a home and a page per commune (/{location}), département
 * (/departement/{location}) and région (/region/{location}). Route names are the spec's: TRAFFIC,
 * BICYCLE, ZFE, RESTRICTION × HOME, CITY, DEPARTMENT, REGION. Pure: the router, the views, the
 * machines and the server share them.
 */
import type { MapMode } from '../map-config';
import { slugify } from './search-paths';

/** The four families of layer pages. */
export const LAYER_FAMILIES = ['TRAFFIC', 'BICYCLE', 'ZFE', 'RESTRICTION'] as const;
export type LayerFamily = (typeof LAYER_FAMILIES)[number];

/** The four kinds of page of a family. */
export const LAYER_PAGE_KINDS = ['HOME', 'CITY', 'DEPARTMENT', 'REGION'] as const;
export type LayerPageKind = (typeof LAYER_PAGE_KINDS)[number];

/** A page that is about an area (every kind but the home). */
export type LayerAreaKind = Exclude<LayerPageKind, 'HOME'>;

/** The first segment of each family's paths. */
export const LAYER_FAMILY_PATHS: Readonly<Record<LayerFamily, string>> = {
  TRAFFIC: '/info-trafic',
  BICYCLE: '/pistes-cyclables',
  ZFE: '/zfe',
  RESTRICTION: '/restrictions-circulation',
};

/** The route paths by route name (their own module: the router of the first screen reads them). */
export { LAYER_ROUTES, type LayerRoutePath } from './layer-route-table';

/** The segment before the location of an area page ('' for a commune). */
const KIND_SEGMENTS: Readonly<Record<LayerAreaKind, string>> = {
  CITY: '',
  DEPARTMENT: '/departement',
  REGION: '/region',
};

/** What a layer page's URL names. */
export interface LayerPageRequest {
  family: LayerFamily;
  kind: LayerPageKind;
  /** The location slug (null on a home). */
  slug: string | null;
}

/**
 * The slug of a town's layer page, `rouen-76540`: its name and its INSEE code, or null without
 * a code (a place outside any French commune, as Monaco's).
 */
export function townPageSlug(town: string | undefined, code: string | undefined): string | null {
  return town && code ? `${slugify(town)}-${code.toLowerCase()}` : null;
}

/** The path of a page: the home without `slug`, else the area page of `kind` and `slug`. */
export function layerPagePath(family: LayerFamily, kind: LayerPageKind, slug?: string): string {
  const base = LAYER_FAMILY_PATHS[family];
  if (kind === 'HOME' || !slug) return base;
  return `${base}${KIND_SEGMENTS[kind]}/${encodeURIComponent(slug)}`;
}

/** The path of a request (its home when it has no slug). */
export function requestPath(request: LayerPageRequest): string {
  return layerPagePath(request.family, request.kind, request.slug ?? undefined);
}

function familyOf(segment: string): LayerFamily | undefined {
  return LAYER_FAMILIES.find((f) => LAYER_FAMILY_PATHS[f] === `/${segment}`);
}

function decoded(slug: string): string | null {
  try {
    const value = slugify(decodeURIComponent(slug));
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

/**
 * Reads a layer page's path (no query or hash); null when it is not one. The location is read as
 * a slug (`/zfe/Saint-Étienne` names `saint-etienne`).
 */
export function parseLayerPath(path: string): LayerPageRequest | null {
  const parts = path.replace(/\/+$/, '').split('/').slice(1);
  const family = familyOf(parts[0] ?? '');
  if (!family) return null;
  if (parts.length === 1) return { family, kind: 'HOME', slug: null };
  const kind: LayerAreaKind | undefined =
    parts.length === 2
      ? 'CITY'
      : parts.length === 3 && parts[1] === 'departement'
        ? 'DEPARTMENT'
        : parts.length === 3 && parts[1] === 'region'
          ? 'REGION'
          : undefined;
  const slug = decoded(parts.at(-1) ?? '');
  return kind && slug ? { family, kind, slug } : null;
}

/** The API's query key of an area kind (`commune`, `departement`, `region`). */
export const AREA_QUERY_KEYS: Readonly<
  Record<LayerAreaKind, 'commune' | 'departement' | 'region'>
> = { CITY: 'commune', DEPARTMENT: 'departement', REGION: 'region' };

/** The page kind of an area of the API (`commune` → CITY); null for France. */
export function pageKindOfArea(
  kind: 'france' | 'region' | 'department' | 'commune',
): LayerAreaKind | null {
  if (kind === 'commune') return 'CITY';
  if (kind === 'department') return 'DEPARTMENT';
  return kind === 'region' ? 'REGION' : null;
}

/** The family whose pages a map mode shows (none for the neutral and public-transport modes). */
export const LAYER_FAMILY_OF_MODE: Readonly<Partial<Record<MapMode, LayerFamily>>> = {
  bicycle: 'BICYCLE',
  traffic: 'TRAFFIC',
  zfe: 'ZFE',
};

/** True on a page of the family a map mode shows: the page says what the mode's notice would. */
export function onModePage(mode: MapMode, pathname: string): boolean {
  const family = LAYER_FAMILY_OF_MODE[mode];
  if (!family) return false;
  const base = LAYER_FAMILY_PATHS[family];
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The map mode of a family's pages (restrictions show the neutral map with markers). */
export const MODE_OF_LAYER_FAMILY: Readonly<Record<LayerFamily, MapMode>> = {
  TRAFFIC: 'traffic',
  BICYCLE: 'bicycle',
  ZFE: 'zfe',
  RESTRICTION: 'neutral',
};
