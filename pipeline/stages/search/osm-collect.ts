/**
 * Reads what the search index needs from the region's OSM extract, with the places stage's
 * reader (osmium tags-filter + export): named POIs, addr:* points, named and unnamed roads,
 * places (city … isolated_dwelling, squares, islands), interpolation lines and the admin areas
 * below the commune (Monaco's quarters).
 */
import type { Geometry, Position } from 'geojson';
import {
  readOsmPlaces,
  type OsmAddressPoint,
  type OsmPoi,
  type OsmFeature,
} from '../places/osm-places';
import { resortCandidate, type ResortCandidate } from './resorts';

/** Highway values that are roads (unnamed ones are reverse-geocoded as unnamed_road). */
export const ROAD_VALUES = new Set([
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'unclassified',
  'residential',
  'living_street',
  'service',
  'pedestrian',
  'track',
  'road',
  'motorway_link',
  'trunk_link',
  'primary_link',
  'secondary_link',
  'tertiary_link',
]);

/** Highway values whose named ways are streets (roads plus named paths and steps). */
const STREET_VALUES = new Set([
  ...ROAD_VALUES,
  'footway',
  'path',
  'steps',
  'cycleway',
  'bridleway',
]);

/** Place values the index reads. */
export const PLACE_VALUES = new Set([
  'city',
  'town',
  'village',
  'suburb',
  'quarter',
  'neighbourhood',
  'hamlet',
  'isolated_dwelling',
  'locality',
  'square',
  'island',
  'islet',
]);

/**
 * osmium filters added to the places stage's ones. Boundaries are selected by admin_level 9–11
 * only: the merged demo extract holds several versions of the national boundaries (France's
 * relation is in more than one extract), which osmium export refuses.
 */
export const SEARCH_OSM_FILTERS = [
  'w/highway',
  'nwr/place',
  'w/addr:interpolation',
  'r/admin_level=9,10,11',
  'nwr/landuse=winter_sports',
];

/** A way with its lines. */
export interface OsmWay {
  osmId: string;
  name: string | null;
  highway: string;
  lines: Position[][];
  tags: Record<string, string>;
}

/** Everything read. */
export interface OsmCollection {
  pois: OsmPoi[];
  addresses: OsmAddressPoint[];
  streets: OsmWay[];
  unnamedRoads: OsmWay[];
  places: OsmFeature[];
  interpolations: OsmFeature[];
  areas: OsmFeature[];
  /** Beaches and ski areas, once each (resorts.ts). */
  resortCandidates: ResortCandidate[];
}

function linesOf(geometry: Geometry): Position[][] {
  if (geometry.type === 'LineString') return [geometry.coordinates];
  if (geometry.type === 'MultiLineString') return geometry.coordinates;
  if (geometry.type === 'Polygon') return geometry.coordinates.slice(0, 1);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((p) => p[0] ?? []);
  return [];
}

function classify(f: OsmFeature, into: OsmCollection, seen: Seen): void {
  const t = f.tags;
  const resort = seen.resorts.has(f.osmId) ? undefined : resortCandidate(f);
  if (resort) {
    seen.resorts.add(f.osmId);
    into.resortCandidates.push(resort);
  }
  const highway = t.highway;
  if (
    highway &&
    (STREET_VALUES.has(highway) || ROAD_VALUES.has(highway)) &&
    f.geometry.type !== 'Point' &&
    !seen.ways.has(f.osmId)
  ) {
    seen.ways.add(f.osmId);
    const name = t['name:fr'] ?? t.name ?? null;
    const way = { osmId: f.osmId, name, highway, lines: linesOf(f.geometry), tags: t };
    if (name && STREET_VALUES.has(highway)) into.streets.push(way);
    else if (!name && ROAD_VALUES.has(highway)) into.unnamedRoads.push(way);
  }
  if (t.place && PLACE_VALUES.has(t.place) && (t.name || t['name:fr'])) into.places.push(f);
  if (t['addr:interpolation']) into.interpolations.push(f);
  const polygon = f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon';
  if (t.boundary === 'administrative' && polygon && Number(t.admin_level) >= 9 && t.name)
    into.areas.push(f);
}

/** Objects already read (osmium exports a closed way with area tags twice). */
interface Seen {
  ways: Set<string>;
  resorts: Set<string>;
}

/** Reads the extract. */
export async function collectOsm(options: {
  pbf: string;
  workDir: string;
  signal: AbortSignal;
  onFeature: () => void;
}): Promise<OsmCollection> {
  const into: OsmCollection = {
    pois: [],
    addresses: [],
    streets: [],
    unnamedRoads: [],
    places: [],
    interpolations: [],
    areas: [],
    resortCandidates: [],
  };
  // osmium exports a closed way with area tags twice, as a line and as an area: one object
  // is one POI and one street (the first, as in the places database).
  const seenPois = new Set<string>();
  const seen: Seen = { ways: new Set(), resorts: new Set() };
  await readOsmPlaces({
    pbf: options.pbf,
    workDir: options.workDir,
    signal: options.signal,
    onFeature: options.onFeature,
    extraFilters: SEARCH_OSM_FILTERS,
    sink: {
      poi: (p) => {
        if (seenPois.has(p.osmId)) return;
        seenPois.add(p.osmId);
        into.pois.push(p);
      },
      address: (a) => into.addresses.push(a),
      feature: (f) => classify(f, into, seen),
    },
  });
  return into;
}
