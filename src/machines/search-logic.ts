/**
 * Pure rules of the search flow (spec §4): what a search response leads to, and the map view
 * of a selected address (its bbox, else its viewport, else its point; zoom 17 for a road
 * without a name).
 */
import type { Address } from '../domain/address';
import type { Bbox, LngLat } from '../domain/geo';
import type { SearchResponse } from '../domain/search';

/** Zoom of the map on a point without a bbox. */
export const POINT_ZOOM = 16;
/** Zoom of the map on a road without a name (§4). */
export const UNNAMED_ROAD_ZOOM = 17;

/** Where a response leads (spec §4 a–d). */
export type SearchOutcome = 'listing' | 'poi' | 'poiList' | 'address' | 'addressList' | 'noResult';

/** The outcome of a response. */
export function outcomeOf(response: SearchResponse): SearchOutcome {
  if (response.header.store_chains_id || response.header.rubric_id) return 'listing';
  if (response.pois.length > 0 && response.addresses.length === 0)
    return response.pois.length === 1 ? 'poi' : 'poiList';
  if (response.addresses.length > 0)
    return response.addresses.length === 1 ? 'address' : 'addressList';
  return 'noResult';
}

/** A view the map is asked to show. */
export interface MapViewRequest {
  bbox: Bbox | null;
  center: LngLat;
  zoom: number | null;
  /** Increases with every request. */
  seq: number;
}

/** The view of an address: bbox, else viewport, else its point (zoom 17 for an unnamed road). */
export function viewOf(address: Address, seq: number): MapViewRequest {
  const center = address.coordinates;
  if (address.geocode_level === 'unnamed_road')
    return { bbox: null, center, zoom: UNNAMED_ROAD_ZOOM, seq };
  const box = address.bbox ?? address.viewport;
  if (box) return { bbox: [...box] as Bbox, center, zoom: null, seq };
  return { bbox: null, center, zoom: POINT_ZOOM, seq };
}

/** The view of a response without a single address: its viewport. */
export function responseView(response: SearchResponse, seq: number): MapViewRequest | null {
  const box = response.viewport;
  if (!box) return null;
  return {
    bbox: [...box] as Bbox,
    center: { lng: (box[0] + box[2]) / 2, lat: (box[1] + box[3]) / 2 },
    zoom: null,
    seq,
  };
}
