/**
 * The walking legs of the selected multimodal route (issue 5) drawn as grey dots on a white
 * band above every route line, so the lines of the other routes never show through the gaps.
 */
import type * as MapLibre from 'maplibre-gl';
import { STYLE_METADATA } from '../domain/map-config';

/** Ids of the two layers. */
export const WALK_LAYERS = ['itinerary-routes-walk-casing', 'itinerary-routes-walk'] as const;

const SELECTED_WALK: MapLibre.FilterSpecification = [
  'all',
  ['boolean', ['get', 'walk'], false],
  ['boolean', ['get', 'selected'], false],
];

/** Adds the layers over the route lines of `source` (below the labels, `before`). */
export function addWalkLayers(map: MapLibre.Map, source: string, before: string | undefined) {
  const layout = { 'line-cap': 'round', 'line-join': 'round' } as const;
  map.addLayer(
    {
      id: WALK_LAYERS[0],
      type: 'line',
      metadata: { [STYLE_METADATA.route]: true },
      source,
      filter: SELECTED_WALK,
      layout,
      paint: { 'line-color': '#ffffff', 'line-width': 8 },
    },
    before,
  );
  map.addLayer(
    {
      id: WALK_LAYERS[1],
      type: 'line',
      metadata: { [STYLE_METADATA.route]: true },
      source,
      filter: SELECTED_WALK,
      layout,
      paint: { 'line-color': ['get', 'color'], 'line-width': 5, 'line-dasharray': [0.1, 1.8] },
    },
    before,
  );
}
