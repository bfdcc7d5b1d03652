import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteUserStore } from './sqlite-user-store';
import { SQLITE_MIGRATIONS } from './sqlite-migrations';
import { describeUserStoreContract } from './user-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'periple-users-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeUserStoreContract('SQLite', () =>
  Promise.resolve(new SqliteUserStore(join(dir, 'contract.sqlite'))),
);

describe('SQLite user store', () => {
  it('writes with WAL and synchronous=FULL, and migrates once', async () => {
    const file = join(dir, 'pragmas.sqlite');
    await new SqliteUserStore(file).close();
    await new SqliteUserStore(file).close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    db.close();
  });

  it('upgrades a database of an older schema, keeping its users', async () => {
    const file = join(dir, 'older.sqlite');
    const db = new Database(file);
    db.exec(SQLITE_MIGRATIONS[0] ?? '');
    db.pragma('user_version = 1');
    db.prepare('INSERT INTO users VALUES (?, ?, NULL, ?, ?)').run('u1', 'a@example.fr', 'h', 0);
    db.close();
    const store = new SqliteUserStore(file);
    expect((await store.userById('u1'))?.email).toBe('a@example.fr');
    expect(await store.keepQuizBest('u1', { 'region:28:2': 10 })).toEqual({ 'region:28:2': 10 });
    await store.close();
  });

  it('refuses a database newer than the code, naming the file', () => {
    const file = join(dir, 'newer.sqlite');
    const db = new Database(file);
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`);
    db.close();
    expect(() => new SqliteUserStore(file)).toThrow(/newer\.sqlite.*newer than this server/);
  });
});
