/**
 * Inputs of the restrictions and traffic endpoints: where (a commune, département or région by
 * slug or INSEE code, or a box) and when (`at`, an ISO instant or a French wall-clock time
 * `YYYY-MM-DDTHH:MM`; now by default). Unknown areas answer AREA_NOT_FOUND with the closest names.
 */
import { z } from 'zod';
import { parseBbox } from '../../../src/domain/geo';
import { parisInstant } from '../../../src/domain/paris-time';
import { AppError, parseWith } from '../../core/errors';
import type { AreaResolver, ResolvedArea } from '../../restrictions/areas';
import type { Where } from '../../restrictions/restrictions-service';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'lettres, chiffres et tirets seulement');

/** Query of every endpoint of the plugin. */
export const restrictionsQuerySchema = z.object({
  at: z.string().max(40).optional(),
  /** The spec's name of `at` for event styles (001 §7): the statuses at that time. */
  current_time: z.string().max(40).optional(),
  bbox: z.string().max(120).optional(),
  commune: slug.optional(),
  departement: slug.optional(),
  region: slug.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  lang: z.string().max(10).optional(),
});
export type RestrictionsQuery = z.infer<typeof restrictionsQuerySchema>;

/** The instant asked (French wall-clock time when it has no zone), or now. */
export function instantOf(text: string | undefined, now = new Date()): Date {
  if (!text) return now;
  const at = parisInstant(text);
  if (!at)
    throw new AppError('VALIDATION', {
      details: `at : « ${text.slice(0, 40)} » n’est pas une date`,
    });
  return at;
}

function areaOf(areas: AreaResolver, q: RestrictionsQuery): ResolvedArea | null {
  const asked =
    (q.commune && (['commune', q.commune] as const)) ||
    (q.departement && (['department', q.departement] as const)) ||
    (q.region && (['region', q.region] as const));
  if (!asked) return null;
  const [kind, value] = asked;
  if (value === 'france') return areas.france();
  const area =
    kind === 'commune' && /^\d[0-9ab]\d{3}$/.test(value)
      ? areas.communeByCode(value.toUpperCase())
      : areas.resolve(kind, value);
  if (!area) throw new AppError('AREA_NOT_FOUND', {}, { closest: areas.closest(kind, value) });
  return area;
}

/** Where and when a request asks. */
export function whereOf(
  areas: AreaResolver,
  query: unknown,
): { q: RestrictionsQuery; where: Where; at: Date } {
  const q = parseWith(restrictionsQuerySchema, query);
  const bbox = q.bbox === undefined ? null : (parseBbox(q.bbox) ?? null);
  if (q.bbox !== undefined && !bbox)
    throw new AppError('VALIDATION', { details: 'bbox : ouest,sud,est,nord en degrés' });
  return { q, where: { area: areaOf(areas, q), bbox }, at: instantOf(q.at ?? q.current_time) };
}
