/**
 * The map's own buttons at its right (zoom, full screen, position, a phone's styles): a view
 * framed with §9's margins keeps clear of them too. A route fitted on a phone had its start under
 * the position and styles buttons; a place at the top right of a list, under the zoom buttons.
 */
import { MAP_PADDING } from '../domain/map-constants';

/** The buttons: MapLibre's controls and Périple's own column. */
const MAP_BUTTONS = '.maplibregl-ctrl-top-right .maplibregl-ctrl, .map-controls, .layers-button';

/** Width of the view kept free whatever the buttons, px. */
const MIN_WIDTH = 120;

/** A padding of a fitted view, px (panel-padding.ts's `Padding`). */
interface Sides {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Grows the right of `padding` (the padding of a view of the map in `container`) to keep clear of
 * the map's buttons, when they stand beside the part of the map left free (not under the sheet
 * nor the chrome above it), by half the pop-in's room; at least `MIN_WIDTH` px stay free.
 */
export function clearOfButtons<P extends Sides>(container: HTMLElement, padding: P): P {
  const least = padding.right;
  const area = container.getBoundingClientRect();
  const scope = container.closest('.app-main') ?? container;
  for (const element of Array.from(scope.querySelectorAll(MAP_BUTTONS))) {
    const button = element.getBoundingClientRect();
    const beside =
      button.width > 0 &&
      button.top < area.bottom - padding.bottom &&
      button.bottom > area.top + padding.top &&
      button.left < area.right;
    if (beside)
      padding.right = Math.max(padding.right, area.right - button.left + MAP_PADDING.popin / 2);
  }
  const spare = area.width - padding.left - padding.right - MIN_WIDTH;
  if (spare < 0) padding.right = Math.max(least, padding.right + spare);
  return padding;
}
