import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArtefactError } from '../artefacts/manifest-io';
import { buildApp } from './app';
import { loadConfig } from './core/config';
import { closeDeps, openDeps } from './core/open-deps';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function main(): Promise<void> {
  const config = loadConfig({ env: process.env, argv: process.argv.slice(2), repoRoot });
  const deps = await openDeps(config);
  const app = await buildApp(config, deps);
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app
      .close()
      .then(() => closeDeps(deps))
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Périple serves region '${deps.region.name}' on http://${shown}:${config.port}`);
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
