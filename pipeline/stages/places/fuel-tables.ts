/**
 * Fuel stations and prices in the places database, from the national fuel-prices file
 * (`pipeline/sources/fuel-prices.ts`): stations with an R*Tree, current prices per fuel (the
 * itinerary service takes national medians from them; POI fuel cards read them), ruptures.
 */
import type Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveLocalPath } from '../../../artefacts/shared-data';
import { loadFuelStations, type FuelStation } from '../../sources/fuel-prices';

/** The national fuel-prices file of the shared data (Licence Ouverte). */
export const FUEL_PRICES_SOURCE = '../shared/data/fuel/prix-carburants-instantane-2020-08-25.zip';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Absolute path of the fuel-prices file, `undefined` when the shared data lacks it. */
export function fuelPricesFile(): string | undefined {
  const path = resolveLocalPath(repoRoot, FUEL_PRICES_SOURCE);
  return existsSync(path) ? path : undefined;
}

/** SQL of the fuel tables. */
export const FUEL_SCHEMA = `
CREATE TABLE fuel_station (
  id INTEGER PRIMARY KEY, lng REAL, lat REAL, address TEXT NOT NULL, postcode TEXT NOT NULL,
  town TEXT NOT NULL, road_type TEXT NOT NULL, automate_24_24 INTEGER NOT NULL,
  opening_hours TEXT NOT NULL, services TEXT NOT NULL
);
CREATE INDEX fuel_station_postcode ON fuel_station (postcode);
CREATE VIRTUAL TABLE fuel_station_rtree USING rtree (id, min_lng, max_lng, min_lat, max_lat);
CREATE TABLE fuel_price (
  station_id INTEGER NOT NULL REFERENCES fuel_station (id), fuel TEXT, source_name TEXT NOT NULL,
  price REAL NOT NULL, updated_at TEXT, PRIMARY KEY (station_id, source_name)
);
CREATE INDEX fuel_price_fuel ON fuel_price (fuel, price);
CREATE TABLE fuel_rupture (
  station_id INTEGER NOT NULL REFERENCES fuel_station (id), fuel TEXT, source_name TEXT NOT NULL,
  started_at TEXT, ended_at TEXT, type TEXT
);
`;

function insertStation(
  statements: Record<'station' | 'tree' | 'price' | 'rupture', Database.Statement>,
  s: FuelStation,
): number {
  const id = Number(s.id);
  if (!Number.isInteger(id)) return 0;
  statements.station.run(
    id,
    s.lng,
    s.lat,
    s.address,
    s.postcode,
    s.town,
    s.roadType,
    s.automate24 ? 1 : 0,
    JSON.stringify(s.openingHours),
    JSON.stringify(s.services),
  );
  if (s.lng !== null && s.lat !== null) statements.tree.run(id, s.lng, s.lng, s.lat, s.lat);
  for (const p of s.prices)
    statements.price.run(id, p.fuel ?? null, p.sourceName, p.price, p.updatedAt);
  for (const r of s.ruptures)
    statements.rupture.run(id, r.fuel ?? null, r.sourceName, r.startedAt, r.endedAt, r.type);
  return s.prices.length;
}

/** Loads the stations of `file` into the fuel tables; returns the counts. */
export async function writeFuelTables(
  db: Database.Database,
  file: string | undefined,
): Promise<Record<string, number>> {
  db.exec(FUEL_SCHEMA);
  if (!file) return { fuelStations: 0, fuelPrices: 0 };
  const stations = await loadFuelStations(file);
  const statements = {
    station: db.prepare('INSERT OR IGNORE INTO fuel_station VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    tree: db.prepare('INSERT OR IGNORE INTO fuel_station_rtree VALUES (?, ?, ?, ?, ?)'),
    price: db.prepare('INSERT OR REPLACE INTO fuel_price VALUES (?, ?, ?, ?, ?)'),
    rupture: db.prepare('INSERT INTO fuel_rupture VALUES (?, ?, ?, ?, ?, ?)'),
  };
  let prices = 0;
  db.transaction(() => {
    for (const s of stations) prices += insertStation(statements, s);
  })();
  return { fuelStations: stations.length, fuelPrices: prices };
}
