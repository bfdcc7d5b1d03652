/**
 * Traffic restrictions of an OSM way (maxweight, maxheight, maxwidth, maxlength, hgv, access)
 * and their `:conditional` forms, with their French labels. Values are parsed with their units
 * ("3.5 t", "12'6\"") or skipped with the reason counted, never thrown.
 */
import type { RestrictionKind } from '../../../src/domain/restrictions/api';

/** A restriction read from a way, before its position and commune are added. */
export interface RestrictionDraft {
  kind: RestrictionKind;
  /** Canonical value: tonnes or metres for the limits (`3.5`), the tag's value otherwise. */
  value: string;
  /** Hours of a `:conditional` value (opening_hours syntax), null when permanent. */
  conditional: string | null;
  label: string;
}

/** What a way gives: its restrictions and the reasons of the values left out. */
export interface WayRestrictions {
  items: RestrictionDraft[];
  skipped: string[];
}

/** A parsed number, or why it is not one (« default », valeur illisible, valeur hors bornes). */
export type Parsed = { ok: true; value: number } | { ok: false; reason: string };

/** The tags that set a figure. */
export type Limit = 'maxweight' | 'maxheight' | 'maxwidth' | 'maxlength';
/** Every limit tag. */
export const LIMITS: readonly Limit[] = ['maxweight', 'maxheight', 'maxwidth', 'maxlength'];
/** Values that name no figure (the limit is a default, or there is none). */
const SYMBOLIC = new Set(['none', 'default', 'below_default', 'unsigned', 'no', 'signals']);
/** Largest plausible limit per tag (tonnes, metres); a larger figure is a mistake. */
const UPPER: Readonly<Record<Limit, number>> = {
  maxweight: 100,
  maxheight: 10,
  maxwidth: 10,
  maxlength: 100,
};
const WEIGHT_UNITS: Readonly<Record<string, number>> = {
  t: 1,
  kg: 0.001,
  lb: 0.00045359237,
  lbs: 0.00045359237,
  st: 0.90718474,
};
const LENGTH_UNITS: Readonly<Record<string, number>> = { m: 1, cm: 0.01, ft: 0.3048 };

/** Reads a figure with an optional unit from a table (the first unit is the default). */
function figure(raw: string, units: Readonly<Record<string, number>>): number | undefined {
  const m = /^(\d+(?:[.,]\d+)?)\s*([a-z]*)\.?$/.exec(raw);
  if (!m) return undefined;
  const factor = m[2] ? units[m[2]] : 1;
  if (factor === undefined) return undefined;
  return Number((m[1] ?? '').replace(',', '.')) * factor;
}

/** Feet and inches: `12'6"`, `12'`, `12' 6"`. */
function feetInches(raw: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*'\s*(?:(\d+(?:\.\d+)?)\s*(?:"|'')?)?$/.exec(raw);
  if (!m) return undefined;
  return Number(m[1]) * 0.3048 + Number(m[2] ?? 0) * 0.0254;
}

/** Parses a limit's value in tonnes (maxweight) or metres (the others). */
export function parseLimit(key: Limit, raw: string): Parsed {
  const v = raw.trim().toLowerCase();
  if (SYMBOLIC.has(v)) return { ok: false, reason: `« ${v} »` };
  const n =
    key === 'maxweight' ? figure(v, WEIGHT_UNITS) : (figure(v, LENGTH_UNITS) ?? feetInches(v));
  if (n === undefined || !Number.isFinite(n)) return { ok: false, reason: 'valeur illisible' };
  if (n <= 0 || n > UPPER[key]) return { ok: false, reason: 'valeur hors bornes' };
  return { ok: true, value: Math.round(n * 1000) / 1000 };
}

/** A number in French: decimal comma, at most `max` decimals, at least `min`. */
export function frenchNumber(n: number, min: number, max: number): string {
  const [whole = '0', fraction = ''] = n.toFixed(max).split('.');
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return decimals ? `${whole},${decimals}` : whole;
}

/** The French label of a limit: « Interdit aux plus de 3,5 t », « Hauteur limitée à 3,50 m ». */
export function limitLabel(key: Limit, value: number): string {
  const metres = `${frenchNumber(value, 2, 2)} m`;
  switch (key) {
    case 'maxweight':
      return `Interdit aux plus de ${frenchNumber(value, 0, 2)} t`;
    case 'maxheight':
      return `Hauteur limitée à ${metres}`;
    case 'maxwidth':
      return `Largeur limitée à ${metres}`;
    case 'maxlength':
      return `Longueur limitée à ${metres}`;
  }
}

/** Values that allow: no restriction, nothing to report. */
export const PERMISSIVE = new Set(['yes', 'designated', 'permissive', 'official', 'unknown']);

/** Labels of the hgv values kept. */
export const HGV_LABELS: Readonly<Record<string, string>> = {
  no: 'Interdit aux poids lourds',
  destination: 'Poids lourds : desserte locale uniquement',
};

/** The label of an access value, by the key that set it (motor_vehicle or access). */
export function accessLabel(key: 'access' | 'motor_vehicle', value: string): string | undefined {
  if (value === 'no')
    return key === 'motor_vehicle' ? 'Interdit aux véhicules à moteur' : 'Accès interdit';
  if (value === 'destination') return 'Accès réservé aux riverains';
  if (value === 'private') return 'Voie privée';
  return undefined;
}

/** One `value @ condition` of a `:conditional` tag. */
export interface ConditionalPart {
  value: string;
  condition: string;
}

/** Splits at the `;` outside parentheses. */
function topLevelParts(raw: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of raw) {
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (c === ';' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * Reads a `:conditional` value (`no @ (Mo-Fr 07:00-19:00); destination @ (Sa)`); undefined
 * when a part has no `@`.
 */
export function splitConditional(raw: string): ConditionalPart[] | undefined {
  const out: ConditionalPart[] = [];
  for (const part of topLevelParts(raw)) {
    const at = part.indexOf('@');
    if (at < 0) return undefined;
    let condition = part.slice(at + 1).trim();
    if (condition.startsWith('(') && condition.endsWith(')'))
      condition = condition.slice(1, -1).trim();
    out.push({ value: part.slice(0, at).trim(), condition });
  }
  return out;
}
