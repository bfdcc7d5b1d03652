/**
 * Creates the MapLibre map in a container and attaches the adapter. MapLibre is imported
 * dynamically: the page preloads its chunk beside the app's scripts, and it runs once the shell
 * has painted.
 */
import type * as MapLibre from 'maplibre-gl';
import type { AppSystem } from '../machines/app-system';
import { browserMapPixelRatio } from '../services/map-support';
import { afterFirstPaint } from './first-paint';
import { attachMapAdapter, type PositionMarker } from './map-adapter';
import { announceMap, registerMapExtension } from './map-extensions';
import { mapLibreLocale, setMapLibreLocale } from './maplibre-locale';
import { styleUrl } from './style-layers';
import { transitModeExtension } from './transit-mode';
import { zfeModeExtension } from './zfe-mode';

/** Test hook exposed on `window.__periple` with `?e2e=1` or in development. */
export interface PeripleTestHook {
  map: unknown;
  system: AppSystem;
}

declare global {
  interface Window {
    __periple?: PeripleTestHook;
  }
}

/** Options of `mountMap`. */
export interface MountMapOptions {
  container: HTMLElement;
  system: AppSystem;
  /** Sets `window.__periple`. */
  expose: boolean;
  /** Aborted when the view unmounts (possibly before MapLibre has loaded). */
  signal: AbortSignal;
}

let loading: Promise<typeof MapLibre> | undefined;

/**
 * How long the map waits for the page's first paint at most: MapLibre's first run and its WebGL
 * set-up hold the main thread, and with a software GPU the GPU process too, for long on a slow
 * phone; they must not hold back the shell's first paint.
 */
const FIRST_PAINT_WAIT_MS = 1000;

/** Loads and runs MapLibre once (called by the map view; the page preloads its chunk: src/domain/first-view-boot.ts). */
export function loadMapLibre(): Promise<typeof MapLibre> {
  loading ??= import('maplibre-gl').then((module) => {
    // MapLibre ships a UMD bundle: the API is the module namespace or its default export.
    const withDefault = module as unknown as { default?: typeof MapLibre };
    const lib = withDefault.default?.Map ? withDefault.default : module;
    // Its workers start now, while the map is being set up, rather than with the style.
    lib.prewarm();
    return lib;
  });
  return loading;
}

function positionMarker(lib: typeof MapLibre, map: MapLibre.Map): PositionMarker {
  const element = document.createElement('div');
  element.className = 'position-marker';
  element.setAttribute('aria-hidden', 'true');
  const marker = new lib.Marker({ element });
  let shown = false;
  return {
    show: (position) => {
      marker.setLngLat([position.lng, position.lat]);
      if (!shown) marker.addTo(map);
      shown = true;
    },
    hide: () => {
      if (shown) marker.remove();
      shown = false;
    },
  };
}

/**
 * MapLibre opens a compact attribution when its sources arrive; on a phone it would cover the map
 * and shift it when closed. It is closed in the same event, before it is ever painted; the button
 * still opens it.
 */
function collapseAttribution(map: MapLibre.Map): void {
  const close = (): void => {
    const shown = map.getContainer().querySelector('.maplibregl-compact-show');
    if (!shown) return;
    shown.classList.remove('maplibregl-compact-show');
    map.off('styledata', close);
    map.off('sourcedata', close);
  };
  map.on('styledata', close);
  map.on('sourcedata', close);
}

/** Switches MapLibre's own texts with the interface locale; returns the unsubscription. */
function followLocale(map: MapLibre.Map, system: AppSystem): () => void {
  let current = system.locale.getSnapshot().context.locale;
  const subscription = system.locale.subscribe(({ context }) => {
    if (context.locale === current) return;
    current = context.locale;
    setMapLibreLocale(map, current);
  });
  return () => subscription.unsubscribe();
}

/**
 * What loads once the first screen is drawn (its JS budget, e2e/budget.spec.ts): the coverage
 * notice, which speaks once the person looks around, the zoom buttons' own handling
 * (free-zoom.ts; MapLibre's until then) and the pixel ratio that follows the screen's. Returns
 * what stops them.
 */
function afterFirstScreen(map: MapLibre.Map): () => void {
  let stopCoverageNotice = (): void => undefined;
  let stopFreeZoom = (): void => undefined;
  let stopPixelRatio = (): void => undefined;
  let removed = false;
  void map.once('idle', () => {
    void import('./pixel-ratio-follow').then(({ followPixelRatio }) => {
      if (!removed) stopPixelRatio = followPixelRatio(map);
    });
    void import('./coverage-notice').then(({ coverageNoticeExtension }) => {
      if (!removed) stopCoverageNotice = registerMapExtension(coverageNoticeExtension);
    });
    void import('./free-zoom').then(({ zoomAroundFreePart }) => {
      if (!removed) stopFreeZoom = zoomAroundFreePart(map);
    });
  });
  return () => {
    removed = true;
    stopPixelRatio();
    stopCoverageNotice();
    stopFreeZoom();
  };
}

/** Creates the map once the shell has painted; resolves to the function that removes it. */
export async function mountMap(options: MountMapOptions): Promise<() => void> {
  await afterFirstPaint(FIRST_PAINT_WAIT_MS);
  if (options.signal.aborted) return () => undefined;
  const lib = await loadMapLibre();
  if (options.signal.aborted) return () => undefined;
  const { system, container } = options;
  const { context } = system.map.getSnapshot();
  const origin = window.location.origin;
  const map = new lib.Map({
    container,
    style: styleUrl(context.theme, context.locale, origin),
    center: [context.center.lng, context.center.lat],
    zoom: context.zoom,
    attributionControl: false,
    // Spec §9: 2 to 4 (a 1× screen with a graphics card draws at 2).
    pixelRatio: browserMapPixelRatio(),
    locale: mapLibreLocale(system.locale.getSnapshot().context.locale),
    // Labels show at once after a move, without MapLibre's 300 ms fade: the frames it drew after
    // every move and zoom cost a phone's battery and a software-drawn map 10 % of its time.
    fadeDuration: 0,
  });
  // The first screen's yardstick (npm run bench -- --only lighthouse): style, sprite, glyphs and
  // the first tiles drawn.
  void map.once('load', () => performance.mark('periple:map-drawn'));
  map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
  const compact = system.device.getSnapshot().context.deviceClass === 'pe';
  map.addControl(new lib.AttributionControl({ compact }), 'bottom-right');
  if (compact) collapseAttribution(map);
  const adapter = attachMapAdapter({
    map,
    mapActor: system.map,
    geolocationActor: system.geolocation,
    marker: positionMarker(lib, map),
    origin,
  });
  if (options.expose) window.__periple = { map, system };
  const stopLocale = followLocale(map, system);
  const stopLater = afterFirstScreen(map);
  const stopTransitMode = registerMapExtension(transitModeExtension);
  const stopZfeMode = registerMapExtension(zfeModeExtension);
  const detachExtensions = announceMap({ map, lib, system });
  return () => {
    stopLater();
    stopLocale();
    stopTransitMode();
    stopZfeMode();
    detachExtensions();
    adapter.destroy();
    map.remove();
    if (window.__periple?.map === map) delete window.__periple;
  };
}
