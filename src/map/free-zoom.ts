/**
 * The zoom buttons zoom around the middle of the map's free part, not of the whole canvas: with a
 * place's panel on the left (desktop) or its sheet at the bottom (phone), the place is framed in
 * the part left free, and « + » used to push it under the panel at every press.
 */
import type * as MapLibre from 'maplibre-gl';
import { paddingOffset, panelPadding, PLACE_MARGIN } from './panel-padding';

/** Below this offset, px, the free part's middle is the canvas's: MapLibre's own zoom is kept. */
export const FREE_OFFSET_MIN_PX = 24;

/** The point, in canvas pixels, the free part of the map is centred on, or null if the canvas's. */
export function freeCentre(
  size: { width: number; height: number },
  offset: readonly [number, number],
): [number, number] | null {
  const [dx, dy] = offset;
  if (Math.hypot(dx, dy) < FREE_OFFSET_MIN_PX) return null;
  return [size.width / 2 + dx, size.height / 2 + dy];
}

/** The button a click on a zoom control hit: +1, −1, or 0 for none. */
function zoomStep(target: EventTarget | null): number {
  if (!(target instanceof Element)) return 0;
  if (target.closest('.maplibregl-ctrl-zoom-in')) return 1;
  if (target.closest('.maplibregl-ctrl-zoom-out')) return -1;
  return 0;
}

/**
 * Makes the zoom buttons of the map's controls zoom around the free part's middle: a click is
 * caught before the button's own handler and replaced by the same zoom with `around` set.
 * Returns the function that stops it.
 */
export function zoomAroundFreePart(map: MapLibre.Map): () => void {
  const controls = map.getContainer().querySelector('.maplibregl-control-container');
  if (!controls) return () => undefined;
  const onClick = (event: Event): void => {
    const step = zoomStep(event.target);
    if (step === 0) return;
    const canvas = map.getCanvas();
    const size = { width: canvas.clientWidth, height: canvas.clientHeight };
    const point = freeCentre(size, paddingOffset(panelPadding(map, PLACE_MARGIN)));
    if (!point) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.disabled) return;
    event.stopPropagation();
    // As MapLibre's zoomIn and zoomOut do (a zoom level a press), around the free part's middle.
    map.easeTo(
      { zoom: map.getZoom() + step, around: map.unproject(point) },
      { originalEvent: event },
    );
  };
  controls.addEventListener('click', onClick, true);
  return () => controls.removeEventListener('click', onClick, true);
}
