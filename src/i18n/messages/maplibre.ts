/**
 * MapLibre's own interface texts (titles and labels of its controls, popups and markers) in every
 * locale, given to the map as its `locale` option (src/map/maplibre-locale.ts). They belong to the
 * shell: the map is created before any screen's messages load, so every locale carries them at
 * once. Each shell bundle spreads its object; the English and Dutch ones are in their locale's
 * folder, so that the French first screen does not carry them (a module is bundled whole).
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
