/**
 * Rows of the user store as both engines return them (snake_case columns), turned into the
 * records and contracts of the store.
 */
import type { QuizBestScores } from '../../src/domain/quiz/best-scores';
import { FAVORITE_TYPES, type Favorite } from '../../src/domain/account/favorites';
import { preferencesBodySchema } from '../../src/domain/account/account-schema';
import { defaultPreferences, type TravelPreferences } from '../../src/domain/account/preferences';
import type { UserRecord } from './user-store';

/** A row of `users`. */
export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  /** Milliseconds (SQLite) or a timestamp (PostgreSQL). */
  created_at: number | string | Date;
}

/** A row of `favorites`. */
export interface FavoriteRow {
  uuid: string;
  type: string;
  label: string;
  address: string;
  poi_id: string | null;
  lng: number;
  lat: number;
  pollution_class_id: string | null;
}

/** A user record from its row. */
export function userRow(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    createdAt: new Date(row.created_at),
  };
}

/** A favourite from its row (a type the schema's CHECK forbids reads as "other"). */
export function favoriteRow(row: FavoriteRow): Favorite {
  const type = FAVORITE_TYPES.find((t) => t === row.type) ?? 'other';
  return {
    uuid: row.uuid,
    type,
    label: row.label,
    address: row.address,
    poiId: row.poi_id,
    lng: Number(row.lng),
    lat: Number(row.lat),
    pollutionClassId: row.pollution_class_id,
  };
}

/** Stored preferences, checked again on the way out (the defaults when unreadable). */
export function preferencesFrom(body: unknown): TravelPreferences {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return defaultPreferences();
    }
  }
  const parsed = preferencesBodySchema.safeParse(value);
  return parsed.success ? parsed.data : defaultPreferences();
}

/** A best quiz total as stored. */
export interface QuizBestRow {
  key: string;
  total: number;
}

/** The best totals of rows, by key. */
export function quizBestFrom(rows: readonly QuizBestRow[]): QuizBestScores {
  return Object.fromEntries(rows.map((r) => [r.key, r.total]));
}
