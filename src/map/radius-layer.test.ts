import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { PoiSystem } from '../machines/poi-system';
import { polygonsBbox, radiusFeatures, radiusView } from './radius-layer';

const AREAS: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { minutes: 15 },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [7.41, 43.73],
            [7.43, 43.73],
            [7.43, 43.745],
            [7.41, 43.73],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { minutes: 5 },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [7.405, 43.735],
              [7.42, 43.735],
              [7.42, 43.74],
              [7.405, 43.735],
            ],
          ],
        ],
      },
    },
  ],
};

function fakeTool(context: object, visible = true): PoiSystem {
  return {
    radiusVisible: visible,
    radius: { getSnapshot: () => ({ context }) },
  } as unknown as PoiSystem;
}

describe('radius tool view', () => {
  it('boxes every ring of the reachable areas', () => {
    expect(polygonsBbox(AREAS)).toEqual([7.405, 43.73, 7.43, 43.745]);
    expect(polygonsBbox(null)).toBeNull();
    expect(polygonsBbox({ type: 'FeatureCollection', features: [] })).toBeNull();
  });

  it('shows the circle, then the areas once they are drawn', () => {
    const center = { lng: 7.42, lat: 43.735 };
    const circle = radiusView(fakeTool({ center, radius: 10_000, areas: null }));
    expect(circle?.key).toMatch(/^circle:/);
    // 10 km around the centre: about 0.18° of latitude each way.
    expect(circle!.bbox[3] - circle!.bbox[1]).toBeCloseTo(0.18, 1);
    const areas = radiusView(fakeTool({ center, radius: 10_000, areas: AREAS }));
    expect(areas).toEqual({
      key: 'areas:7.405,43.73,7.43,43.745',
      bbox: [7.405, 43.73, 7.43, 43.745],
    });
    expect(radiusView(fakeTool({ center, radius: 10_000, areas: AREAS }, false))).toBeNull();
  });

  it('keeps a centre away from every road in view, joined to where the areas start', () => {
    // A town's point in a field 950 m north of the first road (Villeurbanne's, in the demo).
    const center = { lng: 7.42, lat: 43.75 };
    const far = { ...AREAS, start: { lng: 7.42, lat: 43.7415, metres: 950 } };
    const view = radiusView(fakeTool({ center, radius: 10_000, areas: far }));
    expect(view?.bbox).toEqual([7.405, 43.73, 7.43, 43.75]);
    const drawn = radiusFeatures(fakeTool({ center, radius: 10_000, areas: far }));
    const line = drawn.features.find((f) => f.properties?.kind === 'start');
    expect(line?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [7.42, 43.75],
        [7.42, 43.7415],
      ],
    });
    // A start on the street next to the centre needs no line.
    const near = { ...AREAS, start: { lng: 7.42, lat: 43.75005, metres: 6 } };
    const plain = radiusFeatures(fakeTool({ center, radius: 10_000, areas: near }));
    expect(plain.features.some((f) => f.properties?.kind === 'start')).toBe(false);
  });
});
