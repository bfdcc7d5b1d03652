/**
 * Map popups that stay in sight: MapLibre places a popup inside the map's container, but the
 * mode chips are drawn over the container's top edge; a popup that would slide under them is
 * opened below its point instead.
 */
import type * as MapLibre from 'maplibre-gl';

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
  const popup = open();
  if (!underOverlay(popup.getElement())) return popup;
  popup.remove();
  return open('top');
}
