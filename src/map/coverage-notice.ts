/**
 * A notice over the map where the region has no detailed data: beyond the world layers (z0–7),
 * the tiles cover only the region's extracts, so elsewhere a zoomed-in map is empty. After each
 * idle at zoom 9 or more, when no feature of the vector source is drawn in the middle of the view
 * (an extract at its edge does not make an empty view covered), the map says so; and when only a
 * small part of the middle is drawn (Paris fitted whole around three imported arrondissements),
 * it says the detailed map is partial there. With the transit, cycling or ZFE mode on, a view
 * of zoom 12 or more where that mode draws nothing says so too (« Aucune ligne de transport en
 * commun connue dans cette zone. »): a layer switched on over a blank map said nothing.
 */
import type * as MapLibre from 'maplibre-gl';
import type { MapMode } from '../domain/map-config';
import { layerMode } from './style-layers';
import { VECTOR_SOURCE_ID } from '../domain/tile-schema';
import { createTranslator } from '../i18n/translate';
import type { MapExtension } from './map-extensions';
import {
  MAP_BANNER_CLASS,
  MAP_OBSTRUCTION_CLASS,
  MAP_OBSTRUCTION_EVENT,
  panelBox,
  type Box,
} from './panel-padding';

/** Zoom from which an empty view is worth a notice (the world layers stop at z7). */
export const COVERAGE_MIN_ZOOM = 9;

/** The middle of a canvas of `width` × `height`: half its width and half its height. */
export function middleBox(width: number, height: number): [[number, number], [number, number]] {
  return [
    [width / 4, height / 4],
    [(width * 3) / 4, (height * 3) / 4],
  ];
}

/** The middle of the view is cut in `PARTIAL_GRID`² cells; so few drawn make it partial. */
export const PARTIAL_GRID = 3;
/** At most this many cells drawn (of nine) is a partial view. */
export const PARTIAL_MAX_CELLS = 2;

/** The cells of a box cut in `n` × `n`. */
export function cellsOf(box: [[number, number], [number, number]], n: number) {
  const [[x0, y0], [x1, y1]] = box;
  const w = (x1 - x0) / n;
  const h = (y1 - y0) / n;
  const cells: [[number, number], [number, number]][] = [];
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1)
      cells.push([
        [x0 + j * w, y0 + i * h],
        [x0 + (j + 1) * w, y0 + (i + 1) * h],
      ]);
  return cells;
}

/** The world layer of the sea: drawn everywhere, it makes no view covered, nor partial. */
const OCEAN_LAYER = 'water-ocean';

/**
 * The layers only a region's detailed map draws: its roads, railways and buildings. Rivers,
 * woods and place names reach far beyond it (an extract keeps every way that enters it whole:
 * the Seine, a forest; the place names are the world's), so a view flown out from Rouen, blank
 * but for them, was said covered.
 */
const DETAIL_LAYER = /^(road|rail|building)/;

/**
 * What the middle of the view shows of the region's tiles (its layers shown: none while the quiz
 * hides the theme, which is then covered), in one pass over its cells: empty
 * when no cell draws a road, a railway or a building (an extract at the view's edge does not make
 * it covered); partial when at most `PARTIAL_MAX_CELLS` cells draw them or the sea (a coast is not
 * partial); else covered.
 */
export function viewCoverage(map: MapLibre.Map): 'covered' | 'partial' | 'empty' {
  if (map.getZoom() < COVERAGE_MIN_ZOOM) return 'covered';
  const layers = map
    .getStyle()
    .layers.filter((l) => 'source' in l && l.source === VECTOR_SOURCE_ID)
    // A theme hidden (the quiz draws its own map) tells nothing of the region's coverage.
    .filter((l) => map.getLayoutProperty(l.id, 'visibility') !== 'none')
    .map((l) => l.id);
  if (layers.length === 0) return 'covered';
  const { clientWidth, clientHeight } = map.getCanvas();
  let drawn = 0;
  let land = false;
  for (const cell of cellsOf(middleBox(clientWidth, clientHeight), PARTIAL_GRID)) {
    const features = map.queryRenderedFeatures(cell, { layers });
    const detail = features.some((f) => DETAIL_LAYER.test(f.layer.id));
    if (detail || features.some((f) => f.layer.id === OCEAN_LAYER)) drawn += 1;
    land ||= detail;
  }
  if (!land) return 'empty';
  return drawn <= PARTIAL_MAX_CELLS ? 'partial' : 'covered';
}

/** Zoom from which a mode that draws nothing in the view is worth a notice. */
export const MODE_EMPTY_MIN_ZOOM = 12;

/** The modes whose emptiness is told (the traffic mode tells its feed's state on its chip). */
const TOLD_MODES = ['tc', 'bicycle', 'zfe'] as const;
type ToldMode = (typeof TOLD_MODES)[number];

function isTold(mode: MapMode): mode is ToldMode {
  return (TOLD_MODES as readonly string[]).includes(mode);
}

/** The layers `mode` draws: its overlays of the style, the GTFS network's, the national ZFE's. */
function modeLayers(map: MapLibre.Map, mode: ToldMode): string[] {
  return map
    .getStyle()
    .layers.filter(
      (l) => layerMode(l) === mode || (mode === 'zfe' && l.id.startsWith('zfe-national-')),
    )
    .map((l) => l.id);
}

/** The mode on, when it draws nothing anywhere in a view of zoom `MODE_EMPTY_MIN_ZOOM` or more. */
export function emptyMode(map: MapLibre.Map, mode: MapMode): ToldMode | null {
  if (!isTold(mode) || map.getZoom() < MODE_EMPTY_MIN_ZOOM) return null;
  const layers = modeLayers(map, mode);
  if (layers.length === 0) return null;
  return map.queryRenderedFeatures({ layers }).length === 0 ? mode : null;
}

/** The pill's text for the view, or null when the view needs none. */
function pillText(map: MapLibre.Map, system: Parameters<MapExtension>[0]['system']): string | null {
  const t = createTranslator(system.locale.getSnapshot().context.locale);
  const coverage = viewCoverage(map);
  if (coverage !== 'covered') {
    return t(coverage === 'empty' ? 'map.noCoverage' : 'map.partialCoverage', {
      region: system.config.getSnapshot().context.config?.region.label ?? '',
    });
  }
  const empty = emptyMode(map, system.map.getSnapshot().context.mode);
  return empty ? t(`map.modeEmpty.${empty}`) : null;
}

/** The pill's distance from the map's bottom edge when nothing is under it, px. */
export const PILL_BOTTOM = 36;
/** Room kept between the pill and a card under it, px. */
const PILL_GAP = 8;

/** Options of `pillBottom`. */
export interface PillPlace {
  /** The pill's columns, px. */
  pill: { left: number; right: number };
  /** Cards over the map (the home's ad banner, pop-ins). */
  cards: readonly Box[];
  /** The screen's panel, when one is shown. */
  panel: Box | null;
}

/**
 * The pill's distance from the bottom of `map`, px: `PILL_BOTTOM`, or above what lies across
 * its columns at the bottom of the map: a phone's sheet (a panel as wide as the map, however
 * high it is raised) or a card whose top is in the map's lower half (a desktop panel or a notice
 * under the chips is beside the pill, not under it). Never past 80 % of the map's height.
 */
export function pillBottom(map: Box, place: PillPlace): number {
  const { pill, cards, panel } = place;
  const height = map.bottom - map.top;
  const middle = map.top + height / 2;
  const under = cards.filter((box) => box.top >= middle);
  if (panel && panel.right - panel.left >= 0.8 * (map.right - map.left)) under.push(panel);
  let bottom = PILL_BOTTOM;
  for (const box of under) {
    const across = box.left < pill.right && box.right > pill.left;
    if (across && box.top < map.bottom) bottom = Math.max(bottom, map.bottom - box.top + PILL_GAP);
  }
  return Math.min(bottom, Math.round(height * 0.8));
}

/**
 * The pill's middle and widest width, px from the map's left edge: the middle of the map, or of
 * the part a side panel leaves (a desktop's or a phone held sideways: the pill covered the
 * panel's buttons); null for the map's middle (no panel, or a phone's sheet across the map).
 */
export function pillColumn(map: Box, panel: Box | null): { middle: number; width: number } | null {
  const width = map.right - map.left;
  if (!panel || panel.right - panel.left >= 0.8 * width || panel.right <= map.left) return null;
  // The map's buttons stand in a column at its right edge.
  const free = map.right - BUTTONS_COLUMN - panel.right;
  return { middle: panel.right - map.left + free / 2, width: Math.max(free - 16, 0) };
}

/** The column of the map's buttons at its right edge, px. */
const BUTTONS_COLUMN = 56;

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/** Places the pill above what covers the bottom of the map where it is. */
function placePill(map: MapLibre.Map, pill: HTMLElement): void {
  const container = map.getContainer();
  const cards = Array.from(
    container.ownerDocument.querySelectorAll(`.${MAP_OBSTRUCTION_CLASS}, .${MAP_BANNER_CLASS}`),
    boxOf,
  );
  const panel = panelBox(container);
  const column = pillColumn(boxOf(container), panel);
  pill.style.left = column ? `${column.middle}px` : '';
  pill.style.maxWidth = column ? `min(520px, ${column.width}px)` : '';
  const place = { pill: boxOf(pill), cards, panel };
  pill.style.bottom = `${pillBottom(boxOf(container), place)}px`;
}

/** The pill's parts: its text, and the button that closes it for the text it says. */
function createPill(map: MapLibre.Map, closeLabel: string) {
  const pill = document.createElement('div');
  pill.className = 'coverage-notice';
  pill.hidden = true;
  const text = document.createElement('span');
  text.setAttribute('role', 'status');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'coverage-notice-close';
  close.setAttribute('aria-label', closeLabel);
  // A drawn cross, not a « × »: the pill's text is its message alone.
  close.innerHTML =
    '<svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true"><path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>';
  pill.append(text, close);
  map.getContainer().appendChild(pill);
  return { pill, text, close };
}

/**
 * The extension: a small pill at the bottom of the map, over empty or partial views. Its « × »
 * closes it; a text closed is not shown again on this map (another, a mode's, still is).
 */
export const coverageNoticeExtension: MapExtension = ({ map, system }) => {
  const closeLabel = () =>
    createTranslator(system.locale.getSnapshot().context.locale)('map.coverage.close');
  const { pill, text, close } = createPill(map, closeLabel());
  const closed = new Set<string>();
  const place = (): void => {
    if (!pill.hidden) placePill(map, pill);
  };
  const update = (): void => {
    const said = pillText(map, system);
    const shown = said !== null && !closed.has(said);
    // Written only when it changes: the text is a live region, read again at each change.
    if (shown && text.textContent !== said) text.textContent = said;
    close.setAttribute('aria-label', closeLabel());
    pill.hidden = !shown;
    place();
  };
  close.addEventListener('click', () => {
    if (text.textContent) closed.add(text.textContent);
    // The focus, on the button hidden, goes to the map rather than to the page's start.
    if (document.activeElement === close) map.getCanvas().focus();
    pill.hidden = true;
  });
  // A sheet dragged or grown, a pop-in come or gone: the pill moves with them.
  const side = map.getContainer().closest('.app-main')?.querySelector('.overlay--side');
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
  if (side) resized?.observe(side);
  window.addEventListener(MAP_OBSTRUCTION_EVENT, place);
  map.on('idle', update);
  return () => {
    map.off('idle', update);
    resized?.disconnect();
    window.removeEventListener(MAP_OBSTRUCTION_EVENT, place);
    pill.remove();
  };
};
