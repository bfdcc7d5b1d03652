import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { MAP_STYLED_MARK } from '../src/domain/ui-constants';
import { resourcesStartedBefore } from '../src/domain/started-before-mark';
import type { BenchRow } from './lib/table';
import { startServer } from './lib/server';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--use-gl=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * Every script the first page loads until the map is styled, with its gzip size (the consent
 * bench reads it too). A script counts when the page's resource timing has it started before the
 * map's « styled » mark, as in e2e/budget.spec.ts: Playwright's request events come on the wall
 * clock, a second or more late on a busy machine, and counted what the styled map asks for next
 * (the POI menu, the incentives), 6 to 11 scripts from one run to the next.
 */
export async function scriptsLoadedByFirstPage(
  url: string,
): Promise<{ url: string; gzip: number; raw: number }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => {
      // MapLibre's worker runs from a blob: URL made of code already counted in its chunk
      if (request.resourceType() === 'script' && !request.url().startsWith('blob:'))
        requests.push(request);
    });
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    await page.goto(`${url}/plan`);
    await page.waitForSelector('[data-testid=map][data-map-status=styled]', { timeout: 60_000 });
    const early = await page.evaluate(resourcesStartedBefore, MAP_STYLED_MARK);
    // Their bodies are read once the map is styled: a request in flight then is counted whole.
    return await Promise.all(
      requests
        .filter((request) => early.includes(request.url()))
        .map(async (request) => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          return {
            url: request.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          };
        }),
    );
  } finally {
    await browser.close();
  }
}

/**
 * Builds the SPA, opens /plan in Chromium and sums the gzip size of every script loaded until the
 * map is styled (the entry and the MapLibre chunk it loads at once).
 */
export async function benchBundle(options: { repoRoot: string }): Promise<BenchRow[]> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: options.repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    return [{ bench: 'bundle', metric: 'vite build', value: 'failed', target: '', ok: false }];
  const server = await startServer({ repoRoot: options.repoRoot, region: 'monaco', port: 8096 });
  try {
    const scripts = await scriptsLoadedByFirstPage(server.url);
    const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const rows: BenchRow[] = scripts.map((s) => ({
      bench: 'bundle',
      metric: `  ${new URL(s.url).pathname.replace(/-[\w-]{8}\.js$/, '.js')}`,
      value: `${kb(s.gzip)} gzip (${kb(s.raw)})`,
      target: '',
    }));
    return [
      {
        bench: 'bundle',
        metric: `initial JS of /plan (${scripts.length} scripts), gzip`,
        value: kb(total),
        target: '≤ 350 KB',
        ok: total <= 350 * 1024,
      },
      ...rows,
    ];
  } finally {
    await server.stop();
  }
}
