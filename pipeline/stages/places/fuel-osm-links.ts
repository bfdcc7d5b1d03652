/**
 * Links the region's OSM fuel stations to the stations of the national fuel-prices file: the
 * nearest file station within 100 m of an OSM `amenity=fuel` POI gives that POI its prices. The
 * search index drops a file station within 100 m of an OSM one for the same reason
 * (pipeline/stages/search/poi-entries.ts), so every station is shown once, with its prices.
 */
import type Database from 'better-sqlite3';
import { haversineMetres } from '../../../src/domain/geo';

/** Farthest an OSM fuel POI and a file station can be to be one station, m. */
export const FUEL_LINK_METRES = 100;

/** SQL of the link table. */
export const FUEL_LINK_SCHEMA = `
CREATE TABLE fuel_station_osm (
  osm_id TEXT PRIMARY KEY, station_id INTEGER NOT NULL REFERENCES fuel_station (id),
  distance_m REAL NOT NULL
);
`;

/** Writes the links; returns their count. */
export function writeFuelOsmLinks(db: Database.Database): { fuelStationsLinkedToOsm: number } {
  db.exec(FUEL_LINK_SCHEMA);
  const pois = db
    .prepare("SELECT osm_id, lng, lat FROM poi WHERE category = 'amenity=fuel'")
    .all() as { osm_id: string; lng: number; lat: number }[];
  const near = db.prepare(
    `SELECT s.id, s.lng, s.lat FROM fuel_station_rtree r JOIN fuel_station s ON s.id = r.id
     WHERE r.min_lng <= ? AND r.max_lng >= ? AND r.min_lat <= ? AND r.max_lat >= ?`,
  );
  const insert = db.prepare('INSERT INTO fuel_station_osm VALUES (?, ?, ?)');
  const dLat = FUEL_LINK_METRES / 111_000;
  let linked = 0;
  db.transaction(() => {
    for (const p of pois) {
      const dLng = dLat / Math.max(0.1, Math.cos((p.lat * Math.PI) / 180));
      const candidates = near.all(p.lng + dLng, p.lng - dLng, p.lat + dLat, p.lat - dLat) as {
        id: number;
        lng: number;
        lat: number;
      }[];
      let best: { id: number; d: number } | undefined;
      for (const c of candidates) {
        const d = haversineMetres(p, c);
        if (d <= FUEL_LINK_METRES && (!best || d < best.d)) best = { id: c.id, d };
      }
      if (!best) continue;
      insert.run(p.osm_id, best.id, Math.round(best.d * 10) / 10);
      linked++;
    }
  })();
  return { fuelStationsLinkedToOsm: linked };
}
