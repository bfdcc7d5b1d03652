import type { StreetImagery } from '../panoramics/panoramax-source';
import type { FeatureCollection } from 'geojson';
import type { ArtefactKind, Manifest } from '../../src/domain/artefacts';
import type { Region } from '../../src/domain/region';
import type { RoadExtents } from '../../src/domain/road-extents';
import type {
  ValhallaHeightResponse,
  ValhallaMatrixResponse,
  ValhallaRouteResponse,
  ValhallaTraceResponse,
} from '../routing/valhalla-types';
import type { FuelPriceTable } from '../itinerary/fuel-prices';
import type { SearchService } from '../search/search-service';
import type { TransitService } from '../transit/transit-service';
import type { Gazetteer } from '../quiz/gazetteer';
import type { UserStore } from '../store/user-store';
import type { RestrictionsStore } from '../restrictions/restrictions-store';
import type { TrafficFeed } from '../restrictions/restrictions-service';

/** Metadata of a vector tile set. */
export interface TileSetInfo {
  minzoom: number;
  maxzoom: number;
  /** West, south, east, north. */
  bounds: [number, number, number, number];
  /** Changes whenever the tiles change (used in ETags). */
  version: string;
}

/** Read access to the vector tiles artefact (a small adapter, like PMTiles' sources). */
export interface TileSource {
  readonly info: TileSetInfo;
  /** The gzip-compressed Mapbox Vector Tile at z/x/y (XYZ scheme), or undefined when absent. */
  getTile(z: number, x: number, y: number): Buffer | undefined;
  close(): void;
}

/** A commune as the places artefact holds it. */
export interface CommuneRecord {
  insee: string;
  name: string;
  departmentCode: string | null;
  postcodes: string[];
  population: number;
  /** Its own point (GeoNames), null when only estimated or unknown. */
  point: { lng: number; lat: number } | null;
}

/** Read access to the places database. */
export interface PlacesStore {
  counts(): Record<string, number>;
  /** The positioned towns, régions and départements (the city quiz's). */
  gazetteer(): Gazetteer;
  /** Every commune of France (INSEE, name, département, postcodes, population, point if known). */
  communes(): CommuneRecord[];
  /** POIs of some OSM categories (`amenity=parking`) in a box, up to `limit`. */
  poisIn(options: {
    categories: readonly string[];
    bbox: readonly [number, number, number, number];
    limit: number;
  }): { name: string | null; lng: number; lat: number }[];
  close(): void;
}

/** The routing engine (Valhalla) as the server uses it. */
export interface RoutingEngine {
  /** True when the graph is loaded and answers. */
  status(): Promise<{ ok: boolean; detail: string }>;
  /** Valhalla's route action; rejects with Valhalla's error (mapped by server/itinerary). */
  route(query: Record<string, unknown>): Promise<ValhallaRouteResponse>;
  /** Valhalla's trace_attributes action (road classes and densities of a computed shape). */
  traceAttributes(query: Record<string, unknown>): Promise<ValhallaTraceResponse>;
  /** Valhalla's height action on the region's DEM. */
  height(query: Record<string, unknown>): Promise<ValhallaHeightResponse>;
  /** Valhalla's matrix action (sources_to_targets: times and distances, walking access). */
  matrix(query: Record<string, unknown>): Promise<ValhallaMatrixResponse>;
  /** Valhalla's locate action: the edges near each location (none when the graph is empty). */
  locate(query: Record<string, unknown>): Promise<unknown>;
  /** Valhalla's isochrone action: reachable areas (polygons) by travel time. */
  isochrone(query: Record<string, unknown>): Promise<FeatureCollection>;
  /** True when the routing artefact carries elevation tiles (a DEM was imported). */
  readonly hasElevation: boolean;
  close(): void;
}

/** Everything the app needs besides its configuration; tests build it from the Monaco artefacts. */
export interface AppDeps {
  region: Region;
  manifests: Readonly<Record<ArtefactKind, Manifest>>;
  tiles: TileSource;
  places: PlacesStore;
  routing: RoutingEngine;
  /** Where the road network stops: the boxes the region's extracts were cut to. */
  roadExtents: RoadExtents;
  /** Public-transport timetable and planner (GTFS). */
  transit: TransitService;
  /** The search index (addresses, places, POIs) and its operations. */
  search: SearchService;
  /** National median fuel prices (itinerary costs); the bundled medians when absent. */
  fuelPrices?: FuelPriceTable | undefined;
  /**
   * User data (accounts, favourites, preferences): opened once by the process, not with the
   * region's artefacts (an import or a reload never touches it). Without it, accounts answer
   * ACCOUNTS_UNAVAILABLE and the rest of the site works.
   */
  users?: UserStore | undefined;
  /** Low-emission zones, cycle facilities, restrictions and roadworks (issue 17). */
  restrictions: RestrictionsStore;
  /** The live traffic feed (DATEX II) when PERIPLE_TRAFFIC_DATEX_URL is set; started by main. */
  traffic?: TrafficFeed | undefined;
  /** Street-level pictures (Panoramax) when PERIPLE_PANORAMAX_URL is set. */
  streetImagery?: StreetImagery | undefined;
}
