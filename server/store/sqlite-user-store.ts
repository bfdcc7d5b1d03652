/**
 * The SQLite adapter of the user store: one file (`data/users.sqlite` by default), WAL with
 * `synchronous=FULL` so that a write is on disk before its promise resolves, foreign keys on.
 * better-sqlite3 is synchronous and each call takes microseconds, so the methods run inline.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Favorite, FavoriteInput } from '../../src/domain/account/favorites';
import type { TravelPreferences } from '../../src/domain/account/preferences';
import { migrateSqlite } from './sqlite-migrations';
import { SqliteReplayStore } from './sqlite-replay';
import { SqliteAdCountStore } from './sqlite-ad-counts';
import { SqliteMonitoringStore } from './sqlite-monitoring';
import type { QuizBestScores } from '../../src/domain/quiz/best-scores';
import {
  favoriteRow,
  preferencesFrom,
  quizBestFrom,
  userRow,
  type FavoriteRow,
  type QuizBestRow,
  type UserRow,
} from './rows';
import {
  planFavoriteWrite,
  type FavoriteWrite,
  type NewUser,
  type TokenRecord,
  type UserExport,
  type UserRecord,
  type UserStore,
} from './user-store';

const DAY_MS = 86_400_000;
const FAVORITE_COLUMNS = 'uuid, type, label, address, poi_id, lng, lat, pollution_class_id';

/** The user store on SQLite. */
export class SqliteUserStore implements UserStore {
  readonly engine = 'sqlite';
  private readonly db: Database.Database;
  readonly monitoring: SqliteMonitoringStore;
  readonly adCounts: SqliteAdCountStore;
  readonly replay: SqliteReplayStore;

  /** Opens (creating it when absent) and migrates the database at `file`. */
  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrateSqlite(this.db, file);
    this.monitoring = new SqliteMonitoringStore(this.db);
    this.adCounts = new SqliteAdCountStore(this.db);
    this.replay = new SqliteReplayStore(this.db);
  }

  createUser(user: NewUser): Promise<UserRecord | undefined> {
    const id = randomUUID();
    const info = this.db
      .prepare(
        'INSERT INTO users (id, email, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
      )
      .run(id, user.email, user.name, user.passwordHash, Date.now());
    return info.changes === 0 ? Promise.resolve(undefined) : this.userById(id);
  }

  userByEmail(email: string): Promise<UserRecord | undefined> {
    return Promise.resolve(this.user('SELECT * FROM users WHERE email = ?', email));
  }

  userById(id: string): Promise<UserRecord | undefined> {
    return Promise.resolve(this.user('SELECT * FROM users WHERE id = ?', id));
  }

  private user(sql: string, value: string): UserRecord | undefined {
    const row = this.db.prepare<[string], UserRow>(sql).get(value);
    return row ? userRow(row) : undefined;
  }

  setPassword(userId: string, passwordHash: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
      this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
    })();
    return Promise.resolve();
  }

  deleteUser(userId: string): Promise<void> {
    this.db.prepare('DELETE FROM users WHERE id = ?').run(userId);
    return Promise.resolve();
  }

  createSession(session: TokenRecord): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(session.tokenHash, session.userId, session.expiresAt.getTime(), Date.now());
    return Promise.resolve();
  }

  sessionUser(tokenHash: string, now: Date, slideTo: Date): Promise<UserRecord | undefined> {
    const row = this.db
      .prepare<[string, number], UserRow & { expires_at: number }>(
        'SELECT users.*, sessions.expires_at FROM sessions JOIN users ON users.id = sessions.user_id WHERE token_hash = ? AND expires_at > ?',
      )
      .get(tokenHash, now.getTime());
    if (!row) return Promise.resolve(undefined);
    if (row.expires_at < slideTo.getTime() - DAY_MS) {
      this.db
        .prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
        .run(slideTo.getTime(), tokenHash);
    }
    return Promise.resolve(userRow(row));
  }

  deleteSession(tokenHash: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    return Promise.resolve();
  }

  createResetToken(reset: TokenRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(reset.tokenHash, reset.userId, reset.expiresAt.getTime());
    return Promise.resolve();
  }

  consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
    const row = this.db
      .prepare<[string, number], { user_id: string }>(
        'DELETE FROM reset_tokens WHERE token_hash = ? AND expires_at > ? RETURNING user_id',
      )
      .get(tokenHash, now.getTime());
    return Promise.resolve(row?.user_id);
  }

  listFavorites(userId: string): Promise<Favorite[]> {
    return Promise.resolve(this.favorites(userId));
  }

  private favorites(userId: string): Favorite[] {
    return this.db
      .prepare<[string], FavoriteRow>(
        `SELECT ${FAVORITE_COLUMNS} FROM favorites WHERE user_id = ? ORDER BY seq`,
      )
      .all(userId)
      .map(favoriteRow);
  }

  addFavorite(userId: string, input: FavoriteInput): Promise<FavoriteWrite> {
    return Promise.resolve(this.writeFavorite(userId, input));
  }

  updateFavorite(userId: string, uuid: string, input: FavoriteInput): Promise<FavoriteWrite> {
    return Promise.resolve(this.writeFavorite(userId, input, uuid));
  }

  /** Checks the rules and writes, in one immediate transaction (no other writer between). */
  private writeFavorite(userId: string, input: FavoriteInput, uuid?: string): FavoriteWrite {
    return this.db
      .transaction((): FavoriteWrite => {
        const plan = planFavoriteWrite(this.favorites(userId), input, uuid);
        if (plan.refusal) return { ok: false, reason: plan.refusal };
        if (plan.remove) {
          this.db.prepare('DELETE FROM favorites WHERE uuid = ?').run(plan.remove);
        }
        const values = [input.type, input.label, input.address, input.poiId, input.lng, input.lat];
        const favorite = { ...input, uuid: plan.overwrite ?? randomUUID() };
        if (plan.overwrite) {
          this.db
            .prepare(
              'UPDATE favorites SET type = ?, label = ?, address = ?, poi_id = ?, lng = ?, lat = ?, pollution_class_id = ? WHERE uuid = ? AND user_id = ?',
            )
            .run(...values, input.pollutionClassId, plan.overwrite, userId);
        } else {
          this.db
            .prepare(
              'INSERT INTO favorites (type, label, address, poi_id, lng, lat, pollution_class_id, uuid, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .run(...values, input.pollutionClassId, favorite.uuid, userId);
        }
        return { ok: true, favorite };
      })
      .immediate();
  }

  deleteFavorite(userId: string, uuid: string): Promise<boolean> {
    const info = this.db
      .prepare('DELETE FROM favorites WHERE uuid = ? AND user_id = ?')
      .run(uuid, userId);
    return Promise.resolve(info.changes > 0);
  }

  preferences(userId: string): Promise<TravelPreferences | undefined> {
    const row = this.db
      .prepare<[string], { body: string }>('SELECT body FROM preferences WHERE user_id = ?')
      .get(userId);
    return Promise.resolve(row ? preferencesFrom(row.body) : undefined);
  }

  setPreferences(userId: string, preferences: TravelPreferences): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO preferences (user_id, body) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET body = excluded.body',
      )
      .run(userId, JSON.stringify(preferences));
    return Promise.resolve();
  }

  quizBest(userId: string): Promise<QuizBestScores> {
    return Promise.resolve(this.best(userId));
  }

  private best(userId: string): QuizBestScores {
    const rows = this.db
      .prepare<[string], QuizBestRow>(
        'SELECT key, total FROM quiz_best WHERE user_id = ? ORDER BY key',
      )
      .all(userId);
    return quizBestFrom(rows);
  }

  keepQuizBest(userId: string, scores: QuizBestScores): Promise<QuizBestScores> {
    const keep = this.db.prepare(
      'INSERT INTO quiz_best (user_id, key, total, played_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET total = excluded.total, played_at = excluded.played_at WHERE excluded.total > quiz_best.total',
    );
    return Promise.resolve(
      this.db.transaction(() => {
        for (const [key, total] of Object.entries(scores)) keep.run(userId, key, total, Date.now());
        return this.best(userId);
      })(),
    );
  }

  async exportUser(userId: string): Promise<UserExport | undefined> {
    const user = await this.userById(userId);
    if (!user) return undefined;
    const sessions = this.db
      .prepare<[string], { expires_at: number; created_at: number }>(
        'SELECT expires_at, created_at FROM sessions WHERE user_id = ? ORDER BY created_at',
      )
      .all(userId);
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        createdAt: user.createdAt.toISOString(),
      },
      sessions: sessions.map((s) => ({
        expiresAt: new Date(s.expires_at).toISOString(),
        createdAt: new Date(s.created_at).toISOString(),
      })),
      favorites: this.favorites(userId),
      preferences: (await this.preferences(userId)) ?? null,
      quizBest: this.best(userId),
    };
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
