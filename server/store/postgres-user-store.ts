/**
 * The PostgreSQL adapter of the user store (`PERIPLE_DATABASE_URL`), for several API replicas
 * sharing user data. Every write is a committed transaction (PostgreSQL's default durability:
 * acknowledged once the commit is on disk); a favourite write locks its user's row, so that the
 * rules of spec 001 §5 hold under concurrent writes from any replica.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Favorite, FavoriteInput } from '../../src/domain/account/favorites';
import type { TravelPreferences } from '../../src/domain/account/preferences';
import { migratePostgres } from './postgres-migrations';
import { PostgresReplayStore } from './postgres-replay';
import { PostgresAdCountStore } from './postgres-ad-counts';
import { PostgresMonitoringStore } from './postgres-monitoring';
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

/** The database a URL names, for messages (never its password or host). */
function databaseName(url: string): string {
  const name = /^[a-z]+:\/\/[^/?]*\/([^/?#]+)/i.exec(url)?.[1];
  if (!name) return 'PERIPLE_DATABASE_URL';
  try {
    return `PostgreSQL database '${decodeURIComponent(name)}'`;
  } catch {
    return `PostgreSQL database '${name}'`;
  }
}

/** The user store on PostgreSQL. */
export class PostgresUserStore implements UserStore {
  readonly engine = 'postgres';

  readonly monitoring: PostgresMonitoringStore;
  readonly adCounts: PostgresAdCountStore;
  readonly replay: PostgresReplayStore;

  private constructor(private readonly pool: pg.Pool) {
    this.monitoring = new PostgresMonitoringStore(pool);
    this.adCounts = new PostgresAdCountStore(pool);
    this.replay = new PostgresReplayStore(pool);
  }

  /** Connects, migrates (once, whichever replica comes first) and returns the store. */
  static async open(url: string): Promise<PostgresUserStore> {
    const pool = new pg.Pool({ connectionString: url, max: 16 });
    // An idle client whose server went away emits here; without a listener the process would
    // crash. The next query gets a fresh client, and fails loudly if the server is still down.
    pool.on('error', () => undefined);
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client, databaseName(url));
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresUserStore(pool);
  }

  /** Runs `work` in one transaction (`begin` starts it) on one client, committed on return. */
  private async tx<T>(work: (client: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A client that cannot even roll back is discarded rather than returned to the pool.
      await client.query('ROLLBACK').catch((rollback: unknown) => {
        broken = rollback instanceof Error ? rollback : new Error(String(rollback));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async createUser(user: NewUser): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<UserRow>(
      'INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING *',
      [randomUUID(), user.email, user.name, user.passwordHash],
    );
    return rows[0] ? userRow(rows[0]) : undefined;
  }

  userByEmail(email: string): Promise<UserRecord | undefined> {
    return this.user('SELECT * FROM users WHERE email = $1', email);
  }

  userById(id: string): Promise<UserRecord | undefined> {
    return this.user('SELECT * FROM users WHERE id = $1', id);
  }

  private async user(sql: string, value: string): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<UserRow>(sql, [value]);
    return rows[0] ? userRow(rows[0]) : undefined;
  }

  setPassword(userId: string, passwordHash: string): Promise<void> {
    return this.tx(async (c) => {
      await c.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, userId]);
      await c.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    });
  }

  async deleteUser(userId: string): Promise<void> {
    await this.pool.query('DELETE FROM users WHERE id = $1', [userId]);
  }

  async createSession(session: TokenRecord): Promise<void> {
    await this.pool.query(
      'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
      [session.tokenHash, session.userId, session.expiresAt],
    );
  }

  async sessionUser(tokenHash: string, now: Date, slideTo: Date): Promise<UserRecord | undefined> {
    // Named: prepared once per connection (every signed-in request runs it).
    const { rows } = await this.pool.query<UserRow & { expires_at: Date }>({
      name: 'session-user',
      text: 'SELECT users.*, sessions.expires_at FROM sessions JOIN users ON users.id = sessions.user_id WHERE token_hash = $1 AND expires_at > $2',
      values: [tokenHash, now],
    });
    const row = rows[0];
    if (!row) return undefined;
    if (row.expires_at.getTime() < slideTo.getTime() - DAY_MS) {
      await this.pool.query('UPDATE sessions SET expires_at = $1 WHERE token_hash = $2', [
        slideTo,
        tokenHash,
      ]);
    }
    return userRow(row);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async createResetToken(reset: TokenRecord): Promise<void> {
    await this.pool.query(
      'INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
      [reset.tokenHash, reset.userId, reset.expiresAt],
    );
  }

  async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      'DELETE FROM reset_tokens WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id',
      [tokenHash, now],
    );
    return rows[0]?.user_id;
  }

  listFavorites(userId: string): Promise<Favorite[]> {
    return favoritesOf(this.pool, userId);
  }

  addFavorite(userId: string, input: FavoriteInput): Promise<FavoriteWrite> {
    return this.tx((c) => writeFavorite(c, userId, input));
  }

  updateFavorite(userId: string, uuid: string, input: FavoriteInput): Promise<FavoriteWrite> {
    return this.tx((c) => writeFavorite(c, userId, input, uuid));
  }

  async deleteFavorite(userId: string, uuid: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM favorites WHERE uuid = $1 AND user_id = $2',
      [uuid, userId],
    );
    return (rowCount ?? 0) > 0;
  }

  async preferences(userId: string): Promise<TravelPreferences | undefined> {
    const { rows } = await this.pool.query<{ body: unknown }>(
      'SELECT body FROM preferences WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? preferencesFrom(rows[0].body) : undefined;
  }

  async setPreferences(userId: string, preferences: TravelPreferences): Promise<void> {
    await this.pool.query(
      'INSERT INTO preferences (user_id, body) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET body = excluded.body',
      [userId, JSON.stringify(preferences)],
    );
  }

  quizBest(userId: string): Promise<QuizBestScores> {
    return quizBestOf(this.pool, userId);
  }

  keepQuizBest(userId: string, scores: QuizBestScores): Promise<QuizBestScores> {
    const entries = Object.entries(scores);
    return this.tx(async (c) => {
      await c.query(
        'INSERT INTO quiz_best (user_id, key, total) SELECT $1, k, t FROM unnest($2::text[], $3::integer[]) AS s(k, t) ON CONFLICT (user_id, key) DO UPDATE SET total = excluded.total, played_at = now() WHERE excluded.total > quiz_best.total',
        [userId, entries.map((e) => e[0]), entries.map((e) => e[1])],
      );
      return quizBestOf(c, userId);
    });
  }

  /** Everything about the user, read from one snapshot. */
  exportUser(userId: string): Promise<UserExport | undefined> {
    return this.tx(async (c) => {
      const users = await c.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
      if (!users.rows[0]) return undefined;
      const user = userRow(users.rows[0]);
      const sessions = await c.query<{ expires_at: Date; created_at: Date }>(
        'SELECT expires_at, created_at FROM sessions WHERE user_id = $1 ORDER BY created_at',
        [userId],
      );
      const prefs = await c.query<{ body: unknown }>(
        'SELECT body FROM preferences WHERE user_id = $1',
        [userId],
      );
      return {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          createdAt: user.createdAt.toISOString(),
        },
        sessions: sessions.rows.map((s) => ({
          expiresAt: s.expires_at.toISOString(),
          createdAt: s.created_at.toISOString(),
        })),
        favorites: await favoritesOf(c, userId),
        preferences: prefs.rows[0] ? preferencesFrom(prefs.rows[0].body) : null,
        quizBest: await quizBestOf(c, userId),
      };
    }, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** The user's favourites in their order. */
async function favoritesOf(db: pg.Pool | pg.PoolClient, userId: string): Promise<Favorite[]> {
  const { rows } = await db.query<FavoriteRow>({
    name: 'favorites-of',
    text: `SELECT ${FAVORITE_COLUMNS} FROM favorites WHERE user_id = $1 ORDER BY seq`,
    values: [userId],
  });
  return rows.map(favoriteRow);
}

/** The user's best quiz totals. */
async function quizBestOf(db: pg.Pool | pg.PoolClient, userId: string): Promise<QuizBestScores> {
  const { rows } = await db.query<QuizBestRow>(
    'SELECT key, total FROM quiz_best WHERE user_id = $1 ORDER BY key',
    [userId],
  );
  return quizBestFrom(rows);
}

/** Checks the rules and writes, with the user's row locked until the commit. */
async function writeFavorite(
  c: pg.PoolClient,
  userId: string,
  input: FavoriteInput,
  uuid?: string,
): Promise<FavoriteWrite> {
  await c.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const plan = planFavoriteWrite(await favoritesOf(c, userId), input, uuid);
  if (plan.refusal) return { ok: false, reason: plan.refusal };
  if (plan.remove) {
    await c.query('DELETE FROM favorites WHERE uuid = $1 AND user_id = $2', [plan.remove, userId]);
  }
  const favorite = { ...input, uuid: plan.overwrite ?? randomUUID() };
  const values = [
    input.type,
    input.label,
    input.address,
    input.poiId,
    input.lng,
    input.lat,
    input.pollutionClassId,
    favorite.uuid,
    userId,
  ];
  await c.query(
    plan.overwrite
      ? 'UPDATE favorites SET type = $1, label = $2, address = $3, poi_id = $4, lng = $5, lat = $6, pollution_class_id = $7 WHERE uuid = $8 AND user_id = $9'
      : 'INSERT INTO favorites (type, label, address, poi_id, lng, lat, pollution_class_id, uuid, user_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values,
  );
  return { ok: true, favorite };
}
