/**
 * Paths of the search screens (§2): slugs of places, the page an address goes to by its geocode
 * level (§4: a town with a postcode → its town page, others → the address page), listings, and
 * the search hash route with its bbox (used only with exactly four numbers, §5), and the view of
 * the map home (`/plan#?bbox=`). Pure functions,
 * no router: the machines and the views share them.
 */
import { isOverlayHash } from './overlay-hash';
import type { Address } from '../address';
import { parseBbox, type Bbox, type LngLat } from '../geo';
import { locationPostcode } from '../postcode';
import { foldText } from '../search-text/normalise';
import { formatLngLat, isValidStepCoordinate, parseLngLat } from '../itinerary/steps';

/** A URL slug: folded words joined by dashes. */
export function slugify(text: string): string {
  return (
    foldText(text)
      .replace(/['’]/g, '-')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      // A slug beginning with an ordinal « Nème » begins « Ne » (spec 000 §5: 3eme-rue → 3e-rue).
      .replace(/^(\d+)eme-/, '$1e-')
  );
}

/** The town page of an address's town: `/plan/{town}-{postcode}` (grenoble-38000). */
export function townPath(address: Pick<Address, 'town' | 'name' | 'postcode'>): string {
  const postcode = locationPostcode(address.postcode);
  return `/plan/${slugify([address.town ?? address.name, postcode].filter(Boolean).join(' '))}`;
}

/**
 * The address page: `/plan#/{label}` (the slug of the whole label, read back by geocoding), or
 * `/plan#/{label}?point={lng},{lat}` (5 decimals, a metre) for an address known by its point (a favourite kept from a
 * click on the map): read back at that point, not by its label, which may name only its street.
 */
export function addressHref(address: Pick<Address, 'label'>, point?: LngLat): string {
  const slug = `/plan#/${slugify(address.label)}`;
  return point ? `${slug}?point=${formatLngLat(point)}` : slug;
}

/** The `point` parameter read back: valid coordinates of a longitude and a latitude, else undefined. */
export function parsePointParam(text: string | null): LngLat | undefined {
  const point = parseLngLat(text ?? undefined);
  return isValidStepCoordinate(point) ? point : undefined;
}

/** Where selecting an address goes, by geocode level. */
export function addressDestination(address: Address): string {
  const slug = slugify(address.label);
  switch (address.geocode_level) {
    case 'town':
      return address.postcode ? townPath(address) : addressHref(address);
    case 'hamlet':
      return `/plan/lieu-dit/${slug}`;
    case 'named_place':
    case 'landmark':
    case 'district':
      return `/plan/lieu/${slug}`;
    case 'admin_7':
    case 'admin_2':
      return `/plan/departement/${slugify(`${address.name} ${address.departmentCode ?? ''}`)}`;
    case 'admin_1':
      return `/plan/region/${slugify(address.name)}`;
    default:
      return addressHref(address);
  }
}

/** The words a location slug stands for ('grenoble-38000' → 'grenoble 38000'). */
export function slugWords(slug: string): string {
  return decodeURIComponent(slug).replace(/-/g, ' ').trim();
}

/** The search hash route: `/plan#/recherche/{query}?bbox={w,s,e,n}`. */
export function searchHref(query: string, bbox?: Bbox | null): string {
  const box = bbox ? `?bbox=${bbox.map((v) => v.toFixed(5)).join(',')}` : '';
  return `/plan#/recherche/${encodeURIComponent(query)}${box}`;
}

/** A listing of a rubric or chain: `/activite/{id}#?bbox={bbox}`. */
export function listingHref(id: string, bbox?: Bbox | null): string {
  const box = bbox ? `#?bbox=${bbox.map((v) => v.toFixed(5)).join(',')}` : '';
  return `/activite/${encodeURIComponent(id)}${box}`;
}

/** The POI page. */
export function poiHref(id: string): string {
  return `/poi/${encodeURIComponent(id)}`;
}

/** The hash of the phone's search overlay (§2 SUGGEST: /#/suggestion). */
export const SUGGEST_HASH = '/suggestion';

/** True for the itinerary's own paths (/itineraire and /itineraire/{mode}). */
export function isItineraryPath(pathname: string): boolean {
  return pathname === '/itineraire' || pathname.startsWith('/itineraire/');
}

/** What a hash of /plan asks for: a search, an address page, the suggestion overlay, nothing. */
export type PlanHash =
  /** `poiId`: the detail variant `/plan#/recherche/{query}/poi/{geoentityId}` (§2). */
  | { kind: 'search'; query: string; bbox: Bbox | undefined; poiId?: string | undefined }
  | { kind: 'suggestion' }
  /**
   * `poiId`: the detail variant `/plan#/{location}/poi/{geoentityId}` (§2); `point`: the address
   * is read back at this point (`?point=lng,lat`), not by its label.
   */
  | { kind: 'location'; location: string; poiId?: string | undefined; point?: LngLat | undefined }
  /** An overlay of the whole app over the map home (`#/moncompte…`). */
  | { kind: 'overlay' }
  | { kind: 'none' };

/** Reads a hash of /plan (without or with its '#'). */
export function parsePlanHash(hash: string): PlanHash {
  const body = hash.replace(/^#/, '').replace(/^\//, '');
  if (body === '') return { kind: 'none' };
  if (body === 'suggestion') return { kind: 'suggestion' };
  if (isOverlayHash(hash)) return { kind: 'overlay' };
  if (body.startsWith('recherche/')) {
    const [path = '', search = ''] = body.slice('recherche/'.length).split('?');
    const { head, poiId } = poiTail(path);
    if (head.includes('/')) return { kind: 'none' };
    const query = safeDecode(head);
    const bbox = parseBbox(new URLSearchParams(search).get('bbox'));
    return query.trim() ? { kind: 'search', query, bbox, poiId } : { kind: 'none' };
  }
  const [path = '', search] = body.split('?');
  const { head, poiId } = poiTail(path);
  if (!/^[^/?]+$/.test(head)) return { kind: 'none' };
  const point = parsePointParam(new URLSearchParams(search ?? '').get('point'));
  return { kind: 'location', location: safeDecode(head), poiId, ...(point ? { point } : {}) };
}

/** A path's `/poi/{geoentityId}` tail, apart (the query is encoded: a `/` in it is `%2F`). */
function poiTail(path: string): { head: string; poiId: string | undefined } {
  const m = /^(.+)\/poi\/([^/?]+)$/.exec(path);
  return m ? { head: m[1]!, poiId: safeDecode(m[2]!) } : { head: path, poiId: undefined };
}

/** The detail variant of a /plan hash route: `{href before the query}/poi/{id}{query}`. */
export function withPoiDetail(href: string, poiId: string): string {
  const [path = '', query] = href.split('?');
  return `${path}/poi/${encodeURIComponent(poiId)}${query === undefined ? '' : `?${query}`}`;
}

/** The hash of the map home with its view: `?bbox={w,s,e,n}` (`/plan#?bbox=…`, §2). */
export function planViewHash(bbox: Bbox): string {
  return `?bbox=${bbox.map((v) => v.toFixed(5)).join(',')}`;
}

/** The view of a map home hash (`#?bbox=…`): a valid bbox (§5), else undefined. */
export function planViewBbox(hash: string): Bbox | undefined {
  return parsePlanHash(hash).kind === 'none' ? hashBbox(hash) : undefined;
}

/** The bbox of a listing hash (`#?bbox=…`), used only with four numbers. */
export function hashBbox(hash: string): Bbox | undefined {
  const body = hash.replace(/^#/, '');
  return parseBbox(new URLSearchParams(body.startsWith('?') ? body.slice(1) : body).get('bbox'));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
