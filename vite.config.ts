import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import {
  inlineShellCss,
  mapModuleMeta,
  precompress,
  scriptsAfterShell,
  stylesheetAfterShell,
} from './scripts/vite-plugins';
import { serviceWorker } from './scripts/service-worker-plugin';

const apiTarget = process.env.PERIPLE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    inlineShellCss('src/shell.css'),
    mapModuleMeta(),
    stylesheetAfterShell(),
    scriptsAfterShell(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // The SPA's zod parses without compiling code (src/zod-jitless.ts): the page's CSP has no
    // 'unsafe-eval'. The wrapper itself imports zod/v4, which this alias leaves alone.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: over HTTP/1.1 (six connections,
        // a round trip each) a dozen small initial chunks cost a slow phone seconds (issue 21).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/styles': apiTarget,
      '/tiles': apiTarget,
      '/fonts': apiTarget,
      '/sprites': apiTarget,
    },
  },
});
