/** Structural checks of the account API's answers (the SPA keeps zod out of its bundle). */
import { FAVORITE_TYPES, type Favorite } from '../domain/account/favorites';
import type { Identity } from '../domain/account/identity';
import type { TravelPreferences } from '../domain/account/preferences';
import { isBestKey, isBestTotal, type QuizBestScores } from '../domain/quiz/best-scores';

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** An identity as /api/identity answers it. */
export function isIdentity(value: unknown): value is Identity {
  return (
    isRecord(value) &&
    isText(value.sub) &&
    isText(value.email) &&
    isText(value.name) &&
    isTextOrNull(value.picture)
  );
}

/** A favourite as /api/user answers it. */
export function isFavorite(value: unknown): value is Favorite {
  return (
    isRecord(value) &&
    isText(value.uuid) &&
    FAVORITE_TYPES.some((t) => t === value.type) &&
    isText(value.label) &&
    isText(value.address) &&
    isTextOrNull(value.poiId) &&
    typeof value.lng === 'number' &&
    typeof value.lat === 'number' &&
    isTextOrNull(value.pollutionClassId)
  );
}

/** Travel preferences as /api/user answers them. */
export function isPreferences(value: unknown): value is TravelPreferences {
  return (
    isRecord(value) &&
    isRecord(value.preferredOptions) &&
    Array.isArray(value.transportModes) &&
    value.transportModes.length > 0 &&
    value.transportModes.every(isText) &&
    isTextOrNull(value.critAir)
  );
}

/** Best quiz totals by area and level (`{key: total}`, keys and totals checked). */
export function isQuizBestScores(value: unknown): value is QuizBestScores {
  return (
    isRecord(value) &&
    Object.entries(value).every(([key, total]) => isBestKey(key) && isBestTotal(total))
  );
}
