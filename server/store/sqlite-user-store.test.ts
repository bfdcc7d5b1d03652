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

  it('refuses a database newer than the code, naming the file', () => {
    const file = join(dir, 'newer.sqlite');
    const db = new Database(file);
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`);
    db.close();
    expect(() => new SqliteUserStore(file)).toThrow(/newer\.sqlite.*newer than this server/);
  });
});
