/**
 * The user-data store (issue 13): accounts, sessions, reset links, favourites and travel
 * preferences behind one interface, with two adapters — SQLite (the embedded default,
 * `data/users.sqlite`) and PostgreSQL (`PERIPLE_DATABASE_URL`, for several API replicas). Both
 * pass the same contract suite (`user-store.contract.ts`). Every write resolves once it is on
 * disk; the favourite rules of spec 001 §5 are enforced here, inside a transaction.
 */
import {
  refuseFavorite,
  type Favorite,
  type FavoriteInput,
  type FavoriteRefusal,
} from '../../src/domain/account/favorites';
import type { TravelPreferences } from '../../src/domain/account/preferences';
import type { QuizBestScores } from '../../src/domain/quiz/best-scores';
import type { AdCountStore } from './ad-count-store';
import type { MonitoringStore } from './monitoring-store';
import type { ReplayStore } from './replay-store';

/** A user as stored. */
export interface UserRecord {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  createdAt: Date;
}

/** What creating a user needs (the id is the store's). */
export interface NewUser {
  email: string;
  name: string | null;
  passwordHash: string;
}

/** A session or reset link: only the SHA-256 of its token is stored. */
export interface TokenRecord {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

/** Outcome of adding or editing a favourite. */
export type FavoriteWrite =
  { ok: true; favorite: Favorite } | { ok: false; reason: FavoriteRefusal | 'not-found' };

/** Everything stored about one user (the account export). */
export interface UserExport {
  user: { id: string; email: string; name: string | null; createdAt: string };
  sessions: { expiresAt: string; createdAt: string }[];
  favorites: Favorite[];
  preferences: TravelPreferences | null;
  quizBest: QuizBestScores;
}

/** The store of user data; each method is one transaction. */
export interface UserStore {
  readonly engine: 'sqlite' | 'postgres';
  /** The monitoring intake's events, in the same database (issue 16). */
  readonly monitoring: MonitoringStore;
  /** House ads' impressions and clicks, in the same database (issue 16). */
  readonly adCounts: AdCountStore;
  /** Session recordings, in the same database (issue 16). */
  readonly replay: ReplayStore;
  /** Creates a user; undefined when the e-mail is taken. */
  createUser(user: NewUser): Promise<UserRecord | undefined>;
  userByEmail(email: string): Promise<UserRecord | undefined>;
  userById(id: string): Promise<UserRecord | undefined>;
  /** Sets the password hash and ends every session of the user. */
  setPassword(userId: string, passwordHash: string): Promise<void>;
  /** Deletes the user and everything stored about them. */
  deleteUser(userId: string): Promise<void>;
  createSession(session: TokenRecord): Promise<void>;
  /**
   * The user of a session still valid at `now`; when it expires before `slideTo` minus a day,
   * its expiry moves to `slideTo` (sliding expiry without a write per request).
   */
  sessionUser(tokenHash: string, now: Date, slideTo: Date): Promise<UserRecord | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  createResetToken(reset: TokenRecord): Promise<void>;
  /** The user of a reset link valid at `now`, and the link used up; undefined otherwise. */
  consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined>;
  /** Favourites in the order they were added (home and work where they were set). */
  listFavorites(userId: string): Promise<Favorite[]>;
  /**
   * Adds a favourite under the rules of §5: a home or work replaces the user's existing one;
   * an "other" is refused at an address already kept; nothing past 52 favourites.
   */
  addFavorite(userId: string, input: FavoriteInput): Promise<FavoriteWrite>;
  /** Replaces the user's favourite `uuid` (same rules, itself excluded); not-found otherwise. */
  updateFavorite(userId: string, uuid: string, input: FavoriteInput): Promise<FavoriteWrite>;
  /** Deletes the user's favourite `uuid`; false when the user has none with that uuid. */
  deleteFavorite(userId: string, uuid: string): Promise<boolean>;
  preferences(userId: string): Promise<TravelPreferences | undefined>;
  setPreferences(userId: string, preferences: TravelPreferences): Promise<void>;
  /** The user's best quiz totals, by area and level (issue 14). */
  quizBest(userId: string): Promise<QuizBestScores>;
  /** Keeps each total that beats the user's best of its key; returns all the user's best. */
  keepQuizBest(userId: string, scores: QuizBestScores): Promise<QuizBestScores>;
  exportUser(userId: string): Promise<UserExport | undefined>;
  close(): Promise<void>;
}

/** What a favourite write does once the rules of §5 are checked. */
export interface FavoritePlan {
  refusal?: FavoriteRefusal | 'not-found';
  /** The row to overwrite (an edit, or a home or work replaced); a new row when absent. */
  overwrite?: string;
  /** A row to delete first (the old home or work when an edit makes another one so). */
  remove?: string;
}

/**
 * Plans a favourite write on a user's current list (§4, §5): an add of a home or work
 * overwrites the existing one; an edit (`uuid`) overwrites its row and removes another favourite
 * of the same home or work type; the duplicate and limit rules apply to what stays.
 */
export function planFavoriteWrite(
  list: readonly Favorite[],
  input: FavoriteInput,
  uuid?: string,
): FavoritePlan {
  const sameType = (f: Favorite): boolean => input.type !== 'other' && f.type === input.type;
  if (uuid === undefined) {
    const refusal = refuseFavorite(list, input);
    if (refusal) return { refusal };
    const existing = list.find(sameType);
    return existing ? { overwrite: existing.uuid } : {};
  }
  if (!list.some((f) => f.uuid === uuid)) return { refusal: 'not-found' };
  const clash = list.find((f) => sameType(f) && f.uuid !== uuid);
  const refusal = refuseFavorite(
    list.filter((f) => f.uuid !== uuid && f !== clash),
    input,
  );
  if (refusal) return { refusal };
  return clash ? { overwrite: uuid, remove: clash.uuid } : { overwrite: uuid };
}
