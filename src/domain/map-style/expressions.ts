import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { STYLE_METADATA, type Locale } from '../map-config';
import { TILE_LAYERS, type TileLayerName } from '../tile-schema';

/** A zoom stop: zoom level and the value at that zoom. */
export type ZoomStop<T> = readonly [zoom: number, value: T];

/** `interpolate` over the zoom with exponential base 1.5 (line widths) or linear (base 1). */
export function zoomRamp(
  stops: readonly ZoomStop<number | ExpressionSpecification>[],
  base = 1,
): ExpressionSpecification {
  const curve: ExpressionSpecification =
    base === 1
      ? ['interpolate', ['linear'], ['zoom']]
      : ['interpolate', ['exponential', base], ['zoom']];
  return [...curve, ...stops.flat()] as ExpressionSpecification;
}

/** A value a `match` branch can output. */
export type MatchOutput = string | number | boolean | ExpressionSpecification;

/** `match` on a feature attribute with a fallback value. */
export function matchAttr(
  attr: string,
  cases: Readonly<Record<string, MatchOutput>>,
  fallback: MatchOutput,
): ExpressionSpecification {
  const entries = Object.entries(cases).flat();
  if (entries.length === 0) return fallback as ExpressionSpecification;
  return ['match', ['get', attr], ...entries, fallback] as unknown as ExpressionSpecification;
}

/** True when the attribute is one of the given values. */
export function attrIn(attr: string, values: readonly string[]): ExpressionSpecification {
  return ['match', ['get', attr], [...values], true, false];
}

/** True when the attribute is none of the given values (or absent). */
export function attrNotIn(attr: string, values: readonly string[]): ExpressionSpecification {
  return ['match', ['get', attr], [...values], false, true];
}

/**
 * True when a 0/1 flag attribute is set. The contract declares flags as '0'/'1'; comparing the
 * string form also accepts tiles that encode them as numbers.
 */
export function flagSet(attr: string, value = '1'): ExpressionSpecification {
  return ['==', ['to-string', ['get', attr]], value];
}

/** Logical and of filters (skipping none). */
export function allOf(...filters: ExpressionSpecification[]): ExpressionSpecification {
  return filters.length === 1
    ? filters[0]!
    : (['all', ...filters] as unknown as ExpressionSpecification);
}

/** Filter on the geometry type of a feature (for mixed layers). */
export function geometryIs(type: 'Point' | 'LineString' | 'Polygon'): ExpressionSpecification {
  return ['==', ['geometry-type'], type];
}

const NAME_KEY_BY_LOCALE: Readonly<Record<Locale, string | undefined>> = {
  'fr-FR': undefined,
  'fr-BE': undefined,
  'nl-BE': 'name:nl',
  'en-GB': 'name:en',
};

/**
 * The label of a feature in the locale: `name:en` (en-GB) or `name:nl` (nl-BE) when the layer
 * carries it, then `name` (French). Layers without names fall back to `fallbackAttr` if given.
 */
export function nameField(
  locale: Locale,
  layer: TileLayerName,
  fallbackAttr?: string,
): ExpressionSpecification {
  const attributes: Readonly<Record<string, unknown>> = TILE_LAYERS[layer].attributes;
  const preferred = NAME_KEY_BY_LOCALE[locale];
  const keys = [preferred, 'name', fallbackAttr].filter(
    (k): k is string => k !== undefined && k in attributes,
  );
  const gets = keys.map((k): ExpressionSpecification => ['get', k]);
  if (gets.length === 1) return ['to-string', gets[0]!];
  return ['to-string', ['coalesce', ...gets, '']];
}

/** Metadata of a layer that draws text from the tiles. */
export const LABEL_METADATA: Readonly<Record<string, true>> = { [STYLE_METADATA.label]: true };
