/** An entry of the search index before it is written, and its static importance. */
import type { GeocodeLevel } from '../../../src/domain/address';
import type { Locality } from './locality';
import { LEVEL_BASE } from '../../../artefacts/search-importance';
import type { LocalNames } from './other-names';

/** West, south, east, north. */
export type Box = [number, number, number, number];

/** A line segment of a street or road, for reverse geocoding. */
export type Segment = [number, number, number, number];

/** One searchable thing: an address, street, place, area or POI. */
export interface SearchEntry {
  kind: 'address' | 'poi';
  /** Geocode level for addresses, 'poi' for POIs. */
  level: GeocodeLevel | 'poi';
  /** Display name: street, place, town, area or POI name. */
  name: string;
  /**
   * The name the entry is found by when it is not the display name: a station shown « Gare de
   * Lyon Part Dieu » is named « Lyon Part Dieu » (« gare » is its rubric, a context word).
   */
  searchName?: string;
  /** Canonical house number of an address point or range. */
  housenumber?: string | null;
  /** Street of an address point or POI. */
  street?: string | null;
  namedPlace?: string | null;
  locality: Locality | null;
  /** Own postcode (else the locality's single postcode). */
  postcode?: string | null;
  lng: number;
  lat: number;
  bbox?: Box | null | undefined;
  /** 0…1, higher first: decides the order of entries in the index. */
  importance: number;
  rubricId?: string | null;
  chainId?: string | null;
  brand?: string | null;
  source: string;
  sourceId: string;
  /** The name in English and Dutch, when it is not the display name (`other-names.ts`). */
  localNames?: LocalNames;
  /** Extra words the entry is found by (département name of a town, 'sncf' for stations). */
  extraContext?: string[];
  /** GeoJSON geometry returned as `contour` when asked. */
  geometry?: unknown;
  /** Segments of a street or unnamed road (reverse geocoding). */
  segments?: Segment[];
  /**
   * True for a town whose position is estimated (a commune placed at its intercommunalité's or
   * chef-lieu's centre: some 20,000 of them share a handful of points). It is found by name, never
   * at a point: it is left out of `point_rtree`, and reverse geocoding does not name it.
   */
  estimated?: boolean;
}

/**
 * Static importance of an entry: its level, then population for towns (log scale, up to +0.45:
 * Paris 0.95), the size of a street (its address count, up to +0.05), the segment of a station.
 */
export function staticImportance(entry: {
  level: SearchEntry['level'];
  population?: number | null;
  addressCount?: number;
  boost?: number;
}): number {
  let value = LEVEL_BASE[entry.level];
  if (entry.population) value += Math.min(0.45, (Math.log10(entry.population + 1) / 6.5) * 0.45);
  if (entry.addressCount) value += Math.min(0.05, Math.log10(entry.addressCount + 1) / 60);
  if (entry.boost) value += entry.boost;
  return Math.min(1, value);
}

/** The bbox of points, or undefined without points. */
export function boxOf(points: Iterable<readonly [number, number]>): Box | undefined {
  let box: Box | undefined;
  for (const [lng, lat] of points) {
    if (!box) box = [lng, lat, lng, lat];
    else {
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}

/** A box of `metres` around a point. */
export function boxAround(lng: number, lat: number, metres: number): Box {
  const dLat = metres / 111_320;
  const dLng = dLat / Math.max(0.1, Math.cos((lat * Math.PI) / 180));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}
