import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { parseFontStack, parseGlyphRange } from './asset-routes';
import { acceptsGzip, matchesIfNoneMatch } from './http-cache';
import { modeInfos } from './map-config-route';
import { parseTheme } from './style-routes';
import { parseTileCoords } from './tile-coords';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.code : 'other';
  }
  return undefined;
}

describe('parseTileCoords', () => {
  it('reads canonical coordinates', () => {
    expect(parseTileCoords({ z: '14', x: '8529', file: '5974.pbf' })).toEqual({
      z: 14,
      x: 8529,
      y: 5974,
    });
    expect(parseTileCoords({ z: '0', x: '0', file: '0.mvt' })).toEqual({ z: 0, x: 0, y: 0 });
    expect(parseTileCoords({ z: '22', x: '0', file: '4194303.pbf' }).y).toBe(4194303);
  });

  it.each([
    { z: '1', x: '2', file: '0.pbf' },
    { z: '1', x: '0', file: '2.pbf' },
    { z: '23', x: '0', file: '0.pbf' },
    { z: '-1', x: '0', file: '0.pbf' },
    { z: '1e1', x: '0', file: '0.pbf' },
    { z: '01', x: '0', file: '0.pbf' },
    { z: '1', x: '0', file: '0.png' },
    { z: '1', x: '0', file: '0.pbf?' },
    { z: '1', x: ' 0', file: '0.pbf' },
    { z: '1', x: '0' },
  ])('rejects %o', (params) => {
    expect(codeOf(() => parseTileCoords(params))).toBe('INVALID_TILE');
  });
});

describe('HTTP helpers', () => {
  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('compares If-None-Match weakly', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"c"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});

describe('asset names', () => {
  it('accepts font stacks and glyph ranges, refuses anything else', () => {
    expect(parseFontStack('Noto Sans Medium, Noto Sans Regular')).toEqual([
      'Noto Sans Medium',
      'Noto Sans Regular',
    ]);
    expect(parseGlyphRange('65280-65535.pbf')).toBe('65280-65535.pbf');
    for (const bad of ['..', '../x', 'a/b', 'a\\b', '', 'Noto,', '.hidden']) {
      expect(
        codeOf(() => parseFontStack(bad)),
        bad,
      ).toBe('INVALID_ASSET');
    }
    for (const bad of ['0-256.pbf', '1-256.pbf', '65536-65791.pbf', '0-255.txt', '../0-255.pbf']) {
      expect(
        codeOf(() => parseGlyphRange(bad)),
        bad,
      ).toBe('INVALID_ASSET');
    }
  });
});

describe('themes and modes', () => {
  it('reads a theme from its file name', () => {
    expect(parseTheme('dark.json')).toBe('dark');
    expect(codeOf(() => parseTheme('rose.json'))).toBe('UNKNOWN_THEME');
  });

  it('derives the ZFE availability from the number of mapped zones, in every locale', () => {
    for (const locale of ['fr-FR', 'fr-BE', 'nl-BE', 'en-GB'] as const) {
      const none = modeInfos(locale, { lowEmissionZones: 0 }).find((m) => m.mode === 'zfe');
      expect(none?.availability).toBe('unavailable');
      expect(none?.notice).toBeTruthy();
      const some = modeInfos(locale, { lowEmissionZones: 2 }).find((m) => m.mode === 'zfe');
      expect(some?.availability).toBe('available');
      expect(some?.notice).toBeUndefined();
      const tc = modeInfos(locale, { lowEmissionZones: 0 }).find((m) => m.mode === 'tc');
      expect(tc?.notice).toMatch(/OpenStreetMap/);
    }
    // The spec's event status is the zones' (planned when every stage is to come), the other
    // modes have no dated events: ongoing.
    const planned = modeInfos('fr-FR', { lowEmissionZones: 2, zfeStatus: 'planned' });
    expect(planned.find((m) => m.mode === 'zfe')?.status).toBe('planned');
    expect(planned.find((m) => m.mode === 'traffic')?.status).toBe('ongoing');
    const fr = modeInfos('fr-BE', { lowEmissionZones: 0 }).find((m) => m.mode === 'zfe');
    expect(fr?.notice).toContain('zone de basses émissions');
  });
});
