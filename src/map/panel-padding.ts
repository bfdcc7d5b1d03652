/**
 * The part of the map a fitted view must keep clear of: the screen's panel floats over the map
 * (at the left on desktop, as a bottom sheet on a phone), and the mode chips along the top. The
 * padding is read from the panel where it is, so a view fitted under a phone sheet stays above it;
 * the margins kept around it are §9's (`mapMargins`).
 */
import { MAP_PADDING, MARKER_SIZE, mapMargins, type MapMargins } from '../domain/map-constants';
import { clearOfButtons } from './buttons-padding';

/** A box in page pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Padding of a fitted view, px (a MapLibre PaddingOptions with every side set). */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * How a view is framed: a view of places (§9's margins), of a `vector` (a route, a circle, an
 * area: 50 px more), or with a margin of its own, px (a popup, the quiz's board).
 */
export type Framing = 'places' | 'vector' | number;

/** The mode chips along the top of the map, px. */
const TOP_CHROME = 56;
/** Room kept between a fitted view and a pop-in over the map, px (spec §9: pop-in + 20). */
export const OBSTRUCTION_GAP = MAP_PADDING.popin;
/** The class of a card floating over the map that fitted views keep clear of. */
export const MAP_OBSTRUCTION_CLASS = 'map-obstruction';
/** The class of the ad banner over the map: views keep §9's 105 px above the bottom for it. */
export const MAP_BANNER_CLASS = 'ad-frame--map-banner';

/**
 * The class of the mark a screen leaves in the side overlay while its panel's code loads: a view
 * asked meanwhile waits for the panel (up to `PANEL_LOAD_MS`) instead of framing without it.
 */
export const PANEL_LOADING_CLASS = 'panel-loading';
/** The window event a card of that class sends when it appears or goes away. */
export const MAP_OBSTRUCTION_EVENT = 'periple:map-obstruction';

/** Least width and height left to the view, px: MapLibre refuses a fit with no room left. */
const MIN_ROOM = 120;

/** The side to keep clear: the one that leaves the larger free part of the map. */
function panelSide(map: Box, panel: Box): 'left' | 'bottom' | null {
  if (panel.right <= panel.left || panel.bottom <= panel.top) return null;
  const rightOfPanel = (map.right - panel.right) * (map.bottom - map.top);
  const abovePanel = (panel.top - map.top) * (map.right - map.left);
  return rightOfPanel >= abovePanel ? 'left' : 'bottom';
}

/**
 * Grows `padding` to keep clear of a card floating over the map (a pop-in): by its width on the
 * right, its height at the bottom, or, for a card at the top (a phone's), down to below it,
 * whichever leaves the larger view, plus `OBSTRUCTION_GAP` (spec §9's pop-in padding).
 */
function clearOf(map: Box, card: Box, padding: Padding): void {
  if (card.right <= map.left || card.left >= map.right || card.bottom <= map.top) return;
  if (card.top >= map.bottom) return;
  const right = Math.max(padding.right, map.right - card.left + OBSTRUCTION_GAP);
  const bottom = Math.max(padding.bottom, map.bottom - card.top + OBSTRUCTION_GAP);
  const top = Math.max(padding.top, card.bottom - map.top + OBSTRUCTION_GAP);
  const width = map.right - map.left - padding.left;
  const height = map.bottom - map.top;
  const besideIt = (width - right) * (height - padding.top - padding.bottom);
  const aboveIt = (width - padding.right) * (height - padding.top - bottom);
  const belowIt = (width - padding.right) * (height - top - padding.bottom);
  if (belowIt > besideIt && belowIt > aboveIt) padding.top = top;
  else if (besideIt >= aboveIt) padding.right = right;
  else padding.bottom = bottom;
}

/** Options of `paddingAround`. */
export interface PaddingOptions {
  /** Room kept around the view (§9's for a desktop's view of places, credits apart, by default). */
  margins?: MapMargins;
  /** Cards floating over the map (pop-ins), kept clear of too. */
  cards?: readonly Box[];
  /** The ad banner over the map, when shown: the bottom grows by 105 px, or past it. */
  banner?: Box | null;
}

/** The margins of a fixed margin `margin`, px: half of it above, under the chips. */
export function fixedMargins(margin: number): MapMargins {
  return {
    top: margin / 2,
    right: margin,
    bottom: margin,
    left: margin,
    besidePanel: margin,
    aboveSheet: margin / 2,
  };
}

const DESKTOP_PLACES = mapMargins({ mobile: false, fullscreen: false, vector: false });

/**
 * Grows the bottom for the ad banner: §9's 105 px more than the margin, or past the banner where
 * it stands taller (a sheet under it may already push the bottom further).
 */
function clearOfBanner(map: Box, banner: Box, padding: Padding, margins: MapMargins): void {
  if (banner.bottom <= banner.top || banner.top >= map.bottom) return;
  if (banner.right <= map.left || banner.left >= map.right) return;
  const measured = map.bottom - banner.top + OBSTRUCTION_GAP;
  padding.bottom = Math.max(padding.bottom, margins.bottom + MAP_PADDING.adBanner, measured);
}

/**
 * The padding of a view fitted in `map` with `panel` (null when none) over it: the panel's
 * side grows by its size and the room kept beyond it, every side keeps its margin, a floating
 * card pushes its side, the ad banner the bottom, and at least `MIN_ROOM` px stay free.
 */
export function paddingAround(map: Box, panel: Box | null, options: PaddingOptions = {}): Padding {
  const { margins = DESKTOP_PLACES, cards = [], banner = null } = options;
  const padding = {
    top: TOP_CHROME + margins.top,
    right: margins.right,
    bottom: margins.bottom,
    left: margins.left,
  };
  const side = panel ? panelSide(map, panel) : null;
  if (panel && side === 'left')
    padding.left = Math.max(margins.left, panel.right - map.left + margins.besidePanel);
  if (panel && side === 'bottom')
    padding.bottom = Math.max(margins.bottom, map.bottom - panel.top + margins.aboveSheet);
  if (banner) clearOfBanner(map, banner, padding, margins);
  for (const card of cards) clearOf(map, card, padding);
  const height = map.bottom - map.top;
  const width = map.right - map.left;
  const spareY = height - padding.top - padding.bottom - MIN_ROOM;
  if (spareY < 0) padding.bottom = Math.max(0, padding.bottom + spareY);
  const spareX = width - padding.left - padding.right - MIN_ROOM;
  if (spareX < 0) padding.left = Math.max(0, padding.left + spareX);
  return padding;
}

function boxOf(element: Element): Box {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

/** The panel shown over the map next to `container` (the screen of the route), if any. */
export function panelBox(container: HTMLElement): Box | null {
  const panel = container
    .closest('.app-main')
    ?.querySelector(`.overlay--side > :not(.${PANEL_LOADING_CLASS})`);
  return panel ? boxOf(panel) : null;
}

/** The cards floating over the page (pop-ins) a fitted view keeps clear of, banner apart. */
function cardBoxes(container: HTMLElement): Box[] {
  const cards = container.ownerDocument.querySelectorAll(
    `.${MAP_OBSTRUCTION_CLASS}:not(.${MAP_BANNER_CLASS})`,
  );
  return Array.from(cards, boxOf);
}

/** The ad banner over the map, when shown. */
function bannerBox(container: HTMLElement): Box | null {
  const banner = container.ownerDocument.querySelector(`.${MAP_BANNER_CLASS}`);
  return banner ? boxOf(banner) : null;
}

/**
 * The line of the map's credits along a desktop's bottom edge, px: §9's margins are counted from
 * above it, as from below the chips (a phone folds its credits into a button).
 */
const CREDITS_LINE = 22;

/**
 * The margins of `framing` for the map in `container` (a phone's, in full screen or not). A view
 * of places keeps at least a pin's height above them (`MARKER_SIZE`): the pin of the topmost
 * place stands whole below the chips, where a desktop's 10 px would leave its head under them.
 */
export function framingMargins(container: HTMLElement, framing: Framing): MapMargins {
  if (typeof framing === 'number') return fixedMargins(framing);
  const mobile = !!container.closest(".app[data-device='pe']");
  const margins = mapMargins({
    mobile,
    fullscreen: !!container.closest(".app[data-fullscreen='true']"),
    vector: framing === 'vector',
  });
  const top = framing === 'places' ? Math.max(margins.top, MARKER_SIZE.height) : margins.top;
  const bottom = mobile ? margins.bottom : margins.bottom + CREDITS_LINE;
  return { ...margins, top, bottom };
}

/** Longest wait for a panel to be drawn before a view is applied without it, ms. */
export const PANEL_WAIT_MS = 600;

/** Longest wait for a panel whose code is loading (a slow network or a busy device), ms. */
export const PANEL_LOAD_MS = 5000;

/**
 * True while the next screen is on its way (`data-navigating`, app-shell.tsx): the panel shown
 * is still the last screen's (the home's sheet while a place's loads), not the one to keep clear of.
 */
function navigating(container: HTMLElement): boolean {
  return !!container.closest('.app-main')?.hasAttribute('data-navigating');
}

/** True while a screen's panel is still loading next to `container`, or the screen itself. */
function panelLoading(container: HTMLElement): boolean {
  if (navigating(container)) return true;
  const side = container.closest('.app-main')?.querySelector('.overlay--side');
  return !!side?.querySelector(`:scope > .${PANEL_LOADING_CLASS}`);
}

/**
 * True while the panel shows a list of suggestions: a phone's sheet is then raised to the top of
 * the map (app.css), and goes back down once one is picked.
 */
function panelRaised(container: HTMLElement): boolean {
  if (!container.closest(".app[data-device='pe']")) return false;
  const side = container.closest('.app-main')?.querySelector('.overlay--side');
  return !!side?.querySelector(RAISING_LIST);
}

/** The list that raises a phone's sheet (app.css): suggestions for typed text. */
const RAISING_LIST =
  ':is(.step-field, .radius-search) input:not(:placeholder-shown) + .suggestion-list';

/**
 * Runs `apply` once the panel over the map is drawn and still (the same box two frames running,
 * no list of suggestions open in it), or after `PANEL_WAIT_MS` without one (`PANEL_LOAD_MS` while
 * a screen marks its panel as loading): a view asked with a screen whose panel is still loading
 * (a phone's place sheet comes with its lazy chunk), or with a sheet raised over a list just
 * picked in, is then framed clear of it, not under it.
 */
export function whenPanelSettled(container: HTMLElement, apply: () => void): void {
  const started = performance.now();
  let last: string | null = null;
  // While a view waits, the map says so (`data-view-pending`): a test waiting for the map to
  // rest waits for it too.
  holdView(container);
  const check = (): void => {
    const box = panelBox(container);
    const key = box ? `${box.left},${box.top},${box.right},${box.bottom}` : '';
    const waited = performance.now() - started;
    const limit = panelLoading(container) ? PANEL_LOAD_MS : PANEL_WAIT_MS;
    const still = box && key === last && !panelRaised(container) && !navigating(container);
    if (still || waited > limit) {
      releaseView(container);
      apply();
      return;
    }
    last = key;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Marks the map as waiting to frame a view (`data-view-pending`, counted). */
export function holdView(container: HTMLElement): void {
  container.dataset.viewPending = String(Number(container.dataset.viewPending ?? 0) + 1);
}

/** Ends one `holdView`; the mark goes with the last. */
export function releaseView(container: HTMLElement): void {
  const left = Number(container.dataset.viewPending ?? 1) - 1;
  if (left > 0) container.dataset.viewPending = String(left);
  else delete container.dataset.viewPending;
}

/**
 * The padding that keeps a fitted view of this map clear of the panel, the pop-ins and the ad
 * banner over it and, with §9's margins (not a margin of its own), of the map's buttons too.
 */
export function panelPadding(
  map: { getContainer(): HTMLElement },
  framing: Framing = 'places',
): Padding {
  const container = map.getContainer();
  const padding = paddingAround(boxOf(container), panelBox(container), {
    margins: framingMargins(container, framing),
    cards: cardBoxes(container),
    banner: bannerBox(container),
  });
  return typeof framing === 'number' ? padding : clearOfButtons(container, padding);
}

/** The class of a place's card over the map (a list's result, a route's place). */
export const PLACE_CARD_CLASS = 'place-card';

/** A box that takes room on screen, or null (none, or hidden). */
function drawn(box: Box | null): Box | null {
  return box && box.right > box.left && box.bottom > box.top ? box : null;
}

/**
 * The free part of the map around a place's card, `margin` px kept, measured where they stand:
 * right of the panel and above the card on a desktop; above the card on a phone, or beside it
 * when the phone is turned (its card takes the place of the sheet, at the bottom or the left).
 */
export function cardPadding(map: { getContainer(): HTMLElement }, margin: number): Padding {
  const container = map.getContainer();
  const card = container.closest('.app-main')?.querySelector(`:scope > .${PLACE_CARD_CLASS}`);
  const cardBox = drawn(card ? boxOf(card) : null);
  const panel = drawn(panelBox(container));
  const padding = paddingAround(boxOf(container), panel ?? cardBox, {
    margins: fixedMargins(margin),
    cards: panel && cardBox ? [cardBox] : [],
  });
  return clearOfButtons(container, padding);
}

/** The offset that centres a point in the free part of the map instead of its middle. */
export function paddingOffset(padding: Padding): [number, number] {
  return [(padding.left - padding.right) / 2, (padding.top - padding.bottom) / 2];
}
