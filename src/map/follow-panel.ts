/**
 * A view framed beside a panel that then changes is framed again. On a phone, a place searched
 * from the home is framed above the home's sheet (the place's sheet is not drawn yet); a moment
 * later the place's sheet replaces it, higher, and the place stood low on the map, pushed under
 * the sheet by the next « + ». For a short while after a view, a change of the panel's room
 * re-applies the view, unless the person has moved the map meanwhile or another view came.
 */
import type * as MapLibre from 'maplibre-gl';
import {
  holdView,
  panelPadding,
  releaseView,
  whenPanelSettled,
  type Framing,
  type Padding,
} from './panel-padding';

/** How long after a view, at most, a change of its panel re-applies it, ms. */
export const PANEL_FOLLOW_MS = 2500;

/** The map at rest this long with its panel unchanged ends the watch, ms. */
export const PANEL_QUIET_MS = 300;

/** A change of the panel's room smaller than this, px, on every side, is no change. */
export const PANEL_CHANGE_PX = 8;

/** True when two paddings differ by `PANEL_CHANGE_PX` or more on a side. */
export function paddingChanged(a: Padding, b: Padding): boolean {
  return (
    Math.abs(a.top - b.top) >= PANEL_CHANGE_PX ||
    Math.abs(a.right - b.right) >= PANEL_CHANGE_PX ||
    Math.abs(a.bottom - b.bottom) >= PANEL_CHANGE_PX ||
    Math.abs(a.left - b.left) >= PANEL_CHANGE_PX
  );
}

/** What `followPanel` watches and re-applies. */
export interface FollowOptions {
  /** The padding the view was applied with. */
  padding: Padding;
  /** How that padding was framed (`panelPadding`'s; places by default). */
  framing?: Framing;
  /** Applies the view again, with the padding of the moment. */
  apply: () => void;
  /** False once another view replaced this one. */
  isCurrent: () => boolean;
}

/**
 * Watches the panel after a view: when its room changes, re-applies the view once the panel is
 * still (`whenPanelSettled`). The watch ends once the map has rested `PANEL_QUIET_MS` with the
 * panel unchanged (no jump after the person has started reading), after `PANEL_FOLLOW_MS` at
 * most, or at once on a move of the map by the person (a drag, a wheel, a button), a newer view,
 * or a map taken off the page. Meanwhile the map says a view is pending (`holdView`).
 */
export function followPanel(map: MapLibre.Map, options: FollowOptions): void {
  const container = map.getContainer();
  let touched = false;
  const onMoveStart = (event: { originalEvent?: unknown }): void => {
    if (event.originalEvent) touched = true;
  };
  map.on('movestart', onMoveStart);
  holdView(container);
  const started = performance.now();
  let restingSince: number | null = null;
  const stop = (): void => {
    map.off('movestart', onMoveStart);
    releaseView(container);
  };
  const check = (): void => {
    const now = performance.now();
    restingSince = map.isMoving() ? null : (restingSince ?? now);
    const quiet = restingSince !== null && now - restingSince > PANEL_QUIET_MS;
    const over = quiet || now - started > PANEL_FOLLOW_MS;
    if (touched || over || !options.isCurrent() || !map.getCanvas().isConnected) return stop();
    if (!paddingChanged(options.padding, panelPadding(map, options.framing))) {
      requestAnimationFrame(check);
      return;
    }
    whenPanelSettled(container, () => {
      if (!touched && options.isCurrent() && map.getCanvas().isConnected) options.apply();
      stop();
    });
  };
  requestAnimationFrame(check);
}
