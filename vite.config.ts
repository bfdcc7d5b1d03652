import react from '@vitejs/plugin-react';
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
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
