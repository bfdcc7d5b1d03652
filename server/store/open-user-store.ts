/**
 * Opens the configured user store: PostgreSQL when `PERIPLE_DATABASE_URL` is set (several API
 * replicas share it), else the SQLite file `data/users.sqlite` (one machine).
 */
import type { AppConfig } from '../core/config';
import { SqliteUserStore } from './sqlite-user-store';
import type { UserStore } from './user-store';

/** The user store of the configuration, migrated and ready. */
export async function openUserStore(config: AppConfig): Promise<UserStore> {
  if (config.databaseUrl) {
    const { PostgresUserStore } = await import('./postgres-user-store');
    return PostgresUserStore.open(config.databaseUrl);
  }
  return new SqliteUserStore(config.usersFile);
}
