/**
 * Low-emission-zone stages as the artefact keeps them: each kept row of the national base with
 * its key, box, simplified outline, the communes whose point lies inside, the authority and a
 * short name (« ZFE de Paris »).
 */
import OpeningHours from 'opening_hours';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { deLieu } from '../../../src/domain/french-places';
import type { ZfeStage } from '../../../src/domain/restrictions/zfe';
import {
  readZfeAreas,
  type ZfeSourceReport,
  type ZfeSourceRow,
} from '../../../src/domain/restrictions/zfe-source';
import type { CommuneRow } from '../places/admin-data';
import { bboxOfArea, inBbox, pointInArea, simplifyArea, type Area } from './geometry';

const require = createRequire(import.meta.url);

/** Tolerance of the simplified outlines, in degrees (about 20 m). */
export const ZFE_SIMPLIFY_TOLERANCE = 0.0002;

/** A commune with its own point (GeoNames), to find the communes a zone covers. */
export interface CommunePoint {
  insee: string;
  name: string;
  population: number;
  lng: number;
  lat: number;
}

/** A stage ready to be written: the domain's stage plus what only the artefact keeps. */
export interface ZfeStageRecord extends ZfeStage {
  siren: string | null;
  geometry: Area;
  simplified: Area;
}

/** True when the `opening_hours` library reads the value (mode 0: time ranges). */
export function validOpeningHours(value: string): boolean {
  try {
    new OpeningHours(value, null, 0);
    return true;
  } catch {
    return false;
  }
}

/** Reads the national areas file (rows kept, rows rejected with their reason). */
export async function readZfeFile(path: string): Promise<ZfeSourceReport> {
  const json: unknown = JSON.parse(await readFile(path, 'utf8'));
  return readZfeAreas(json, validOpeningHours);
}

/** The communes placed at their own GeoNames point (the others' points are estimates). */
export function communePointsOf(communes: readonly CommuneRow[]): CommunePoint[] {
  return communes.flatMap((c) =>
    c.coordSource === 'geonames' && c.lng !== null && c.lat !== null
      ? [{ insee: c.insee, name: c.name, population: c.population ?? 0, lng: c.lng, lat: c.lat }]
      : [],
  );
}

const epciFileSchema = z.array(
  z.object({
    code: z.string(),
    nom: z.string(),
    membres: z
      .array(
        z.object({ code: z.string().optional(), siren: z.string().optional(), nom: z.string() }),
      )
      .default([]),
  }),
);
const communeFileSchema = z.array(
  z.object({ nom: z.string(), type: z.string(), siren: z.string().optional() }),
);

/**
 * Names of the authorities by SIREN: the EPCIs (`code` is their SIREN) first, then the
 * communes (Paris's zone is the city's, SIREN 217500016). Also by a member commune's INSEE code,
 * its EPCI's name: some ids start with a commune's code (Strasbourg's 2028 stages,
 * `67482-ZFE-004`), their zone is still the Eurométropole's.
 */
export function loadAuthorityNames(): Map<string, string> {
  const epcis = epciFileSchema.parse(require('@etalab/decoupage-administratif/data/epci.json'));
  const communes = communeFileSchema.parse(
    require('@etalab/decoupage-administratif/data/communes.json'),
  );
  const names = new Map<string, string>();
  for (const c of communes)
    if (c.siren && c.type === 'commune-actuelle' && !names.has(c.siren)) names.set(c.siren, c.nom);
  for (const e of epcis) {
    for (const m of e.membres) if (m.siren && !names.has(m.siren)) names.set(m.siren, m.nom);
  }
  for (const e of epcis) {
    names.set(e.code, e.nom);
    for (const m of e.membres) if (m.code) names.set(m.code, e.nom);
  }
  return names;
}

/** Margin around a zone's box where its town is looked for when no commune point is inside. */
const NEARBY_MARGIN = 0.02;

function byPopulation(a: CommunePoint, b: CommunePoint): number {
  return b.population - a.population || a.insee.localeCompare(b.insee);
}

/** The communes whose point lies inside the area, most populated first. */
export function communesInside(area: Area, points: readonly CommunePoint[]): CommunePoint[] {
  const box = bboxOfArea(area);
  return points
    .filter((p) => inBbox(p.lng, p.lat, box) && pointInArea(p.lng, p.lat, area))
    .sort(byPopulation);
}

/**
 * The most populated commune whose point lies near the area's box (about 2 km): the town of a
 * zone too small to hold any commune's point (Reims's lies just north of its zone).
 */
export function communeNearby(
  area: Area,
  points: readonly CommunePoint[],
): CommunePoint | undefined {
  const [w, s, e, n] = bboxOfArea(area);
  const m = NEARBY_MARGIN;
  const grown = [w - m, s - m, e + m, n + m] as const;
  return points.filter((p) => inBbox(p.lng, p.lat, grown)).sort(byPopulation)[0];
}

/** « ZFE de Rouen », « ZFE d’Illkirch-Graffenstaden », « ZFE du Havre », « ZFE des Ulis ». */
export function zfeName(place: string): string {
  return `ZFE ${deLieu(place)}`;
}

/** Keys `${id}@${start}`, made unique with `#2`, `#3`… when a row repeats both. */
export function stageKeys(rows: readonly Pick<ZfeSourceRow, 'id' | 'start'>[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = `${row.id}@${row.start}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

/** What naming a stage needs. */
export interface ZfeNaming {
  points: readonly CommunePoint[];
  authorities: ReadonlyMap<string, string>;
}

/** The INSEE code an id starts with (`67482-ZFE-004`), if any. */
function inseeOf(id: string): string | undefined {
  return /^(\d[0-9AB]\d{3})-/.exec(id)?.[1];
}

function stageRecord(row: ZfeSourceRow, key: string, naming: ZfeNaming): ZfeStageRecord {
  const inside = communesInside(row.geometry, naming.points);
  // A zone holding no commune point lies within one commune: the nearest town (Reims).
  const nearby = inside.length === 0 ? communeNearby(row.geometry, naming.points) : undefined;
  const main = (inside[0] ?? nearby)?.name;
  const code = row.siren ?? inseeOf(row.id);
  const authority = (code ? naming.authorities.get(code) : undefined) ?? main ?? row.id;
  return {
    key,
    id: row.id,
    siren: row.siren,
    authority,
    name: zfeName(main ?? authority),
    start: row.start,
    end: row.end,
    rules: row.rules,
    orderUrl: row.orderUrl,
    infoUrl: row.infoUrl,
    bbox: bboxOfArea(row.geometry),
    communes: (nearby ? [nearby] : inside).map((c) => c.insee).sort(),
    geometry: row.geometry,
    simplified: simplifyArea(row.geometry, ZFE_SIMPLIFY_TOLERANCE),
  };
}

/** The stages of the kept rows, in the base's order. */
export function zfeStages(rows: readonly ZfeSourceRow[], naming: ZfeNaming): ZfeStageRecord[] {
  const keys = stageKeys(rows);
  return rows.map((row, i) => stageRecord(row, keys[i] ?? row.id, naming));
}
