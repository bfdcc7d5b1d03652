/**
 * The first view's tiles, sprite sheet and label glyphs, asked for as soon as the view is known (the map
 * configuration, or a view in the URL) rather than once MapLibre has loaded, run and started its
 * worker: on a slow phone that is seconds earlier. MapLibre's own requests then come from the
 * HTTP cache.
 */
import { TILE_MAXZOOM, TILE_MINZOOM } from '../domain/tile-schema';
import { fitView, tilePath, tilesCovering, type MapViewport } from '../domain/tile-cover';
import type { SnapshotFrom } from 'xstate';
import type { AppSystem } from '../machines/app-system';
import type { FlyRequest } from '../machines/map-machine';
import { FONTS } from '../domain/map-style/context';
import { spritePath, THEME_SPRITES } from '../domain/map-style/sprites';
import { warmHttpCache } from '../services/http-cache';

/** The font of the place labels, which every first view draws. */
const LABEL_FONT = FONTS.medium[0];
/**
 * Its ranges the default view asks for (Latin-1, and Latin Extended-A for the names of the
 * neighbouring countries' towns): MapLibre asks for them only once its tiles are parsed.
 */
const FIRST_GLYPH_RANGES = ['0-255', '256-511'];

/** At most this many tiles: a large screen at a fractional zoom. */
const MAX_TILES = 16;

function viewOf(request: FlyRequest, size: { width: number; height: number }): MapViewport {
  return request.bbox
    ? fitView(request.bbox, size)
    : { center: request.center, zoom: request.zoom, ...size };
}

/**
 * Once the map's first view is asked for, and while MapLibre has not drawn yet, requests its
 * tiles for a map of the size of `frame`; returns the unsubscription.
 */
export function prefetchFirstTiles(options: {
  system: AppSystem;
  frame: () => DOMRect | undefined;
}): () => void {
  const { system } = options;
  let done = false;
  const tryPrefetch = (snapshot: SnapshotFrom<AppSystem['map']>): void => {
    const request = snapshot.context.flyRequest;
    if (done || !request) return;
    done = true;
    const rect = options.frame();
    if (!snapshot.matches('init') || !rect) return;
    const config = system.config.getSnapshot().context.config;
    const tiles = tilesCovering(viewOf(request, { width: rect.width, height: rect.height }), {
      minzoom: config?.minzoom ?? TILE_MINZOOM,
      maxzoom: config?.maxzoom ?? TILE_MAXZOOM,
      limit: MAX_TILES,
    });
    // The theme's sprite sheet as MapLibre asks for it: `@2x` above one device pixel per pixel.
    const sprite = `${spritePath(THEME_SPRITES[snapshot.context.theme])}${window.devicePixelRatio > 1 ? '@2x' : ''}`;
    const font = encodeURIComponent(LABEL_FONT);
    const glyphs = FIRST_GLYPH_RANGES.map((range) => `/fonts/${font}/${range}.pbf`);
    warmHttpCache([...tiles.map(tilePath), `${sprite}.json`, `${sprite}.png`, ...glyphs]);
  };
  tryPrefetch(system.map.getSnapshot());
  if (done) return () => undefined;
  const subscription = system.map.subscribe((snapshot) => {
    tryPrefetch(snapshot);
    if (done) subscription.unsubscribe();
  });
  return () => subscription.unsubscribe();
}
