/**
 * Server-rendered pages (issue 18 targets), on the served Monaco region (its places artefact
 * holds every French commune): a directory page and an itinerary landing (route cached) p95 ≤ 20
 * ms at 32 connections; the first render of distinct pages; HTML ≤ 60 KB; Lighthouse SEO 100 and
 * accessibility ≥ 95 on four page types (desktop profile; Lighthouse refuses to audit a 404); the
 * first render of the layer pages with their server-written content.
 */
import autocannon from 'autocannon';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';
import { runOnce } from './lighthouse';

const LANDINGS = [
  '/itineraire/beausoleil/cap-d-ail',
  '/itineraire/rouen/paris',
  '/itineraire/lyon/marseille',
  // The same landings written in English and Dutch.
  '/itineraire/beausoleil/cap-d-ail?locale=en-GB',
  '/itineraire/rouen/paris?locale=nl-BE',
];
const ms = (v: number): string => `${v.toFixed(2)} ms`;

async function coldRenders(base: string): Promise<{ times: number[]; maxBytes: number }> {
  const times: number[] = [];
  let maxBytes = 0;
  for (let n = 1; n <= 200; n += 1) {
    const t = performance.now();
    const res = await fetch(`${base}/annuaire-ville/page${n}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t);
    maxBytes = Math.max(maxBytes, body.byteLength);
    if (res.status !== 200) throw new Error(`page${n}: ${res.status}`);
  }
  return { times, maxBytes };
}

/** Towns whose four layer pages are rendered cold, one at a time. */
const LAYER_TOWNS = [
  'paris',
  'lyon',
  'marseille',
  'toulouse',
  'nice',
  'nantes',
  'strasbourg',
  'montpellier',
  'bordeaux',
  'lille',
  'rennes',
  'reims',
  'grenoble',
  'rouen',
  'toulon',
];
const LAYER_FAMILIES = ['zfe', 'pistes-cyclables', 'restrictions-circulation', 'info-trafic'];

/** The first render of the layer pages (their content written by the server). */
async function coldLayerRenders(base: string): Promise<number[]> {
  const times: number[] = [];
  for (const town of LAYER_TOWNS) {
    for (const family of LAYER_FAMILIES) {
      const t = performance.now();
      const res = await fetch(`${base}/${family}/${town}`);
      const html = await res.text();
      times.push(performance.now() - t);
      if (res.status !== 200 || !html.includes('boot-page'))
        throw new Error(`/${family}/${town}: ${res.status}, content ${html.includes('boot-page')}`);
    }
  }
  return times;
}

async function load(base: string, paths: readonly string[]): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections: 32,
    duration: 6,
    requests: paths.map((path) => ({ method: 'GET', path })),
    headers: { 'accept-encoding': 'br' },
  });
}

async function lighthouseRows(base: string): Promise<BenchRow[]> {
  const pages = [
    ['directory', '/annuaire-ville/page1'],
    ['itinerary landing', '/itineraire/beausoleil/cap-d-ail'],
    ['itinerary landing in Dutch', '/itineraire/beausoleil/cap-d-ail?locale=nl-BE'],
    ['technical page (browser update)', '/navigateur-obsolete'],
    ['layer page (ZFE of Paris)', '/zfe/paris'],
  ] as const;
  const rows: BenchRow[] = [];
  for (const [name, path] of pages) {
    const r = await runOnce(`${base}${path}`, 'desktop');
    rows.push({
      bench: 'seo',
      metric: `Lighthouse ${name}: SEO / accessibility`,
      value: `${r.seo} / ${r.accessibility}`,
      target: 'SEO 100, a11y ≥ 95',
      ok: r.accessibility >= 95 && r.seo === 100,
    });
  }
  return rows;
}

/** The server-rendered pages' benches. */
export async function benchSeo(options: { repoRoot: string }): Promise<BenchRow[]> {
  const server = await startServer({ repoRoot: options.repoRoot, region: 'monaco', port: 8297 });
  try {
    const cold = await coldRenders(server.url);
    const layers = await coldLayerRenders(server.url);
    for (const path of LANDINGS) await fetch(`${server.url}${path}`);
    const directory = await load(
      server.url,
      Array.from({ length: 200 }, (_, i) => `/annuaire-ville/page${i + 1}`),
    );
    const landing = await load(server.url, LANDINGS);
    const row = (metric: string, r: autocannon.Result): BenchRow => ({
      bench: 'seo',
      metric: `${metric} at 32 connections: p50 / p97.5 (${Math.round(r.requests.average)} req/s, ${r.non2xx} non-2xx)`,
      value: `${r.latency.p50} / ${r.latency.p97_5} ms`,
      target: 'p95 ≤ 20 ms',
      ok: r.latency.p97_5 <= 20 && r.non2xx === 0,
    });
    return [
      {
        bench: 'seo',
        metric: 'directory page, first render (200 distinct pages, one at a time) p50 / p95',
        value: `${ms(percentile(cold.times, 50))} / ${ms(percentile(cold.times, 95))}`,
        target: 'informative',
      },
      {
        bench: 'seo',
        metric: `layer pages with their content, first render (${layers.length} distinct) p50 / p95`,
        value: `${ms(percentile(layers, 50))} / ${ms(percentile(layers, 95))}`,
        target: 'p95 ≤ 20 ms',
        ok: percentile(layers, 95) <= 20,
      },
      row('directory pages (200 distinct)', directory),
      row('itinerary landings (route cached)', landing),
      {
        bench: 'seo',
        metric: 'largest directory page HTML (uncompressed)',
        value: `${(cold.maxBytes / 1024).toFixed(1)} KB`,
        target: '≤ 60 KB',
        ok: cold.maxBytes <= 60 * 1024,
      },
      ...(await lighthouseRows(server.url)),
    ];
  } finally {
    await server.stop();
  }
}
