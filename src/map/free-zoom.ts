/**
 * The zoom buttons zoom around the middle of the map's free part, not of the whole canvas: with a
 * place's panel on the left (desktop) or its sheet at the bottom (phone), the place is framed in
 * the part left free, and « + » used to push it under the panel at every press. Loaded once the
 * first screen is drawn (mount-map.ts): the first screen's scripts do not carry it.
 */
import type * as MapLibre from 'maplibre-gl';
import { paddingOffset, panelPadding } from './panel-padding';

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

/**
 * One press of a zoom button (`step` +1 or −1), as MapLibre's own zoomIn and zoomOut do, but
 * around the middle of the map's free part when it is not the canvas's.
 */
export function zoomAround(map: MapLibre.Map, step: number, event: Event): void {
  const canvas = map.getCanvas();
  const size = { width: canvas.clientWidth, height: canvas.clientHeight };
  const point = freeCentre(size, paddingOffset(panelPadding(map)));
  const zoom = map.getZoom() + step;
  if (point) map.easeTo({ zoom, around: map.unproject(point) }, { originalEvent: event });
  else map.easeTo({ zoom }, { originalEvent: event });
}

/**
 * Makes the zoom buttons of the map's controls zoom around the free part's middle: a press is
 * caught before MapLibre's own handler and replaced by `zoomAround`. Returns what stops it.
 */
export function zoomAroundFreePart(map: MapLibre.Map): () => void {
  const controls = map.getContainer().querySelector('.maplibregl-control-container');
  if (!controls) return () => undefined;
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('.maplibregl-ctrl-zoom-in, .maplibregl-ctrl-zoom-out');
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    event.stopPropagation();
    zoomAround(map, button.classList.contains('maplibregl-ctrl-zoom-in') ? 1 : -1, event);
  };
  controls.addEventListener('click', onClick, true);
  return () => controls.removeEventListener('click', onClick, true);
}
