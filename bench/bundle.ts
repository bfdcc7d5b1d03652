import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import type { BenchRow } from './lib/table';
import { startServer } from './lib/server';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--use-gl=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** Every script the first page loads until the map is styled, with its gzip size (the consent bench reads it too). */
export async function scriptsLoadedByFirstPage(
  url: string,
): Promise<{ url: string; gzip: number; raw: number }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    // Scripts requested until the map is styled; their bodies are read once it is, so that a
    // request still in flight at that moment is counted whole and nothing is read after close.
    const requests: Request[] = [];
    let counting = true;
    page.on('request', (request) => {
      // MapLibre's worker runs from a blob: URL made of code already counted in its chunk
      if (!counting || request.resourceType() !== 'script' || request.url().startsWith('blob:'))
        return;
      requests.push(request);
    });
    await page.goto(`${url}/plan`);
    await page.waitForSelector('[data-testid=map][data-map-status=styled]', { timeout: 60_000 });
    counting = false;
    return await Promise.all(
      requests.map(async (request) => {
        const response = await request.response();
        const body = response ? await response.body() : Buffer.alloc(0);
        return { url: request.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
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
