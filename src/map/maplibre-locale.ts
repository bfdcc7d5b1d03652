/**
 * MapLibre's interface texts in the interface locale: the `locale` option of the map (its UI
 * string ids → our bundles' `maplibre.*` messages), and the switch to another locale. MapLibre 5
 * reads those strings when it creates a control, a popup or a marker and has no setter: a switch
 * replaces its table (`_locale`, typed by maplibre-gl) for what it creates next and relabels what
 * is already on the page, found by MapLibre's documented CSS classes.
 */
import type { Locale } from '../i18n/locales';
import type { MaplibreMessageKey } from '../i18n/messages/maplibre';
import { translate } from '../i18n/translate';

/** MapLibre's UI string ids (its `defaultLocale`) and the messages that translate them. */
export const MAPLIBRE_STRING_KEYS: Readonly<Record<string, MaplibreMessageKey>> = {
  'AttributionControl.ToggleAttribution': 'maplibre.attribution',
  'AttributionControl.MapFeedback': 'maplibre.feedback',
  'FullscreenControl.Enter': 'maplibre.fullscreenEnter',
  'FullscreenControl.Exit': 'maplibre.fullscreenExit',
  'GeolocateControl.FindMyLocation': 'maplibre.locate',
  'GeolocateControl.LocationNotAvailable': 'maplibre.locationUnavailable',
  'LogoControl.Title': 'maplibre.logo',
  'Map.Title': 'maplibre.map',
  'Marker.Title': 'maplibre.marker',
  'NavigationControl.ResetBearing': 'maplibre.resetBearing',
  'NavigationControl.ZoomIn': 'maplibre.zoomIn',
  'NavigationControl.ZoomOut': 'maplibre.zoomOut',
  'Popup.Close': 'maplibre.popupClose',
  'GlobeControl.Enable': 'maplibre.globeEnable',
  'GlobeControl.Disable': 'maplibre.globeDisable',
  'TerrainControl.Enable': 'maplibre.terrainEnable',
  'TerrainControl.Disable': 'maplibre.terrainDisable',
  'CooperativeGesturesHandler.WindowsHelpText': 'maplibre.gestureWindows',
  'CooperativeGesturesHandler.MacHelpText': 'maplibre.gestureMac',
  'CooperativeGesturesHandler.MobileHelpText': 'maplibre.gestureMobile',
};

/** The `locale` option of a MapLibre map in an interface locale. */
export function mapLibreLocale(locale: Locale): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [id, key] of Object.entries(MAPLIBRE_STRING_KEYS))
    strings[id] = translate(locale, key);
  return strings;
}

/** The elements MapLibre labelled, by CSS class, with the id of their string. */
const LABELLED: readonly (readonly [selector: string, id: string])[] = [
  ['.maplibregl-canvas', 'Map.Title'],
  ['.maplibregl-ctrl-zoom-in', 'NavigationControl.ZoomIn'],
  ['.maplibregl-ctrl-zoom-out', 'NavigationControl.ZoomOut'],
  ['.maplibregl-ctrl-compass', 'NavigationControl.ResetBearing'],
  ['.maplibregl-ctrl-attrib-button', 'AttributionControl.ToggleAttribution'],
  ['.maplibregl-ctrl-fullscreen', 'FullscreenControl.Enter'],
  ['.maplibregl-ctrl-shrink', 'FullscreenControl.Exit'],
  ['.maplibregl-ctrl-geolocate', 'GeolocateControl.FindMyLocation'],
  ['.maplibregl-ctrl-logo', 'LogoControl.Title'],
  ['.maplibregl-popup-close-button', 'Popup.Close'],
];

/** The part of a MapLibre map a locale switch touches (a fake in tests). */
export interface LocalisableMap {
  getContainer(): HTMLElement;
  _locale: Record<string, string>;
}

/** Sets the label (and the title, when it has one) of an element. */
function relabel(element: Element, text: string): void {
  element.setAttribute('aria-label', text);
  if (element.hasAttribute('title')) element.setAttribute('title', text);
}

/**
 * Switches a map's interface texts to `locale`: MapLibre's table for the controls, popups and
 * markers it creates next, and the labels of those already there (the markers only when they
 * carry MapLibre's own label, not one of ours).
 */
export function setMapLibreLocale(map: LocalisableMap, locale: Locale): void {
  const strings = mapLibreLocale(locale);
  const container = map.getContainer();
  const previousMarker = map._locale['Marker.Title'];
  map._locale = { ...map._locale, ...strings };
  for (const [selector, id] of LABELLED) {
    const text = strings[id];
    if (text === undefined) continue;
    for (const element of container.querySelectorAll(selector)) relabel(element, text);
  }
  const marker = strings['Marker.Title'];
  if (marker === undefined || previousMarker === undefined) return;
  for (const element of container.querySelectorAll('.maplibregl-marker')) {
    if (element.getAttribute('aria-label') === previousMarker) relabel(element, marker);
  }
}
