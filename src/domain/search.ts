/**
 * Contract of the search and geocoding API (spec §3 Search response, §7 search and geocoding
 * calls), shared by the server and the SPA. Zod-free: the server's schemas of the query strings
 * are in search-schema.ts.
 */
import type { Address, BboxTuple } from './address';

/** Values of the `f` filter of GET /api/search: POIs and addresses, POIs only, addresses only. */
export const SEARCH_FILTERS = ['all', 'poi', 'address'] as const;
/** A value of the `f` filter. */
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** The spec's message when a search finds nothing (also the answer to an empty query). */
export const NO_RESULT_MESSAGE = 'Aucun résultat ne correspond à cette recherche.';
/** The spec's message when a reverse geocode finds nothing at a point. */
export const NO_ADDRESS_MESSAGE = 'No address has been found';

/** Suggestions returned by GET /api/suggest at most. */
export const SUGGEST_LIMIT = 10;
/**
 * Addresses GET /api/search returns by default (`limit`, §7: 1, the best one). The search screen
 * lists addresses and asks for `SEARCH_ADDRESS_LIMIT`.
 */
export const SEARCH_DEFAULT_LIMIT = 1;
/**
 * Addresses the search screen asks for (§7: 10 for the search engine's address pages): an
 * ambiguous street (« rue de la République ») offers every town that has one.
 */
export const SEARCH_ADDRESS_LIMIT = 10;
/** Addresses GET /api/search returns at most. */
export const SEARCH_MAX_LIMIT = 50;

/** The rubric of a POI (spec §3 POI.rubric). */
export interface PoiRubric {
  id: string;
  label: string;
  segment: string;
  icon: string;
}

/** A POI as the search returns it: the fields of the spec's POI entity the index holds. */
export interface Poi {
  /** Geoentity id, used in /poi/{geoentityId}. */
  id: string;
  type: 'poi';
  name: string;
  /** Name and town, one line. */
  label: string;
  split_label: [string, string];
  rubric: PoiRubric;
  /** Source of the data: 'osm', 'sncf' or 'prix-carburants'. */
  prov: string;
  brand?: string | undefined;
  store_chains_id?: string | undefined;
  /** Street of the POI when known. */
  way?: string | undefined;
  town?: string | undefined;
  townCode?: string | undefined;
  pCode?: string | undefined;
  regionCode?: string | undefined;
  countryCode: string;
  /** First two characters of the postcode (spec §3). */
  departmentCode?: string | undefined;
  coordinates: { lng: number; lat: number };
  addressLabel?: string | undefined;
}

/** `header` of a search response. */
export interface SearchHeader {
  /** Set when the query names a store chain ('Carrefour', 'Esso'). */
  store_chains_id: string | null;
  /** Set when the query names a category ('boulangerie', 'pharmacie', 'station service'). */
  rubric_id: string | null;
  /** 'located' when the query named a place to search in ('pharmacie Monaco'). */
  search_hint: 'located' | null;
}

/** GET /api/search. */
export interface SearchResponse {
  pois: Poi[];
  addresses: Address[];
  /** West, south, east, north of the results, or null without results. */
  viewport: BboxTuple | null;
  header: SearchHeader;
}

/** What choosing a suggestion does: show an address or a POI, or run a search. */
export type SuggestionResult =
  | { kind: 'address'; address: Address }
  | { kind: 'poi'; poi: Poi }
  | { kind: 'search'; query: string };

/** Kinds of suggestion. */
export type SuggestionType = 'address' | 'poi' | 'rubric' | 'chain';

/** One suggestion of GET /api/suggest. */
export interface Suggestion {
  label: string;
  /** Two lines: name, then postcode and town (or the rubric). */
  split_label: [string, string];
  type: SuggestionType;
  result: SuggestionResult;
}

/** GET /api/suggest. */
export interface SuggestResponse {
  suggestions: Suggestion[];
}

/** GET /api/geocode/forward. */
export interface ForwardGeocodeResponse {
  addresses: { features: Address[] };
  /** The bbox of the first feature. */
  bbox: BboxTuple | null;
}

/** GET /api/geocode/reverse (the first address is the one used). */
export interface ReverseGeocodeResponse {
  addresses: Address[];
}
