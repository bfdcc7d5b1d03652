/**
 * Session replay's cost (issue 16 target: recording adds ≤ 5 % of main-thread time), in
 * Debian's Chromium against the built app on Monaco: the same journey (the map, a search typed
 * and sent, the itinerary form opened, a departure typed) with the recording on (sample rates 1)
 * and off (tracking without replay), alternately; main-thread time from Chromium's own metrics
 * (CDP Performance.getMetrics TaskDuration), medians compared.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { acceptAll, CONSENT_COOKIE, consentCookieValue } from '../src/domain/consent/consent';
import { startServer } from './lib/server';
import { percentile, type BenchRow } from './lib/table';

const RUNS = 4;
const PORT = 8299;

async function journey(page: Page): Promise<void> {
  await page.goto('/plan');
  await page.waitForSelector('[data-testid=map][data-map-status=styled]', { timeout: 60_000 });
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('Place du Casino', { delay: 30 });
  await input.press('Enter');
  await page.waitForTimeout(1_500);
  await page.getByTestId('itinerary-link').click();
  const step = page.getByTestId('step-input-0');
  await step.click();
  await step.pressSequentially('Boulevard des Moulins', { delay: 30 });
  await page.waitForTimeout(2_500);
}

async function mainThreadMs(browser: Browser, url: string, replay: boolean): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    baseURL: url,
  });
  await context.addCookies([
    { name: CONSENT_COOKIE, value: consentCookieValue(acceptAll(Date.now())), url },
  ]);
  try {
    const page = await context.newPage();
    await page.route('**/api/monitoring/config', (route) =>
      route.fulfill({ json: { data: { sampleRate: 1, replaySampleRate: replay ? 1 : 0 } } }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await journey(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const task = metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    return task * 1000;
  } finally {
    await context.close();
  }
}

/** The replay rows. */
export async function benchReplay(options: { repoRoot: string }): Promise<BenchRow[]> {
  const server = await startServer({ repoRoot: options.repoRoot, region: 'monaco', port: PORT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    await mainThreadMs(browser, server.url, false);
    const on: number[] = [];
    const off: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      off.push(await mainThreadMs(browser, server.url, false));
      on.push(await mainThreadMs(browser, server.url, true));
    }
    const ratio = percentile(on, 50) / percentile(off, 50) - 1;
    return [
      {
        bench: 'replay',
        metric: `main-thread time of a journey, recorded vs not, medians (${RUNS} runs each)`,
        value: `${percentile(on, 50).toFixed(0)} ms vs ${percentile(off, 50).toFixed(0)} ms (${(ratio * 100).toFixed(1)} %)`,
        target: '≤ +5 %',
        ok: ratio <= 0.05,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
