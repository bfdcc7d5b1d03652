/**
 * A transparent polygon over the whole world: a layer of it declared clickable takes the map's
 * clicks for a tool (the radius tool, the city quiz) instead of the address popup.
 */
import type { Feature, Polygon } from 'geojson';

/** The polygon, with `kind: 'catcher'`. */
export const WORLD_CATCHER: Feature<Polygon> = {
  type: 'Feature',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-180, -85],
        [180, -85],
        [180, 85],
        [-180, 85],
        [-180, -85],
      ],
    ],
  },
  properties: { kind: 'catcher' },
};
