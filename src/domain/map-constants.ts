/**
 * The map's constants of the spec (§9 « Map » and the timers): the click hit-box, the marker's
 * box, the popups' width, the pixel ratio, the state-saving debounce and the default throttle. Where Périple departs from §9 it
 * says so beside the value it uses instead (docs/constants.md).
 */

/** Half the side of the box a click hits features in, px: 5 on a touch screen, 10 with a mouse. */
export const CLICK_HIT_BOX = { touch: 5, pointer: 10 } as const;

/**
 * The box a marker of the map takes, px (§9: 60 × 52): a pin stands above its point, centred on
 * it, with its label or price beside it. A marker is in sight when all of it is.
 */
export const MARKER_SIZE = { width: 60, height: 52 } as const;

/** A part of the map, in its pixels. */
export interface ScreenArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** True when the whole box of a marker standing on `point` lies in `area`. */
export function markerInArea(point: { x: number; y: number }, area: ScreenArea): boolean {
  const half = MARKER_SIZE.width / 2;
  return (
    point.x - half >= area.left &&
    point.x + half <= area.right &&
    point.y - MARKER_SIZE.height >= area.top &&
    point.y <= area.bottom
  );
}

/**
 * The room kept around a view fitted on the map, px (§9 « padding »): 10 above and below and 30
 * at the sides on a desktop, 10 all round in full screen, 50 on a phone; a pop-in (the panel
 * beside the map) adds 20 to its own width (the spec's 415 is Mappy's panel: Périple measures
 * its own), the ad banner over the map adds 105 at the bottom, and a vector (a route, a circle,
 * an area) adds 50 all round on a desktop. A phone keeps the pop-in's 20 alone above its sheet
 * (which takes up to half the screen), and no vector's 50: 100 px each side of a 390 px screen
 * left a route or the radius tool's areas in the middle half of the map (docs/constants.md).
 */
export const MAP_PADDING = {
  desktop: { vertical: 10, horizontal: 30 },
  fullscreen: 10,
  mobile: 50,
  popin: 20,
  adBanner: 105,
  vector: 50,
} as const;

/** The room kept on each side of a fitted view, and beyond a panel over the map, px. */
export interface MapMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
  /** Kept between a panel at the side (a desktop's) and the view. */
  besidePanel: number;
  /** Kept between a sheet at the bottom (a phone's) and the view. */
  aboveSheet: number;
}

/** What the margins of a fitted view depend on. */
export interface MarginCase {
  /** A phone (the 'pe' device class). */
  mobile: boolean;
  /** The map in full screen (no header). */
  fullscreen: boolean;
  /** A route, a circle or an area is fitted, not places (50 px more on a desktop). */
  vector: boolean;
}

/** The margins §9 gives a fitted view in `fit`. */
export function mapMargins(fit: MarginCase): MapMargins {
  const extra = fit.vector && !fit.mobile ? MAP_PADDING.vector : 0;
  const all = fit.mobile ? MAP_PADDING.mobile : MAP_PADDING.fullscreen;
  const desktop = !fit.mobile && !fit.fullscreen;
  const vertical = (desktop ? MAP_PADDING.desktop.vertical : all) + extra;
  const horizontal = (desktop ? MAP_PADDING.desktop.horizontal : all) + extra;
  return {
    top: vertical,
    right: horizontal,
    bottom: vertical,
    left: horizontal,
    besidePanel: (fit.mobile ? 0 : horizontal) + MAP_PADDING.popin,
    aboveSheet: (fit.mobile ? 0 : vertical) + MAP_PADDING.popin,
  };
}

/** The widest a map popup gets, px. */
export const POPUP_MAX_WIDTH = 320;

/**
 * The pointer rests this long on a place (a line of the list, a marker) before its marker is
 * raised, and has left it this long before it is lowered, ms (§9: focus and unfocus timer).
 */
export const FOCUS_DELAY_MS = 500;

/** A state written to the URL or the browser waits this long for the next change, ms. */
export const STATE_SAVE_DEBOUNCE_MS = 300;

/** Default throttle of repeated events, ms. */
export const DEFAULT_THROTTLE_MS = 100;

/**
 * The pixel ratio the map is drawn at (spec §9: clamped 2 to 4): a 1× screen draws twice as many
 * pixels each way, smoother lines and text; a screen past 4× draws at 4×.
 */
export const PIXEL_RATIO_RANGE = { min: 2, max: 4 } as const;

/**
 * The ratio a map is drawn at on a screen of `deviceRatio` device pixels per CSS pixel.
 * `accelerated` false (WebGL drawn in software, no GPU) keeps the screen's own ratio under the
 * ceiling: four times the pixels would slow every frame for no gain the person sees.
 */
export function mapPixelRatio(deviceRatio: number, accelerated: boolean): number {
  // NaN and 0 read as 1; a ratio past 4 is 4 below.
  const ratio = deviceRatio > 0 ? deviceRatio : 1;
  const atMost = Math.min(ratio, PIXEL_RATIO_RANGE.max);
  return accelerated ? Math.max(atMost, PIXEL_RATIO_RANGE.min) : atMost;
}

/** The earth's radius of the map's distances, m. */
export const EARTH_RADIUS_METRES = 6_378_137;

/** The box a click at `point` hits features in (MapLibre's [[x1, y1], [x2, y2]]). */
export function hitBox(
  point: { x: number; y: number },
  touch: boolean,
): [[number, number], [number, number]] {
  const half = touch ? CLICK_HIT_BOX.touch : CLICK_HIT_BOX.pointer;
  return [
    [point.x - half, point.y - half],
    [point.x + half, point.y + half],
  ];
}

/** Calls `run` with the last arguments once `delayMs` passed without a new call; `cancel` drops it. */
export function debounced<A extends unknown[]>(
  run: (...args: A) => void,
  delayMs: number,
): { call: (...args: A) => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call: (...args) => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run(...args);
      }, delayMs);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
