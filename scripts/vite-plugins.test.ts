import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { compactCss, precompress } from './vite-plugins';

describe('build plugins of the first screen', () => {
  it('compacts the shell stylesheet without changing its rules', () => {
    const css = `/* a comment */\n.app-header {\n  height: 56px;\n  box-shadow:\n    0 1px 0 var(--line),\n    0 2px 10px red;\n}\n\n@media (max-width: 998px) {\n  .boot-shell .brand { font-size: 20px; }\n}\n`;
    expect(compactCss(css)).toBe(
      '.app-header{height:56px;box-shadow:0 1px 0 var(--line),0 2px 10px red}' +
        '@media (max-width:998px){.boot-shell .brand{font-size:20px}}',
    );
  });

  it('writes brotli and gzip forms beside the compressible files worth it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = 'export const periple = "carte";\n'.repeat(100);
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{b:c}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));
    const plugin = precompress();
    const hooks = plugin as unknown as {
      configResolved: (c: ResolvedConfig) => void;
      closeBundle: () => void;
    };
    hooks.configResolved({ build: { outDir: dir } } as ResolvedConfig);
    hooks.closeBundle();
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(dir, 'tiny.css.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'logo.png.br'))).toThrow();
  });
});
