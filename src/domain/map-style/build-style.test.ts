import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { LOCALES, MAP_MODES, MAP_THEMES, STYLE_METADATA } from '../map-config';
import { VECTOR_SOURCE_ID } from '../tile-schema';
import {
  FONTS,
  SPRITE_ICONS_USED,
  THEMES,
  ThemeUnavailableError,
  buildStyle,
  isThemeAvailable,
  mapAttribution,
} from './index';
import { checkStyleAgainstSchema } from './schema-check';

const BASE = 'https://cartes.example.org';
const SATELLITE = {
  tilesUrl: 'https://imagery.example.org/{z}/{x}/{y}.jpg',
  attribution: 'Imagerie test',
};
const SHARED = resolve(
  process.env.PERIPLE_SHARED_DATA ?? resolve(__dirname, '../../../../shared/data'),
);

function styleOf(theme: (typeof MAP_THEMES)[number], locale: (typeof LOCALES)[number]) {
  return buildStyle({ theme, locale, baseUrl: BASE, satellite: SATELLITE });
}

function textLayers(style: StyleSpecification): LayerSpecification[] {
  return style.layers.filter(
    (l) => l.type === 'symbol' && l.layout !== undefined && 'text-field' in l.layout,
  );
}

/** String outputs of an icon-image value (match/case/step outputs, plain strings). */
function iconOutputs(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  const [op] = value as unknown[];
  const picks: unknown[] = [];
  if (op === 'match') {
    for (let i = 3; i < value.length; i += 2) picks.push(value[i]);
    picks.push(value[value.length - 1]);
  } else if (op === 'case') {
    for (let i = 2; i < value.length; i += 2) picks.push(value[i]);
    picks.push(value[value.length - 1]);
  }
  return picks.flatMap(iconOutputs);
}

describe('buildStyle', () => {
  for (const theme of MAP_THEMES) {
    for (const locale of LOCALES) {
      it(`${theme} × ${locale} is a valid MapLibre style that matches the tile schema`, () => {
        const style = styleOf(theme, locale);
        expect(validateStyleMin(style)).toEqual([]);
        expect(checkStyleAgainstSchema(style)).toEqual([]);
      });
    }
  }

  it('points tiles, glyphs and sprite at the server with absolute URLs', () => {
    const style = buildStyle({ theme: 'normal', locale: 'fr-FR', baseUrl: `${BASE}/` });
    expect(style.sources[VECTOR_SOURCE_ID]).toMatchObject({
      type: 'vector',
      tiles: [`${BASE}/tiles/{z}/{x}/{y}.pbf`],
    });
    expect(style.glyphs).toBe(`${BASE}/fonts/{fontstack}/{range}.pbf`);
    expect(style.sprite).toBe(`${BASE}/sprites/v4/light`);
    expect(styleOf('dark', 'fr-FR').sprite).toBe(`${BASE}/sprites/v4/dark`);
    const viaTileJson = buildStyle({
      theme: 'normal',
      locale: 'fr-FR',
      baseUrl: BASE,
      tileSource: 'tilejson',
    });
    expect(viaTileJson.sources[VECTOR_SOURCE_ID]).toMatchObject({ url: `${BASE}/tiles.json` });
  });

  it('credits OpenStreetMap, Natural Earth, GeoNames and the assets in the source', () => {
    const source = styleOf('normal', 'fr-FR').sources[VECTOR_SOURCE_ID];
    const attribution = source && 'attribution' in source ? source.attribution : '';
    expect(attribution).toBe(mapAttribution('fr-FR'));
    for (const credit of ['OpenStreetMap', 'ODbL', 'Natural Earth', 'world-atlas', 'GeoNames']) {
      expect(attribution).toContain(credit);
    }
    expect(mapAttribution('en-GB')).toContain('© OpenStreetMap contributors');
  });

  it('prefers name:en in en-GB, name:nl in nl-BE and name (French) otherwise', () => {
    const field = (locale: (typeof LOCALES)[number]) =>
      JSON.stringify(styleOf('normal', locale).layers.find((l) => l.id === 'place-city')?.layout);
    expect(field('en-GB')).toContain('["coalesce",["get","name:en"],["get","name"]');
    expect(field('nl-BE')).toContain('["coalesce",["get","name:nl"],["get","name"]');
    expect(field('fr-FR')).not.toContain('name:');
    expect(field('fr-BE')).not.toContain('name:');
  });

  it('tags every text layer with the label metadata', () => {
    for (const theme of MAP_THEMES) {
      const layers = textLayers(styleOf(theme, 'fr-FR'));
      expect(layers.length).toBeGreaterThan(10);
      for (const layer of layers) {
        expect(layer.metadata, layer.id).toMatchObject({ [STYLE_METADATA.label]: true });
      }
    }
  });

  it('has hidden overlays for every mode but neutral in every style', () => {
    for (const theme of MAP_THEMES) {
      const style = styleOf(theme, 'nl-BE');
      const byMode = new Map<string, LayerSpecification[]>();
      for (const layer of style.layers) {
        const mode = (layer.metadata as Record<string, unknown> | undefined)?.[STYLE_METADATA.mode];
        if (typeof mode !== 'string') continue;
        byMode.set(mode, [...(byMode.get(mode) ?? []), layer]);
        expect(layer.layout?.visibility, layer.id).toBe('none');
      }
      const expected = MAP_MODES.filter((m) => m !== 'neutral');
      expect([...byMode.keys()].sort()).toEqual([...expected].sort());
    }
  });

  it('draws the satellite theme from the configured imagery only', () => {
    expect(isThemeAvailable('satellite', undefined)).toBe(false);
    expect(isThemeAvailable('normal', undefined)).toBe(true);
    expect(() => buildStyle({ theme: 'satellite', locale: 'fr-FR', baseUrl: BASE })).toThrow(
      ThemeUnavailableError,
    );
    const style = styleOf('satellite', 'fr-FR');
    expect(style.sources.satellite).toMatchObject({
      type: 'raster',
      tiles: [SATELLITE.tilesUrl],
      attribution: 'Imagerie test',
    });
    expect(style.layers.some((l) => l.type === 'raster')).toBe(true);
    expect(style.layers.some((l) => l.id === 'building')).toBe(false);
    expect(style.layers.some((l) => l.id === 'road-ground')).toBe(true);
    expect(styleOf('normal', 'fr-FR').sources.satellite).toBeUndefined();
  });

  it('shares one layer source: themes differ by palette, not by layer list', () => {
    const ids = (theme: (typeof MAP_THEMES)[number]) =>
      styleOf(theme, 'fr-FR').layers.map((l) => l.id);
    expect(ids('dark')).toEqual(ids('normal'));
    expect(ids('nature')).toEqual(ids('normal'));
    expect(ids('simple')).toEqual(ids('normal'));
    expect(JSON.stringify(styleOf('dark', 'fr-FR'))).not.toEqual(
      JSON.stringify(styleOf('normal', 'fr-FR')),
    );
  });

  it('uses only fonts and sprite icons that the basemap assets provide', () => {
    const fonts = new Set<string>(Object.values(FONTS).flat());
    for (const theme of MAP_THEMES) {
      const style = styleOf(theme, 'fr-FR');
      const sprite = THEMES[theme].sprite;
      const icons = JSON.parse(
        readFileSync(resolve(SHARED, `basemap/sprites/v4/${sprite}.json`), 'utf8'),
      ) as Record<string, unknown>;
      if (THEMES[theme].poiIcons) {
        for (const name of SPRITE_ICONS_USED)
          expect(icons, `${sprite}:${name}`).toHaveProperty(name);
      }
      for (const layer of style.layers) {
        if (layer.type !== 'symbol') continue;
        for (const icon of iconOutputs(layer.layout?.['icon-image'])) {
          expect(icons, `${layer.id}: ${icon}`).toHaveProperty(icon);
        }
        const stack = layer.layout?.['text-font'];
        if (Array.isArray(stack)) for (const f of stack) expect(fonts.has(f as string)).toBe(true);
      }
    }
  });

  it('reports source-layers and attributes outside the tile contract', () => {
    const style = styleOf('normal', 'fr-FR');
    style.layers.push(
      { id: 'bad-layer', type: 'line', source: VECTOR_SOURCE_ID, 'source-layer': 'roads' },
      {
        id: 'bad-attr',
        type: 'line',
        source: VECTOR_SOURCE_ID,
        'source-layer': 'water',
        filter: ['all', ['==', ['get', 'kind'], 'x'], ['==', ['get', 'class'], 'sea']],
      },
    );
    expect(checkStyleAgainstSchema(style)).toEqual([
      "bad-layer: unknown source-layer 'roads'",
      "bad-attr: attribute 'kind' is not in layer 'water'",
      "bad-attr: 'class' has no value 'sea' in layer 'water'",
    ]);
  });
});
