/**
 * Accounts on both engines (issue 13), side by side: GET /favorite p95 and requests per second
 * at 32 connections, PUT /favorite p95, sign-in p95 and how much it slows other requests (argon2
 * runs off the event loop), and kill -9 trials: the server killed during a stream of favourite
 * writes, restarted, and every acknowledged write looked for. Targets: GET p95 ≤ 5 ms and ≥ 2,000
 * req/s; PUT p95 ≤ 15 ms; sign-in p95 ≤ 150 ms; 0 acknowledged writes lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { startThrowawayCluster } from '../server/test-support/pg-cluster';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

const PORT = 8394;
const CHILD_PORT = 8395;
const TRIALS = Number(process.env.BENCH_KILL_TRIALS ?? 100);
const PASSWORD = 'un mot de passe de banc';

interface Engine {
  name: string;
  env: Record<string, string>;
}

const ms = (v: number): string => `${v.toFixed(1)} ms`;

async function post(url: string, body: unknown, token?: string, method = 'POST') {
  return fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Signs up a new user; returns its e-mail and token. */
async function signup(base: string, tag: string): Promise<{ email: string; token: string }> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@bench.fr`;
  const res = await post(`${base}/api/identity/signup`, { email, password: PASSWORD });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-up failed: ${res.status}`);
  return { email, token: body.token };
}

const favorite = (address: string) => ({
  type: 'OTHER',
  label: address,
  address,
  lng: 7.4246,
  lat: 43.7384,
});

async function timed(run: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`bench request failed: ${res.status}`);
  return performance.now() - t0;
}

/** p95 of GET and PUT, GET throughput at 32 connections. */
async function favoriteRows(base: string, engine: string): Promise<BenchRow[]> {
  const { token } = await signup(base, 'read');
  for (let i = 0; i < 10; i++)
    await post(`${base}/api/user/favorite`, favorite(`${i} rue`), token, 'PUT');
  const gets: number[] = [];
  const get = () =>
    fetch(`${base}/api/user/favorite`, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 320; i++) gets.push(await timed(get));
  const puts: number[] = [];
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const res = await post(`${base}/api/user/favorite`, favorite(`${i} avenue`), token, 'PUT');
    const body = (await res.json()) as { data?: { uuid: string } };
    puts.push(performance.now() - t0);
    if (!body.data) throw new Error(`PUT failed: ${res.status}`);
    // Taken away again (not timed), so that the user stays below the limit of 52.
    await fetch(`${base}/api/user/favorite/${body.data.uuid}`, { method: 'DELETE', headers: auth });
  }
  const load = await autocannon({
    url: `${base}/api/user/favorite`,
    connections: 32,
    duration: 8,
    headers: { authorization: `Bearer ${token}` },
  });
  const getP95 = percentile(gets.slice(20), 95);
  const putP95 = percentile(puts.slice(10), 95);
  const rps = load.requests.average;
  return [
    {
      bench: 'accounts',
      metric: `${engine}: GET /favorite p95`,
      value: ms(getP95),
      target: '≤ 5 ms',
      ok: getP95 <= 5,
    },
    {
      bench: 'accounts',
      metric: `${engine}: GET /favorite at 32 connections`,
      value: `${Math.round(rps)} req/s (p99 ${load.latency.p99} ms, ${load.non2xx} non-2xx)`,
      target: '≥ 2,000 req/s',
      ok: rps >= 2000 && load.non2xx === 0,
    },
    {
      bench: 'accounts',
      metric: `${engine}: PUT /favorite p95`,
      value: ms(putP95),
      target: '≤ 15 ms',
      ok: putP95 <= 15,
    },
  ];
}

/** Sign-in p95 alone, and the health endpoint's p99 alone and beside 8 sign-ins at once. */
async function signInRows(base: string, engine: string): Promise<BenchRow[]> {
  const { email } = await signup(base, 'login');
  const login = () => post(`${base}/api/identity/login`, { email, password: PASSWORD });
  const logins: number[] = [];
  for (let i = 0; i < 40; i++) logins.push(await timed(login));
  const health = () => fetch(`${base}/api/health`);
  const alone: number[] = [];
  for (let i = 0; i < 100; i++) alone.push(await timed(health));
  let running = true;
  const busy = Array.from({ length: 8 }, async () => {
    while (running) await timed(login);
  });
  const beside: number[] = [];
  for (let i = 0; i < 100; i++) beside.push(await timed(health));
  running = false;
  await Promise.all(busy);
  const p95 = percentile(logins.slice(5), 95);
  return [
    {
      bench: 'accounts',
      metric: `${engine}: sign-in p95 (argon2id m=19 MiB t=2)`,
      value: ms(p95),
      target: '≤ 150 ms',
      ok: p95 <= 150,
    },
    {
      bench: 'accounts',
      metric: `${engine}: /api/health p99 alone → beside 8 sign-ins`,
      value: `${ms(percentile(alone, 99))} → ${ms(percentile(beside, 99))}`,
      target: 'not blocked',
    },
  ];
}

/**
 * The account-only child, bundled once (node starts it in a fraction of the time tsx takes:
 * a trial starts it twice).
 */
async function bundleChild(repoRoot: string): Promise<string> {
  // In the repository (gitignored .cache/), so that its packages resolve from node_modules.
  const outfile = join(repoRoot, '.cache', 'bench', 'users-child.mjs');
  await build({
    entryPoints: [join(repoRoot, 'bench', 'lib', 'users-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

/** Starts the account-only child; resolves when it listens. */
function startChild(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script, '--port', String(CHILD_PORT)], {
    env: { ...process.env, LOG_LEVEL: 'silent', PERIPLE_AUTH_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`users child exited with ${code}`)));
  });
}

/** Resolves once the child has ended (at once when it has already: a killed child's exitCode stays null). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** One writer: favourites one after another until the server dies; returns the acknowledged. */
async function writer(base: string, token: string, tag: string): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let j = 0; j < 52; j++) {
    const address = `${tag} n°${j}`;
    try {
      const res = await post(`${base}/api/user/favorite`, favorite(address), token, 'PUT');
      if (res.ok) acknowledged.push(address);
    } catch {
      break;
    }
  }
  return acknowledged;
}

/** kill -9 trials: acknowledged writes against those found after a restart. */
async function killRows(engine: Engine, script: string): Promise<BenchRow[]> {
  const base = `http://127.0.0.1:${CHILD_PORT}`;
  let acknowledged = 0;
  let lost = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    if (trial % 10 === 0)
      process.stderr.write(`accounts ${engine.name}: kill -9 trial ${trial + 1}/${TRIALS}\n`);
    let child = await startChild(script, engine.env);
    const users = await Promise.all([0, 1, 2, 3].map((k) => signup(base, `kill-${trial}-${k}`)));
    const writes = users.map((u, k) => writer(base, u.token, `essai ${trial}.${k}`));
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 300));
    child.kill('SIGKILL');
    const acks = await Promise.all(writes);
    await exited(child);
    child = await startChild(script, engine.env);
    for (const [k, user] of users.entries()) {
      const res = await fetch(`${base}/api/user/favorite`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      const { data } = (await res.json()) as { data: { address: string }[] };
      const found = new Set(data.map((f) => f.address));
      const acked = acks[k] ?? [];
      acknowledged += acked.length;
      lost += acked.filter((a) => !found.has(a)).length;
    }
    child.kill('SIGTERM');
    await exited(child);
  }
  return [
    {
      bench: 'accounts',
      metric: `${engine.name}: kill -9 trials (${TRIALS}), acknowledged writes lost`,
      value: `${lost} of ${acknowledged}`,
      target: '0',
      ok: lost === 0 && acknowledged > 0,
    },
  ];
}

/** The rows of one engine. */
async function engineRows(repoRoot: string, engine: Engine, script: string): Promise<BenchRow[]> {
  process.stderr.write(`accounts ${engine.name}: favourites and sign-in\n`);
  const server = await startServer({
    repoRoot,
    region: 'monaco',
    port: PORT,
    env: { PERIPLE_AUTH_RATE_LIMIT: '0', ...engine.env },
  });
  try {
    return [
      ...(await favoriteRows(server.url, engine.name)),
      ...(await signInRows(server.url, engine.name)),
      ...(await killRows(engine, script)),
    ];
  } finally {
    await server.stop();
  }
}

/** The rows of both engines. */
export async function benchAccounts(options: { repoRoot: string }): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'periple-bench-users-'));
  const cluster = await startThrowawayCluster();
  try {
    const sqlite = { name: 'SQLite', env: { PERIPLE_USERS_FILE: join(dir, 'users.sqlite') } };
    const postgres = { name: 'PostgreSQL', env: { PERIPLE_DATABASE_URL: cluster.url } };
    const script = await bundleChild(options.repoRoot);
    return [
      ...(await engineRows(options.repoRoot, sqlite, script)),
      ...(await engineRows(options.repoRoot, postgres, script)),
    ];
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
