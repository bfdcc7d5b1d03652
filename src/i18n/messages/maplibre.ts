/**
 * MapLibre's own interface texts (titles and labels of its controls, popups and markers) in every
 * locale, given to the map as its `locale` option (src/map/maplibre-locale.ts). They belong to the
 * shell: the map is created before any screen's messages load, so every locale carries them at
 * once. Each shell bundle spreads its object.
 */

/** fr-FR (source). */
export const maplibreFrFR = {
  'maplibre.map': 'Carte',
  'maplibre.marker': 'Repère sur la carte',
  'maplibre.zoomIn': 'Zoomer',
  'maplibre.zoomOut': 'Dézoomer',
  'maplibre.resetBearing': 'Réorienter la carte vers le nord',
  'maplibre.popupClose': 'Fermer la bulle',
  'maplibre.attribution': 'Afficher ou masquer les sources de la carte',
  'maplibre.feedback': 'Signaler une erreur sur la carte',
  'maplibre.fullscreenEnter': 'Afficher la carte en plein écran',
  'maplibre.fullscreenExit': 'Quitter le plein écran',
  'maplibre.locate': 'Afficher ma position',
  'maplibre.locationUnavailable': 'Position indisponible',
  'maplibre.logo': 'Logo MapLibre',
  'maplibre.globeEnable': 'Afficher le globe',
  'maplibre.globeDisable': 'Afficher la carte à plat',
  'maplibre.terrainEnable': 'Afficher le relief',
  'maplibre.terrainDisable': 'Masquer le relief',
  'maplibre.gestureWindows': 'Utilisez Ctrl + molette pour zoomer sur la carte',
  'maplibre.gestureMac': 'Utilisez ⌘ + molette pour zoomer sur la carte',
  'maplibre.gestureMobile': 'Utilisez deux doigts pour déplacer la carte',
};

/** A key of MapLibre's texts. */
export type MaplibreMessageKey = keyof typeof maplibreFrFR;

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
