import type {
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import type { Locale, MapTheme } from '../map-config';
import { TILE_MAXZOOM, TILE_MINZOOM, VECTOR_SOURCE_ID } from '../tile-schema';
import { TILE_PATH_TEMPLATE } from '../tile-cover';
import { mapAttribution } from './attribution';
import { spritePath } from './sprites';
import { SATELLITE_SOURCE_ID, type StyleContext } from './context';
import { boundaryLayers, groundLayers } from './layers-ground';
import { featureLabelLayers } from './layers-labels';
import { modeLabelLayers, modeLineLayers } from './layers-modes';
import { placeLayers } from './layers-places';
import { roadLayers } from './layers-roads';
import { THEMES } from './themes';

/** Satellite imagery: an XYZ raster URL template and its credit. */
export interface SatelliteImagery {
  tilesUrl: string;
  attribution?: string;
}

/** Everything a style depends on. */
export interface StyleOptions {
  theme: MapTheme;
  locale: Locale;
  /** Absolute URL of the server, without a trailing slash (`https://cartes.example.org`). */
  baseUrl: string;
  /** `tiles`: the XYZ template in the style; `tilejson`: a link to `/tiles.json`. */
  tileSource?: 'tiles' | 'tilejson';
  /**
   * Zoom range of the tile set (default: the schema's). No bounds on purpose: the artefact has
   * world layers at low zoom, and source bounds would stop MapLibre from requesting them.
   */
  tileset?: { minzoom: number; maxzoom: number };
  /** Required by the satellite theme. */
  satellite?: SatelliteImagery;
  /** Initial view stored in the style. */
  view?: { center: [number, number]; zoom: number };
}

/** The satellite theme was asked for without configured imagery. */
export class ThemeUnavailableError extends Error {
  constructor(readonly theme: MapTheme) {
    super(`Theme '${theme}' is unavailable: no satellite imagery is configured`);
    this.name = 'ThemeUnavailableError';
  }
}

/** True when the theme can be drawn with this configuration (satellite needs imagery). */
export function isThemeAvailable(
  theme: MapTheme,
  satellite: SatelliteImagery | undefined,
): boolean {
  return theme !== 'satellite' || satellite !== undefined;
}

function vectorSource(options: StyleOptions, attribution: string): SourceSpecification {
  const base = options.baseUrl.replace(/\/+$/, '');
  if (options.tileSource === 'tilejson') {
    return { type: 'vector', url: `${base}/tiles.json`, attribution };
  }
  const tileset = options.tileset ?? { minzoom: TILE_MINZOOM, maxzoom: TILE_MAXZOOM };
  return {
    type: 'vector',
    tiles: [`${base}${TILE_PATH_TEMPLATE}`],
    minzoom: tileset.minzoom,
    maxzoom: tileset.maxzoom,
    attribution,
  };
}

function sources(options: StyleOptions): Record<string, SourceSpecification> {
  const out: Record<string, SourceSpecification> = {
    [VECTOR_SOURCE_ID]: vectorSource(options, mapAttribution(options.locale)),
  };
  if (options.theme === 'satellite' && options.satellite) {
    out[SATELLITE_SOURCE_ID] = {
      type: 'raster',
      tiles: [options.satellite.tilesUrl],
      tileSize: 256,
      maxzoom: 19,
      ...(options.satellite.attribution ? { attribution: options.satellite.attribution } : {}),
    };
  }
  return out;
}

function imageryLayers(ctx: StyleContext): LayerSpecification[] {
  if (!ctx.theme.imagery) return [];
  return [{ id: 'satellite-imagery', type: 'raster', source: SATELLITE_SOURCE_ID }];
}

/** Every layer, bottom to top: ground, imagery, borders, roads, mode lines, labels, mode labels. */
function layers(ctx: StyleContext): LayerSpecification[] {
  return [
    ...groundLayers(ctx),
    ...imageryLayers(ctx),
    ...boundaryLayers(ctx),
    ...roadLayers(ctx),
    ...modeLineLayers(ctx),
    ...featureLabelLayers(ctx),
    ...placeLayers(ctx),
    ...modeLabelLayers(ctx),
  ];
}

/**
 * Builds the MapLibre style of a theme in a locale, with absolute URLs on `baseUrl` (tiles,
 * glyphs, sprite). Mode overlays are in every style, hidden, tagged with `periple:mode`.
 * Throws ThemeUnavailableError for the satellite theme without imagery.
 */
export function buildStyle(options: StyleOptions): StyleSpecification {
  if (!isThemeAvailable(options.theme, options.satellite)) {
    throw new ThemeUnavailableError(options.theme);
  }
  const theme = THEMES[options.theme];
  const ctx: StyleContext = { theme, palette: theme.palette, locale: options.locale };
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    version: 8,
    name: `Périple ${theme.id}`,
    metadata: { 'periple:theme': theme.id, 'periple:locale': options.locale },
    ...(options.view ? { center: options.view.center, zoom: options.view.zoom } : {}),
    sources: sources(options),
    glyphs: `${base}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${base}${spritePath(theme.sprite)}`,
    layers: layers(ctx),
  };
}
