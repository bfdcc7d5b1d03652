/**
 * Map popups that stay in sight: MapLibre places a popup inside the map's container, but the
 * mode chips are drawn over the container's top edge; a popup that would slide under them is
 * opened below its point instead. The panel (a phone's bottom sheet, the desktop's side panel)
 * floats over the map too: a popup opened under it is brought into the free part of the map,
 * as Google Maps pans to show an info window.
 */
import type * as MapLibre from 'maplibre-gl';
import { panelPadding, type Box } from './panel-padding';

/** Room kept between a popup and the edges of the free part of the map, px. */
const POPUP_ROOM = 12;

/** Duration of the pan that brings a popup into sight, ms. */
const POPUP_PAN_MS = 250;

/** What is drawn over the map's top edge. */
const TOP_OVERLAYS = '.mode-chips';

/** True when an element is partly hidden under one of the top overlays. */
export function underOverlay(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>(TOP_OVERLAYS)].some((overlay) => {
    const cover = overlay.getBoundingClientRect();
    const across = box.left < cover.right && box.right > cover.left;
    return across && box.top < cover.bottom && box.bottom > cover.top;
  });
}

/** Options of a popup placed clear of the overlays. */
export interface ClearPopupOptions {
  lib: Pick<typeof MapLibre, 'Popup'>;
  map: MapLibre.Map;
  at: MapLibre.LngLatLike;
  content: HTMLElement;
  popup: MapLibre.PopupOptions;
}

/** Adds a popup at a point: above it, or below it when above would be under the chips. */
export function addClearPopup(options: ClearPopupOptions): MapLibre.Popup {
  const open = (anchor?: MapLibre.PositionAnchor): MapLibre.Popup =>
    new options.lib.Popup({ ...options.popup, ...(anchor ? { anchor } : {}) })
      .setLngLat(options.at)
      .setDOMContent(options.content)
      .addTo(options.map);
  let popup = open();
  if (underOverlay(popup.getElement())) {
    popup.remove();
    popup = open('top');
  }
  keepPopupInSight(options.map, popup);
  return popup;
}

/** One axis of `panIntoView`: the shift that brings [low, high] inside [from, to]. */
function shiftInto(low: number, high: number, from: number, to: number): number {
  if (low < from) return low - from;
  // Too long for the room: its start stays in sight.
  if (high > to) return Math.max(0, Math.min(high - to, low - from));
  return 0;
}

/**
 * The pan, px (MapLibre's `panBy`), that brings `box` inside `free`: [0, 0] when it is inside.
 * A box larger than the free part keeps its top and left edges in sight.
 */
export function panIntoView(box: Box, free: Box): [number, number] {
  return [
    shiftInto(box.left, box.right, free.left, free.right),
    shiftInto(box.top, box.bottom, free.top, free.bottom),
  ];
}

/** Pans the map so that the popup lies clear of the panel and the chips over the map. */
export function keepPopupInSight(map: MapLibre.Map, popup: MapLibre.Popup): void {
  const container = map.getContainer().getBoundingClientRect();
  const padding = panelPadding(map, POPUP_ROOM);
  const free: Box = {
    left: container.left + padding.left,
    top: container.top + padding.top,
    right: container.right - padding.right,
    bottom: container.bottom - padding.bottom,
  };
  const shown = popup.getElement().getBoundingClientRect();
  const [dx, dy] = panIntoView(shown, free);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: POPUP_PAN_MS });
}
