/**
 * Routing targets of the itinerary issue, on a running server (HTTP on loopback):
 * - a car route across the region, GET /api/multipath/routes, p95 ≤ 30 ms;
 * - a full comparison as the SPA runs it (transports, the car first, then every other road
 *   provider in parallel), p95 ≤ 150 ms;
 * - the API's overhead over calling the Valhalla Actor directly with the same request, as the
 *   ratio of the medians, ≤ 1.3×: over loopback HTTP (what a client sees), and in process
 *   through Fastify's inject (validation, Fastify, building and serialising the answer, without
 *   the network). Both are timed alternately with the direct call so machine load weighs alike.
 */
import { join } from 'node:path';
import { routesQuerySchema } from '../src/domain/itinerary/api-schema';
import { PROVIDERS, providerByName } from '../src/domain/itinerary/providers';
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
 * Times two runs alternately (a, b, a, b…) so that the load of the machine weighs on both
 * alike; returns both samples.
 */
async function interleaved(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  const pair = async (): Promise<[number, number]> => {
    const t0 = performance.now();
    await a();
    const t1 = performance.now();
    await b();
    return [t1 - t0, performance.now() - t1];
  };
  for (let i = 0; i < WARMUP; i += 1) await pair();
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const [ta, tb] = await pair();
    as.push(ta);
    bs.push(tb);
  }
  return [as, bs];
}

async function fetchOk(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

function comparison(base: string, trip: string): () => Promise<unknown> {
  const others = PROVIDERS.filter((p) => p.name !== 'voiture').map((p) => p.name);
  return async () => {
    await fetchOk(`${base}/api/multipath/transports?${trip}`);
    await fetchOk(`${base}/api/multipath/routes?${trip}&providers=voiture`);
    await Promise.all(
      others.map((p) => fetchOk(`${base}/api/multipath/routes?${trip}&providers=${p}`)),
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
    env: { LOG_LEVEL: 'silent' },
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

const ms = (v: number): string => `${v.toFixed(1)} ms`;

/** Runs the routing benches on a region (Monaco by default). */
export async function benchRouting(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const server = await startServer({
    repoRoot: options.repoRoot,
    region: options.region,
    port: 8293,
  });
  try {
    const trip = `from=${ACROSS.from}&to=${ACROSS.to}&lang=fr`;
    const carUrl = `${server.url}/api/multipath/routes?${trip}&providers=voiture`;
    const engine = await ValhallaEngine.open(
      join(options.repoRoot, 'data', options.region, 'routing'),
    );
    const query = directCarQuery();
    const [car, direct] = await interleaved(
      () => fetchOk(carUrl),
      () => engine.route(query),
    );
    const full = await timed(comparison(server.url, trip));
    const inProcess = await inProcessApp(options);
    const carPath = `/api/multipath/routes?${trip}&providers=voiture`;
    const [injected, direct2] = await interleaved(
      () => inProcess.app.inject(carPath),
      () => engine.route(query),
    );
    await inProcess.close();
    const codeRatio = percentile(injected, 50) / percentile(direct2, 50);
    const ratio = percentile(car, 50) / percentile(direct, 50);
    return [
      {
        bench: 'routing',
        metric: `car route across ${options.region}, API p50 / p95`,
        value: `${ms(percentile(car, 50))} / ${ms(percentile(car, 95))}`,
        target: 'p95 ≤ 30 ms',
        ok: percentile(car, 95) <= 30,
      },
      {
        bench: 'routing',
        metric: `full comparison (${PROVIDERS.length} providers) p50 / p95`,
        value: `${ms(percentile(full, 50))} / ${ms(percentile(full, 95))}`,
        target: 'p95 ≤ 150 ms',
        ok: percentile(full, 95) <= 150,
      },
      {
        bench: 'routing',
        metric: 'Valhalla Actor directly, p50 / p95',
        value: `${ms(percentile(direct, 50))} / ${ms(percentile(direct, 95))}`,
        target: '',
      },
      {
        bench: 'routing',
        metric: 'API overhead over the Actor, latency (p50 ratio, one at a time)',
        value: `${ratio.toFixed(2)}×`,
        target: '≤ 1.3×',
        ok: ratio <= 1.3,
      },
      {
        bench: 'routing',
        metric: 'same, in process (Fastify inject: no loopback HTTP)',
        value: `${codeRatio.toFixed(2)}×`,
        target: '≤ 1.3×',
        ok: codeRatio <= 1.3,
      },
    ];
  } finally {
    await server.stop();
  }
}
