/** MapLibre's own interface texts in Dutch (../maplibre.ts). */
import type { MaplibreMessageKey } from '../maplibre';

/** nl-BE. */
export const maplibreNlBE: Readonly<Record<MaplibreMessageKey, string>> = {
  'maplibre.map': 'Kaart',
  'maplibre.marker': 'Markering op de kaart',
  'maplibre.zoomIn': 'Inzoomen',
  'maplibre.zoomOut': 'Uitzoomen',
  'maplibre.resetBearing': 'Kaart naar het noorden draaien',
  'maplibre.popupClose': 'Pop-up sluiten',
  'maplibre.attribution': 'Bronnen van de kaart tonen of verbergen',
  'maplibre.feedback': 'Een fout op de kaart melden',
  'maplibre.fullscreenEnter': 'Kaart op volledig scherm tonen',
  'maplibre.fullscreenExit': 'Volledig scherm verlaten',
  'maplibre.locate': 'Mijn locatie tonen',
  'maplibre.locationUnavailable': 'Locatie niet beschikbaar',
  'maplibre.logo': 'MapLibre-logo',
  'maplibre.globeEnable': 'Globe tonen',
  'maplibre.globeDisable': 'Platte kaart tonen',
  'maplibre.terrainEnable': 'Reliëf tonen',
  'maplibre.terrainDisable': 'Reliëf verbergen',
  'maplibre.gestureWindows': 'Gebruik Ctrl + scrollen om op de kaart te zoomen',
  'maplibre.gestureMac': 'Gebruik ⌘ + scrollen om op de kaart te zoomen',
  'maplibre.gestureMobile': 'Gebruik twee vingers om de kaart te verplaatsen',
};
