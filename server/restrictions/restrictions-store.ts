/**
 * Read access to the restrictions artefact (`restrictions.sqlite`, layout in
 * artefacts/restrictions-db.ts): the low-emission-zone stages (kept in memory, a few
 * dozen rows), cycle facilities per commune, OSM restrictions and roadworks.
 */
import Database from 'better-sqlite3';
import type { MultiPolygon, Polygon } from 'geojson';
import { z } from 'zod';
import type { Bbox } from '../../src/domain/geo';
import { RESTRICTION_KINDS, type RestrictionItem } from '../../src/domain/restrictions/api';
import { isVignette, VEHICLE_CLASSES } from '../../src/domain/restrictions/critair';
import { isCycleCategory, type CycleCategory } from '../../src/domain/restrictions/cycling';
import type { ZfeStage } from '../../src/domain/restrictions/zfe';
import { RESTRICTIONS_DB_VERSION } from '../../artefacts/restrictions-db';

/** A stage with its areas, as the route check and the map need them. */
export interface StoredZfeStage extends ZfeStage {
  /** Simplified area (~20 m): for maps and route checks. */
  area: Polygon | MultiPolygon;
}

/** A roadworks row of the artefact. */
export interface RoadworksRow {
  osmId: string;
  label: string;
  road: string | null;
  start: string | null;
  end: string | null;
  lng: number;
  lat: number;
  commune: string | null;
}

const ruleSchema = z.object({
  firstBanned: z.string().refine(isVignette),
  hours: z.string(),
});
const rulesSchema = z.partialRecord(z.enum(VEHICLE_CLASSES), ruleSchema);
const ring = z.array(z.tuple([z.number(), z.number()]).rest(z.number()));
const areaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) }),
]);
const stageRowSchema = z.object({
  key: z.string(),
  id: z.string(),
  authority: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  rules: z.string(),
  order_url: z.string().nullable(),
  info_url: z.string().nullable(),
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
  simplified: z.string(),
  communes: z.string(),
});
const cycleRowSchema = z.object({ category: z.string(), km: z.number() });
const restrictionRowSchema = z.object({
  osm_id: z.string(),
  kind: z.enum(RESTRICTION_KINDS),
  value: z.string(),
  conditional: z.string().nullable(),
  label: z.string(),
  road: z.string().nullable(),
  lng: z.number(),
  lat: z.number(),
  commune: z.string().nullable(),
});
const roadworksRowSchema = z.object({
  osm_id: z.string(),
  label: z.string(),
  road: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  lng: z.number(),
  lat: z.number(),
  commune: z.string().nullable(),
});

function stageOf(row: z.infer<typeof stageRowSchema>): StoredZfeStage {
  const rules = rulesSchema.parse(JSON.parse(row.rules));
  return {
    key: row.key,
    id: row.id,
    authority: row.authority,
    name: row.name,
    start: row.start,
    end: row.end,
    rules: Object.fromEntries(
      Object.entries(rules).flatMap(([vehicle, rule]) =>
        rule && isVignette(rule.firstBanned)
          ? [[vehicle, { firstBanned: rule.firstBanned, hours: rule.hours }]]
          : [],
      ),
    ),
    orderUrl: row.order_url,
    infoUrl: row.info_url,
    bbox: [row.west, row.south, row.east, row.north],
    communes: z.array(z.string()).parse(JSON.parse(row.communes)),
    area: areaSchema.parse(JSON.parse(row.simplified)),
  };
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(',');
}

/** The restrictions database opened read-only. */
export class RestrictionsStore {
  private readonly db: Database.Database;
  /** Every stage of the national base, oldest first. */
  readonly stages: readonly StoredZfeStage[];
  /** Communes where an imported OSM extract has roads. */
  readonly osmCommunes: ReadonlySet<string>;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    const version = z
      .object({ value: z.string() })
      .optional()
      .parse(this.db.prepare("SELECT value FROM meta WHERE key = 'version'").get());
    if (version?.value !== String(RESTRICTIONS_DB_VERSION))
      throw new Error(
        `restrictions database version ${version?.value ?? 'none'}, expected ${RESTRICTIONS_DB_VERSION}`,
      );
    this.stages = this.db
      .prepare('SELECT * FROM zfe_stage ORDER BY start, key')
      .all()
      .map((r) => stageOf(stageRowSchema.parse(r)));
    this.osmCommunes = new Set(
      this.db
        .prepare('SELECT commune FROM osm_commune')
        .all()
        .map((r) => z.object({ commune: z.string() }).parse(r).commune),
    );
  }

  /**
   * Km of cycle facilities per category over communes. A commune described by a facilities file
   * is counted from the file only (its figures are the authority's), else from OSM.
   */
  cycleLengths(communes: readonly string[]): { category: CycleCategory; km: number }[] {
    if (communes.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT category, sum(km) AS km FROM cycle_commune c WHERE commune IN (${placeholders(communes)})
         AND (source != 'osm' OR NOT EXISTS (SELECT 1 FROM cycle_commune f
              WHERE f.commune = c.commune AND f.source != 'osm'))
         GROUP BY category ORDER BY km DESC`,
      )
      .all(...communes)
      .map((r) => cycleRowSchema.parse(r));
    return rows.flatMap((r) =>
      isCycleCategory(r.category) ? [{ category: r.category, km: r.km }] : [],
    );
  }

  /** Sources of the cycle figures of communes ('osm', file names). */
  cycleSources(communes: readonly string[]): string[] {
    if (communes.length === 0) return [];
    return this.db
      .prepare(
        `SELECT DISTINCT source FROM cycle_commune WHERE commune IN (${placeholders(communes)}) ORDER BY source`,
      )
      .all(...communes)
      .map((r) => z.object({ source: z.string() }).parse(r).source);
  }

  /** Restrictions in communes (or everywhere when `communes` is null), up to `limit`. */
  restrictions(options: { communes: readonly string[] | null; bbox: Bbox | null; limit: number }): {
    items: RestrictionItem[];
    total: number;
  } {
    const { where, params } = areaFilter(options.communes, options.bbox);
    const total = z
      .object({ n: z.number() })
      .parse(this.db.prepare(`SELECT count(*) AS n FROM restriction ${where}`).get(...params)).n;
    const items = this.db
      // Named roads first, then unnamed ones, private ways last: a reader looks for a road.
      .prepare(
        `SELECT * FROM restriction ${where}
         ORDER BY (kind = 'access' AND value = 'private'), road IS NULL, road, kind, osm_id LIMIT ?`,
      )
      .all(...params, options.limit)
      .map((r) => {
        const row = restrictionRowSchema.parse(r);
        return {
          id: row.osm_id,
          kind: row.kind,
          value: row.value,
          conditional: row.conditional,
          label: row.label,
          road: row.road,
          lng: row.lng,
          lat: row.lat,
          commune: row.commune,
        };
      });
    return { items, total };
  }

  /** Roadworks in communes or a box. */
  roadworks(options: { communes: readonly string[] | null; bbox: Bbox | null }): RoadworksRow[] {
    const { where, params } = areaFilter(options.communes, options.bbox);
    return this.db
      .prepare(`SELECT * FROM roadworks ${where} ORDER BY osm_id LIMIT 500`)
      .all(...params)
      .map((r) => {
        const row = roadworksRowSchema.parse(r);
        return { ...row, osmId: row.osm_id };
      });
  }

  close(): void {
    this.db.close();
  }
}

/** A WHERE clause on communes and/or a box of lng/lat columns. */
function areaFilter(
  communes: readonly string[] | null,
  bbox: Bbox | null,
): { where: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (communes) {
    clauses.push(communes.length ? `commune IN (${placeholders(communes)})` : '0');
    params.push(...communes);
  }
  if (bbox) {
    clauses.push('lng BETWEEN ? AND ? AND lat BETWEEN ? AND ?');
    params.push(bbox[0], bbox[2], bbox[1], bbox[3]);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
