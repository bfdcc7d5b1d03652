/**
 * A cycle-facilities file in the national schema (etalab/schema-amenagements-cyclables): a
 * GeoJSON FeatureCollection of lines whose `ame_d` / `ame_g` name the facility on the right and
 * left of the line, in the communes `code_com_d` / `code_com_g`. Read into lengths per commune
 * and category; features or sides that break the schema are counted by reason.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { isCycleCategory, type CycleCategory } from '../../../src/domain/restrictions/cycling';
import { lineLengthMetres } from './geometry';

/** Metres per commune (INSEE) and category. */
export type CommuneLengths = Map<string, Map<CycleCategory, number>>;

/** What reading one file found. */
export interface CycleFileReport {
  /** The source name written in cycle_commune: the file's base name. */
  name: string;
  features: number;
  /** Sides counted (a feature has up to two). */
  sides: number;
  km: number;
  /** Features or sides left out, counted by reason. */
  rejected: Record<string, number>;
}

/** Schema values outside Périple's categories, read as AUTRE. */
const OTHER_VALUES = new Set(['RAMPE', 'GOULOTTE', 'ACCOTEMENT REVETU HORS CVCB']);
/** The schema's pattern of an INSEE code. */
const INSEE = /^([013-9]\d|2[AB1-9])\d{3}$/;

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(position)) }),
]);
const featureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.record(z.string(), z.unknown()).nullable(),
  geometry: z.unknown(),
});
const collectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** Adds metres to a commune's category. */
export function addLength(
  totals: CommuneLengths,
  commune: string,
  category: CycleCategory,
  metres: number,
): void {
  const byCategory = totals.get(commune) ?? new Map<CycleCategory, number>();
  byCategory.set(category, (byCategory.get(category) ?? 0) + metres);
  totals.set(commune, byCategory);
}

/** The category of an `ame_*` value: null for none (AUCUN, empty), a reason when unknown. */
export function categoryOfAme(value: unknown): CycleCategory | null | { reason: string } {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    return { reason: `valeur d’aménagement inconnue « ${JSON.stringify(value)} »` };
  const text = value.trim().toUpperCase();
  if (text === '' || text === 'AUCUN') return null;
  if (isCycleCategory(text)) return text;
  if (OTHER_VALUES.has(text)) return 'AUTRE';
  return { reason: `valeur d’aménagement inconnue « ${value} »` };
}

function count(report: CycleFileReport, reason: string): void {
  report.rejected[reason] = (report.rejected[reason] ?? 0) + 1;
}

/** Counts one side of a line (right: `_d`, left: `_g`, whose commune defaults to the right's). */
function readSide(options: {
  props: Record<string, unknown>;
  side: 'd' | 'g';
  metres: number;
  totals: CommuneLengths;
  report: CycleFileReport;
}): void {
  const { props, side, metres, totals, report } = options;
  const category = categoryOfAme(props[`ame_${side}`]);
  if (category === null) return;
  if (typeof category !== 'string') return count(report, `ame_${side} : ${category.reason}`);
  const commune = props[`code_com_${side}`] ?? props.code_com_d;
  if (typeof commune !== 'string' || !INSEE.test(commune))
    return count(report, `code_com_${side} absent ou invalide`);
  addLength(totals, commune, category, metres);
  report.sides++;
  report.km += metres / 1000;
}

function readFeature(raw: unknown, totals: CommuneLengths, report: CycleFileReport): void {
  const feature = featureSchema.safeParse(raw);
  if (!feature.success) return count(report, 'pas une Feature GeoJSON');
  const geometry = geometrySchema.safeParse(feature.data.geometry);
  if (!geometry.success) return count(report, 'géométrie absente ou pas une ligne');
  const lines =
    geometry.data.type === 'LineString' ? [geometry.data.coordinates] : geometry.data.coordinates;
  const metres = lines.reduce((sum, line) => sum + lineLengthMetres(line), 0);
  const props = feature.data.properties ?? {};
  for (const side of ['d', 'g'] as const) readSide({ props, side, metres, totals, report });
}

/** Reads a parsed file; `name` is the source name its lengths are written under. */
export function readCycleCollection(
  json: unknown,
  name: string,
): { report: CycleFileReport; totals: CommuneLengths } {
  const collection = collectionSchema.safeParse(json);
  if (!collection.success)
    throw new Error(
      `Le fichier d’aménagements cyclables ${name} n’est pas une FeatureCollection GeoJSON.`,
    );
  const report: CycleFileReport = { name, features: 0, sides: 0, km: 0, rejected: {} };
  const totals: CommuneLengths = new Map();
  for (const raw of collection.data.features) {
    report.features++;
    readFeature(raw, totals, report);
  }
  return { report, totals };
}

/** Reads a facilities file; its source name is its base name (`amenagements-rouen.geojson`). */
export async function readCycleFile(
  path: string,
): Promise<{ report: CycleFileReport; totals: CommuneLengths }> {
  const json: unknown = JSON.parse(await readFile(path, 'utf8'));
  return readCycleCollection(json, basename(path));
}
