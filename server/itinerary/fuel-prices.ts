/**
 * Default fuel prices of the itinerary costs: the national median price of each fuel over the
 * stations of the places artefact (fuel_price table, from prix-carburants.gouv.fr), dated by the
 * latest update of that fuel's prices. When the artefact has no price for a fuel, the medians of
 * the bundled 2020-08-25 file stand in.
 */
import Database from 'better-sqlite3';
import {
  FALLBACK_FUEL_PRICE_DATE,
  FALLBACK_FUEL_PRICES,
  FUEL_IDS,
  type FuelId,
} from '../../src/domain/itinerary/fuels';

/** The default price of one fuel. */
export interface FuelPriceEntry {
  /** Euros per litre. */
  price: number;
  /** Stations the median was taken over (0 for a fallback value). */
  stations: number;
  source: 'stations' | 'fallback';
  /** Day of the prices (YYYY-MM-DD): the latest update of the fuel's prices. */
  date: string | null;
}

/** Default prices of every fuel. */
export type FuelPriceTable = Readonly<Record<FuelId, FuelPriceEntry>>;

/** The fallback table (medians of the bundled file). */
export function fallbackFuelPrices(): FuelPriceTable {
  const table = {} as Record<FuelId, FuelPriceEntry>;
  for (const id of FUEL_IDS)
    table[id] = {
      price: FALLBACK_FUEL_PRICES[id],
      stations: 0,
      source: 'fallback',
      date: FALLBACK_FUEL_PRICE_DATE,
    };
  return table;
}

/** Median of a sorted list. */
export function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid]!;
  return (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function hasFuelTable(db: Database.Database): boolean {
  return !!db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'fuel_price'")
    .get();
}

/** Reads the national medians from a places database (fallbacks for missing fuels). */
export function readFuelPrices(placesDb: string): FuelPriceTable {
  const table = { ...fallbackFuelPrices() } as Record<FuelId, FuelPriceEntry>;
  const db = new Database(placesDb, { readonly: true, fileMustExist: true });
  try {
    if (!hasFuelTable(db)) return table;
    const select = db.prepare('SELECT price FROM fuel_price WHERE fuel = ? ORDER BY price');
    const latest = db.prepare('SELECT max(updated_at) AS day FROM fuel_price WHERE fuel = ?');
    for (const id of FUEL_IDS) {
      const prices = (select.all(id) as { price: number }[]).map((r) => r.price);
      if (prices.length === 0) continue;
      const day = (latest.get(id) as { day: string | null } | undefined)?.day ?? null;
      table[id] = {
        price: Math.round(median(prices) * 1000) / 1000,
        stations: prices.length,
        source: 'stations',
        date: day ? day.slice(0, 10) : null,
      };
    }
    return table;
  } finally {
    db.close();
  }
}
