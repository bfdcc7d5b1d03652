/**
 * The railway stations of the search index: SNCF's passenger stations, known nationally (the
 * référentiel des gares, pipeline/sources/sncf-stations.ts), and the region's OSM ones of the
 * rubric « gare » (a railway station or halt, not a metro one nor a coach station: Monaco - Monte
 * Carlo, which SNCF's référentiel leaves out). The train provider names the stations nearest to
 * the departure and the arrival.
 */
import type Database from 'better-sqlite3';
import { lineMetres } from '../transit/legs';

/** A station with its position. */
export interface Station {
  name: string;
  lng: number;
  lat: number;
}

/** A station and how far it is from a point. */
export interface NearStation extends Station {
  metres: number;
}

/** Nearest-station look-ups. */
export interface StationIndex {
  /** The nearest station within `radius` metres, or null. */
  nearest(point: [number, number], radius: number): NearStation | null;
}

/** The stations of a list (tests, other sources). */
export class StationList implements StationIndex {
  constructor(readonly stations: readonly Station[]) {}

  nearest(point: [number, number], radius: number): NearStation | null {
    let best: NearStation | null = null;
    for (const s of this.stations) {
      if (Math.abs(s.lat - point[1]) > radius / 100_000) continue;
      const metres = lineMetres([point, [s.lng, s.lat]]);
      if (metres <= radius && (!best || metres < best.metres)) best = { ...s, metres };
    }
    return best;
  }
}

/** An OSM station this close to one of SNCF's is the same station (« Menton », « Gare de Menton »). */
export const TWIN_STATION_METRES = 300;

/** SNCF's stations and the OSM ones that are not one of them. */
export function withoutTwins(sncf: readonly Station[], osm: readonly Station[]): Station[] {
  const known = new StationList(sncf);
  const own = osm.filter((s) => !known.nearest([s.lng, s.lat], TWIN_STATION_METRES));
  return [...sncf, ...own];
}

const STATIONS_OF =
  "SELECT name, lng, lat FROM entry WHERE kind = 'poi' AND rubric_id = 'gare' AND source = ?";

/** The stations of the search index: SNCF's and the OSM railway stations, read on first use. */
export function searchIndexStations(db: Database.Database): StationIndex {
  let list: StationList | undefined;
  const read = (source: string): Station[] => db.prepare(STATIONS_OF).all(source) as Station[];
  return {
    nearest(point, radius) {
      list ??= new StationList(withoutTwins(read('sncf'), read('osm')));
      return list.nearest(point, radius);
    },
  };
}
