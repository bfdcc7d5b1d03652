#!/usr/bin/env node
// @ts-check
/**
 * Idempotent set-up of a fresh Debian machine, run by `npm run demo` and `npm test` before
 * anything else (so it uses Node built-ins only): system packages with apt-get (tilemaker,
 * osmium-tool, chromium, postgresql), then `npm ci` when node_modules is missing or older than the lock file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SYSTEM_PACKAGES = [
  { pkg: 'tilemaker', bin: 'tilemaker', why: 'vector tiles' },
  { pkg: 'osmium-tool', bin: 'osmium', why: 'OSM extracts' },
  { pkg: 'chromium', bin: 'chromium', why: 'end-to-end tests' },
  { pkg: 'postgresql', bin: 'initdb', why: 'user data on several replicas; contract tests' },
];

/** Debian puts PostgreSQL's server programs outside PATH, one folder per major version. */
const POSTGRES_BIN = '/usr/lib/postgresql';

/** @param {string} message */
function step(message) {
  process.stderr.write(`setup    ${message}\n`);
}

/** @param {string} bin */
function hasCommand(bin) {
  if (bin === 'initdb') {
    return (
      spawnSync('sh', ['-c', `ls ${POSTGRES_BIN}/*/bin/initdb`], { stdio: 'ignore' }).status === 0
    );
  }
  return spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
}

/** @param {string[]} args */
function apt(args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const cmd = isRoot ? 'apt-get' : 'sudo';
  const full = isRoot ? args : ['-n', 'apt-get', ...args];
  const r = spawnSync(cmd, full, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) {
    throw new Error(`apt-get ${args.join(' ')} failed; run it as root: apt-get ${args.join(' ')}`);
  }
}

function systemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !hasCommand(p.bin));
  if (missing.length === 0) {
    step(`system packages present (${SYSTEM_PACKAGES.map((p) => p.pkg).join(', ')})`);
    return;
  }
  step(`installing ${missing.map((p) => `${p.pkg} (${p.why})`).join(', ')} with apt-get`);
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing.map((p) => p.pkg)]);
}

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .update(process.version)
    .digest('hex');
}

function nativeModulesLoad() {
  const r = spawnSync(
    process.execPath,
    ['-e', "new (require('better-sqlite3'))(':memory:').close()"],
    { cwd: root, stdio: 'ignore' },
  );
  return r.status === 0;
}

function npmDependencies() {
  const stamp = join(root, 'node_modules', '.periple-setup');
  const want = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want && nativeModulesLoad()) {
    step('npm dependencies up to date');
    return;
  }
  step('installing npm dependencies (npm ci; better-sqlite3 compiles from source, about a minute)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (!nativeModulesLoad())
    execFileSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, stdio: 'inherit' });
  if (!nativeModulesLoad())
    throw new Error('better-sqlite3 does not load after npm ci and npm rebuild');
  writeFileSync(stamp, want);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if ((major ?? 0) < 20 || (major === 20 && (minor ?? 0) < 19)) {
    throw new Error(
      `Node.js ${process.versions.node} is too old: Périple needs Node 20.19 or later`,
    );
  }
}

try {
  checkNode();
  systemPackages();
  npmDependencies();
} catch (error) {
  step(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
