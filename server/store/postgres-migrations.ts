/**
 * Versioned migrations of the PostgreSQL user store, run at start inside one transaction that
 * holds an advisory lock (several replicas may start at once); `schema_migrations` records the
 * versions applied. A database newer than the code is refused.
 */
import type { PoolClient } from 'pg';

/** The schema, one script per version (never edit a released one: add the next). */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     id text PRIMARY KEY,
     email text NOT NULL UNIQUE,
     name text,
     password_hash text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE sessions (
     token_hash text PRIMARY KEY,
     user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE reset_tokens (
     token_hash text PRIMARY KEY,
     user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at timestamptz NOT NULL
   );
   CREATE TABLE favorites (
     seq bigserial PRIMARY KEY,
     uuid text NOT NULL UNIQUE,
     user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type text NOT NULL CHECK (type IN ('home', 'work', 'other')),
     label text NOT NULL,
     address text NOT NULL,
     poi_id text,
     lng double precision NOT NULL,
     lat double precision NOT NULL,
     pollution_class_id text
   );
   CREATE INDEX favorites_user ON favorites(user_id, seq);
   CREATE UNIQUE INDEX favorites_one_home_work ON favorites(user_id, type) WHERE type <> 'other';
   CREATE TABLE preferences (
     user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
     body jsonb NOT NULL
   );`,
  `CREATE TABLE quiz_best (
     user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     key text NOT NULL,
     total integer NOT NULL,
     played_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, key)
   );`,
  `CREATE TABLE monitoring_events (
     id bigserial PRIMARY KEY,
     received_at timestamptz NOT NULL,
     session_id text NOT NULL,
     environment text NOT NULL,
     kind text NOT NULL,
     name text,
     page text NOT NULL,
     at bigint NOT NULL,
     body jsonb NOT NULL
   );
   CREATE INDEX monitoring_events_received ON monitoring_events(received_at);`,
  `CREATE TABLE ad_counts (
     ad_id text NOT NULL,
     slot_id text NOT NULL,
     day date NOT NULL,
     impressions bigint NOT NULL DEFAULT 0,
     clicks bigint NOT NULL DEFAULT 0,
     PRIMARY KEY (ad_id, slot_id, day)
   );`,
  `CREATE TABLE replay_chunks (
     session_id text NOT NULL,
     seq integer NOT NULL,
     received_at timestamptz NOT NULL,
     first_at bigint NOT NULL,
     events integer NOT NULL,
     body text NOT NULL,
     PRIMARY KEY (session_id, seq)
   );
   CREATE INDEX replay_chunks_received ON replay_chunks(received_at);`,
];

/** Key of the advisory lock the migrations hold (any constant shared by every replica). */
const MIGRATION_LOCK = 7_406_193;

/** Brings the database to the latest schema; throws on a database newer than this code. */
export async function migratePostgres(client: PoolClient, where: string): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const version = rows[0]?.version ?? 0;
    if (version > POSTGRES_MIGRATIONS.length) {
      throw new Error(
        `${where}: user data of schema ${version}, newer than this server (${POSTGRES_MIGRATIONS.length}). Run the newer server, or restore a backup.`,
      );
    }
    for (const [i, sql] of POSTGRES_MIGRATIONS.entries()) {
      if (i < version) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [i + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    // The migration's own error is the one to report; the caller then drops the connection.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
