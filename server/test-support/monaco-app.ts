/**
 * The app of the server tests: `buildApp` on the real artefacts of the Monaco region
 * (`npm run import -- monaco`), opened before a test file's tests and closed after them.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import type { AppDeps } from '../core/deps';
import { closeDeps, openDeps } from '../core/open-deps';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The app and its dependencies, readable once the file's `beforeAll` has run. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
}

/** Registers the hooks that open and close the Monaco app around a test file (`env` adds settings). */
export function monacoAppFixture(env: NodeJS.ProcessEnv = {}): TestApp {
  let app: FastifyInstance | undefined;
  let deps: AppDeps | undefined;
  beforeAll(async () => {
    const config = loadConfig({
      env: {
        LOG_LEVEL: 'silent',
        PERIPLE_DATA_DIR: process.env.PERIPLE_DATA_DIR,
        PERIPLE_SHARED_DATA: process.env.PERIPLE_SHARED_DATA,
        // Tests send hundreds of requests from one address; the limit has its own test.
        PERIPLE_RATE_LIMIT: '0',
        ...env,
      },
      argv: ['--region', 'monaco'],
      repoRoot,
    });
    deps = await openDeps(config);
    app = await buildApp(config, deps);
  });
  afterAll(async () => {
    await app?.close();
    if (deps) closeDeps(deps);
  });
  return {
    get app() {
      if (!app) throw new Error('The Monaco app is not open yet');
      return app;
    },
    get deps() {
      if (!deps) throw new Error('The Monaco app is not open yet');
      return deps;
    },
  };
}
