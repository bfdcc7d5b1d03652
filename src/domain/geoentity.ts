/**
 * Contract of the geoentity (POI) API (spec §3 POI, Geoentity state, Filter definition; §7
 * geoentity calls; §9 constants), shared by the server and the SPA. Zod-free: the server's
 * schemas are in geoentity-schema.ts.
 */
import type { BboxTuple } from './address';
import type { Poi, PoiRubric } from './search';
import type { FilterDefinition } from './filter-definition';

export type { FilterDefinition, FilterValue } from './filter-definition';

/** POIs a list holds by default (§9 'POI list max 50'). */
export const POI_LIST_MAX = 50;
/** `max` above this is clamped. */
export const POI_MAX_CLAMP = 200;
/** Debounce of a search-area change before the list is fetched again (§9), ms. */
export const SEARCH_AREA_DEBOUNCE_MS = 500;
/** A moved map refetches only past these distances (§9: 100 on desktop, 30 on mobile), px. */
export const SEARCH_AREA_MIN_MOVE_PX = { desktop: 100, mobile: 30 } as const;
/** Default radius of the radius tool (§9 'default compute radius 10000'), m. */
export const DEFAULT_COMPUTE_RADIUS_M = 10_000;
/** The spec's message of a geoentity answered with 404 or 400 (§8). */
export const GEOENTITY_NOT_FOUND_MESSAGE = 'That geoentity was not found';
/** Rubrics whose POIs can show a price (§9 hotel-type rubrics). */
export const HOTEL_PRICE_RUBRICS = [
  'hotel',
  'chambre-d-hotes',
  'location-gite',
  'camping',
  'auberge-de-jeunesse',
] as const;
const HOTEL_PRICE_RUBRIC_SET: ReadonlySet<string> = new Set(HOTEL_PRICE_RUBRICS);

/** True for a rubric whose POIs can show room prices. */
export function showsHotelPrices(rubricId: string | null | undefined): boolean {
  return HOTEL_PRICE_RUBRIC_SET.has(rubricId ?? '');
}

/** Hotel partners the spec names (§9); prices come only from a configured one. */
export const HOTEL_PARTNER_IDS = ['accor', 'bpvcamping', 'bbhotel'] as const;
/** A hotel partner id. */
export type HotelPartnerId = (typeof HOTEL_PARTNER_IDS)[number];

/** Opening statuses (§9 colours: closed red, closed_open_today orange, else green). */
export type OpeningStatusValue = 'open' | 'closed' | 'closed_open_today';

/** Colours of the opening statuses. */
export const OPENING_STATUS_COLORS: Readonly<Record<OpeningStatusValue, string>> = {
  closed: '#d6336c',
  closed_open_today: '#e8590c',
  open: '#2f9e44',
};

/** The colour of a status: red when closed, orange when it opens later today, else green. */
export function openingStatusColor(status: string): string {
  if (status === 'closed') return OPENING_STATUS_COLORS.closed;
  if (status === 'closed_open_today') return OPENING_STATUS_COLORS.closed_open_today;
  return OPENING_STATUS_COLORS.open;
}

/** §3 openingStatus: a status and its sentence ('Ouvert jusqu'à 19:00'). */
export interface OpeningStatus {
  status: OpeningStatusValue;
  message: string;
}

/** One day of a week of opening hours. */
export interface OpeningDay {
  /** Day name in the answer's language. */
  day: string;
  /** 'HH:MM–HH:MM' ranges; empty when closed that day. */
  ranges: string[];
}

/** §3 openingHours: the OSM value as read, and a week when it could be read. */
export interface OpeningHours {
  /** The value as tagged (shown as text when it cannot be read). */
  raw: string;
  /** False when the value is malformed: no week, no status. */
  valid: boolean;
  /** The next seven days from today, when valid, on a sheet (lists carry the status only). */
  week?: OpeningDay[] | undefined;
  /** Free text of the value ('sur rendez-vous'), if any. */
  comment?: string | undefined;
}

/** One fuel of a station (§3 additionalInfo.fuels: id, price, availability). */
export interface PoiFuel {
  /** Fuel id (B7, E10, E5_SP95, E5_SP98, E85, LPG). */
  id: string;
  /** Display name (§3: SP 98, SP 95, SP95-E10, E 85, GPL, else Gazole). */
  label: string;
  /** Euros per litre; null without a price. */
  price: number | null;
  /** False when the file reports a rupture of that fuel. */
  available: boolean;
  /** Local date and time of the price, YYYY-MM-DDTHH:MM:SS. */
  updatedAt: string | null;
}

/** §3 additionalInfo. */
export interface PoiAdditionalInfo {
  /** A picture of the place (OSM `image` when it is an https URL). */
  illustration?: { url: string } | undefined;
  /** A price from a hotel partner (never invented: absent without one). */
  price?: { value: number; currency: string } | undefined;
  fuels?: PoiFuel[] | undefined;
  /** Latest update of the station's prices, YYYY-MM-DDTHH:MM:SS. */
  fuelsLastUpdate?: string | undefined;
  /** App the POI was listed by. */
  appId?: string | undefined;
  /** Hotel stars (OSM `stars`). */
  rating?: number | undefined;
  /** Services of a fuel station (the national file's list). */
  services?: string[] | undefined;
  /** The station's automatic pump works day and night. */
  automate24?: boolean | undefined;
}

/** A block of a tab: a title and its lines. */
export interface TabBlock {
  title: string;
  context: {
    label: string;
    value: string;
    href?: string | undefined;
    /** The line of today (the first day of the opening week, which starts today). */
    today?: boolean | undefined;
  }[];
}

/** A tab of a POI sheet (§3 tabs: appId, url, content blocks with title and context). */
export interface PoiTab {
  id: 'infos' | 'horaires' | 'contact';
  label: string;
  appId: string | null;
  /** Relative path of the tab's content (GET). */
  url: string;
  /** The content, present on a sheet (not in lists). */
  blocks?: TabBlock[] | undefined;
}

/** The rubric of a sheet: the search's plus its parent subcategory and colour. */
export interface GeoentityRubric extends PoiRubric {
  parent: string | null;
  color: string;
}

/** A POI of the geoentity API (§3 POI). */
export interface GeoentityPoi extends Omit<Poi, 'rubric'> {
  rubric: GeoentityRubric;
  townSeo?: string | undefined;
  additionalInfo: PoiAdditionalInfo;
  tabs: PoiTab[];
  contextualPoiUrl: string;
  openingHours?: OpeningHours | undefined;
  openingStatus?: OpeningStatus | undefined;
  website?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  /** SNCF stations: the UIC code. */
  transportInfo?: { uic: string } | undefined;
  /** Sponsored content (§3 vde): set only for an app a running sponsorship names. */
  vde: false | VdeDetails;
}

/** §3 POI vde: what a sponsored app's POI carries (issue 16). */
export interface VdeDetails {
  type: 'poi' | 'brand';
  subcategoryId: string | null;
  vdeAppId: string;
  editoRubricIds: string[];
  /** The sponsor's page (an https URL), opened from the sheet. */
  editoLinkUrl: string;
  editoLinkTarget: '_blank' | '_self';
  /** The beacon of a click on the sponsor's link (our tracking endpoint). */
  vdeTrackUrl: string;
}

/** The fuel filter of a list's filters, if it has one. */
export function fuelFilterOf(filters: readonly FilterDefinition[]): FilterDefinition | undefined {
  return filters.find((f) => f.parameter === FUEL_FILTER_PARAMETER);
}

/** How many of a list's filters other than the fuel are on. */
export function activeFilterCount(filters: readonly FilterDefinition[]): number {
  return filters.filter((f) => f.parameter !== FUEL_FILTER_PARAMETER && f.value !== '').length;
}

/** The parameter of the « Ouvert maintenant » filter, and its value. */
export const OPEN_FILTER = { parameter: 'open', value: 'now' } as const;
/** The parameter of the cuisine filter (restaurants). */
export const CUISINE_FILTER_PARAMETER = 'cuisine';

/** GET /api/geoentity/applications/{ids} (and /rubrics/{ids}). */
export interface ApplicationsResponse {
  pois: GeoentityPoi[];
  viewport: BboxTuple | null;
  filters: FilterDefinition[];
}

/** GET /api/geoentity/geoentity/{id}.json. */
export interface GeoentityResponse {
  pois: GeoentityPoi[];
}

/** GET /api/geoentity/fuels: the fuels repository. */
export interface FuelsResponse {
  fuels: { id: string; label: string; medianPrice: number | null; stations: number }[];
  /** Latest price date of the national file, YYYY-MM-DD. */
  lastUpdate: string | null;
  source: string;
}

/** GET /api/geoentity/hotel/{id}/rooms/{checkIn},{checkOut}.json. */
export interface HotelRoomsResponse {
  /** The partner the prices come from; null when none is configured. */
  partner: HotelPartnerId | null;
  /** ok: the partner answered; no-partner: none is configured; partner-error: it failed. */
  status: 'ok' | 'no-partner' | 'partner-error';
  checkIn: string;
  checkOut: string;
  capacity: number;
  rooms: { name: string; price: number; currency: string }[];
}

/** POST /api/multipath/pois-on-route. */
export interface PoisOnRouteResponse {
  pois: GeoentityPoi[];
  zone: number;
  buffer: number;
}

/** Order of the fuels on cards, sheets and the filter: diesel first, the most sold. */
export const FUEL_DISPLAY_ORDER = ['B7', 'E10', 'E5_SP95', 'E5_SP98', 'E85', 'LPG'] as const;

/** The fuel shown without a choice (fuel filter, cards, markers): Gazole, the most sold. */
export const DEFAULT_FUEL_ID = 'B7';

/** The fuel filter's parameter (§9: combobox named Carburant, parameter currentFuel). */
export const FUEL_FILTER_PARAMETER = 'currentFuel';

/** A POI's fuel of an id, if it sells it. */
export function poiFuel(poi: Pick<GeoentityPoi, 'additionalInfo'>, fuel: string) {
  return poi.additionalInfo.fuels?.find((f) => f.id === fuel);
}

/** The fuel card's price text (§5, §8): '{value} €', 'Rupture' when unavailable, '-' without a price. */
export function fuelPriceText(fuel: PoiFuel | undefined, decimalComma = true): string {
  if (fuel && !fuel.available) return 'Rupture';
  if (!fuel || fuel.price === null) return '-';
  const value = fuel.price.toFixed(3);
  return `${decimalComma ? value.replace('.', ',') : value} €`;
}

/** The day (YYYY-MM-DD) of a local date-time. */
export function dayOf(dateTime: string): string {
  return dateTime.slice(0, 10);
}

/**
 * When a fuel price was updated (§9): today, or on a date written in the locale (fr-FR:
 * 25/08/2020); `old` past {@link FUEL_PRICE_OLD_DAYS}, which the sheet says aloud.
 */
export type FuelUpdateWhen = { kind: 'today' } | { kind: 'date' | 'old'; date: string };

/**
 * A price older than this many days is old: the national file is published every ten minutes
 * and a station reports a change the day it makes it, so a month-old price is no longer what a
 * driver pays (the imported file may be a years-old snapshot).
 */
export const FUEL_PRICE_OLD_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The update of a price date (YYYY-MM-DD[THH:MM:SS]) seen on the local day `today`. */
export function fuelUpdateWhen(updatedAt: string, today: Date, locale: string): FuelUpdateWhen {
  const [y = 0, m = 1, d = 1] = dayOf(updatedAt).split('-').map(Number);
  const day = new Date(y, m - 1, d);
  const sameDay =
    day.getFullYear() === today.getFullYear() &&
    day.getMonth() === today.getMonth() &&
    day.getDate() === today.getDate();
  if (sameDay) return { kind: 'today' };
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  // Rounded: a change of summer time makes one day 23 or 25 hours long.
  const old = Math.round((midnight.getTime() - day.getTime()) / DAY_MS) > FUEL_PRICE_OLD_DAYS;
  return { kind: old ? 'old' : 'date', date: day.toLocaleDateString(locale) };
}

/** An app of the catalogue configuration (§3 apps). */
export interface CatalogueAppEntry {
  id: string;
  name: string;
  morePoisLabel: string;
  menu: string[];
  mob_roundImage: string;
  banner: null;
  borderless_banner: null;
  pushSeo: boolean;
  iconId: string;
  color: string;
  rubricIds: readonly string[];
  filters: FilterDefinition[];
}

/** A category of the catalogue configuration (§3 categories). */
export interface CatalogueCategoryEntry {
  id: string;
  shortLabel: string;
  label: string;
  iconId: string;
  apps: string[];
  color: string;
  segment: string;
  subcategories: readonly string[];
}

/** A subcategory of the catalogue configuration (§3 subcategories). */
export interface CatalogueSubcategoryEntry {
  id: string;
  label: string;
  iconId: string;
  color: string;
  rubricIds: readonly string[];
  category: string;
  filterApps: string[];
}

/** GET /api/poiassets/configuration.{locale}.json (§3 POI catalogue). */
export interface PoiConfiguration {
  locale: string;
  menus: {
    web: { type: 'app' | 'category'; id: string }[];
    webmobile: { type: 'app' | 'category'; id: string }[];
  };
  apps: CatalogueAppEntry[];
  freeapps: string[];
  categories: CatalogueCategoryEntry[];
  subcategories: CatalogueSubcategoryEntry[];
  bannerItems: {
    id: string;
    type: string;
    label: string;
    from: string;
    to: string;
    logo: string;
  }[];
  geoentitiesAtAddressConfig: { apps: string[]; radius: number; max: number };
  poisOnRouteConfig: {
    maxPoi: number;
    zoom: number;
    apps: string[];
    zones: Record<string, number>;
    buffers: Record<string, number>;
  };
  computeRadius: number;
}
