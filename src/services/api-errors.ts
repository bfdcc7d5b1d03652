/**
 * Maps any failure of a call to the spec's error catalogue (§8): timeouts, server errors and the
 * default message. Messages are the spec's French texts; `messageKey` lets the UI translate.
 */
import type { MessageKey } from '../i18n/fr-fr';

/** Kinds of API failure. */
export type ApiErrorKind = 'timeout' | 'server' | 'default' | 'geoentityLoad' | 'noData';

/** The spec's messages (§8). */
export const API_ERROR_MESSAGES: Readonly<Record<ApiErrorKind, string>> = {
  timeout: 'La connexion a expiré, veuillez vérifier votre connexion puis réessayer',
  server: 'Erreur Serveur',
  default: 'Une erreur est survenue, veuillez réessayer',
  /** A geoentity answered with an empty body. */
  geoentityLoad: 'Error while loading geoentity',
  /** A call that must answer data answered an empty body (§8 « Other »). */
  noData: 'no data',
};

const MESSAGE_KEYS: Readonly<Record<ApiErrorKind, MessageKey>> = {
  timeout: 'errors.timeout',
  server: 'errors.server',
  default: 'errors.default',
  geoentityLoad: 'errors.geoentityLoad',
  noData: 'errors.noData',
};

/**
 * A failure as the UI sees it: an `Error` (so it can be thrown and rejected as one) carrying the
 * spec's kind, message (French) and i18n key.
 */
export class ApiError extends Error {
  /** The kind of failure. */
  readonly kind: ApiErrorKind;
  /** HTTP status when a response came back. */
  declare status?: number;
  /** The spec's error type (503 for server errors). */
  declare type?: number;
  /** The i18n key of the message. */
  readonly messageKey: MessageKey;

  constructor(kind: ApiErrorKind, status: number | undefined) {
    super(API_ERROR_MESSAGES[kind]);
    this.name = 'ApiError';
    this.kind = kind;
    this.messageKey = MESSAGE_KEYS[kind];
    if (status !== undefined) this.status = status;
    if (kind === 'server') this.type = 503;
  }
}

/** Statuses the spec counts as timeouts. */
const TIMEOUT_STATUSES = new Set([408, 504]);
/** Names of errors thrown by an aborted or timed-out fetch. */
const ABORT_NAMES = new Set(['AbortError', 'TimeoutError']);

function readStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status;
  const code = (error as { statusCode?: unknown }).statusCode;
  const value = typeof status === 'number' ? status : code;
  return typeof value === 'number' ? value : undefined;
}

function isAbort(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e !== 'object') return false;
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && ABORT_NAMES.has(name)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Classifies a thrown value (one already classified is kept): 408/504, an abort or a timeout →
 * timeout; status ≥ 500 → server error (type 503); anything else → the default message.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = readStatus(error);
  if ((status !== undefined && TIMEOUT_STATUSES.has(status)) || isAbort(error)) {
    return new ApiError('timeout', status);
  }
  if (status !== undefined && status >= 500) return new ApiError('server', status);
  return new ApiError('default', status);
}

/** True when a value is already an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The body of an answer that must carry data: an empty one (no content, `null`): « no data ». */
export function requireData(body: unknown): unknown {
  if (body === undefined || body === null || body === '') throw new ApiError('noData', undefined);
  return body;
}
