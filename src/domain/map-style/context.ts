import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Locale } from '../map-config';
import { VECTOR_SOURCE_ID, type TileLayerName } from '../tile-schema';
import type { Palette } from './palette';
import type { ThemeSpec } from './themes';

/** What every layer builder reads: the theme, its palette and the label locale. */
export interface StyleContext {
  theme: ThemeSpec;
  palette: Palette;
  locale: Locale;
}

/** Font stacks available on the server (basemaps-assets). */
export const FONTS = {
  regular: ['Noto Sans Regular'],
  medium: ['Noto Sans Medium'],
  italic: ['Noto Sans Italic'],
} as const satisfies Record<string, readonly string[]>;

/** Id of the raster imagery source of the satellite theme. */
export const SATELLITE_SOURCE_ID = 'satellite';

/** The `source` and `source-layer` of a layer reading the vector tiles. */
export function fromTiles(sourceLayer: TileLayerName): { source: string; 'source-layer': string } {
  return { source: VECTOR_SOURCE_ID, 'source-layer': sourceLayer };
}

/** Font list as a mutable array, as the style types expect. */
export function font(stack: keyof typeof FONTS): string[] {
  return [...FONTS[stack]];
}

/** Text halo paint shared by every label layer. */
export function halo(
  ctx: StyleContext,
  width = 1.4,
): { 'text-halo-color': string; 'text-halo-width': number; 'text-halo-blur': number } {
  return { 'text-halo-color': ctx.palette.halo, 'text-halo-width': width, 'text-halo-blur': 0.5 };
}

/** A number ramp scaled by a factor at every stop. */
export function scaled(
  stops: readonly (readonly [number, number])[],
  factor: number,
): [number, number][] {
  return stops.map(([z, v]) => [z, v * factor]);
}

/** `['literal', …]` wrapper for array values inside expressions. */
export function literal(value: readonly (string | number)[]): ExpressionSpecification {
  return ['literal', [...value]] as ExpressionSpecification;
}
