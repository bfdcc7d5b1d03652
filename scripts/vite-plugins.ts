/**
 * Build plugins of the first screen (issue 21):
 * - `mapModuleMeta` names the MapLibre chunk in the page (`<meta name="periple:map-module">`):
 *   the page's boot script asks for it once the shell is painted, with the app's own scripts
 *   (src/domain/first-view-boot.ts), not once they have run;
 * - `precompress` writes brotli (quality 11) and gzip (level 9) forms beside every compressible
 *   file of the build, which the server sends as they are.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { MAP_MODULE_META } from '../src/domain/first-view-boot';

/** Adds `<meta name="periple:map-module" content="/assets/maplibre-gl-….js">` to the page. */
export function mapModuleMeta(): Plugin {
  return {
    name: 'periple-map-module-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const mapLibre = chunks.find((c) => c.type === 'chunk' && c.name === 'maplibre-gl');
        if (!mapLibre) return [];
        return [
          {
            tag: 'meta',
            attrs: { name: MAP_MODULE_META, content: `/${mapLibre.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this size a compressed form saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Marks the app's scripts (entry and modulepreloads) `fetchpriority="low"`: the page's own shell
 * paints without them, so they must not hold the first paint's resources (the stylesheet) back.
 */
export function scriptsAfterShell(): Plugin {
  return {
    name: 'periple-scripts-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

/** Comments and runs of white space out of a small stylesheet (no strings that hold either). */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Writes the first frame's stylesheet (`cssPath`) inline into the page, so that the page's own
 * shell paints with the HTML alone, in development as in the build.
 */
export function inlineShellCss(cssPath: string): Plugin {
  return {
    name: 'periple-inline-shell-css',
    transformIndexHtml: {
      order: 'pre',
      handler() {
        return [
          {
            tag: 'style',
            children: compactCss(readFileSync(cssPath, 'utf8')),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Moves the app's stylesheet from the head to the end of the body: Chromium then paints what
 * comes before it (the page's shell, styled inline) without waiting for it, while the app's
 * scripts still run only once it has loaded (a pending stylesheet blocks scripts).
 */
export function stylesheetAfterShell(): Plugin {
  return {
    name: 'periple-stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace('</body>', `${links.map((l) => l.trim()).join('\n')}\n  </body>`);
      },
    },
  };
}

/** Writes `file.br` and `file.gz` beside each compressible file of the build. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'periple-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(path))) continue;
        const body = readFileSync(path);
        if (body.length < MIN_BYTES) continue;
        const br = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
