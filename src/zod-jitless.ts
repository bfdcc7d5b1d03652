/**
 * The browser's zod: the build resolves `zod` here (vite.config.ts), so that every schema of the
 * SPA is made after `jitless` is set. Zod otherwise probes `new Function` once to compile its
 * object parsers; the page's policy (`script-src` without `unsafe-eval`) refuses it, and Chromium
 * reports a policy violation on every screen that checks an answer (Lighthouse « Issues were
 * logged »). The server keeps zod's compiled parsers.
 */
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
