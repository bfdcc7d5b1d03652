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

/**
 * The map buttons that may stand in the column along the right edge: MapLibre's zoom, then
 * Périple's, and the map styles button on a phone (at the bottom left on a desktop).
 */
const BUTTON_COLUMN = '.maplibregl-ctrl-top-right, .map-controls, .theme-switcher';

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
  closeOnEscape(options.map, popup);
  return popup;
}

/**
 * Escape closes the popup, as it closes the site's other cards, unless it was meant for a field
 * or a dialog outside the popup (a list of suggestions closes first). The focus it held goes back
 * to the map.
 */
function closeOnEscape(map: MapLibre.Map, popup: MapLibre.Popup): void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const element = popup.getElement();
    const target = event.target instanceof Element ? event.target : null;
    const inside = !!target && element.contains(target);
    if (!inside && target?.closest('input, textarea, select, [role="dialog"]')) return;
    popup.remove();
    if (inside) map.getCanvas().focus();
  };
  document.addEventListener('keydown', onKey);
  popup.on('close', () => document.removeEventListener('keydown', onKey));
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

/**
 * The free part of the map kept clear of the column of map buttons too: the popup stays left
 * of it when it fits there, else below it when there is room (a phone's popup is nearly as wide
 * as the screen: on the column, its ✕ lay under « Me localiser », which a tap pressed instead).
 */
export function clearOfButtons(
  free: Box,
  column: Box | null,
  popup: { width: number; height: number },
): Box {
  if (!column || column.right <= column.left) return free;
  const right = Math.min(free.right, column.left - POPUP_ROOM);
  if (right - free.left >= popup.width) return { ...free, right };
  const top = Math.max(free.top, column.bottom + POPUP_ROOM);
  // No room below the buttons (a tall sheet): the popup stays over the free part as it was.
  return top + popup.height <= free.bottom ? { ...free, top } : free;
}

/** The box around the map's button column (the buttons in the map's right half), or null. */
function buttonColumn(map: MapLibre.Map): Box | null {
  const { left, right } = map.getContainer().getBoundingClientRect();
  const boxes = [...document.querySelectorAll<HTMLElement>(BUTTON_COLUMN)]
    .filter((element) => getComputedStyle(element).visibility !== 'hidden')
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.left > (left + right) / 2);
  if (boxes.length === 0) return null;
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

/** The class of a popup's content with more to read below (app.css: a fade at its foot). */
const MORE_BELOW_CLASS = 'popup-content--more';

/** The least height a popup is shrunk to, px: under it, it stays whole and partly hidden. */
const POPUP_MIN_HEIGHT = 96;

/**
 * The height a popup's content is held to so that the popup fits the free part's height (its
 * content then scrolls), or null when it fits already or the free part is too short to help.
 */
export function popupContentLimit(options: {
  popupHeight: number;
  contentHeight: number;
  freeHeight: number;
}): number | null {
  const { popupHeight, contentHeight, freeHeight } = options;
  if (popupHeight <= freeHeight) return null;
  const limit = Math.floor(freeHeight - (popupHeight - contentHeight));
  return limit >= POPUP_MIN_HEIGHT ? limit : null;
}

/**
 * Holds a popup taller than the free part to its height: its content scrolls (on a phone, a
 * zone's popup between the map's notice and the sheet had its link under the sheet).
 */
function fitPopupHeight(popup: MapLibre.Popup, freeHeight: number): void {
  const element = popup.getElement();
  const content = element.querySelector<HTMLElement>('.maplibregl-popup-content');
  if (!content) return;
  const limit = popupContentLimit({
    popupHeight: element.getBoundingClientRect().height,
    contentHeight: content.getBoundingClientRect().height,
    freeHeight,
  });
  if (limit === null) return;
  // The limit holds the content's padding too.
  content.style.boxSizing = 'border-box';
  content.style.maxHeight = `${limit}px`;
  content.style.overflowY = 'auto';
  // A fade at its foot says there is more below, until it is scrolled to its end.
  const more = (): void => {
    const end = content.scrollTop + content.clientHeight >= content.scrollHeight - 1;
    content.classList.toggle(MORE_BELOW_CLASS, !end);
  };
  content.addEventListener('scroll', more, { passive: true });
  more();
}

/** Pans the map so that the popup lies clear of the panel and the chips over the map. */
export function keepPopupInSight(map: MapLibre.Map, popup: MapLibre.Popup): void {
  const container = map.getContainer().getBoundingClientRect();
  const padding = panelPadding(map, POPUP_ROOM);
  fitPopupHeight(popup, container.height - padding.top - padding.bottom);
  const shown = popup.getElement().getBoundingClientRect();
  const free = clearOfButtons(
    {
      left: container.left + padding.left,
      top: container.top + padding.top,
      right: container.right - padding.right,
      bottom: container.bottom - padding.bottom,
    },
    buttonColumn(map),
    shown,
  );
  const [dx, dy] = panIntoView(shown, free);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: POPUP_PAN_MS });
}
