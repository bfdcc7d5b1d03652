/**
 * Readers of the JSON bodies the server tests check, parsed with zod: a test reads typed fields,
 * never an `any` (light-my-request types `json()` as `any`).
 */
import { z } from 'zod';

/** What these readers need of an injected response. */
interface JsonResponse {
  json(): unknown;
}

const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

/** The catalogue error of an answer (`code`, `message`, `details`). */
export function errorBodyOf(res: JsonResponse): z.infer<typeof errorBodySchema> {
  return errorBodySchema.parse(res.json());
}

/** The body of an answer parsed with `schema`. */
export function bodyOf<S extends z.ZodType>(res: JsonResponse, schema: S): z.infer<S> {
  return schema.parse(res.json());
}
