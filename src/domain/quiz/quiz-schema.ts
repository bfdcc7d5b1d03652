/**
 * Zod schemas of the quiz service: its queries (read by the server) and its answers (read by the
 * SPA, never trusted as they come).
 */
import { z } from 'zod';
import { QUIZ_BEST_KEYS_MAX, QUIZ_MAX_TOTAL, isBestKey } from './best-scores';
import { isChallengeDay, isGameCode } from './quiz';
import { QUIZ_LEVELS, QUIZ_MODES } from './rules';

/** Query of the list endpoints; the level is checked apart (its error names the levels). */
export const quizListQuerySchema = z
  .object({
    level: z.string().max(8).optional(),
    code: z
      .string()
      .regex(/^[0-9][0-9AB][0-9]?$/)
      .optional(),
    defi: z.string().refine(isChallengeDay, 'date attendue : AAAA-MM-JJ').optional(),
    partie: z
      .string()
      .refine(isGameCode, 'code de partie attendu : 8 lettres ou chiffres')
      .optional(),
  })
  .strict();

const bbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** A town to place. */
export const quizCitySchema = z.object({
  insee: z.string(),
  name: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  population: z.number(),
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  homonym: z.boolean(),
});

/** The configuration of a game. */
export const quizConfigSchema = z.object({
  mode: z.enum(QUIZ_MODES),
  level: z.union(QUIZ_LEVELS.map((l) => z.literal(l))),
  maxDistance: z.number().positive(),
  maxPoints: z.number().positive(),
  bonusDistance: z.number().nonnegative(),
  bonusPoints: z.number().nonnegative(),
  rounds: z.number().int().positive(),
  bounds: bbox,
  poolSize: z.number().int().positive(),
});

/** `data` of a list endpoint. */
export const quizListSchema = z.object({
  config: quizConfigSchema,
  list: z.array(quizCitySchema).min(1),
  game: z.string().refine(isGameCode).optional(),
});

const areaSchema = z.object({
  kind: z.enum(['region', 'department']),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  regionCode: z.string().nullable(),
  cities: z.number().int(),
});

/** `data` of GET /api/quiz/areas. */
export const quizAreasSchema = z.object({
  regions: z.array(areaSchema),
  departments: z.array(areaSchema),
});

/** PUT /api/user/quiz: best totals by area and level (at most one per existing key). */
export const quizBestBodySchema = z.strictObject({
  scores: z
    .record(
      z.string().max(24).refine(isBestKey, 'clé attendue : france:france:2, region:28:4…'),
      z.number().int().min(0).max(QUIZ_MAX_TOTAL),
    )
    .refine((s) => Object.keys(s).length <= QUIZ_BEST_KEYS_MAX, 'trop de scores'),
});
