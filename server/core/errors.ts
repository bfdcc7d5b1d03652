import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** One entry of the error catalogue: a stable code, an HTTP status and the user-facing message. */
interface CatalogueEntry {
  status: number;
  /** French (fr-FR, fr-BE): the spec's message. */
  message: (params: Record<string, string>) => string;
  /** English, for en-GB requests. */
  en: (params: Record<string, string>) => string;
}

/**
 * The error catalogue of the API. Messages are the spec's French messages where the spec gives
 * one, and French sentences in the same voice otherwise; each has its English for en-GB requests
 * (`?locale=en-GB` or `?lang=en`). nl-BE requests get the French: the spec gives no Dutch.
 */
export const ERROR_CATALOGUE = {
  VALIDATION: {
    status: 400,
    message: (p) => `Paramètres invalides : ${p.details ?? ''}`.trim(),
    en: (p) => `Invalid parameters: ${p.details ?? ''}`.trim(),
  },
  INVALID_TILE: {
    status: 400,
    message: () =>
      'Coordonnées de tuile invalides : z, x et y doivent être des entiers avec 0 ≤ x, y < 2^z.',
    en: () => 'Invalid tile coordinates: z, x and y must be integers with 0 ≤ x, y < 2^z.',
  },
  UNKNOWN_THEME: {
    status: 404,
    message: (p) => `Thème de carte inconnu : « ${p.theme} ». Thèmes disponibles : ${p.themes}.`,
    en: (p) => `Unknown map theme: “${p.theme}”. Available themes: ${p.themes}.`,
  },
  THEME_UNAVAILABLE: {
    status: 503,
    message: () =>
      "Le thème satellite n'est pas disponible : ce site ne propose pas d'images aériennes.",
    en: () => 'The satellite theme is not available: this site offers no aerial imagery.',
  },
  INVALID_ASSET: {
    status: 400,
    message: () =>
      'Ressource cartographique invalide : nom de police, plage de glyphes ou planche d’icônes non autorisé.',
    en: () => 'Invalid map resource: font name, glyph range or sprite sheet not allowed.',
  },
  NOT_FOUND: {
    status: 404,
    message: () => "Cette ressource n'existe pas.",
    en: () => 'This resource does not exist.',
  },
  TIMEOUT: {
    status: 504,
    message: () => 'La connexion a expiré, veuillez vérifier votre connexion puis réessayer',
    en: () => 'The connection timed out, please check your connection and try again',
  },
  SERVER: { status: 500, message: () => 'Erreur Serveur', en: () => 'Server error' },
  NO_RESULT: {
    status: 404,
    message: () => 'Aucun résultat ne correspond à cette recherche.',
    en: () => 'No result matches this search.',
  },
  EMPTY_QUERY: {
    status: 400,
    message: () => 'Aucun résultat ne correspond à cette recherche.',
    en: () => 'No result matches this search.',
  },
  NO_ADDRESS: {
    status: 404,
    message: () => 'No address has been found',
    en: () => 'No address has been found',
  },
  GEOENTITY_NOT_FOUND: {
    status: 404,
    message: () => 'That geoentity was not found',
    en: () => 'That geoentity was not found',
  },
  GEOENTITY_INVALID: {
    status: 400,
    message: () => 'That geoentity was not found',
    en: () => 'That geoentity was not found',
  },
  NO_POLYLINE_DATA: {
    status: 400,
    message: () =>
      "Aucune géométrie d'itinéraire : les lieux sur le trajet ne peuvent pas être cherchés.",
    en: () => 'No route geometry: places along the route cannot be searched.',
  },
  NO_MODE: { status: 400, message: () => 'no mode', en: () => 'no mode' },
  TOO_MANY_STOPS: {
    status: 400,
    message: (p) => `Trop d'étapes : ${p.count} étapes intermédiaires, ${p.max} au plus.`,
    en: (p) => `Too many stops: ${p.count} intermediate stops, ${p.max} at most.`,
  },
  NO_ROUTE: {
    status: 404,
    message: () => "Il n'y a aucun itinéraire pour ce mode de transport",
    en: () => 'There is no route for this means of transport',
  },
  NO_ROADBOOK: { status: 404, message: () => 'Aucune feuille de route', en: () => 'No roadbook' },
  ROUTING_FAILED: {
    status: 502,
    message: () => "Le calcul d'itinéraire a échoué, veuillez réessayer",
    en: () => 'The route calculation failed, please try again',
  },
} satisfies Record<string, CatalogueEntry>;

/** A code of the error catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** An error the API answers with its catalogue status and message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    const entry: CatalogueEntry = ERROR_CATALOGUE[code];
    super(entry.message(params));
    this.statusCode = entry.status;
    this.name = 'AppError';
  }
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
    message: english ? ERROR_CATALOGUE[error.code].en(error.params) : error.message,
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
  throw new AppError('VALIDATION', { details }, result.error.issues);
}

/** True when the request's `locale` or `lang` parameter asks for English (en-GB). */
export function asksEnglish(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  const value: unknown = Reflect.get(query, 'locale') ?? Reflect.get(query, 'lang');
  return typeof value === 'string' && /^en\b/i.test(value);
}

/** Fastify error handler: catalogue errors as they are, Fastify client errors as VALIDATION, the rest as SERVER. */
export function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const english = asksEnglish(request.query);
  if (error instanceof AppError)
    return reply.status(error.statusCode).send(errorBody(error, english));
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const appError = new AppError('VALIDATION', { details: (error as Error).message });
    return reply.status(status).send({ ...errorBody(appError, english), statusCode: status });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(new AppError('SERVER'), english));
}
