import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** One entry of the error catalogue: a stable code, an HTTP status and the user-facing message. */
interface CatalogueEntry {
  status: number;
  message: (params: Record<string, string>) => string;
}

/**
 * The error catalogue of the API. Messages are the spec's French messages where the spec gives
 * one, and French sentences in the same voice otherwise.
 */
export const ERROR_CATALOGUE = {
  VALIDATION: { status: 400, message: (p) => `Paramètres invalides : ${p.details ?? ''}`.trim() },
  INVALID_TILE: {
    status: 400,
    message: () =>
      'Coordonnées de tuile invalides : z, x et y doivent être des entiers avec 0 ≤ x, y < 2^z.',
  },
  UNKNOWN_THEME: {
    status: 404,
    message: (p) => `Thème de carte inconnu : « ${p.theme} ». Thèmes disponibles : ${p.themes}.`,
  },
  THEME_UNAVAILABLE: {
    status: 503,
    message: () =>
      "Le thème satellite n'est pas disponible : ce site ne propose pas d'images aériennes.",
  },
  INVALID_ASSET: {
    status: 400,
    message: () =>
      'Ressource cartographique invalide : nom de police, plage de glyphes ou planche d’icônes non autorisé.',
  },
  NOT_FOUND: { status: 404, message: () => "Cette ressource n'existe pas." },
  TIMEOUT: {
    status: 504,
    message: () => 'La connexion a expiré, veuillez vérifier votre connexion puis réessayer',
  },
  SERVER: { status: 500, message: () => 'Erreur Serveur' },
  NO_RESULT: { status: 404, message: () => 'Aucun résultat ne correspond à cette recherche.' },
  EMPTY_QUERY: { status: 400, message: () => 'Aucun résultat ne correspond à cette recherche.' },
  NO_ADDRESS: { status: 404, message: () => 'No address has been found' },
  GEOENTITY_NOT_FOUND: { status: 404, message: () => 'That geoentity was not found' },
  GEOENTITY_INVALID: { status: 400, message: () => 'That geoentity was not found' },
  NO_POLYLINE_DATA: {
    status: 400,
    message: () =>
      "Aucune géométrie d'itinéraire : les lieux sur le trajet ne peuvent pas être cherchés.",
  },
  NO_MODE: { status: 400, message: () => 'no mode' },
  TOO_MANY_STOPS: {
    status: 400,
    message: (p) => `Trop d'étapes : ${p.count} étapes intermédiaires, ${p.max} au plus.`,
  },
  NO_ROUTE: { status: 404, message: () => "Il n'y a aucun itinéraire pour ce mode de transport" },
  NO_ROADBOOK: { status: 404, message: () => 'Aucune feuille de route' },
  ROUTING_FAILED: {
    status: 502,
    message: () => "Le calcul d'itinéraire a échoué, veuillez réessayer",
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

/** Serialises an AppError. */
export function errorBody(error: AppError): ErrorBody {
  return {
    statusCode: error.statusCode,
    code: error.code,
    message: error.message,
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

/** Fastify error handler: catalogue errors as they are, Fastify client errors as VALIDATION, the rest as SERVER. */
export function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) return reply.status(error.statusCode).send(errorBody(error));
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const appError = new AppError('VALIDATION', { details: (error as Error).message });
    return reply.status(status).send({ ...errorBody(appError), statusCode: status });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(new AppError('SERVER')));
}
