import type { FastifyReply, FastifyRequest } from 'fastify';
import { locales as zLocales, type z } from 'zod';
import { ERROR_CATALOGUE, type CatalogueEntry } from './error-catalogue';
import { clientErrorCode } from './http-errors';

export { ERROR_CATALOGUE } from './error-catalogue';

/** A code of the error catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** An error the API answers with its catalogue status and message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly params: Record<string, string>;
  readonly details: unknown;
  constructor(code: ErrorCode, params: Record<string, string> = {}, details?: unknown) {
    const entry: CatalogueEntry = ERROR_CATALOGUE[code];
    const safe = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [
        k,
        echoable(v, k === 'details' ? DETAILS_MAX : ECHO_MAX),
      ]),
    );
    super(entry.message(safe));
    this.code = code;
    this.params = safe;
    this.details = details === undefined ? undefined : echoableDeep(details);
    this.statusCode = entry.status;
    this.name = 'AppError';
  }
  readonly code: ErrorCode;
  /** Parameters of the English message where they differ (validation details in English). */
  englishParams: Record<string, string> = {};
  /** What the server logs about the error and never sends (an engine's own message…). */
  internal: unknown;

  /** Attaches what the log should say about this error; returns the error. */
  withInternal(internal: unknown): this {
    this.internal = internal;
    return this;
  }
}

/** Longest piece of a request an error may quote. */
const ECHO_MAX = 80;

/**
 * A piece of the request as an error may quote it: without control or bidirectional characters,
 * cut to ECHO_MAX characters.
 */
export function echoable(text: string, max = ECHO_MAX): string {
  const clean = text.replace(/[\p{Cc}\p{Cf}]/gu, '');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** Validation details list every issue: they may be longer than a quoted value. */
const DETAILS_MAX = 400;

function echoableDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return echoable(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => echoableDeep(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [echoable(k), echoableDeep(v, depth + 1)]),
  );
}

/** Body of every error answer. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: unknown;
}

/** Serialises an AppError, in English when asked. */
export function errorBody(error: AppError, english = false): ErrorBody {
  return {
    statusCode: error.statusCode,
    code: error.code,
    message: english
      ? ERROR_CATALOGUE[error.code].en({ ...error.params, ...error.englishParams })
      : error.message,
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}

/** Parses a request part with a zod schema, throwing a VALIDATION AppError on failure. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues
    .map((i) => `${i.path.join('.') || 'valeur'} : ${i.message}`)
    .join(' ; ');
  const error = new AppError('VALIDATION', { details }, result.error.issues);
  // The same issues in English for en-GB requests (the app's zod locale is French).
  const english = schema.safeParse(value, { error: ENGLISH_ZOD.localeError });
  if (!english.success)
    error.englishParams = {
      details: echoable(
        english.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '),
        DETAILS_MAX,
      ),
    };
  throw error;
}

/** zod's English messages. */
const ENGLISH_ZOD = zLocales.en();

/** True when the request's `locale` or `lang` parameter asks for English (en-GB). */
export function asksEnglish(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  const value: unknown = Reflect.get(query, 'locale') ?? Reflect.get(query, 'lang');
  return typeof value === 'string' && /^en\b/i.test(value);
}

/** Fastify error handler: catalogue errors as they are, Fastify client errors by their catalogue code, the rest as SERVER. */
export function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const english = asksEnglish(request.query);
  if (error instanceof AppError) {
    if (error.internal !== undefined)
      request.log.warn({ code: error.code, internal: error.internal }, 'request refused');
    if (error.statusCode === 429 || error.statusCode === 503)
      void reply.header('Retry-After', error.params.seconds ?? '5');
    return reply.status(error.statusCode).send(errorBody(error, english));
  }
  const code = clientErrorCode(error);
  if (code !== undefined) {
    request.log.info({ err: error }, 'client error');
    const appError = new AppError(code);
    return reply.status(appError.statusCode).send(errorBody(appError, english));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(new AppError('SERVER'), english));
}
