/**
 * The first screen (issue 21): Lighthouse on `/plan`, `/itineraire` and one POI page, mobile
 * (simulated slow 4G, 4× slower CPU) and desktop profiles, three runs each; the median of each
 * metric beside its target. Lighthouse drives Debian's Chromium with software WebGL, which
 * inflates blocking time: LCP, FCP and CLS are the judges, TBT is reported.
 *
 * The map's first tiles drawn is the `periple:map-drawn` mark (MapLibre's `load`: style, sprite,
 * glyphs and the first tiles rendered). Simulated throttling does not slow what the page really
 * does, so that mark is read from extra mobile runs with applied throttling (DevTools: the same
 * 4G and CPU slow-down, really imposed).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { BenchRow } from './lib/table';
import { startServer } from './lib/server';

/**
 * WebGL runs on SwiftShader (software). Page raster runs on the CPU: with SwiftShader doing GPU
 * raster too, the GPU process compiles Skia's shaders on each fresh browser's first frames, and
 * a Chrome trace shows the first frame's swap alone taking 0.8 s for /plan (0.35 s for a bare
 * page), while the page's main thread idles: a cost of this machine, not of the page, that no
 * phone pays per page. `BENCH_LIGHTHOUSE_GPU_RASTER=1` measures with it anyway.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  ...(process.env.BENCH_LIGHTHOUSE_GPU_RASTER === '1' ? [] : ['--disable-gpu-rasterization']),
];

/** One Lighthouse run, reduced to the figures the table shows. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  mapDrawn: number | undefined;
}

export type Profile = 'mobile' | 'desktop' | 'mobile-applied';

function configOf(profile: Profile): Config | undefined {
  if (profile === 'desktop') return desktopConfig;
  if (profile === 'mobile-applied')
    return { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } };
  return undefined;
}

function score(lhr: LighthouseResult, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function numeric(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The `periple:map-drawn` mark of the user-timings audit, in ms since navigation. */
function mapDrawn(lhr: LighthouseResult): number | undefined {
  const details = lhr.audits['user-timings']?.details;
  if (details?.type !== 'table') return undefined;
  for (const item of details.items) {
    if (item.name === 'periple:map-drawn' && typeof item.startTime === 'number')
      return item.startTime;
  }
  return undefined;
}

/** One Lighthouse run of a page in a profile (mobile or desktop). */
export async function runOnce(url: string, profile: Profile): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, flags, configOf(profile));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      mapDrawn: mapDrawn(lhr),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

interface Targets {
  lcp?: number;
  fcp?: number;
  cls?: number;
}

const TARGETS: Record<'mobile' | 'desktop', Targets> = {
  mobile: { lcp: 2500, fcp: 1800, cls: 0.1 },
  desktop: { lcp: 1000, cls: 0.1 },
};

function rowsOf(page: string, profile: 'mobile' | 'desktop', runs: RunFigures[]): BenchRow[] {
  const bench = `lighthouse ${profile}`;
  const m = (pick: (r: RunFigures) => number): number => median(runs.map(pick));
  const targets = TARGETS[profile];
  const scores = [m((r) => r.accessibility), m((r) => r.bestPractices), m((r) => r.seo)];
  const timed = (metric: string, value: number, target: number | undefined): BenchRow => {
    const row = { bench, metric: `${page} ${metric}`, value: seconds(value), target: '' };
    return target === undefined
      ? row
      : { ...row, target: `≤ ${seconds(target)}`, ok: value <= target };
  };
  const cls = m((r) => r.cls);
  return [
    { bench, metric: `${page} performance`, value: String(m((r) => r.performance)), target: '' },
    timed(
      'FCP',
      m((r) => r.fcp),
      targets.fcp,
    ),
    timed(
      'LCP',
      m((r) => r.lcp),
      targets.lcp,
    ),
    { bench, metric: `${page} TBT`, value: `${Math.round(m((r) => r.tbt))} ms`, target: '' },
    {
      bench,
      metric: `${page} CLS`,
      value: cls.toFixed(3),
      target: `≤ ${targets.cls ?? 0.1}`,
      ok: cls <= (targets.cls ?? 0.1),
    },
    {
      bench,
      metric: `${page} a11y / best practices / SEO`,
      value: scores.join(' / '),
      target: '100 / 100 / 100',
      ok: scores.every((s) => s === 100),
    },
  ];
}

/** A POI of the region, found as a user would: by searching for a pharmacy. */
async function poiPath(url: string): Promise<string> {
  const response = await fetch(`${url}/api/suggest?q=pharmacie`);
  const text = await response.text();
  const match = /"(osm-[nwr]\d+)"/.exec(text);
  return match ? `/poi/${match[1]}` : '/poi/osm-n0';
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again. */
const ATTEMPTS = 3;

async function runWithRetry(url: string, profile: Profile): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, profile);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`bench    lighthouse run failed, again: ${reason}\n`);
    }
  }
}

async function runs(url: string, profile: Profile, count: number): Promise<RunFigures[]> {
  const out: RunFigures[] = [];
  for (let i = 0; i < count; i += 1) out.push(await runWithRetry(url, profile));
  return out;
}

/** Runs every page and profile; `BENCH_LIGHTHOUSE_RUNS` changes the count of runs (3). */
export async function benchLighthouse(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const server = await startServer({ ...options, port: 8093 });
  const count = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  try {
    const pages = ['/plan', '/itineraire', await poiPath(server.url)];
    const rows: BenchRow[] = [];
    for (const profile of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        process.stderr.write(`bench    lighthouse ${profile} ${page}…\n`);
        rows.push(...rowsOf(page, profile, await runs(`${server.url}${page}`, profile, count)));
      }
    }
    const applied = await runs(`${server.url}/plan`, 'mobile-applied', count);
    const drawn = median(applied.map((r) => r.mapDrawn ?? Number.NaN));
    rows.push({
      bench: 'lighthouse mobile',
      metric: '/plan map first tiles drawn (applied 4G + 4× CPU)',
      value: seconds(drawn),
      target: '≤ 3.50 s',
      ok: drawn <= 3500,
    });
    return rows;
  } finally {
    await server.stop();
  }
}
