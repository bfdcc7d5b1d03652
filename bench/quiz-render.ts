/**
 * The quiz style's first render (issue 14 target: no slower than the normal style). In Debian's
 * Chromium (software WebGL), each run a fresh browser context: the time from navigation until
 * the map is drawn and idle, for /plan (the normal style, the region's first view) and for a
 * quiz game of Seine-Maritime (the quiz style: sea and borders, the view fitted to the area).
 * Runs alternate so that both share the machine's state; medians and p95 side by side.
 */
import { chromium, type Browser } from 'playwright-core';
import { percentile, type BenchRow } from './lib/table';

const RUNS = 7;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

type Kind = 'plan' | 'quiz';

const PATHS: Record<Kind, string> = {
  plan: '/plan?e2e=1',
  quiz: '/quiz/villes/departement/seine-maritime?e2e=1&defi=2026-11-23',
};

/**
 * The page's script: resolves with `performance.now()` once the map is loaded, its tiles drawn
 * and still, and for the quiz its layers drawn and the map bounded to the area (fitted).
 */
function drawnScript(quiz: boolean): string {
  return `new Promise((resolve, reject) => {
    const map = window.__periple.map;
    const timer = setTimeout(() => reject(new Error('map not drawn in 60 s')), 60000);
    const check = () => {
      const styled = !${quiz} || (Boolean(map.getLayer('quiz-water')) && Boolean(map.getMaxBounds()));
      if (styled && map.loaded() && map.areTilesLoaded() && !map.isMoving()) {
        clearTimeout(timer);
        resolve(performance.now());
      } else requestAnimationFrame(check);
    };
    check();
  })`;
}

/** Milliseconds from navigation until the page's map is drawn, fitted and idle. */
async function firstRender(browser: Browser, base: string, kind: Kind): Promise<number> {
  // The page's CSP forbids evaluating text; the bench's own script is allowed in.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${PATHS[kind]}`);
    await page.waitForFunction('Boolean(window.__periple && window.__periple.map)');
    // A script as text: tsx's helpers do not exist in the page.
    const drawn: unknown = await page.evaluate(drawnScript(kind === 'quiz'));
    if (typeof drawn !== 'number') throw new Error(`${kind}: no time read`);
    return drawn;
  } finally {
    await context.close();
  }
}

const s = (v: number): string => `${(v / 1000).toFixed(2)} s`;

/** The rows: each style's median / p95, and the ratio of the medians. */
export async function benchQuizRender(base: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const samples: Record<Kind, number[]> = { plan: [], quiz: [] };
  try {
    // One run of each first, unmeasured: the server's caches and the browser's start.
    await firstRender(browser, base, 'plan');
    await firstRender(browser, base, 'quiz');
    for (let i = 0; i < RUNS; i += 1) {
      for (const kind of i % 2 === 0 ? (['plan', 'quiz'] as const) : (['quiz', 'plan'] as const)) {
        samples[kind].push(await firstRender(browser, base, kind));
      }
    }
  } finally {
    await browser.close();
  }
  const median = (kind: Kind): number => percentile(samples[kind], 50);
  const ratio = median('quiz') / median('plan');
  const row = (kind: Kind, label: string): BenchRow => ({
    bench: 'quiz',
    metric: `first render, ${label}: median / p95 (${RUNS} runs)`,
    value: `${s(median(kind))} / ${s(percentile(samples[kind], 95))}`,
    target: '',
  });
  return [
    row('plan', 'normal style (/plan)'),
    row('quiz', 'quiz style (a Seine-Maritime game)'),
    {
      bench: 'quiz',
      metric: 'first render, quiz style ÷ normal style (medians)',
      value: ratio.toFixed(2),
      target: '≤ 1.00',
      ok: ratio <= 1,
    },
  ];
}
