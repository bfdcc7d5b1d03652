/**
 * The map's constants of the spec (§9 « Map » and the timers): the click hit-box, the popups'
 * width, the state-saving debounce and the default throttle. Where Périple departs from §9 it
 * says so beside the value it uses instead (docs/constants.md).
 */

/** Half the side of the box a click hits features in, px: 5 on a touch screen, 10 with a mouse. */
export const CLICK_HIT_BOX = { touch: 5, pointer: 10 } as const;

/** The widest a map popup gets, px. */
export const POPUP_MAX_WIDTH = 320;

/** Focus and unfocus of the map, ms. */
export const FOCUS_DELAY_MS = 500;

/** A state written to the URL or the browser waits this long for the next change, ms. */
export const STATE_SAVE_DEBOUNCE_MS = 300;

/** Default throttle of repeated events, ms. */
export const DEFAULT_THROTTLE_MS = 100;

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
