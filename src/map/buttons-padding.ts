/**
 * The padding of a fitted view (a route, a list of places, the radius tool's areas), clear of the
 * map's own buttons too: a route fitted on a phone had its start under the position and styles
 * buttons (apart from panel-padding.ts: only the lazy layers need it).
 */
import { OBSTRUCTION_GAP, panelPadding, type Framing, type Padding } from './panel-padding';

/** The map's own buttons at its right: zoom, full screen, position, a phone's styles. */
const MAP_BUTTONS = '.maplibregl-ctrl-top-right .maplibregl-ctrl, .map-controls, .layers-button';

/** Width of the view kept free whatever the buttons, px. */
const MIN_WIDTH = 120;

/**
 * `panelPadding`, also clear of the map's buttons at its right, when they stand beside the part
 * of the map left free (not under the sheet nor the chrome above it).
 */
export function buttonsPadding(
  map: { getContainer(): HTMLElement },
  framing: Framing = 'places',
): Padding {
  const padding = panelPadding(map, framing);
  const least = padding.right;
  const container = map.getContainer();
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
      padding.right = Math.max(padding.right, area.right - button.left + OBSTRUCTION_GAP / 2);
  }
  const spare = area.width - padding.left - padding.right - MIN_WIDTH;
  if (spare < 0) padding.right = Math.max(least, padding.right + spare);
  return padding;
}
