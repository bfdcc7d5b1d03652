/**
 * Search bench (issue 3): the retrieval engines compared in process (our in-memory index and
 * SQLite FTS5 on the same words), /api/suggest over HTTP at 32 connections (server-side p95 from
 * the Server-Timing header, throughput), and the quality rate of the first result on queries
 * made from the region's own addresses and POIs with typos, abbreviations and missing accents.
 */
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Bbox } from '../src/domain/geo';
import { parseQuery } from '../src/domain/search-text/query';
import { foldText } from '../src/domain/search-text/normalise';
import { toAddress, toPoi } from '../server/search/entry-format';
import { SearchIndex, type SearchEngineName } from '../server/search/search-index';
import { SearchService } from '../server/search/search-service';
import {
  keystrokeQueries,
  noisyQuery,
  prefixQueries,
  sampleEntries,
  seededRandom,
  type SampleEntry,
} from './lib/search-sample';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

/** Levels the generated queries are made from: the region's addresses, streets and POIs. */
const SAMPLE_LEVELS = ['address_point', 'way', 'poi'] as const;
const SUGGEST_QUERIES = 20_000;
const QUALITY_QUERIES = 1000;

function viewAround(e: SampleEntry): Bbox {
  return [e.lng - 0.02, e.lat - 0.015, e.lng + 0.02, e.lat + 0.015];
}

/** Suggest-like rankings in process with each engine: mean and p95 in ms. */
function compareEngines(index: SearchIndex, entries: readonly SampleEntry[]): BenchRow[] {
  const queries = prefixQueries(entries.slice(0, 5000), 7);
  const rows: BenchRow[] = [];
  for (const engine of ['fts5', 'memory'] as SearchEngineName[]) {
    index.useEngine(engine);
    for (const q of queries.slice(0, 500))
      index.rank(parseQuery(q, { prefixLast: true }), { limit: 30, candidates: 200 });
    const times: number[] = [];
    queries.forEach((q, i) => {
      const started = performance.now();
      const bbox = i % 2 === 0 ? viewAround(entries[i]!) : undefined;
      index.rank(parseQuery(q, { prefixLast: true }), { limit: 30, candidates: 200, bbox });
      times.push(performance.now() - started);
    });
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    rows.push({
      bench: 'search',
      metric: `engine ${engine}: ranking of ${queries.length} prefixes, mean / p95`,
      value: `${mean.toFixed(3)} / ${percentile(times, 95).toFixed(3)} ms`,
      target: '',
    });
  }
  index.useEngine('memory');
  return rows;
}

/** /api/suggest at 32 connections: throughput and the server time of each answer. */
async function benchSuggestHttp(options: {
  repoRoot: string;
  region: string;
  entries: readonly SampleEntry[];
}): Promise<BenchRow[]> {
  const port = Number(process.env.BENCH_SEARCH_PORT ?? 8098);
  const typed = keystrokeQueries(options.entries);
  const distinct = new Set(typed.map((t) => t.q)).size;
  const server = await startServer({ repoRoot: options.repoRoot, region: options.region, port });
  const serverMs: number[] = [];
  try {
    const requests = typed.map(({ q, entry }) => {
      const view = entry % 2 === 0 ? viewAround(options.entries[entry]!) : undefined;
      const bbox = view ? `&bbox=${view.map((v) => v.toFixed(4)).join(',')}` : '';
      return {
        method: 'GET' as const,
        path: `/api/suggest?q=${encodeURIComponent(q)}${bbox}`,
        onResponse: (_s: number, _b: string, _c: object, headers?: Record<string, unknown>) => {
          const raw = headers?.['server-timing'];
          const text = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.join(',') : '';
          const timing = /dur=([\d.]+)/.exec(text);
          if (timing) serverMs.push(Number(timing[1]));
        },
      };
    });
    // 32 users typing: each connection types its own share of the entries, keystroke by
    // keystroke. Each gets only its share: autocannon builds every request of its list up
    // front, and 32 copies of the whole list keep the client busy for seconds.
    const share = Math.ceil(requests.length / 32);
    let clients = 0;
    const result = await autocannon({
      url: server.url,
      connections: 32,
      duration: 10,
      requests: requests.slice(0, share),
      setupClient: (client) => {
        const offset = clients++ * share;
        client.setRequests(requests.slice(offset, offset + share));
      },
    });
    return suggestRows({ result, serverMs, typed: typed.length, distinct });
  } finally {
    await server.stop();
  }
}

function suggestRows(options: {
  result: autocannon.Result;
  serverMs: number[];
  typed: number;
  distinct: number;
}): BenchRow[] {
  const { result, serverMs } = options;
  const bad = result.non2xx + result.errors + result.timeouts;
  const p95 = percentile(serverMs, 95);
  const p50 = percentile(serverMs, 50);
  return [
    {
      bench: 'search',
      metric: `suggest p95 server-side (${serverMs.length.toLocaleString('en-US')} answers, p50 ${p50.toFixed(2)} ms)`,
      value: `${p95.toFixed(2)} ms`,
      target: '≤ 10 ms',
      ok: p95 <= 10,
    },
    {
      bench: 'search',
      metric: `suggest throughput, 32 typing users (${options.distinct.toLocaleString('en-US')} distinct of ${options.typed.toLocaleString('en-US')} keystrokes)`,
      value: `${Math.round(result.requests.average).toLocaleString('en-US')} req/s`,
      target: '≥ 1,500 req/s',
      ok: result.requests.average >= 1500 && bad === 0,
    },
    {
      bench: 'search',
      metric: 'suggest at the client p50 / p99; non-2xx, errors, time-outs',
      value: `${result.latency.p50} / ${result.latency.p99} ms; ${result.non2xx}, ${result.errors}, ${result.timeouts}`,
      target: '0',
      ok: bad === 0,
    },
  ];
}

function sameResult(
  service: SearchService,
  expected: SampleEntry,
  q: string,
): { ok: boolean; got: string; want: string } {
  const row = service.rows.get(expected.id)!;
  const want = row.kind === 'poi' ? toPoi(row).label : toAddress(row).label;
  const answer = service.search({
    q,
    f: 'all',
    bbox: undefined,
    extendBbox: true,
    maxResults: 10,
    limit: 10,
  });
  const first = answer.pois[0] ?? answer.addresses[0];
  if (!first) return { ok: false, got: '(nothing)', want };
  const near =
    Math.abs(first.coordinates.lat - expected.lat) < 0.003 &&
    Math.abs(first.coordinates.lng - expected.lng) < 0.004;
  return { ok: foldText(first.label) === foldText(want) && near, got: first.label, want };
}

/** The rate of correct first results, and the failures. */
function benchQuality(service: SearchService, entries: readonly SampleEntry[]): BenchRow[] {
  const random = seededRandom(42);
  const failures: string[] = [];
  for (const e of entries) {
    const q = noisyQuery(e, random);
    const r = sameResult(service, e, q);
    if (!r.ok) failures.push(`  « ${q} » → ${r.got}   (expected ${r.want})`);
  }
  const rate = 1 - failures.length / entries.length;
  console.log(`\nsearch quality: ${failures.length} failures of ${entries.length} queries`);
  console.log(failures.join('\n'));
  return [
    {
      bench: 'search',
      metric: `quality: correct first result (${entries.length} queries, typos, abbreviations, no accents)`,
      value: `${(rate * 100).toFixed(1)} %`,
      target: '≥ 95 %',
      ok: rate >= 0.95,
    },
  ];
}

/** The whole search bench on a region's index (the demo: OSM, address files, national data). */
export async function benchSearch(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const file = join(options.repoRoot, 'data', options.region, 'search', 'search.sqlite');
  if (!existsSync(file))
    throw new Error(`No search index for ${options.region}: npm run import -- ${options.region}`);
  const index = new SearchIndex(file);
  const service = new SearchService(index);
  try {
    const rows: BenchRow[] = [
      {
        bench: 'search',
        metric: `index entries (${options.region})`,
        value: index.size.toLocaleString('en-US'),
        target: '',
      },
    ];
    const suggestEntries = sampleEntries(index.db, {
      count: SUGGEST_QUERIES,
      seed: 1,
      levels: [...SAMPLE_LEVELS, 'town'],
    });
    rows.push(...compareEngines(index, suggestEntries));
    rows.push(
      ...benchQuality(
        service,
        sampleEntries(index.db, { count: QUALITY_QUERIES, seed: 2, levels: SAMPLE_LEVELS }),
      ),
    );
    rows.push(...(await benchSuggestHttp({ ...options, entries: suggestEntries.slice(0, 4000) })));
    return rows;
  } finally {
    index.close();
  }
}
