/**
 * Routing targets of the itinerary issue, on a running server (HTTP on loopback, the server in
 * its own process started as in production: `server/main.ts`, LOG_LEVEL=warn):
 * - a car route across the region, GET /api/multipath/routes, p95 ≤ 30 ms;
 * - a full comparison as the SPA runs it (transports, the car first, then every other road
 *   provider in parallel), p95 ≤ 150 ms; the same with the multimodal providers is printed too;
 * - the API's overhead over calling the Valhalla Actor directly, as the ratio of the medians,
 *   ≤ 1.3×: over loopback HTTP (what a client sees), and in process through Fastify's inject
 *   (validation, Fastify, building and serialising the answer, without the network).
 *
 * The direct side makes the Actor call the API makes for that request, and only that one: a
 * car route without stops is one `route` action with `alternates: 2` (no `trace_attributes`:
 * statistics are off; no height). It goes through `ValhallaEngine.route`, so it pays the
 * query's JSON.stringify and the answer's JSON.parse as the API does.
 *
 * The HTTP client is node:http on a keep-alive agent: the bench measures the server, and
 * undici's fetch() spends about 0.4 ms of the client's own JavaScript per call (WHATWG streams)
 * that a browser, whose network stack is native, does not. The ratio with fetch() is printed
 * too, and so is the floor: the same API's cheapest endpoint (transports: Fastify, zod
 * validation and a 2.6 KB JSON, no Actor) over the same connection, what any request to this
 * server costs besides the Actor, so (Actor + floor) / Actor is the best ratio an endpoint of
 * this server could show. Everything timed together runs in rounds, in a random order each
 * round.
 */
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { routesQuerySchema } from '../src/domain/itinerary/api-schema';
import { PROVIDERS, providerByName } from '../src/domain/itinerary/providers';
import { MULTIMODAL_PROVIDERS } from '../src/domain/itinerary/multimodal-providers';
import { fallbackFuelPrices } from '../server/itinerary/fuel-prices';
import { effectiveOptions } from '../server/itinerary/route-options';
import { valhallaRouteQuery } from '../server/itinerary/valhalla-request';
import { ValhallaEngine } from '../server/routing/valhalla-engine';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { closeDeps, openDeps } from '../server/core/open-deps';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

/** Across the Monaco graph: Cap-d'Ail (west) → the east end of Monaco, about 4.6 km. */
export const ACROSS = { from: '7.40500,43.72300', to: '7.44800,43.74800' };

const RUNS = 200;
const WARMUP = 20;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return samples;
}

/**
 * Times several runs in rounds, each run once per round in a new random order: the load of the
 * machine weighs on all of them alike, and none always follows the same one (an Actor call
 * leaves the region's graph in the CPU caches of the next call, in either process: the tile
 * extract is mapped, so both share its pages). Returns the samples of each.
 */
async function rounds<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
): Promise<Record<K, number[]>> {
  const keys = Object.keys(runs) as K[];
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    for (const key of shuffled(keys)) {
      const t = performance.now();
      await runs[key]();
      if (i >= WARMUP) samples[key].push(performance.now() - t);
    }
  }
  return samples;
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A JSON GET over node:http on a keep-alive agent; rejects on a non-2xx status. */
function httpJson(agent: Agent, url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve(JSON.parse(text));
        else reject(new Error(`${url}: ${status} ${text}`));
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function fetchOk(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function textOk(url: string): Promise<string> {
  const res = await fetch(url);
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text}`);
  return text;
}

/** The road providers (the comparison): every provider but the multimodal ones. */
const ROAD_PROVIDERS = PROVIDERS.filter(
  (p) => !MULTIMODAL_PROVIDERS.some((m) => m.name === p.name),
);

function comparison(options: {
  getJson: (url: string) => Promise<unknown>;
  base: string;
  trip: string;
  providers: readonly { name: string }[];
}) {
  const { getJson, base, trip } = options;
  const others = options.providers.filter((p) => p.name !== 'voiture').map((p) => p.name);
  return async () => {
    await getJson(`${base}/api/multipath/transports?${trip}`);
    await getJson(`${base}/api/multipath/routes?${trip}&providers=voiture`);
    await Promise.all(
      others.map((p) => getJson(`${base}/api/multipath/routes?${trip}&providers=${p}`)),
    );
  };
}

/** The same Valhalla request the API sends for the car provider. */
function directCarQuery(): Record<string, unknown> {
  const query = routesQuerySchema.parse({ ...ACROSS, lang: 'fr', providers: 'voiture' });
  const options = effectiveOptions(providerByName('voiture')!, query, fallbackFuelPrices());
  return valhallaRouteQuery({
    points: [query.from, query.to],
    options,
    lang: 'fr',
    time: null,
    narrative: false,
    alternates: true,
  });
}

/** The app built in this process on the region's artefacts (for inject). */
async function inProcessApp(options: { repoRoot: string; region: string }) {
  const config = loadConfig({
    env: { LOG_LEVEL: 'warn', PERIPLE_RATE_LIMIT: '0' },
    argv: ['--region', options.region],
    repoRoot: options.repoRoot,
  });
  const deps = await openDeps(config);
  const app = await buildApp(config, deps);
  return {
    app,
    close: async () => {
      await app.close();
      closeDeps(deps);
    },
  };
}

/** Samples of one bench run, in milliseconds. */
interface RoutingSamples {
  direct: number[];
  api: number[];
  apiFetch: number[];
  floor: number[];
  full: number[];
  /** The comparison with the multimodal providers as well. */
  all: number[];
  injected: number[];
  direct2: number[];
  /** Bytes of the car route's answer (JSON, uncompressed). */
  answerBytes: number;
}

async function measure(options: { repoRoot: string; region: string }): Promise<RoutingSamples> {
  const server = await startServer({ ...options, port: 8293 });
  const agent = new Agent({ keepAlive: true });
  try {
    const trip = `from=${ACROSS.from}&to=${ACROSS.to}&lang=fr`;
    const carPath = `/api/multipath/routes?${trip}&providers=voiture`;
    const engine = await ValhallaEngine.open(
      join(options.repoRoot, 'data', options.region, 'routing'),
    );
    const query = directCarQuery();
    const overHttp = await rounds({
      direct: () => engine.route(query),
      api: () => httpJson(agent, `${server.url}${carPath}`),
      apiFetch: () => fetchOk(`${server.url}${carPath}`),
      floor: () => httpJson(agent, `${server.url}/api/multipath/transports?${trip}`),
    });
    const getJson = (url: string) => httpJson(agent, url);
    const base = server.url;
    const full = await timed(comparison({ getJson, base, trip, providers: ROAD_PROVIDERS }));
    const all = await timed(comparison({ getJson, base, trip, providers: PROVIDERS }));
    const answerBytes = Buffer.byteLength(await textOk(`${server.url}${carPath}`));
    const inProcess = await inProcessApp(options);
    const inject = await rounds({
      injected: () => inProcess.app.inject(carPath),
      direct2: () => engine.route(query),
    });
    await inProcess.close();
    return { ...overHttp, full, all, ...inject, answerBytes };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

const ms = (v: number): string => `${v.toFixed(1)} ms`;
const p50 = (v: readonly number[]): number => percentile(v, 50);
const p95 = (v: readonly number[]): number => percentile(v, 95);

function rows(s: RoutingSamples, region: string): BenchRow[] {
  const ratio = p50(s.api) / p50(s.direct);
  const fetchRatio = p50(s.apiFetch) / p50(s.direct);
  const floorRatio = (p50(s.direct) + p50(s.floor)) / p50(s.direct);
  const codeRatio = p50(s.injected) / p50(s.direct2);
  const row = (metric: string, value: string, target = '', ok?: boolean): BenchRow => ({
    bench: 'routing',
    metric,
    value,
    target,
    ...(ok === undefined ? {} : { ok }),
  });
  return [
    row(
      `car route across ${region}, API p50 / p95`,
      `${ms(p50(s.api))} / ${ms(p95(s.api))}`,
      'p95 ≤ 30 ms',
      p95(s.api) <= 30,
    ),
    row(
      `full comparison, ${ROAD_PROVIDERS.length} road providers, p50 / p95`,
      `${ms(p50(s.full))} / ${ms(p95(s.full))}`,
      'p95 ≤ 150 ms',
      p95(s.full) <= 150,
    ),
    row(
      `same with the multimodal ones (${PROVIDERS.length} providers), p50 / p95`,
      `${ms(p50(s.all))} / ${ms(p95(s.all))}`,
    ),
    row('car route answer (JSON, uncompressed)', `${(s.answerBytes / 1024).toFixed(1)} KB`),
    row('Valhalla Actor directly, p50 / p95', `${ms(p50(s.direct))} / ${ms(p95(s.direct))}`),
    row(
      'API overhead over the Actor, loopback HTTP (p50 ratio)',
      `${ratio.toFixed(2)}×`,
      '≤ 1.3×',
      ratio <= 1.3,
    ),
    row('same with fetch() as the client (undici)', `${fetchRatio.toFixed(2)}×`),
    row(
      'loopback floor: transports (no Actor) p50, (Actor + it) / Actor',
      `${ms(p50(s.floor))}, ${floorRatio.toFixed(2)}×`,
    ),
    row(
      'API overhead, in process (Fastify inject: no loopback HTTP)',
      `${codeRatio.toFixed(2)}×`,
      '≤ 1.3×',
      codeRatio <= 1.3,
    ),
  ];
}

/** Runs the routing benches on a region (Monaco by default). */
export async function benchRouting(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  return rows(await measure(options), options.region);
}
