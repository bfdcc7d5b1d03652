/**
 * Where the itinerary's routes are framed: beside the panel or above the sheet, and again when a
 * pop-in comes or goes over the map, a phone's sheet is folded or opened, or a phone is turned,
 * unless the visitor moved the map.
 */
import type * as MapLibre from 'maplibre-gl';
import { MAP_OBSTRUCTION_EVENT, panelPadding, whenPanelSettled } from './panel-padding';

/** What the route layer keeps of its framing. */
export interface FramedState {
  /** The box framed last, until the visitor moves the map. */
  fitted: [number, number, number, number] | null;
  /** The steps marked on the map (null while the layer is hidden). */
  markedSteps: unknown;
  /** True while a roadbook's manoeuvre is shown: nothing frames the trip over it. */
  held: boolean;
}

/**
 * Frames the routes again when a pop-in appears over the map or goes (the fit keeps clear of
 * it), unless the visitor has moved the map since: their view is theirs.
 */
export function refitOnObstruction(map: MapLibre.Map, state: FramedState): () => void {
  const moved = (e: { originalEvent?: unknown }): void => {
    if (e.originalEvent) state.fitted = null;
  };
  // Once the panel is still: a phone's sheet folded or opened slides to its new height.
  const refit = (): void => {
    if (!state.fitted || !state.markedSteps || state.held) return;
    whenPanelSettled(map.getContainer(), () => {
      if (state.fitted) fitBox(map, state.fitted);
    });
  };
  // A phone turned sideways or back: the panel moves (at the left, or a sheet below), the trip
  // is framed again beside it. A keyboard shrinking the page turns nothing: no refit.
  const sideways = (): boolean => map.getContainer().clientWidth > map.getContainer().clientHeight;
  let turned = sideways();
  const resized = (): void => {
    if (sideways() === turned) return;
    turned = sideways();
    // A keyboard open over a field (a small phone's map then wider than tall) is no turn.
    const typing = document.activeElement?.matches('input, textarea, select') === true;
    if (!typing) refit();
  };
  map.on('movestart', moved);
  map.on('resize', resized);
  window.addEventListener(MAP_OBSTRUCTION_EVENT, refit);
  return () => {
    map.off('movestart', moved);
    map.off('resize', resized);
    window.removeEventListener(MAP_OBSTRUCTION_EVENT, refit);
  };
}

/**
 * Fits a box in the part of the map the panel leaves visible (beside it, or above the sheet),
 * on the next frame: the panel the fit must stay clear of has been drawn by then.
 */
export function fitBox(map: MapLibre.Map, [w, s, e, n]: [number, number, number, number]): void {
  requestAnimationFrame(() => {
    if (!map.getCanvas().isConnected) return;
    const padding = panelPadding(map, 'vector');
    map.fitBounds([w, s, e, n], { padding, duration: 600, maxZoom: 17 });
  });
}
