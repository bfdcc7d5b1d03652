/**
 * Public transport end to end with walking legs: GET /api/multipath/routes for the public
 * transport provider on a running Monaco server (HTTP on loopback): Valhalla's matrix for the
 * access and egress, RAPTOR, a Valhalla pedestrian route for every walking leg, the routes
 * built and serialised. Target p95 ≤ 150 ms.
 */
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

/** Places of Monaco the queries go between ([lng, lat]). */
const PLACES: readonly [number, number][] = [
  [7.416, 43.7283], // Fontvieille
  [7.4278, 43.7396], // Monte-Carlo, Casino
  [7.4197, 43.7311], // Monaco-Ville
  [7.435, 43.745], // Larvotto
  [7.4215, 43.735], // La Condamine
  [7.412, 43.731], // Jardin Exotique
  [7.4405, 43.749], // Saint-Roman
  [7.416, 43.736], // Moneghetti
];

const RUNS = 120;
const WARMUP = 10;
/** A port of the 83xx range of this bench. */
const PORT = 8393;

function query(i: number): string {
  const a = PLACES[i % PLACES.length]!;
  const b = PLACES[(i * 3 + 1) % PLACES.length]!;
  const to = a === b ? PLACES[(i + 2) % PLACES.length]! : b;
  const minutes = 7 * 60 + ((i * 37) % (12 * 60));
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `from=${a[0].toFixed(5)},${a[1].toFixed(5)}&to=${to[0].toFixed(5)},${to[1].toFixed(5)}&providers=transports-en-commun&date=20260115T${hhmm}&lang=fr`;
}

/** The end-to-end row of the transit bench. */
export async function benchTransitApi(options: { repoRoot: string }): Promise<BenchRow[]> {
  const server = await startServer({ repoRoot: options.repoRoot, region: 'monaco', port: PORT });
  try {
    const samples: number[] = [];
    let walks = 0;
    let journeys = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/multipath/routes?${query(i)}`);
      const body = (await res.json()) as {
        data?: { routes?: { legs: { mode?: string; geometry?: unknown[] }[] }[] };
      };
      const elapsed = performance.now() - t0;
      if (i < WARMUP) continue;
      samples.push(elapsed);
      for (const r of body.data?.routes ?? []) {
        journeys++;
        walks += r.legs.filter((l) => l.mode === 'walk' && (l.geometry?.length ?? 0) > 2).length;
      }
    }
    const p95 = percentile(samples, 95);
    return [
      {
        bench: 'transit',
        metric: `HTTP /api/multipath/routes public transport, Monaco, walks by Valhalla (${journeys} journeys, ${walks} routed walks), p50 / p95`,
        value: `${percentile(samples, 50).toFixed(1)} / ${p95.toFixed(1)} ms`,
        target: 'p95 ≤ 150 ms',
        ok: p95 <= 150,
      },
    ];
  } finally {
    await server.stop();
  }
}
