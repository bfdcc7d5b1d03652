/**
 * Zod schemas of the multipath API inputs (server only: the SPA never imports this file).
 * Coordinates are `lng,lat`: finite, inside WGS84 and with non-zero lat and lng (§5).
 */
import { z } from 'zod';
import { isValidStepCoordinate, parseLngLat } from './steps';
import { AVOID_OPTIONS, SPEED_TYPES, type AvoidOption } from './modes';

const MAX_TEXT = 300;

/** A `lng,lat` coordinate of a step. */
export const lngLatParamSchema = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const c = parseLngLat(text);
    if (!c || !isValidStepCoordinate(c)) {
      ctx.addIssue({
        code: 'custom',
        message: `coordonnée invalide « ${text} » : lng,lat finis, non nuls et dans les bornes WGS84`,
      });
      return z.NEVER;
    }
    return c;
  });

/** Zero, one or several `stop` parameters. */
/** More names than stops are refused with the rest of a malformed query. */
const MAX_STOP_LABELS = 20;

const stopsSchema = z
  .union([lngLatParamSchema, z.array(lngLatParamSchema)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/** A comma-separated list. */
const listSchema = z
  .string()
  .max(MAX_TEXT)
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const flagSchema = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** slow, normal, fast or a speed in km/h. */
const speedSchema = z.union([z.enum(SPEED_TYPES), z.coerce.number().min(1).max(40)]).optional();

const avoidSchema = z
  .string()
  .max(64)
  .optional()
  .transform((v, ctx) => {
    const items = v ? v.split(',').filter(Boolean) : [];
    const bad = items.filter((i) => !(AVOID_OPTIONS as readonly string[]).includes(i));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `option d'évitement inconnue : ${bad.join(', ')}` });
      return z.NEVER;
    }
    return items as AvoidOption[];
  });

/** Common parameters of the steps. */
const stepsShape = {
  from: lngLatParamSchema,
  to: lngLatParamSchema,
  stop: stopsSchema,
  lang: z.string().max(16).optional(),
  locale: z.string().max(16).optional(),
};

/** GET /api/multipath/transports. */
export const transportsQuerySchema = z.object({
  ...stepsShape,
  vehicle: z.string().max(40).optional(),
  preferred_tm: z.string().max(40).optional(),
  skipped_providers: listSchema,
});
export type TransportsQuery = z.infer<typeof transportsQuerySchema>;

/** GET /api/multipath/routes. */
export const routesQuerySchema = z.object({
  ...stepsShape,
  providers: listSchema,
  simplified: flagSchema,
  statistics: flagSchema,
  qid: z.string().max(64).optional(),
  address_from: z.string().max(MAX_TEXT).optional(),
  address_to: z.string().max(MAX_TEXT).optional(),
  /** The stops' names, in the order of `stop` (empty for a point with no name). */
  address_stop: z
    .union([z.string().max(MAX_TEXT), z.array(z.string().max(MAX_TEXT)).max(MAX_STOP_LABELS)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  date: z.string().max(20).optional(),
  time: z.string().max(5).optional(),
  departure: z.enum(['0', '1', 'true', 'false']).optional(),
  vehicle: z.string().max(40).optional(),
  fuel: z.string().max(16).optional(),
  gas_cost: z.coerce.number().positive().max(10).optional(),
  consumption: z.coerce.number().positive().max(60).optional(),
  bike_speed: speedSchema,
  walk_speed: speedSchema,
  trottinette_speed: speedSchema,
  avoid: avoidSchema,
  /** The vehicle's Crit'Air vignette ('0' electric … '5', 'NC' none): checks the zones on the way. */
  critair: z.enum(['0', '1', '2', '3', '4', '5', 'NC']).optional(),
});
export type RoutesQuery = z.infer<typeof routesQuerySchema>;

/** GET /api/multipath/roadbook: the routes query of one provider and the route id. */
export const roadbookQuerySchema = routesQuerySchema.extend({
  route: z.string().min(1).max(64),
});
export type RoadbookQuery = z.infer<typeof roadbookQuerySchema>;

/** POST /api/multipath/elevation. */
export const elevationBodySchema = z.object({
  encoded_polyline: z.string().min(2).max(200_000),
});

/** GET /api/multipath/inventory. */
export const inventoryQuerySchema = z.object({ lang: z.string().max(16).optional() });
