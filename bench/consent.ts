/**
 * Consent benches (issue 15 targets), in Debian's Chromium against the built app on the Monaco
 * region, a first-time visitor each run: how long after the first paint the banner is visible
 * (target ≤ 100 ms) and the layout shift it causes (target 0), desktop and phone; and how much
 * of the first screen's JavaScript is the consent's code (target ≤ 8 KB gzip), read from the
 * source maps of the scripts /plan loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { scriptsLoadedByFirstPage } from './bundle';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

const RUNS = 5;
/** The consent's modules in the first screen (the dialog loads on demand). */
const CONSENT_SOURCES =
  /src\/(domain\/consent\/|machines\/consent-machine|views\/consent\/|services\/(consent-browser|gated-storage))/;

const DEVICES = {
  desktop: { viewport: { width: 1366, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** The page's own record: when the banner was first laid out, and the layout shifts. */
const PROBE = `(() => {
  const shifts = [];
  window.__consentProbe = { shifts, visible: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const banner = (e.sources || []).some((s) => s.node && s.node.closest && s.node.closest('.consent-banner'));
      shifts.push({ value: e.value, banner });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const look = () => {
    const el = document.querySelector('.consent-banner');
    if (el && el.getBoundingClientRect().height > 0) window.__consentProbe.visible = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

interface Run {
  afterPaint: number;
  /** Layout shifts of the banner's own boxes. */
  bannerShift: number;
  /** Every layout shift of the page meanwhile (the map's chrome included). */
  pageShift: number;
}

async function firstVisit(
  browser: Browser,
  url: string,
  device: keyof typeof DEVICES,
): Promise<Run> {
  const context = await browser.newContext({ ...DEVICES[device], locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    await page.goto(`${url}/plan`);
    await page.getByTestId('consent-banner').waitFor();
    // The app's banner replaces the shell's: wait for the map's frame, then read.
    await page.waitForSelector('[data-testid=map][data-map-status=styled]', { timeout: 60_000 });
    const read: unknown = await page.evaluate(
      `(() => ({ ...window.__consentProbe, fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? 0 }))()`,
    );
    const probe = read as {
      shifts: { value: number; banner: boolean }[];
      visible: number | null;
      fp: number;
    };
    if (probe.visible === null) throw new Error('the banner was never laid out');
    return {
      // Laid out before the first paint: it is in that paint.
      afterPaint: Math.max(0, probe.visible - probe.fp),
      bannerShift: probe.shifts.filter((x) => x.banner).reduce((a, x) => a + x.value, 0),
      pageShift: probe.shifts.reduce((a, x) => a + x.value, 0),
    };
  } finally {
    await context.close();
  }
}

/** Gzip bytes of the consent's code in the scripts the first screen loads. */
async function consentBytes(repoRoot: string, scripts: string[]): Promise<number> {
  const parts: string[] = [];
  for (const script of scripts) {
    const file = join(repoRoot, 'dist', new URL(script).pathname);
    let map: RawSourceMap;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
    } catch {
      continue;
    }
    const lines = readFileSync(file, 'utf8').split('\n');
    const mappings: { line: number; column: number; source: string | null }[] = [];
    new SourceMapConsumer(map).eachMapping((m) =>
      mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    );
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      if (!m.source || !CONSENT_SOURCES.test(m.source)) return;
      const text = lines[m.line - 1] ?? '';
      parts.push(text.slice(m.column, next && next.line === m.line ? next.column : undefined));
    });
  }
  return gzipSync(parts.join(''), { level: 9 }).length;
}

/** The consent benches. */
export async function benchConsent(options: { repoRoot: string }): Promise<BenchRow[]> {
  const server = await startServer({ repoRoot: options.repoRoot, region: 'monaco', port: 8297 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const rows: BenchRow[] = [];
    for (const device of Object.keys(DEVICES) as (keyof typeof DEVICES)[]) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await firstVisit(browser, server.url, device));
      const after = runs.map((r) => r.afterPaint);
      const cls = Math.max(...runs.map((r) => r.bannerShift));
      const page = Math.max(...runs.map((r) => r.pageShift));
      rows.push(
        {
          bench: 'consent',
          metric: `${device}: banner visible after the first paint, median / max (${RUNS} runs)`,
          value: `${percentile(after, 50).toFixed(0)} ms / ${Math.max(...after).toFixed(0)} ms`,
          target: '≤ 100 ms',
          ok: Math.max(...after) <= 100,
        },
        {
          bench: 'consent',
          metric: `${device}: layout shift of the banner (the whole page's), worst run`,
          value: `${cls.toFixed(3)} (${page.toFixed(3)})`,
          target: 'banner 0',
          ok: cls === 0,
        },
      );
    }
    const scripts = (await scriptsLoadedByFirstPage(server.url)).map((s) => s.url);
    const bytes = await consentBytes(options.repoRoot, scripts);
    rows.push({
      bench: 'consent',
      metric: 'consent code in the first screen’s JS (source maps), gzip',
      value: `${(bytes / 1024).toFixed(1)} KB`,
      target: '≤ 8 KB',
      ok: bytes <= 8 * 1024,
    });
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
