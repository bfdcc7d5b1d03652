/**
 * The first view's tiles, sprite sheet and label glyphs, asked for as soon as the view is known (the map
 * configuration, or a view in the URL) rather than once MapLibre has loaded, run and started its
 * worker: on a slow phone that is seconds earlier. MapLibre's own requests then come from the
 * HTTP cache. The page's own script has asked already for the region view's
 * (src/domain/first-view-boot.ts): only what it did not ask for is asked here.
 */
import { TILE_MAXZOOM, TILE_MINZOOM } from '../domain/tile-schema';
import { fitView, tilePath, tilesCovering, type MapViewport } from '../domain/tile-cover';
import type { SnapshotFrom } from 'xstate';
import type { AppSystem } from '../machines/app-system';
import type { FlyRequest } from '../machines/map-machine';
import { spritePath, THEME_SPRITES } from '../domain/map-style/sprites';
import { PIXEL_RATIO_RANGE } from '../domain/map-constants';
import { FIRST_GLYPH_URLS, FIRST_TILE_LIMIT, warmedUrls } from '../domain/first-view-boot';
import { warmHttpCache } from '../services/http-cache';

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
      limit: FIRST_TILE_LIMIT,
    });
    // The theme's sprite sheet as MapLibre asks for it on a screen of 2× or more (`@2x`). Under
    // 2×, the map's ratio needs a WebGL probe (spec §9, mount-map.ts): MapLibre asks for it.
    const path = spritePath(THEME_SPRITES[snapshot.context.theme]);
    const sprite =
      window.devicePixelRatio >= PIXEL_RATIO_RANGE.min ? [`${path}@2x.json`, `${path}@2x.png`] : [];
    // What the page's own script asked for already (src/domain/first-view-boot.ts) is not asked again.
    const warmed = warmedUrls(document);
    const urls = [...tiles.map(tilePath), ...sprite, ...FIRST_GLYPH_URLS];
    warmHttpCache(urls.filter((url) => !warmed.has(url)));
  };
  tryPrefetch(system.map.getSnapshot());
  if (done) return () => undefined;
  const subscription = system.map.subscribe((snapshot) => {
    tryPrefetch(snapshot);
    if (done) subscription.unsubscribe();
  });
  return () => subscription.unsubscribe();
}
