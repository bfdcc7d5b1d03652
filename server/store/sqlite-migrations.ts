/**
 * Versioned migrations of the SQLite user store: each runs once, in order, in a transaction;
 * `PRAGMA user_version` records the last applied. A database newer than the code is refused.
 */
import type Database from 'better-sqlite3';

/** The schema, one statement list per version (never edit a released one: add the next). */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     name TEXT,
     password_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE reset_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE favorites (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     uuid TEXT NOT NULL UNIQUE,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type TEXT NOT NULL CHECK (type IN ('home', 'work', 'other')),
     label TEXT NOT NULL,
     address TEXT NOT NULL,
     poi_id TEXT,
     lng REAL NOT NULL,
     lat REAL NOT NULL,
     pollution_class_id TEXT
   );
   CREATE INDEX favorites_user ON favorites(user_id, seq);
   CREATE UNIQUE INDEX favorites_one_home_work ON favorites(user_id, type) WHERE type <> 'other';
   CREATE TABLE preferences (
     user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
     body TEXT NOT NULL
   );`,
  `CREATE TABLE quiz_best (
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     key TEXT NOT NULL,
     total INTEGER NOT NULL,
     played_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, key)
   ) WITHOUT ROWID;`,
  `CREATE TABLE monitoring_events (
     id INTEGER PRIMARY KEY,
     received_at INTEGER NOT NULL,
     session_id TEXT NOT NULL,
     environment TEXT NOT NULL,
     kind TEXT NOT NULL,
     name TEXT,
     page TEXT NOT NULL,
     at INTEGER NOT NULL,
     body TEXT NOT NULL
   );
   CREATE INDEX monitoring_events_received ON monitoring_events(received_at);`,
  `CREATE TABLE ad_counts (
     ad_id TEXT NOT NULL,
     slot_id TEXT NOT NULL,
     day TEXT NOT NULL,
     impressions INTEGER NOT NULL DEFAULT 0,
     clicks INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (ad_id, slot_id, day)
   ) WITHOUT ROWID;`,
  `CREATE TABLE replay_chunks (
     session_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     received_at INTEGER NOT NULL,
     first_at INTEGER NOT NULL,
     events INTEGER NOT NULL,
     body TEXT NOT NULL,
     PRIMARY KEY (session_id, seq)
   );
   CREATE INDEX replay_chunks_received ON replay_chunks(received_at);`,
];

/** Brings a database to the latest schema; throws on a database newer than this code. */
export function migrateSqlite(db: Database.Database, file: string): void {
  const version = Number(db.pragma('user_version', { simple: true }));
  if (version > SQLITE_MIGRATIONS.length) {
    throw new Error(
      `${file}: user data of schema ${version}, newer than this server (${SQLITE_MIGRATIONS.length}). Run the newer server, or restore a backup.`,
    );
  }
  SQLITE_MIGRATIONS.slice(version).forEach((sql, i) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + i + 1}`);
    })();
  });
}
