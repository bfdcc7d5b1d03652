/**
 * The map's pixel ratio kept with the screen's (spec §9: clamped 2 to 4), once the first screen
 * is drawn (mount-map.ts).
 */
import type * as MapLibre from 'maplibre-gl';
import { browserMapPixelRatio } from '../services/map-support';

/**
 * Keeps the map's pixel ratio with the screen's, as MapLibre does when it is given none: the
 * browser's zoom (which resizes the map too) and a window moved to another screen (a change of
 * the screen's resolution). Returns the unsubscription.
 */
export function followPixelRatio(map: MapLibre.Map): () => void {
  let query: MediaQueryList | undefined;
  function watch(): void {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', changed);
  }
  function changed(): void {
    const ratio = browserMapPixelRatio();
    if (ratio !== map.getPixelRatio()) map.setPixelRatio(ratio);
    watch();
  }
  // A change made before this module loaded (it comes after the first screen) is caught up now.
  changed();
  map.on('resize', changed);
  return () => {
    query?.removeEventListener('change', changed);
    map.off('resize', changed);
  };
}
