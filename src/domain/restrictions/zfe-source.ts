/**
 * Reader of the national low-emission-zone base (etalab/schema-zfe, areas file `aires.geojson`),
 * as published: mixed schema versions, null and '<Nul>' for missing values, `date_fin` or
 * `date_fin_init`, `url_site` or `url_site_information`, stray OBJECTID and Shape_* columns.
 * A row that breaks the schema (no id, an unparsable date, a banned class outside EL…NC, hours
 * the opening_hours syntax refuses, no polygon) is reported with its reason and skipped.
 */
import type { MultiPolygon, Polygon } from 'geojson';
import { z } from 'zod';
import { isVignette, VEHICLE_CLASSES, type VehicleClass } from './critair';
import type { ZfeRule } from './zfe';

/** A row of the base once read: the stage without what the pipeline adds (names, communes). */
export interface ZfeSourceRow {
  id: string;
  /** The SIREN (9 digits) the id starts with, when it has one. */
  siren: string | null;
  start: string;
  end: string | null;
  rules: Partial<Record<VehicleClass, ZfeRule>>;
  orderUrl: string | null;
  infoUrl: string | null;
  geometry: Polygon | MultiPolygon;
}

/** A row left out, and why (in French: the import summary is read by the operator). */
export interface ZfeRejectedRow {
  index: number;
  id: string | null;
  reason: string;
}

/** What reading the base found. */
export interface ZfeSourceReport {
  read: number;
  rows: ZfeSourceRow[];
  rejected: ZfeRejectedRow[];
  /** Values mended as published (a 'NULL' glued before a URL…), counted by kind. */
  repaired: Record<string, number>;
}

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position).min(4);
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NULLS = new Set(['', '<nul>', 'null', 'none', 'nan']);

/** A text value, with the base's spellings of "nothing" read as null. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return NULLS.has(v.toLowerCase()) ? null : v;
}

/** A calendar date YYYY-MM-DD that exists, else undefined. */
export function calendarDate(value: string): string | undefined {
  const m = DATE.exec(value);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? value : undefined;
}

interface Context {
  repaired: Record<string, number>;
  validHours: (value: string) => boolean;
}

function url(value: unknown, ctx: Context): string | null {
  const v = text(value);
  if (v === null) return null;
  const at = v.search(/https?:\/\//);
  if (at < 0) return null;
  if (at > 0) ctx.repaired.url = (ctx.repaired.url ?? 0) + 1;
  return v.slice(at);
}

/** The rules of a row, or the reason it breaks the schema. */
function rulesOf(
  props: Record<string, unknown>,
  ctx: Context,
): Partial<Record<VehicleClass, ZfeRule>> | string {
  const rules: Partial<Record<VehicleClass, ZfeRule>> = {};
  for (const vehicle of VEHICLE_CLASSES) {
    const banned = text(props[`${vehicle}_critair`]);
    if (banned === null) continue;
    if (!isVignette(banned)) return `${vehicle}_critair « ${banned} » n’est pas une vignette`;
    const hours = text(props[`${vehicle}_horaires`]) ?? '24/7';
    if (!ctx.validHours(hours)) return `${vehicle}_horaires « ${hours} » illisible`;
    rules[vehicle] = { firstBanned: banned, hours };
  }
  return rules;
}

function datesOf(props: Record<string, unknown>): { start: string; end: string | null } | string {
  const startText = text(props.date_debut);
  if (startText === null) return 'date_debut absente';
  const start = calendarDate(startText);
  if (!start) return `date_debut « ${startText} » illisible`;
  const endText = text(props.date_fin) ?? text(props.date_fin_init);
  if (endText === null) return { start, end: null };
  const end = calendarDate(endText);
  if (!end) return `date_fin « ${endText} » illisible`;
  if (end < start) return `date_fin ${end} avant date_debut ${start}`;
  return { start, end };
}

/**
 * The SIREN an id starts with: its first 9 digits. An id starting with more digits (Rouen's
 * '2000234140-ZFE-003', a 0 too many) keeps the first 9 and counts as mended; a commune's INSEE
 * code (5 digits, Strasbourg's later stages) is no SIREN.
 */
function sirenOf(id: string, ctx: Context): string | null {
  const digits = /^\d+/.exec(id)?.[0] ?? '';
  if (digits.length < 9) return null;
  if (digits.length > 9) ctx.repaired.siren = (ctx.repaired.siren ?? 0) + 1;
  return digits.slice(0, 9);
}

function readRow(raw: unknown, ctx: Context): ZfeSourceRow | string {
  const feature = featureSchema.safeParse(raw);
  if (!feature.success) return 'pas une Feature GeoJSON';
  const props = feature.data.properties ?? {};
  const id = text(props.id);
  if (id === null) return 'id absent';
  const geometry = geometrySchema.safeParse(feature.data.geometry);
  if (!geometry.success) return 'géométrie absente ou pas un polygone';
  const dates = datesOf(props);
  if (typeof dates === 'string') return dates;
  const rules = rulesOf(props, ctx);
  if (typeof rules === 'string') return rules;
  if (Object.keys(rules).length === 0) return 'aucune classe de véhicule réglementée';
  const siren = sirenOf(id, ctx);
  const orderUrl = url(props.url_arrete, ctx);
  const infoUrl = url(props.url_site_information, ctx) ?? url(props.url_site, ctx);
  return { id, siren, ...dates, rules, orderUrl, infoUrl, geometry: geometry.data };
}

/**
 * Reads the areas file. `validHours` checks an opening_hours value (the pipeline passes the
 * `opening_hours` library); a file that is not a FeatureCollection throws.
 */
export function readZfeAreas(
  json: unknown,
  validHours: (value: string) => boolean,
): ZfeSourceReport {
  const collection = collectionSchema.safeParse(json);
  if (!collection.success)
    throw new Error('Le fichier ZFE n’est pas une FeatureCollection GeoJSON.');
  const ctx: Context = { repaired: {}, validHours };
  const rows: ZfeSourceRow[] = [];
  const rejected: ZfeRejectedRow[] = [];
  collection.data.features.forEach((raw, index) => {
    const row = readRow(raw, ctx);
    if (typeof row !== 'string') {
      rows.push(row);
      return;
    }
    const props = featureSchema.safeParse(raw);
    const id = props.success ? text(props.data.properties?.id) : null;
    rejected.push({ index, id, reason: row });
  });
  return { read: collection.data.features.length, rows, rejected, repaired: ctx.repaired };
}
