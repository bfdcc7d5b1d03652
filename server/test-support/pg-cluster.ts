/**
 * A throwaway PostgreSQL cluster for the contract tests and the bench: Debian's `initdb` and
 * `pg_ctl` (package `postgresql`, installed by `npm run setup`) in a temporary folder, listening
 * on a unix socket there only (no TCP port to find, none to clash). Durability is PostgreSQL's
 * default (fsync and synchronous_commit on), as in production. PostgreSQL refuses to run as
 * root: as root (CI), its programs run as the `postgres` user, which owns the folder.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = '/usr/lib/postgresql';
/** The socket's number: `.s.PGSQL.5432` in the cluster's own folder, so clusters never clash. */
const PORT = 5432;
const DATABASE = 'periple';
const exec = promisify(execFile);

/** The folder of the newest installed PostgreSQL's programs; undefined when there is none. */
export function postgresBin(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : undefined;
}

/** True when a throwaway cluster can be started here (Debian's `initdb` is installed). */
export function postgresAvailable(): boolean {
  return postgresBin() !== undefined;
}

/** A running cluster: its database's URL, more databases, and how to stop it. */
export interface ThrowawayCluster {
  /** URL of the database `periple` (unix socket in the cluster's folder, user `postgres`). */
  url: string;
  /** Creates another, empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (`pg_ctl stop -m fast`) and removes the folder; once is enough. */
  stop(): Promise<void>;
}

const asRoot = (): boolean => process.getuid?.() === 0;

/** An error's message (anything thrown, as text). */
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Runs a program, its stderr in the error when it fails. */
async function run(program: string, args: string[]): Promise<void> {
  try {
    await exec(program, args);
  } catch (error) {
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr || messageOf(error)}`, {
      cause: error,
    });
  }
}

/** Runs a PostgreSQL program of `bin`, as the `postgres` user when root. */
function pg(bin: string, program: string, args: string[]): Promise<void> {
  const path = join(bin, program);
  return asRoot() ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/** The cluster's server log, for an error message (empty when there is none). */
function logOf(dir: string): string {
  const log = join(dir, 'log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
}

/** The URL of `database` on the cluster in `dir`. */
function urlOf(dir: string, database: string): string {
  return `postgresql://postgres@/${encodeURIComponent(database)}?host=${encodeURIComponent(dir)}&port=${PORT}`;
}

/** Initialises and starts a cluster in `dir` (which the server's user owns). */
async function initAndStart(bin: string, dir: string): Promise<void> {
  const data = join(dir, 'data');
  await pg(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  const options = [
    `-k ${dir}`,
    `-p ${PORT}`,
    "-c listen_addresses=''",
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c max_connections=100',
  ].join(' ');
  try {
    await pg(bin, 'pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', options]);
  } catch (error) {
    throw new Error(`${messageOf(error)}\n${logOf(dir)}`, { cause: error });
  }
}

/**
 * Starts a cluster with one database, `periple`. Throws, naming `npm run setup`, when PostgreSQL
 * is not installed; the caller stops the cluster (`stop()`), even when its tests fail.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed (no ${ROOT}/<version>/bin/initdb): run \`npm run setup\`, which installs the Debian package postgresql.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'periple-pg-'));
  const data = join(dir, 'data');
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) {
          await pg(bin, 'pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    })();
    return stopped;
  };
  const createDatabase = async (name: string): Promise<string> => {
    await pg(bin, 'createdb', ['-h', dir, '-p', String(PORT), '-U', 'postgres', name]);
    return urlOf(dir, name);
  };
  try {
    if (asRoot()) await run('chown', ['postgres:postgres', dir]);
    chmodSync(dir, 0o755);
    await initAndStart(bin, dir);
    return { url: await createDatabase(DATABASE), createDatabase, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw new Error(`Could not start a throwaway PostgreSQL cluster: ${messageOf(error)}`, {
      cause: error,
    });
  }
}
