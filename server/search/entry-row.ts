/** Reading entries of the index with their locality. */
import type Database from 'better-sqlite3';

/** An entry row joined with its locality. */
export interface EntryRow {
  id: number;
  kind: 'address' | 'poi';
  level: string;
  name: string;
  housenumber: string | null;
  street: string | null;
  named_place: string | null;
  postcode: string | null;
  lng: number;
  lat: number;
  west: number | null;
  south: number | null;
  east: number | null;
  north: number | null;
  rubric_id: string | null;
  chain_id: string | null;
  brand: string | null;
  source: string;
  source_id: string;
  town: string | null;
  towncode: string | null;
  postcodes: string | null;
  department_code: string | null;
  department_label: string | null;
  region_code: string | null;
  region_label: string | null;
  country_code: string | null;
  country_label: string | null;
  /** 1 for a town whose position is estimated (left out of `point_rtree` by the pipeline). */
  estimated: number;
}

/**
 * True (1) for a town whose position is estimated: the pipeline leaves such towns out of
 * `point_rtree` (pipeline/stages/search/schema.ts). Read with an entry `e`.
 */
export const ESTIMATED_TOWN_SQL = `(e.level = 'town'
  AND NOT EXISTS (SELECT 1 FROM point_rtree r WHERE r.id = e.id))`;

const COLUMNS = `e.id, e.kind, e.level, e.name, e.housenumber, e.street, e.named_place, e.postcode,
  e.lng, e.lat, e.west, e.south, e.east, e.north, e.rubric_id, e.chain_id, e.brand, e.source,
  e.source_id, l.town, l.towncode, l.postcodes, l.department_code,
  l.department_label, l.region_code, l.region_label, l.country_code, l.country_label,
  ${ESTIMATED_TOWN_SQL} AS estimated`;

/** An entry's id, name and town: enough to sort a level's entries before reading their rows. */
export interface EntryName {
  id: number;
  name: string;
  town: string | null;
}

/** Rows kept in memory (first in, first out). */
const ROW_CACHE_SIZE = 20_000;

/** Prepared reads of entry rows. */
export class EntryRows {
  private readonly byId: Database.Statement<[number], EntryRow>;
  private readonly bySourceId: Database.Statement<[string], EntryRow>;
  private readonly recent = new Map<number, EntryRow>();
  private readonly geometryOf: Database.Statement<[number], { geometry: string | null }>;
  private readonly namesOf: Database.Statement<[string], EntryName>;
  /** English and Dutch names of the entries that have them, by entry id then language. */
  private readonly localNames = new Map<number, Map<string, string>>();

  constructor(db: Database.Database) {
    const names = db.prepare('SELECT entry_id, lang, name FROM entry_name').all() as {
      entry_id: number;
      lang: string;
      name: string;
    }[];
    for (const { entry_id: id, lang, name } of names) {
      const byLang = this.localNames.get(id) ?? new Map<string, string>();
      byLang.set(lang, name);
      this.localNames.set(id, byLang);
    }
    this.byId = db.prepare(
      `SELECT ${COLUMNS} FROM entry e LEFT JOIN locality l ON l.id = e.locality_id WHERE e.id = ?`,
    );
    this.geometryOf = db.prepare('SELECT geometry FROM entry WHERE id = ?');
    this.namesOf = db.prepare(
      `SELECT e.id, e.name, l.town FROM entry e LEFT JOIN locality l ON l.id = e.locality_id
       WHERE e.level = ? ORDER BY e.id`,
    );
    this.bySourceId = db.prepare(
      `SELECT ${COLUMNS} FROM entry e LEFT JOIN locality l ON l.id = e.locality_id WHERE e.source_id = ?
       ORDER BY e.kind = 'poi' DESC LIMIT 1`,
    );
  }

  /** The GeoJSON geometry of an entry (its contour), read only when asked: it can be large. */
  geometry(id: number): unknown {
    const text = this.geometryOf.get(id)?.geometry;
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  /**
   * The id, name and town of every entry of a level (`hamlet`), in id order: one indexed read,
   * no row kept (a directory sorts them, then reads the rows of one page with `get`).
   */
  namesOfLevel(level: string): EntryName[] {
    return this.namesOf.all(level);
  }

  /**
   * The row named in a page's language (`en`, `nl`): « Japanese Garden » for the Jardin Japonais
   * on an English page, as the English map labels it; the row itself when it has no such name.
   */
  inLanguage(row: EntryRow, lang: string): EntryRow {
    const name = this.localNames.get(row.id)?.get(lang);
    return name ? { ...row, name } : row;
  }

  /** The row of an entry id (recent rows are kept: a street comes back at every keystroke). */
  get(id: number): EntryRow | undefined {
    const cached = this.recent.get(id);
    if (cached) return cached;
    const row = this.byId.get(id);
    if (!row) return undefined;
    if (this.recent.size >= ROW_CACHE_SIZE) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(id, row);
    return row;
  }

  /**
   * The row of a source id ('osm-n123', 'sncf-87747006'), i.e. a POI's geoentity id: the POI
   * first (a street takes the id of its first address, which may be a POI's).
   */
  bySource(sourceId: string): EntryRow | undefined {
    return this.bySourceId.get(sourceId);
  }
}
