/**
 * The app of the server tests: `buildApp` on the real artefacts of the Monaco region
 * (`npm run import -- monaco`) and a throwaway SQLite user store, opened before a test file's tests and closed after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import type { AppDeps } from '../core/deps';
import { closeDeps, openDeps, streetImageryOf } from '../core/open-deps';
import { SqliteUserStore } from '../store/sqlite-user-store';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The app and its dependencies, readable once the file's `beforeAll` has run. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  /** The throwaway folder of the user store and the mail outbox (`outbox/`). */
  readonly usersDir: string;
}

/** Registers the hooks that open and close the Monaco app around a test file (`env` adds settings). */
export function monacoAppFixture(env: NodeJS.ProcessEnv = {}): TestApp {
  return regionAppFixture('monaco', env);
}

/**
 * The same on another imported region (`demo`: `npm run import -- demo`, which the test setup
 * does not build).
 */
export function regionAppFixture(region: string, env: NodeJS.ProcessEnv = {}): TestApp {
  let app: FastifyInstance | undefined;
  let deps: AppDeps | undefined;
  let usersDir: string | undefined;
  beforeAll(async () => {
    usersDir = mkdtempSync(join(tmpdir(), 'periple-test-users-'));
    const config = loadConfig({
      env: {
        LOG_LEVEL: 'silent',
        PERIPLE_DATA_DIR: process.env.PERIPLE_DATA_DIR,
        PERIPLE_SHARED_DATA: process.env.PERIPLE_SHARED_DATA,
        // Tests send hundreds of requests from one address; the limit has its own test.
        PERIPLE_RATE_LIMIT: '0',
        PERIPLE_AUTH_RATE_LIMIT: '0',
        PERIPLE_MAIL_OUTBOX: join(usersDir, 'outbox'),
        ...env,
      },
      argv: ['--region', region],
      repoRoot,
    });
    const users = new SqliteUserStore(join(usersDir, 'users.sqlite'));
    deps = { ...(await openDeps(config)), users, streetImagery: streetImageryOf(config) };
    app = await buildApp(config, deps);
  });
  afterAll(async () => {
    await app?.close();
    if (deps) closeDeps(deps);
    await deps?.users?.close();
    if (usersDir) rmSync(usersDir, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!app) throw new Error(`The ${region} app is not open yet`);
      return app;
    },
    get deps() {
      if (!deps) throw new Error(`The ${region} app is not open yet`);
      return deps;
    },
    get usersDir() {
      if (!usersDir) throw new Error(`The ${region} app is not open yet`);
      return usersDir;
    },
  };
}
