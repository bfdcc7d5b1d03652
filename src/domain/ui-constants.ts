/** SPA constants of the spec (§9) that the server does not need. */

/** Desktop breakpoint of the spec (§9): a window at least this wide is desktop ('ge'). */
export const DESKTOP_MIN_WIDTH = 999;

/** Brand colour of the spec (§9). */
export const BRAND_COLOUR = '#03ac46';

/**
 * The meta of the page that names MapLibre's chunk: written by the build
 * (scripts/vite-plugins.ts), read by the entry to preload it (src/map/mount-map.ts).
 */
export const MAP_MODULE_META = 'periple:map-module';

/** The performance mark the entry leaves when the map is first styled (the map's load time). */
export const MAP_STYLED_MARK = 'periple:map-styled';
