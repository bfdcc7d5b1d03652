/**
 * Builds /sw.js (issue 15): `src/sw/service-worker.ts` bundled by esbuild with the build's id
 * (a hash of every file name of the build, so any change makes a new worker and a new cache)
 * and the first screen's files (the scripts, styles and preloads the page names), which the
 * worker caches when it installs.
 */
import { createHash } from 'node:crypto';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

/** The files of the app the page names (`/assets/….js|css`), once each. */
export function firstScreenFiles(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
}

/** The worker's source for a build. */
export function serviceWorkerSource(options: {
  entry: string;
  build: string;
  precache: readonly string[];
}): string {
  const result = buildSync({
    entryPoints: [options.entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      PERIPLE_SW_BUILD: JSON.stringify(options.build),
      PERIPLE_SW_PRECACHE: JSON.stringify(options.precache),
    },
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild wrote nothing for ${options.entry}`);
  return file.text;
}

/** Emits /sw.js beside index.html. */
export function serviceWorker(entry = 'src/sw/service-worker.ts'): Plugin {
  return {
    name: 'periple-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const html = page?.type === 'asset' ? String(page.source) : '';
      if (!html) this.error('index.html is not in the bundle: the service worker cannot list it');
      const names = Object.keys(bundle).sort();
      const build = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      const source = serviceWorkerSource({ entry, build, precache: firstScreenFiles(html) });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
