/** Zod schema of the monitoring intake's batches (server side; issue 16). */
import { z } from 'zod';
import { ENVIRONMENTS, RUM_LIMITS, VITAL_NAMES } from './rum';

const path = z
  .string()
  .regex(/^\/[^?#\s]*$/, 'un chemin sans requête')
  .max(RUM_LIMITS.path);
const at = z.number().int().min(0);
const measure = z.number().finite().min(0).max(3_600_000);

/** One event as the intake accepts it. */
export const rumEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('vital'),
    name: z.enum(VITAL_NAMES),
    value: measure,
    page: path,
    at,
  }),
  z.strictObject({
    kind: z.literal('error'),
    message: z.string().min(1).max(RUM_LIMITS.message),
    stack: z.string().max(RUM_LIMITS.stack).nullable(),
    page: path,
    at,
  }),
  z.strictObject({
    kind: z.literal('api-failure'),
    path,
    status: z.number().int().min(0).max(599),
    page: path,
    at,
  }),
  z.strictObject({ kind: z.literal('map-load'), value: measure, page: path, at }),
]);

/** A batch as the intake accepts it. */
export const rumBatchSchema = z.strictObject({
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  environment: z.enum(ENVIRONMENTS),
  events: z.array(rumEventSchema).min(1).max(RUM_LIMITS.events),
});
