/**
 * Light work under heavy load (issue 12), on a server in its own process over loopback:
 * - tiles and suggest p99 alone, then while car routes are hammered at 32 connections;
 * - the worst POIs-on-route requests (two far-apart points, the longest route under the cap)
 *   and how long /api/health waits meanwhile;
 * - fuels at 32 connections.
 */
import autocannon from 'autocannon';
import { ACROSS } from './routing';
import type { BenchRow } from './lib/table';
import { percentile } from './lib/table';
import { startServer } from './lib/server';

const ROUTE = `/api/multipath/routes?from=${ACROSS.from}&to=${ACROSS.to}&providers=voiture`;
const TILES = ['/tiles/14/8529/5974.pbf', '/tiles/15/17059/11948.pbf', '/tiles/13/4264/2987.pbf'];
const SUGGEST = ['casino', 'bd des moulins', 'pharmacie', 'place d armes', 'fontvieille'].map(
  (q) => `/api/suggest?q=${encodeURIComponent(q)}`,
);

interface Load {
  paths: readonly string[];
  connections: number;
  seconds: number;
}

async function load(url: string, l: Load): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: l.connections,
    duration: l.seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: l.paths.map((path) => ({ method: 'GET' as const, path })),
  });
}

/** Light traffic alone, then beside 32 connections of car routes. */
async function underRoutes(url: string): Promise<BenchRow[]> {
  const light = { connections: 4, seconds: 6 };
  const tilesAlone = await load(url, { ...light, paths: TILES });
  const suggestAlone = await load(url, { ...light, paths: SUGGEST });
  const [routes, tiles, suggest] = await Promise.all([
    load(url, { paths: [ROUTE], connections: 32, seconds: 8 }),
    load(url, { ...light, paths: TILES }),
    load(url, { ...light, paths: SUGGEST }),
  ]);
  const row = (metric: string, alone: autocannon.Result, loaded: autocannon.Result) => ({
    bench: 'hardening',
    metric,
    value: `${alone.latency.p99} → ${loaded.latency.p99} ms (×${(loaded.latency.p99 / Math.max(1, alone.latency.p99)).toFixed(1)})`,
    target: '',
  });
  return [
    row('tiles p99 alone → under car routes', tilesAlone, tiles),
    row('suggest p99 alone → under car routes', suggestAlone, suggest),
    {
      bench: 'hardening',
      metric: 'car routes at 32 connections',
      value: `${Math.round(routes.requests.average)} req/s, p99 ${routes.latency.p99} ms, ${routes.non2xx} non-2xx`,
      target: '',
    },
  ];
}

async function timedPost(url: string, path: string, body: unknown): Promise<number> {
  const start = performance.now();
  await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.arrayBuffer());
  return performance.now() - start;
}

/** The worst POIs-on-route requests and /api/health beside them. */
async function poisWorstCase(url: string): Promise<BenchRow[]> {
  const path = '/api/multipath/pois-on-route?rubrics=pharmacie';
  const far = [
    [0, 40],
    [20, 60],
  ];
  // About the longest line under the cap of 10,000 samples at buffer 0.01 (≈ 45°).
  const longest = Array.from({ length: 1_000 }, (_, i) => [-40 + i * 0.045, 45 + (i % 2) * 0.01]);
  const times = { far: [] as number[], longest: [] as number[], health: [] as number[] };
  for (let i = 0; i < 20; i++) {
    times.far.push(await timedPost(url, path, { data: far }));
    const health = (async () => {
      const start = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      return performance.now() - start;
    })();
    times.longest.push(await timedPost(url, path, { data: longest }));
    times.health.push(await health);
  }
  const p = (v: number[]) => `${percentile(v, 50).toFixed(1)} / ${percentile(v, 99).toFixed(1)} ms`;
  return [
    {
      bench: 'hardening',
      metric: 'POIs on route, two far points p50 / p99',
      value: p(times.far),
      target: '< 50 ms',
      ok: percentile(times.far, 99) < 50,
    },
    {
      bench: 'hardening',
      metric: 'POIs on route, longest allowed p50 / p99',
      value: p(times.longest),
      target: '< 100 ms',
      ok: percentile(times.longest, 99) < 100,
    },
    {
      bench: 'hardening',
      metric: '/api/health beside it p50 / p99',
      value: p(times.health),
      target: '',
    },
  ];
}

/** GET /api/geoentity/fuels at 32 connections. */
async function fuels(url: string): Promise<BenchRow[]> {
  const result = await load(url, { paths: ['/api/geoentity/fuels'], connections: 32, seconds: 5 });
  return [
    {
      bench: 'hardening',
      metric: 'fuels at 32 connections',
      value: `${Math.round(result.requests.average).toLocaleString('en-US')} req/s, p99 ${result.latency.p99} ms`,
      target: '≥ 1,000 req/s',
      ok: result.requests.average >= 1000 && result.non2xx === 0,
    },
  ];
}

/** Runs the three measures on one server. */
export async function benchHardening(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const server = await startServer({
    repoRoot: options.repoRoot,
    region: options.region,
    port: 8098,
    env: { PERIPLE_RATE_LIMIT: '0' },
  });
  try {
    return [
      ...(await underRoutes(server.url)),
      ...(await poisWorstCase(server.url)),
      ...(await fuels(server.url)),
    ];
  } finally {
    await server.stop();
  }
}
