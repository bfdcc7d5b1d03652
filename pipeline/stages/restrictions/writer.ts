/**
 * Writes the tables of `restrictions.sqlite` (layout in schema.ts) with better-sqlite3, each
 * table in one transaction.
 */
import type Database from 'better-sqlite3';
import { addLength, type CommuneLengths } from './cycle-file';
import type { CycleWayRow, RestrictionRow, RoadworksRow } from './osm-collect';
import { RESTRICTIONS_DB_VERSION } from '../../../artefacts/restrictions-db';
import type { ZfeStageRecord } from './zfe-stages';

/** Rounds metres or kilometres to what a figure needs (3 decimals). */
function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Writes the meta table: the layout version (`version`), the region, the sources. */
export function writeMeta(db: Database.Database, meta: Record<string, string>): void {
  const insert = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  db.transaction(() => {
    insert.run('version', String(RESTRICTIONS_DB_VERSION));
    for (const [key, value] of Object.entries(meta)) insert.run(key, value);
  })();
}

/** Writes the low-emission-zone stages. */
export function writeZfeStages(db: Database.Database, stages: readonly ZfeStageRecord[]): void {
  const insert = db.prepare(
    `INSERT INTO zfe_stage (key, id, siren, authority, name, start, end, rules, order_url,
       info_url, west, south, east, north, geometry, simplified, communes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const s of stages) {
      insert.run(
        ...[s.key, s.id, s.siren, s.authority, s.name, s.start, s.end, JSON.stringify(s.rules)],
        ...[s.orderUrl, s.infoUrl, ...s.bbox],
        ...[JSON.stringify(s.geometry), JSON.stringify(s.simplified), JSON.stringify(s.communes)],
      );
    }
  })();
}

/** Writes the OSM cycle facilities, one row per way and category. */
export function writeCycleWays(db: Database.Database, rows: readonly CycleWayRow[]): void {
  const insert = db.prepare(
    `INSERT INTO cycle_way (osm_id, category, length_m, commune, west, south, east, north, geometry)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const r of rows) {
      const geometry = JSON.stringify({ type: 'LineString', coordinates: r.line });
      insert.run(r.osmId, r.category, round3(r.lengthM), r.commune, ...r.bbox, geometry);
    }
  })();
}

/** Metres per commune and category of the OSM cycle rows placed in a commune. */
export function osmCommuneLengths(rows: readonly CycleWayRow[]): CommuneLengths {
  const totals: CommuneLengths = new Map();
  for (const r of rows) if (r.commune) addLength(totals, r.commune, r.category, r.lengthM);
  return totals;
}

/** Writes kilometres per commune, category and source; returns the communes written. */
export function writeCycleCommunes(
  db: Database.Database,
  bySource: ReadonlyMap<string, CommuneLengths>,
): Set<string> {
  const insert = db.prepare(
    'INSERT INTO cycle_commune (commune, category, source, km) VALUES (?, ?, ?, ?)',
  );
  const communes = new Set<string>();
  db.transaction(() => {
    for (const [source, totals] of bySource) {
      for (const [commune, byCategory] of totals) {
        communes.add(commune);
        for (const [category, metres] of byCategory)
          insert.run(commune, category, source, round3(metres / 1000));
      }
    }
  })();
  return communes;
}

/** Writes the OSM restrictions. */
export function writeRestrictions(db: Database.Database, rows: readonly RestrictionRow[]): void {
  const insert = db.prepare(
    `INSERT INTO restriction (osm_id, kind, value, conditional, label, road, lng, lat, commune)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const r of rows)
      insert.run(r.osmId, r.kind, r.value, r.conditional, r.label, r.road, r.lng, r.lat, r.commune);
  })();
}

/** Writes the OSM roadworks. */
export function writeRoadworks(db: Database.Database, rows: readonly RoadworksRow[]): void {
  const insert = db.prepare(
    `INSERT INTO roadworks (osm_id, label, road, start, end, lng, lat, commune)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const r of rows)
      insert.run(r.osmId, r.label, r.road, r.start, r.end, r.lng, r.lat, r.commune);
  })();
}

/** Writes the communes where the extract has highways, with their count. */
export function writeOsmCommunes(db: Database.Database, roads: ReadonlyMap<string, number>): void {
  const insert = db.prepare('INSERT INTO osm_commune (commune, roads) VALUES (?, ?)');
  db.transaction(() => {
    for (const [commune, n] of roads) insert.run(commune, n);
  })();
}
