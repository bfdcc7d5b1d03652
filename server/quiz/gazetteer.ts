/**
 * The towns the city quiz can ask (issue 14): the communes of the places artefact whose point is
 * GeoNames' own (never an estimated one), with their population, and the régions and
 * départements they belong to.
 */
import type Database from 'better-sqlite3';

/** A positioned commune. */
export interface TownRow {
  insee: string;
  name: string;
  departmentCode: string;
  regionCode: string;
  population: number;
  lng: number;
  lat: number;
}

/** A région or a département. */
export interface AreaRow {
  code: string;
  name: string;
  regionCode: string | null;
}

/** What the quiz reads from the places artefact. */
export interface Gazetteer {
  towns: TownRow[];
  regions: AreaRow[];
  departments: AreaRow[];
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function townOf(row: Record<string, unknown>): TownRow[] {
  const { insee, name, department_code, region_code, population, lng, lat } = row;
  if (!isText(insee) || !isText(name) || !isText(department_code) || !isText(region_code))
    return [];
  if (!isNumber(population) || !isNumber(lng) || !isNumber(lat)) return [];
  return [
    {
      insee,
      name,
      departmentCode: department_code,
      regionCode: region_code,
      population,
      lng,
      lat,
    },
  ];
}

function areaOf(row: Record<string, unknown>): AreaRow[] {
  const { code, name, region_code } = row;
  if (!isText(code) || !isText(name)) return [];
  return [{ code, name, regionCode: isText(region_code) ? region_code : null }];
}

function rows(db: Database.Database, sql: string): Record<string, unknown>[] {
  return db
    .prepare(sql)
    .all()
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
}

/** Reads the gazetteer of a places database. */
export function readGazetteer(db: Database.Database): Gazetteer {
  return {
    towns: rows(
      db,
      `SELECT insee, name, department_code, region_code, population, lng, lat FROM commune
       WHERE coord_source = 'geonames' AND population > 0 ORDER BY population DESC, insee`,
    ).flatMap(townOf),
    regions: rows(db, 'SELECT code, name, NULL AS region_code FROM admin_region').flatMap(areaOf),
    departments: rows(db, 'SELECT code, name, region_code FROM department').flatMap(areaOf),
  };
}
