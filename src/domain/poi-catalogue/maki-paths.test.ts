import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAKI_PATHS } from './maki-paths';
import { makiPathOf } from './maki-source';

const require = createRequire(import.meta.url);
const makiDir = join(dirname(require.resolve('@mapbox/maki/package.json')), 'icons');

describe('Maki icons', () => {
  it('are the installed @mapbox/maki paths (regenerate with scripts/maki-icons.ts)', () => {
    expect(Object.keys(MAKI_PATHS).length).toBeGreaterThan(30);
    for (const [name, d] of Object.entries(MAKI_PATHS)) {
      expect(d, name).toBe(makiPathOf(readFileSync(join(makiDir, `${name}.svg`), 'utf8')));
    }
  });

  it('refuses files it would draw wrong', () => {
    expect(() => makiPathOf('<svg><circle r="2"/></svg>')).toThrow();
    expect(() => makiPathOf('<svg></svg>')).toThrow();
    expect(makiPathOf('<svg><path d="M1 1&#xA;L2 2"/></svg>')).toBe('M1 1 L2 2');
  });
});
