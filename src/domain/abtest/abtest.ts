/**
 * A/B tests (issue 15; spec 001 §3 A/B test, §5 A/B rules, §7 config-web.json, §9 ranges): which
 * entries of the configuration apply to this browser, and which variant a random id falls in.
 * Pure rules without zod (the SPA's bundle), shared by the server (it names in its log the
 * entries the SPA will drop) and the SPA.
 */
/** Platforms of the spec: 'pe' mobile, 'ge' desktop. */
export type AbPlatform = 'pe' | 'ge';

/** A variant: random ids from `from` (inclusive) to `to` (exclusive). */
export interface AbVariant {
  id: string;
  from: number;
  to: number;
}

/** One entry of config-web.json, as the spec requires it. */
export interface AbEntry {
  id: string;
  /** ISO 8601 dates. */
  from: string;
  to: string;
  conditions: { platforms: string[]; locales: string[] };
  variants: AbVariant[];
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isDate = (v: unknown): v is string => typeof v === 'string' && Number.isFinite(Date.parse(v));
const isTexts = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((t) => typeof t === 'string');
const isBound = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100;

function isVariant(v: unknown): v is AbVariant {
  return isRecord(v) && isId(v.id) && isBound(v.from) && isBound(v.to);
}

/** Why an item is not an entry (undefined when it is one). */
export function entryFault(item: unknown): string | undefined {
  if (!isRecord(item)) return 'not an object';
  if (!isId(item.id)) return 'id missing';
  if (!isDate(item.from) || !isDate(item.to)) return 'from or to is not an ISO 8601 date';
  const c = item.conditions;
  if (!isRecord(c) || !isTexts(c.platforms) || !isTexts(c.locales))
    return 'conditions need platforms and locales arrays';
  const variants = item.variants;
  if (!Array.isArray(variants) || variants.length === 0) return 'variants empty or missing';
  if (!variants.every(isVariant)) return 'a variant needs an id, from and to (0–100)';
  return undefined;
}

/** True for an entry of the right shape. */
export function isAbEntry(item: unknown): item is AbEntry {
  return entryFault(item) === undefined;
}

/** True for the body of GET /api/abtest/config-web.json: `data`, the entries. */
export function isAbConfigBody(body: unknown): body is { data: unknown[] } {
  return isRecord(body) && Array.isArray(body.data);
}

/** Random ids run from 0 to 99 (§3). */
export const RANDOM_ID_COUNT = 100;

/** Where the browser keeps its enrolments (only with the storage consent). */
export const ENROLMENT_STORAGE_KEY = 'periple.abtest';

/** An entry dropped, and why (for the console's warning). */
export interface DroppedEntry {
  index: number;
  reason: string;
}

/** The entries of the right shape, deduplicated by id (the first kept), and those dropped. */
export function validEntries(raw: readonly unknown[]): {
  entries: AbEntry[];
  dropped: DroppedEntry[];
} {
  const entries: AbEntry[] = [];
  const dropped: DroppedEntry[] = [];
  raw.forEach((item, index) => {
    const fault = entryFault(item);
    if (fault !== undefined || !isAbEntry(item)) dropped.push({ index, reason: fault ?? '' });
    else if (entries.some((e) => e.id === item.id))
      dropped.push({ index, reason: `id ${item.id} already given` });
    else entries.push(item);
  });
  return { entries, dropped };
}

/** Where an entry applies: the date, the platform and the locale (`fr-FR`, written `fr_FR`). */
export interface AbAudience {
  now: number;
  platform: AbPlatform;
  locale: string;
}

/** Whether an entry runs for this audience (§5). */
export function appliesTo(entry: AbEntry, audience: AbAudience): boolean {
  const from = Date.parse(entry.from);
  const to = Date.parse(entry.to);
  return (
    audience.now >= from &&
    audience.now <= to &&
    entry.conditions.platforms.includes(audience.platform) &&
    entry.conditions.locales.includes(audience.locale.replace('-', '_'))
  );
}

/** The variant a random id falls in (from inclusive, to exclusive), if any. */
export function variantFor(entry: AbEntry, randomId: number): AbVariant | undefined {
  return entry.variants.find((v) => randomId >= v.from && randomId < v.to);
}

/** Random ids per entry id. */
export type Enrolments = Readonly<Record<string, number>>;

const isRandomId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < RANDOM_ID_COUNT;

/** The enrolments the browser kept; anything unreadable counts as none. */
export function parseEnrolments(text: string | null): Enrolments {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return {};
    const kept: Record<string, number> = {};
    for (const [key, id] of Object.entries(parsed)) {
      if (!isRandomId(id)) return {};
      kept[key] = id;
    }
    return kept;
  } catch {
    return {};
  }
}

/** The enrolments with a random id for every entry that has none yet (`random` in [0, 1)). */
export function enrol(
  enrolments: Enrolments,
  entries: readonly AbEntry[],
  random: () => number,
): Enrolments {
  const next: Record<string, number> = { ...enrolments };
  for (const entry of entries) {
    if (next[entry.id] === undefined) {
      const id = Math.floor(random() * RANDOM_ID_COUNT);
      next[entry.id] = Math.min(RANDOM_ID_COUNT - 1, Math.max(0, id));
    }
  }
  return next;
}

/** The variant id of an experiment for this browser: undefined when it does not take part. */
export function variantOf(
  entries: readonly AbEntry[],
  enrolments: Enrolments,
  options: { experiment: string; audience: AbAudience },
): string | undefined {
  const entry = entries.find((e) => e.id === options.experiment);
  const randomId = enrolments[options.experiment];
  if (!entry || randomId === undefined || !appliesTo(entry, options.audience)) return undefined;
  return variantFor(entry, randomId)?.id;
}
