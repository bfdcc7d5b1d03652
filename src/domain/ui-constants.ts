/** SPA constants of the spec (§9) that the server does not need. */

/** Desktop breakpoint of the spec (§9): a window at least this wide is desktop ('ge'). */
export const DESKTOP_MIN_WIDTH = 999;

/** Brand colour of the spec (§9). */
export const BRAND_COLOUR = '#03ac46';

/** The performance mark the entry leaves when the map is first styled (the map's load time). */
export const MAP_STYLED_MARK = 'periple:map-styled';

/**
 * The longest a map flight to a place may take: a longer one (Rouen to Monaco at street level
 * flew ten seconds over a blurred map) jumps at once instead (MapLibre's `maxDuration`).
 */
export const MAX_FLIGHT_MS = 2000;
