/**
 * The restrictions of one OSM way: the limits (maxweight, maxheight, maxwidth, maxlength) on any
 * highway, hgv and access (motor_vehicle, else access) on the roads motor vehicles use, each
 * permanent or `:conditional` with hours.
 */
import { MOTOR_ROADS } from './highways';
import {
  accessLabel,
  HGV_LABELS,
  limitLabel,
  LIMITS,
  parseLimit,
  PERMISSIVE,
  splitConditional,
  type Limit,
  type RestrictionDraft,
  type WayRestrictions,
} from './restriction-tags';

type Tags = Readonly<Record<string, string>>;
type RestrictionKey = Limit | 'hgv' | 'access' | 'motor_vehicle';

/** A draft, nothing (a permissive value), or why the value is left out. */
type DraftResult = RestrictionDraft | undefined | { reason: string };

function isLimit(key: RestrictionKey): key is Limit {
  return (LIMITS as readonly string[]).includes(key);
}

/** The draft of one key's value (conditional hours given, or null). */
function draftOf(key: RestrictionKey, raw: string, conditional: string | null): DraftResult {
  if (isLimit(key)) {
    const parsed = parseLimit(key, raw);
    if (!parsed.ok) return { reason: parsed.reason };
    const value = String(parsed.value);
    return { kind: key, value, conditional, label: limitLabel(key, parsed.value) };
  }
  const value = raw.trim().toLowerCase();
  if (PERMISSIVE.has(value)) return undefined;
  const label = key === 'hgv' ? HGV_LABELS[value] : accessLabel(key, value);
  if (!label) return { reason: `valeur « ${value} » non retenue` };
  return { kind: key === 'hgv' ? 'hgv' : 'access', value, conditional, label };
}

/**
 * The keys read on a way, permanent and conditional: the limits everywhere, hgv and access on
 * motor roads only. motor_vehicle is the more specific: when tagged it overrides access.
 */
function keysOf(tags: Tags): { permanent: RestrictionKey[]; conditional: RestrictionKey[] } {
  if (!MOTOR_ROADS.has(tags.highway ?? ''))
    return { permanent: [...LIMITS], conditional: [...LIMITS] };
  const pick = (suffix: string): RestrictionKey =>
    tags[`motor_vehicle${suffix}`] !== undefined ? 'motor_vehicle' : 'access';
  return {
    permanent: [...LIMITS, 'hgv', pick('')],
    conditional: [...LIMITS, 'hgv', pick(':conditional')],
  };
}

function collect(result: DraftResult, tag: string, out: WayRestrictions): void {
  if (result === undefined) return;
  if ('reason' in result) out.skipped.push(`${tag} : ${result.reason}`);
  else out.items.push(result);
}

/** The parts of a `:conditional` tag whose condition is hours (others are skipped). */
function conditionalDrafts(options: {
  key: RestrictionKey;
  raw: string;
  validHours: (value: string) => boolean;
  out: WayRestrictions;
}): void {
  const { key, raw, validHours, out } = options;
  const tag = `${key}:conditional`;
  const parts = splitConditional(raw);
  if (!parts) {
    out.skipped.push(`${tag} : valeur illisible`);
    return;
  }
  for (const part of parts) {
    if (!validHours(part.condition)) out.skipped.push(`${tag} : condition autre qu’horaire`);
    else collect(draftOf(key, part.value, part.condition), tag, out);
  }
}

/**
 * The restrictions of a way and the reasons of the values left out. `validHours` checks a
 * condition with the `opening_hours` library: conditions on weight, wetness or vehicle use are
 * not hours and are left out.
 */
export function wayRestrictions(
  tags: Tags,
  validHours: (value: string) => boolean,
): WayRestrictions {
  const out: WayRestrictions = { items: [], skipped: [] };
  const keys = keysOf(tags);
  for (const key of keys.permanent) {
    const raw = tags[key];
    if (raw !== undefined) collect(draftOf(key, raw, null), key, out);
  }
  for (const key of keys.conditional) {
    const raw = tags[`${key}:conditional`];
    if (raw !== undefined) conditionalDrafts({ key, raw, validHours, out });
  }
  return out;
}
