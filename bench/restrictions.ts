/**
 * Restrictions benches (issue 17 targets): the layer pages' endpoints and the event modes over
 * loopback HTTP on the demo region, p95 ≤ 10 ms; the ZFE check of computed routes (real routes
 * of the demo's Paris, Rouen and Villeurbanne extracts, checked in-process against the national
 * base), p95 ≤ 5 ms; a Crit'Air route computed around a zone (Valhalla exclude_polygons, on
 * Monaco with a test zone, as server/itinerary/zfe-routes.test.ts) against the plain route,
 * ≤ 2×; the restrictions stage's last build time on the demo region, ≤ 30 s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SqlitePlacesStore } from '../server/places/sqlite-places-store';
import { RestrictionsStore } from '../server/restrictions/restrictions-store';
import { ZfeRouting } from '../server/restrictions/route-zfe';
import { benchAroundRoute } from './restrictions-around';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

const RUNS = 400;
const ms = (v: number): string => `${v.toFixed(2)} ms`;

const PAGES = [
  '/api/map/event-modes?lang=fr',
  '/api/restrictions/area?commune=rouen',
  '/api/restrictions/zfe?commune=paris',
  '/api/restrictions/zfe?region=auvergne-rhone-alpes',
  '/api/restrictions/cycling?commune=villeurbanne',
  '/api/restrictions/cycling?departement=paris',
  '/api/restrictions/list?commune=paris',
  '/api/traffic/events?commune=paris',
];

/** Trips of the demo (departure → arrival, lng,lat). */
const TRIPS = [
  ['2.36201,48.86315', '2.37200,48.86300'],
  ['1.09370,49.44050', '1.09900,49.43500'],
  ['4.86700,45.78000', '4.87900,45.78400'],
];

const shapeBody = z.object({
  data: z.object({
    routes: z.array(
      z.object({
        sections: z.array(
          z.object({
            geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()])) }),
          }),
        ),
      }),
    ),
  }),
});

async function timed(n: number, run: (i: number) => unknown): Promise<number[]> {
  for (let i = 0; i < 40; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return samples;
}

async function shapes(base: string): Promise<[number, number][][]> {
  const out: [number, number][][] = [];
  for (const [from, to] of TRIPS) {
    const res = await fetch(`${base}/api/multipath/routes?providers=voiture&from=${from}&to=${to}`);
    if (!res.ok) continue;
    for (const r of shapeBody.parse(await res.json()).data.routes)
      out.push(r.sections.flatMap((s) => s.geometry.coordinates));
  }
  return out;
}

function checkRows(repoRoot: string, routes: [number, number][][]): BenchRow[] {
  const dir = join(repoRoot, 'data', 'demo');
  const store = new RestrictionsStore(join(dir, 'restrictions', 'restrictions.sqlite'));
  const places = new SqlitePlacesStore(join(dir, 'places', 'places.sqlite'));
  const zfe = new ZfeRouting(store, places);
  const samples: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const shape = routes[i % routes.length] ?? [];
    const t = performance.now();
    zfe.check({ shape, vignette: 'V4', vehicle: 'vp', departure: '2026-12-01T10:00' });
    samples.push(performance.now() - t);
  }
  store.close();
  places.close();
  const points = Math.round(routes.reduce((s, r) => s + r.length, 0) / Math.max(1, routes.length));
  return [
    {
      bench: 'restrictions',
      metric: `ZFE check of a computed route (${routes.length} demo routes, ~${points} points, 27 stages) p50 / p95`,
      value: `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
      target: 'p95 ≤ 5 ms',
      ok: percentile(samples, 95) <= 5,
    },
  ];
}

function stageRow(repoRoot: string): BenchRow {
  const manifest = z
    .object({ durationMs: z.number() })
    .parse(
      JSON.parse(readFileSync(join(repoRoot, 'data/demo/restrictions/manifest.json'), 'utf8')),
    );
  return {
    bench: 'restrictions',
    metric: 'restrictions stage on the demo region (last import’s manifest)',
    value: `${(manifest.durationMs / 1000).toFixed(1)} s`,
    target: '≤ 30 s',
    ok: manifest.durationMs <= 30_000,
  };
}

/** The restrictions benches. */
export async function benchRestrictions(options: { repoRoot: string }): Promise<BenchRow[]> {
  const server = await startServer({ repoRoot: options.repoRoot, region: 'demo', port: 8296 });
  try {
    const samples = await timed(RUNS * PAGES.length, async (i) => {
      const res = await fetch(`${server.url}${PAGES[i % PAGES.length]}`);
      if (!res.ok) throw new Error(`${PAGES[i % PAGES.length]}: ${res.status}`);
      await res.arrayBuffer();
    });
    const routes = await shapes(server.url);
    return [
      {
        bench: 'restrictions',
        metric: 'event modes and layer page endpoints (8 kinds) p50 / p95',
        value: `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
        target: 'p95 ≤ 10 ms',
        ok: percentile(samples, 95) <= 10,
      },
      ...checkRows(options.repoRoot, routes),
      ...(await benchAroundRoute(options.repoRoot)),
      stageRow(options.repoRoot),
    ];
  } finally {
    await server.stop();
  }
}
