/**
 * A notice over the map where the region has no detailed data: beyond the world layers (z0–7),
 * the tiles cover only the region's extracts, so elsewhere a zoomed-in map is empty. After each
 * idle at zoom 9 or more, when no feature of the vector source is drawn in the middle of the view
 * (an extract at its edge does not make an empty view covered), the map says so.
 */
import type * as MapLibre from 'maplibre-gl';
import { VECTOR_SOURCE_ID } from '../domain/tile-schema';
import { createTranslator } from '../i18n/translate';
import type { MapExtension } from './map-extensions';

/** Zoom from which an empty view is worth a notice (the world layers stop at z7). */
export const COVERAGE_MIN_ZOOM = 9;

/** The middle of a canvas of `width` × `height`: half its width and half its height. */
export function middleBox(width: number, height: number): [[number, number], [number, number]] {
  return [
    [width / 4, height / 4],
    [(width * 3) / 4, (height * 3) / 4],
  ];
}

/**
 * True when the middle of the view shows no feature of the region's tiles (background and world
 * layers aside).
 */
export function viewIsEmpty(map: MapLibre.Map): boolean {
  if (map.getZoom() < COVERAGE_MIN_ZOOM) return false;
  const layers = map
    .getStyle()
    .layers.filter((l) => 'source' in l && l.source === VECTOR_SOURCE_ID && l.id !== 'water-ocean')
    .map((l) => l.id);
  const { clientWidth, clientHeight } = map.getCanvas();
  const box = middleBox(clientWidth, clientHeight);
  return layers.length > 0 && map.queryRenderedFeatures(box, { layers }).length === 0;
}

/** The extension: a small pill at the top of the map, shown only over empty views. */
export const coverageNoticeExtension: MapExtension = ({ map, system }) => {
  const pill = document.createElement('div');
  pill.className = 'coverage-notice';
  pill.setAttribute('role', 'status');
  pill.hidden = true;
  map.getContainer().appendChild(pill);
  const update = (): void => {
    const empty = viewIsEmpty(map);
    if (empty) {
      const t = createTranslator(system.locale.getSnapshot().context.locale);
      pill.textContent = t('map.noCoverage', {
        region: system.config.getSnapshot().context.config?.region.label ?? '',
      });
    }
    pill.hidden = !empty;
  };
  map.on('idle', update);
  return () => {
    map.off('idle', update);
    pill.remove();
  };
};
