/**
 * Reads of the POIs by town on the search index, for the server-rendered POI pages (issue 18):
 * the town of a POI is its entry's locality, resolved once by the search stage
 * (pipeline/stages/search/locality.ts: INSEE code, addr:postcode and addr:city, nearest known
 * address, else nearest commune centre). Only French communes have an INSEE code: Monaco's
 * locality has none, so its POIs are not read here.
 */
import type Database from 'better-sqlite3';

/** A POI with a rubric, placed in a French commune. */
export interface PoiTown {
  /** Entry id in the search index. */
  id: number;
  rubricId: string;
  /** INSEE code of the commune. */
  towncode: string;
}

/** What a page needs to sort and rank a POI before reading its whole row. */
export interface PoiLabel {
  id: number;
  name: string;
  /** Its geoentity id (`osm-n123`, `sncf-87686006`, `carburant-76000007`). */
  sourceId: string;
}

/** Prepared reads of the POIs by town. */
export class PoiTownReader {
  private readonly scan: Database.Statement<[], PoiTown>;
  private readonly label: Database.Statement<[number], PoiLabel>;

  constructor(db: Database.Database) {
    this.scan = db.prepare(
      `SELECT e.id AS id, e.rubric_id AS rubricId, l.towncode AS towncode
       FROM entry e JOIN locality l ON l.id = e.locality_id
       WHERE e.level = 'poi' AND e.rubric_id IS NOT NULL AND l.towncode IS NOT NULL
       ORDER BY e.id`,
    );
    this.label = db.prepare(
      `SELECT id, name, source_id AS sourceId FROM entry WHERE id = ? AND level = 'poi'`,
    );
  }

  /**
   * Visits every POI that has a rubric and lies in a French commune, in id order: one indexed
   * scan (entry_level), no row kept.
   */
  forEach(visit: (poi: PoiTown) => void): void {
    for (const poi of this.scan.iterate()) visit(poi);
  }

  /** The name and geoentity id of POI entries, in the order given (other ids left out). */
  labels(ids: readonly number[]): PoiLabel[] {
    return ids.flatMap((id) => {
      const label = this.label.get(id);
      return label ? [label] : [];
    });
  }
}
