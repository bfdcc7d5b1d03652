// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { loadMessages } from '../i18n/translate';
import { MAPLIBRE_STRING_KEYS, mapLibreLocale, setMapLibreLocale } from './maplibre-locale';

/** MapLibre 5's UI string ids (its defaultLocale) that carry words, not units. */
const MAPLIBRE_IDS = [
  'AttributionControl.ToggleAttribution',
  'AttributionControl.MapFeedback',
  'FullscreenControl.Enter',
  'FullscreenControl.Exit',
  'GeolocateControl.FindMyLocation',
  'GeolocateControl.LocationNotAvailable',
  'LogoControl.Title',
  'Map.Title',
  'Marker.Title',
  'NavigationControl.ResetBearing',
  'NavigationControl.ZoomIn',
  'NavigationControl.ZoomOut',
  'Popup.Close',
  'GlobeControl.Enable',
  'GlobeControl.Disable',
  'TerrainControl.Enable',
  'TerrainControl.Disable',
  'CooperativeGesturesHandler.WindowsHelpText',
  'CooperativeGesturesHandler.MacHelpText',
  'CooperativeGesturesHandler.MobileHelpText',
];

describe("MapLibre's texts in the interface locale", () => {
  // The app loads a locale's messages before it starts in it or switches to it.
  beforeAll(() => Promise.all([loadMessages('nl-BE'), loadMessages('en-GB')]));

  it('translates every text of MapLibre that has words, in every locale', () => {
    expect(Object.keys(MAPLIBRE_STRING_KEYS).sort()).toEqual([...MAPLIBRE_IDS].sort());
    for (const locale of LOCALES) {
      const strings = mapLibreLocale(locale);
      for (const id of MAPLIBRE_IDS) expect(strings[id], `${locale} ${id}`).toMatch(/\S/);
    }
  });

  it('reads the bundles: French for both French locales, English, Dutch', () => {
    expect(mapLibreLocale('fr-FR')['NavigationControl.ZoomIn']).toBe('Zoomer');
    expect(mapLibreLocale('fr-BE')['Popup.Close']).toBe('Fermer la bulle');
    expect(mapLibreLocale('en-GB')['NavigationControl.ZoomIn']).toBe('Zoom in');
    expect(mapLibreLocale('nl-BE')['NavigationControl.ZoomOut']).toBe('Uitzoomen');
  });

  it('relabels what MapLibre drew and replaces its table on a switch', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <canvas class="maplibregl-canvas" aria-label="Carte"></canvas>
      <button class="maplibregl-ctrl-zoom-in" title="Zoomer" aria-label="Zoomer"></button>
      <summary class="maplibregl-ctrl-attrib-button" title="x" aria-label="x"></summary>
      <button class="maplibregl-popup-close-button" aria-label="Fermer la bulle"></button>
      <div class="maplibregl-marker" aria-label="Repère sur la carte"></div>
      <div class="maplibregl-marker" aria-label="Pharmacie du Rocher"></div>`;
    const map = { getContainer: () => container, _locale: mapLibreLocale('fr-FR') };
    setMapLibreLocale(map, 'nl-BE');
    expect(map._locale['Popup.Close']).toBe('Pop-up sluiten');
    const label = (selector: string) =>
      container.querySelector(selector)?.getAttribute('aria-label');
    expect(label('.maplibregl-canvas')).toBe('Kaart');
    expect(container.querySelector('.maplibregl-ctrl-zoom-in')?.getAttribute('title')).toBe(
      'Inzoomen',
    );
    expect(container.querySelector('.maplibregl-canvas')?.hasAttribute('title')).toBe(false);
    expect(label('.maplibregl-ctrl-attrib-button')).toBe('Bronnen van de kaart tonen of verbergen');
    expect(label('.maplibregl-popup-close-button')).toBe('Pop-up sluiten');
    const markers = [...container.querySelectorAll('.maplibregl-marker')];
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Markering op de kaart',
      'Pharmacie du Rocher',
    ]);
  });
});
