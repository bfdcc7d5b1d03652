/**
 * The account endpoints alone in a process, for the kill -9 trials of bench/accounts.ts: the
 * same plugins and store as the server (SQLite file or PostgreSQL URL from the environment),
 * without the region's engines, so that a restart takes a fraction of a second.
 */
import Fastify from 'fastify';
import { resolve } from 'node:path';
import type { PluginOptions } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import type { AppDeps } from '../../server/core/deps';
import { handleError } from '../../server/core/errors';
import { identityPlugin } from '../../server/plugins/identity';
import { userPlugin } from '../../server/plugins/user';
import { openUserStore } from '../../server/store/open-user-store';

async function main(): Promise<void> {
  const repoRoot = resolve(import.meta.dirname, '../..');
  const config = loadConfig({ env: process.env, argv: process.argv.slice(2), repoRoot });
  const users = await openUserStore(config);
  const app = Fastify();
  app.setErrorHandler(handleError);
  // Only the account plugins read their options: the region's engines are not opened here.
  const deps: Pick<AppDeps, 'users'> = { users };
  const options = { config, deps } as unknown as PluginOptions;
  await app.register(identityPlugin, options);
  await app.register(userPlugin, options);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
