import { watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArtefactError } from '../artefacts/manifest-io';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './core/config';
import { HotApp } from './core/hot-app';
import { closeDeps, openDeps, streetImageryOf } from './core/open-deps';
import { openUserStore } from './store/open-user-store';
import type { UserStore } from './store/user-store';
import type { TrafficFeed } from './restrictions/restrictions-service';
import { DatexParseWorker } from './traffic/datex-parse-pool';
import { DatexPoller } from './traffic/datex-poller';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A server whose artefacts are opened again on SIGHUP or when an import swaps them. */
function hotApp(
  config: AppConfig,
  users: UserStore | undefined,
  traffic: TrafficFeed | undefined,
): HotApp {
  const streetImagery = streetImageryOf(config);
  return new HotApp(
    async (serverFactory) => {
      const deps = { ...(await openDeps(config)), users, traffic, streetImagery };
      const app = await buildApp(config, deps, { serverFactory });
      return { app, close: () => app.close().then(() => closeDeps(deps)) };
    },
    { requestTimeoutMs: config.requestTimeoutMs, log: (m) => console.log(m) },
  );
}

/** Reloads when the region's artefact links change (an import's atomic swap), once settled. */
function watchRegion(config: AppConfig, hot: HotApp): void {
  let timer: NodeJS.Timeout | undefined;
  try {
    watch(join(config.dataDir, config.region), (_event, name) => {
      if (name === null || name.startsWith('.') || name.includes('@')) return;
      clearTimeout(timer);
      timer = setTimeout(() => void hot.reload(), 2_000);
    }).unref();
  } catch (error) {
    console.log(`Not watching the artefacts (${String(error)}): send SIGHUP after an import.`);
  }
}

/**
 * The user store, opened once for the life of the process (reloads keep it). When it cannot
 * open, the server still serves the map and routes, and accounts answer that they are unavailable.
 */
async function openUsers(config: AppConfig): Promise<UserStore | undefined> {
  try {
    const users = await openUserStore(config);
    console.log(
      `User data: ${users.engine === 'postgres' ? 'PostgreSQL (PERIPLE_DATABASE_URL)' : config.usersFile}`,
    );
    return users;
  } catch (error) {
    console.error(
      `Accounts unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** The live traffic feed, polled for the life of the process when one is configured. */
function startTraffic(config: AppConfig): TrafficFeed | undefined {
  if (!config.trafficDatexUrl) {
    console.log('Live traffic off: set PERIPLE_TRAFFIC_DATEX_URL to a DATEX II feed (README).');
    return undefined;
  }
  const worker = new DatexParseWorker();
  const poller = new DatexPoller({
    url: config.trafficDatexUrl,
    parse: (xml) => worker.parse(xml),
    log: (message) => console.log(message),
  });
  poller.start();
  return poller;
}

async function main(): Promise<void> {
  const config = loadConfig({ env: process.env, argv: process.argv.slice(2), repoRoot });
  const users = await openUsers(config);
  const hot = hotApp(config, users, startTraffic(config));
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    hot
      .close()
      .then(() => users?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGHUP', () => void hot.reload());
  await hot.listen(config.port, config.host);
  watchRegion(config, hot);
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Périple serves region '${config.region}' on http://${shown}:${config.port}`);
  if (!config.satelliteTilesUrl) {
    // The users read that the theme is unavailable; the operator reads how to turn it on.
    console.log('Satellite theme off: set PERIPLE_SATELLITE_URL to an XYZ imagery URL (README).');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ArtefactError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
