/**
 * The PostgreSQL adapter passes the same contract as SQLite, on a throwaway cluster the test
 * starts itself (Debian's postgresql, installed by `npm run setup`; as the postgres user when run
 * as root). Without PostgreSQL the file fails, naming `npm run setup`: it never skips.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayCluster, type ThrowawayCluster } from '../test-support/pg-cluster';
import { POSTGRES_MIGRATIONS } from './postgres-migrations';
import { PostgresUserStore } from './postgres-user-store';
import { describeUserStoreContract } from './user-store.contract';

let cluster: ThrowawayCluster | undefined;

beforeAll(async () => {
  cluster = await startThrowawayCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
}, 30_000);

function started(): ThrowawayCluster {
  if (!cluster) throw new Error('the PostgreSQL cluster did not start (see the beforeAll error)');
  return cluster;
}

/** Runs `sql` on the database at `url`, returning its rows. */
async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

describeUserStoreContract('PostgreSQL', () => PostgresUserStore.open(started().url));

describe('PostgreSQL user store', () => {
  it('migrates once when replicas start together on an empty database', async () => {
    const url = await started().createDatabase('replicas');
    const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresUserStore.open(url)));
    await Promise.all(stores.map((s) => s.close()));
    const versions = await query<{ version: number }>(
      url,
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(POSTGRES_MIGRATIONS.map((_, i) => i + 1));
    const tables = await query<{ name: string }>(
      url,
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    expect(tables.map((t) => t.name)).toEqual([
      'ad_counts',
      'favorites',
      'monitoring_events',
      'preferences',
      'quiz_best',
      'replay_chunks',
      'reset_tokens',
      'schema_migrations',
      'sessions',
      'users',
    ]);
  });

  it('upgrades a database of an older schema, keeping its users', async () => {
    const url = await started().createDatabase('older');
    await query(url, POSTGRES_MIGRATIONS[0] ?? '');
    await query(
      url,
      'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await query(
      url,
      "INSERT INTO schema_migrations (version) VALUES (1); INSERT INTO users (id, email, password_hash) VALUES ('u1', 'a@example.fr', 'h')",
    );
    const store = await PostgresUserStore.open(url);
    expect((await store.userById('u1'))?.email).toBe('a@example.fr');
    expect(await store.keepQuizBest('u1', { 'region:28:2': 10 })).toEqual({ 'region:28:2': 10 });
    await store.close();
  });

  it('refuses a database newer than the code, naming it and what to do', async () => {
    const url = await started().createDatabase('newer');
    await (await PostgresUserStore.open(url)).close();
    const newer = POSTGRES_MIGRATIONS.length + 1;
    await query(url, `INSERT INTO schema_migrations (version) VALUES (${newer})`);
    await expect(PostgresUserStore.open(url)).rejects.toThrow(
      `PostgreSQL database 'newer': user data of schema ${newer}, newer than this server (${POSTGRES_MIGRATIONS.length}). Run the newer server, or restore a backup.`,
    );
  });

  it('keeps PostgreSQL durable: fsync and synchronous_commit on', async () => {
    const rows = await query<{ name: string; setting: string }>(
      started().url,
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit') ORDER BY name",
    );
    expect(rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
  });
});
