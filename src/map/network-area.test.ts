import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  isOutsideFilter,
  networkBox,
  outsideFilter,
  sameStopArea,
  SAME_STOP_M,
} from './network-area';

const stop = (lng: number, lat: number) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [lng, lat] },
  properties: { kind: 'stop' },
});
const network: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    stop(7.42, 43.73),
    stop(7.43, 43.74),
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [7.41, 43.72],
          [7.44, 43.75],
        ],
      },
      properties: { kind: 'line' },
    },
  ],
};

describe('where the GTFS network stands in for the OSM transit overlay', () => {
  it('draws a square of SAME_STOP_M around each stop', () => {
    const area = sameStopArea(network);
    expect(area?.type).toBe('MultiPolygon');
    const squares = area?.type === 'MultiPolygon' ? area.coordinates : [];
    expect(squares).toHaveLength(2);
    const ring = squares[0]![0]!;
    const halfHeightM = ((ring[2]![1]! - ring[0]![1]!) / 2) * 111_320;
    expect(halfHeightM).toBeCloseTo(SAME_STOP_M, 0);
    expect(ring[0]).toEqual(ring[4]);
  });

  it('boxes the lines and stops with a margin', () => {
    const ring = networkBox(network)!.coordinates[0]!;
    expect(ring[0]![0]).toBeLessThan(7.41);
    expect(ring[2]![0]).toBeGreaterThan(7.44);
    expect(sameStopArea({ type: 'FeatureCollection', features: [] })).toBeNull();
  });

  it('keeps the layer’s own filter and is recognised, so it is not nested twice', () => {
    const area = networkBox(network)!;
    const own: ExpressionSpecification = ['==', ['get', 'class'], 'bus'];
    const filter = outsideFilter(own, area);
    expect(filter).toEqual(['all', own, ['!', ['within', area]]]);
    expect(outsideFilter(undefined, area)).toEqual(['!', ['within', area]]);
    expect(isOutsideFilter(filter)).toBe(true);
    expect(isOutsideFilter(own)).toBe(false);
  });
});
