import Database from 'better-sqlite3';
import { z } from 'zod';
import type { CommuneRecord, PlacesStore } from '../core/deps';
import { readGazetteer, type Gazetteer } from '../quiz/gazetteer';

const COUNTED_TABLES = ['admin_region', 'department', 'commune', 'poi', 'address'] as const;

const communeRowSchema = z.object({
  insee: z.string(),
  name: z.string(),
  department_code: z.string().nullable(),
  postcodes: z.string(),
  population: z.number().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  coord_source: z.string(),
});

/** The places database opened read-only. */
export class SqlitePlacesStore implements PlacesStore {
  readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    const schema = this.db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as
      { value: string } | undefined;
    if (!schema) throw new Error(`${file} has no schema version`);
  }

  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const t of COUNTED_TABLES) {
      out[t] = (this.db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    }
    return out;
  }

  gazetteer(): Gazetteer {
    return readGazetteer(this.db);
  }

  communes(): CommuneRecord[] {
    return this.db
      .prepare(
        'SELECT insee, name, department_code, postcodes, population, lng, lat, coord_source FROM commune',
      )
      .all()
      .flatMap((row) => {
        const r = communeRowSchema.safeParse(row);
        if (!r.success) return [];
        const { data } = r;
        const positioned =
          data.coord_source === 'geonames' && data.lng !== null && data.lat !== null;
        return [
          {
            insee: data.insee,
            name: data.name,
            departmentCode: data.department_code,
            postcodes: data.postcodes ? data.postcodes.split(',') : [],
            population: data.population ?? 0,
            point: positioned ? { lng: data.lng!, lat: data.lat! } : null,
          },
        ];
      });
  }

  poisIn(options: {
    categories: readonly string[];
    bbox: readonly [number, number, number, number];
    limit: number;
  }): { name: string | null; lng: number; lat: number }[] {
    const [w, s, e, n] = options.bbox;
    const marks = options.categories.map(() => '?').join(',');
    return this.db
      .prepare(
        `SELECT name, lng, lat FROM poi WHERE category IN (${marks})
         AND lng BETWEEN ? AND ? AND lat BETWEEN ? AND ? LIMIT ?`,
      )
      .all(...options.categories, w, e, s, n, options.limit)
      .flatMap((row) => {
        const r = row as { name: unknown; lng: unknown; lat: unknown };
        return typeof r.lng === 'number' && typeof r.lat === 'number'
          ? [{ name: typeof r.name === 'string' ? r.name : null, lng: r.lng, lat: r.lat }]
          : [];
      });
  }

  close(): void {
    this.db.close();
  }
}
