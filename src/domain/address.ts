/**
 * The Address entity of the spec (§3), shared by search, geocoding and itinerary steps. Zod-free
 * (the SPA imports it); validation schemas live beside the server code that parses input.
 */

/** Geocode levels of the spec, from the most precise. */
export const GEOCODE_LEVELS = [
  'unnamed_road',
  'address_point',
  'address_range',
  'hamlet',
  'named_place',
  'landmark',
  'way',
  'district',
  'town',
  'admin_7',
  'admin_2',
  'admin_1',
  'country',
] as const;
export type GeocodeLevel = (typeof GEOCODE_LEVELS)[number];

/** The levels of an address proper (a house number or a street), not of a place or an area. */
const STREET_LEVELS: ReadonlySet<GeocodeLevel> = new Set([
  'unnamed_road',
  'address_point',
  'address_range',
  'way',
]);

/** True for an address proper (« Itinéraire vers cette adresse »), false for a town or a place. */
export function isStreetLevel(level: GeocodeLevel): boolean {
  return STREET_LEVELS.has(level);
}

/** The levels of a point whose page lists the places around it (« À proximité », 1 km). */
const AROUND_LEVELS: ReadonlySet<GeocodeLevel> = new Set([
  ...STREET_LEVELS,
  'hamlet',
  'named_place',
  'landmark',
]);

/** True for a point whose page lists the places around it: an address, a hamlet, a place. */
export function offersPlacesAround(level: GeocodeLevel): boolean {
  return AROUND_LEVELS.has(level);
}

/** The levels whose page lists the places in it (« À proximité »): a town, a district. */
const NEARBY_LEVELS: ReadonlySet<GeocodeLevel> = new Set(['town', 'district']);

/**
 * True when an address page offers the lists of its box (restaurants, hotels…), as Mappy's town
 * pages do: a town, or one of its districts (« Paris 3e Arrondissement »), whose box is theirs.
 */
export function offersNearbyLists(level: GeocodeLevel): boolean {
  return NEARBY_LEVELS.has(level);
}

/** The zoom that shows a whole place of an area level (a town, not one of its streets). */
const AREA_ZOOMS: Partial<Record<GeocodeLevel, number>> = {
  district: 13.5,
  town: 12,
  admin_7: 8.5,
  admin_2: 8.5,
  admin_1: 7,
  country: 5,
};

/**
 * The zoom a place chosen as a step is shown at when it is an area (« Lyon » is a town, not a
 * point of its centre's streets); undefined for an address or a POI, shown at street level.
 */
export function areaZoom(level: GeocodeLevel | undefined): number | undefined {
  return level ? AREA_ZOOMS[level] : undefined;
}

/** Country codes of the spec (ISO 3166 numeric, as strings). */
export const COUNTRY_CODES = {
  france: '250',
  belgium: '056',
  unitedKingdom: '826',
  monaco: '492',
} as const;

/** West, south, east, north. */
export type BboxTuple = [number, number, number, number];

/** An address, place or area as the search and geocoding services return it. */
export interface Address {
  /** 'address' for addresses and places; POIs are a separate entity. */
  type: 'address';
  label: string;
  /** Two lines: the name (or number and street), then postcode and town. */
  split_label: [string, string];
  name: string;
  named_place?: string | undefined;
  postcode?: string | undefined;
  postcodes?: string[] | undefined;
  town?: string | undefined;
  towncode?: string | undefined;
  countryCode: string;
  countryLabel: string;
  regionCode?: string | undefined;
  regionLabel?: string | undefined;
  departmentCode?: string | undefined;
  departmentLabel?: string | undefined;
  geocode_level: GeocodeLevel;
  /**
   * The house number the query named that the map does not know on this street (« 99 avenue de
   * la Madone »): the street is given instead, and says so.
   */
  missing_housenumber?: string | undefined;
  coordinates: { lng: number; lat: number };
  bbox?: BboxTuple | undefined;
  viewport?: BboxTuple | undefined;
  /** GeoJSON geometry of the area when `contour=1` was asked. */
  contour?: unknown;
  /**
   * True for a town whose position is estimated (no source places it: it stands at its
   * intercommunalité's centre or its département's chef-lieu); its card says so.
   */
  estimated_position?: boolean;
}
