import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './lib/table';

/** Scripts index.html loads at start: the entry module and its modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const out = new Set<string>();
  for (const m of indexHtml.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) out.add(m[1]!);
  for (const m of indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    out.add(m[1]!);
  return [...out];
}

/** Builds the SPA and measures the gzip size of the JavaScript loaded by the first page. */
export function benchBundle(options: { repoRoot: string }): BenchRow[] {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: options.repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    return [{ bench: 'bundle', metric: 'vite build', value: 'failed', target: '', ok: false }];
  const dist = join(options.repoRoot, 'dist');
  const scripts = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  let gzip = 0;
  let raw = 0;
  for (const s of scripts) {
    const body = readFileSync(join(dist, s));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
  return [
    {
      bench: 'bundle',
      metric: `initial JS (${scripts.length} files), gzip`,
      value: kb(gzip),
      target: '≤ 350 KB',
      ok: gzip <= 350 * 1024,
    },
    { bench: 'bundle', metric: 'initial JS, minified', value: kb(raw), target: '' },
  ];
}
