/**
 * Points-of-interest benches (issue 6 targets), over loopback HTTP on a served region (Monaco by
 * default, BENCH_POIS_REGION to change):
 * - a POI list in a box with 50 results, GET /api/geoentity/{applications|categories}/{id},
 *   p95 ≤ 5 ms (restaurants and transport stops around Monaco, boxes moved at each request);
 * - POIs along a 10 km route, POST /api/multipath/pois-on-route, p95 ≤ 30 ms (the Monaco graph
 *   has no 10 km trip between two points: a real Valhalla route through four stops, 10.6 km, its
 *   legs as paths);
 * - the area reachable in 15 minutes on foot, GET /api/tools/isochrone, p95 ≤ 100 ms.
 */
import polyline from '@mapbox/polyline';
import { join } from 'node:path';
import { ValhallaEngine } from '../server/routing/valhalla-engine';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

const RUNS = 300;
const WARMUP = 30;
/** Stops of the long route: Cap-d'Ail, Beausoleil, Fontvieille, Place du Casino (about 10.6 km). */
const STOPS: [number, number][] = [
  [7.405, 43.723],
  [7.435, 43.75],
  [7.4167, 43.7303],
  [7.4277, 43.7394],
];

const ms = (v: number): string => `${v.toFixed(1)} ms`;

async function timed(run: (i: number) => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return samples;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A box of about 2.5 × 2 km around Monaco, moved a little at each request. */
function box(i: number): string {
  const dx = ((i * 37) % 11) * 0.0008;
  const dy = ((i * 53) % 7) * 0.0006;
  return [7.405 + dx, 43.726 + dy, 7.437 + dx, 43.745 + dy].map((v) => v.toFixed(5)).join(',');
}

async function benchList(url: string): Promise<BenchRow[]> {
  const paths = ['/api/geoentity/applications/restaurants', '/api/geoentity/categories/transports'];
  let fewest = Number.POSITIVE_INFINITY;
  const samples = await timed(async (i) => {
    const body = await json<{ pois: unknown[] }>(`${url}${paths[i % 2]}?bbox=${box(i)}&max=50`);
    fewest = Math.min(fewest, body.pois.length);
  });
  return [
    {
      bench: 'pois',
      metric: `POI list in a box, ${fewest === 50 ? '50' : `≥ ${fewest}`} results, p50 / p95`,
      value: `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
      target: 'p95 ≤ 5 ms',
      ok: percentile(samples, 95) <= 5 && fewest === 50,
    },
  ];
}

async function longRoute(repoRoot: string, region: string) {
  const engine = await ValhallaEngine.open(join(repoRoot, 'data', region, 'routing'));
  const answer = await engine.route({
    locations: STOPS.map(([lon, lat]) => ({ lon, lat })),
    costing: 'auto',
  });
  const paths = answer.trip.legs.map((leg) =>
    polyline.decode(leg.shape, 6).map(([lat, lng]) => [lng, lat]),
  );
  return { paths, km: answer.trip.summary.length };
}

async function benchRoute(url: string, repoRoot: string, region: string): Promise<BenchRow[]> {
  const { paths, km } = await longRoute(repoRoot, region);
  const apps = ['carburants', 'restaurants', 'hotels', 'parkings'];
  let found = 0;
  const samples = await timed(async (i) => {
    const body = await json<{ pois: unknown[] }>(
      `${url}/api/multipath/pois-on-route?apps=${apps[i % apps.length]}&maxPoi=20`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'fr-FR', data: paths }),
      },
    );
    found = Math.max(found, body.pois.length);
  });
  return [
    {
      bench: 'pois',
      metric: `POIs on a ${km.toFixed(1)} km route (${paths.flat().length} points), p50 / p95`,
      value: `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} (≤ ${found} POIs)`,
      target: 'p95 ≤ 30 ms',
      ok: percentile(samples, 95) <= 30 && km >= 9.5,
    },
  ];
}

async function benchIsochrone(url: string): Promise<BenchRow[]> {
  const samples = await timed(async (i) => {
    const lng = (7.415 + ((i * 7) % 10) * 0.002).toFixed(5);
    const lat = (43.73 + ((i * 3) % 10) * 0.0015).toFixed(5);
    await json(`${url}/api/tools/isochrone?lng=${lng}&lat=${lat}&mode=marche&minutes=15`);
  }, 100);
  return [
    {
      bench: 'pois',
      metric: 'area reachable in 15 min on foot (isochrone), p50 / p95',
      value: `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
      target: 'p95 ≤ 100 ms',
      ok: percentile(samples, 95) <= 100,
    },
  ];
}

/** Runs the POI benches. */
export async function benchPois(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const server = await startServer({ ...options, port: 8294 });
  try {
    return [
      ...(await benchList(server.url)),
      ...(await benchRoute(server.url, options.repoRoot, options.region)),
      ...(await benchIsochrone(server.url)),
    ];
  } finally {
    await server.stop();
  }
}
