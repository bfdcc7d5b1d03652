/**
 * Read access to the details of the POIs in the places artefact: OSM tags by OSM id, the
 * national fuel stations (prices, ruptures, services, opening hours) and the link of an OSM fuel
 * station to its national station (pipeline/stages/places/fuel-osm-links.ts).
 */
import Database from 'better-sqlite3';
import type { FuelOpeningDay } from '../../artefacts/fuel';

/** A national fuel station as stored. */
export interface StoredFuelStation {
  id: number;
  address: string;
  postcode: string;
  town: string;
  roadType: string;
  automate24: boolean;
  openingHours: FuelOpeningDay[];
  services: string[];
}

/** A price of a station. */
export interface StoredFuelPrice {
  fuel: string | null;
  sourceName: string;
  price: number;
  updatedAt: string | null;
}

/** A rupture of a station. */
export interface StoredFuelRupture {
  fuel: string | null;
  sourceName: string;
  startedAt: string | null;
  type: string | null;
}

interface StationRow {
  id: number;
  address: string;
  postcode: string;
  town: string;
  road_type: string;
  automate_24_24: number;
  opening_hours: string;
  services: string;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The places database opened read-only for the geoentity service. */
export class GeoentityStore {
  readonly db: Database.Database;
  private readonly tagsOf: Database.Statement<[string], { tags: string }>;
  private readonly station: Database.Statement<[number], StationRow>;
  private readonly prices: Database.Statement<[number], StoredFuelPrice>;
  private readonly ruptures: Database.Statement<[number], StoredFuelRupture>;
  private readonly linkOf: Database.Statement<[string], { station_id: number }>;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.tagsOf = this.db.prepare('SELECT tags FROM poi WHERE osm_id = ?');
    this.station = this.db.prepare(
      `SELECT id, address, postcode, town, road_type, automate_24_24, opening_hours, services
       FROM fuel_station WHERE id = ?`,
    );
    this.prices = this.db.prepare(
      `SELECT fuel, source_name AS sourceName, price, updated_at AS updatedAt
       FROM fuel_price WHERE station_id = ? ORDER BY source_name`,
    );
    this.ruptures = this.db.prepare(
      `SELECT fuel, source_name AS sourceName, started_at AS startedAt, type
       FROM fuel_rupture WHERE station_id = ? AND (ended_at IS NULL OR ended_at = '')`,
    );
    this.linkOf = this.db.prepare('SELECT station_id FROM fuel_station_osm WHERE osm_id = ?');
  }

  /** The OSM tags of a POI ('n123', 'w45'), undefined when absent. */
  tags(osmId: string): Record<string, string> | undefined {
    const row = this.tagsOf.get(osmId);
    return row ? parseJson<Record<string, string>>(row.tags, {}) : undefined;
  }

  /** The national station linked to an OSM fuel POI. */
  stationOfOsm(osmId: string): number | undefined {
    return this.linkOf.get(osmId)?.station_id;
  }

  /** A national fuel station. */
  fuelStation(id: number): StoredFuelStation | undefined {
    const row = this.station.get(id);
    if (!row) return undefined;
    return {
      id: row.id,
      address: row.address,
      postcode: row.postcode,
      town: row.town,
      roadType: row.road_type,
      automate24: row.automate_24_24 === 1,
      openingHours: parseJson<FuelOpeningDay[]>(row.opening_hours, []),
      services: parseJson<string[]>(row.services, []),
    };
  }

  /** The prices of a station. */
  fuelPrices(id: number): StoredFuelPrice[] {
    return this.prices.all(id);
  }

  /** The current ruptures of a station. */
  fuelRuptures(id: number): StoredFuelRupture[] {
    return this.ruptures.all(id);
  }

  /** Median price and station count of each fuel, and the latest price date. */
  fuelSummary(): {
    fuels: { fuel: string; median: number | null; stations: number }[];
    lastUpdate: string | null;
  } {
    const rows = this.db
      .prepare('SELECT fuel, price FROM fuel_price WHERE fuel IS NOT NULL ORDER BY fuel, price')
      .all() as { fuel: string; price: number }[];
    const byFuel = new Map<string, number[]>();
    for (const r of rows) {
      const list = byFuel.get(r.fuel);
      if (list) list.push(r.price);
      else byFuel.set(r.fuel, [r.price]);
    }
    const fuels = [...byFuel].map(([fuel, prices]) => ({
      fuel,
      median: prices[Math.floor(prices.length / 2)] ?? null,
      stations: prices.length,
    }));
    const last = this.db.prepare('SELECT max(updated_at) AS m FROM fuel_price').get() as {
      m: string | null;
    };
    return { fuels, lastUpdate: last.m ? last.m.slice(0, 10) : null };
  }

  close(): void {
    this.db.close();
  }
}
