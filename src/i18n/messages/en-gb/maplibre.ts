/** MapLibre's own interface texts in English (../maplibre.ts). */
import type { MaplibreMessageKey } from '../maplibre';

/** en-GB. */
export const maplibreEnGB: Readonly<Record<MaplibreMessageKey, string>> = {
  'maplibre.map': 'Map',
  'maplibre.marker': 'Map marker',
  'maplibre.zoomIn': 'Zoom in',
  'maplibre.zoomOut': 'Zoom out',
  'maplibre.resetBearing': 'Reset bearing to north',
  'maplibre.popupClose': 'Close popup',
  'maplibre.attribution': 'Show or hide the map sources',
  'maplibre.feedback': 'Report a map error',
  'maplibre.fullscreenEnter': 'Show the map full screen',
  'maplibre.fullscreenExit': 'Exit full screen',
  'maplibre.locate': 'Show my location',
  'maplibre.locationUnavailable': 'Location not available',
  'maplibre.logo': 'MapLibre logo',
  'maplibre.globeEnable': 'Show the globe',
  'maplibre.globeDisable': 'Show the flat map',
  'maplibre.terrainEnable': 'Show the terrain',
  'maplibre.terrainDisable': 'Hide the terrain',
  'maplibre.gestureWindows': 'Use Ctrl + scroll to zoom the map',
  'maplibre.gestureMac': 'Use ⌘ + scroll to zoom the map',
  'maplibre.gestureMobile': 'Use two fingers to move the map',
};
