import { describe, expect, it } from 'vitest';
import { initialContext } from '../machines/itinerary-actions';
import { fakeRoute } from '../../tests/model/itinerary-fixtures';
import { routeFeatures } from './route-layer';

describe('route layer', () => {
  it('draws every route in its provider colour, the selected one last', () => {
    const car = fakeRoute('voiture');
    const bike = fakeRoute('velo');
    const section = (routeId: string, color: string) => ({
      type: 'Feature' as const,
      geometry: {
        type: 'LineString' as const,
        coordinates: [
          [7.42, 43.73],
          [7.43, 43.74],
        ] as [number, number][],
      },
      properties: { color, mode: 'car' as const, leg: 0, provider: routeId, routeId },
    });
    const context = {
      ...initialContext({ lang: 'fr' }),
      routes: [
        { ...car, sections: [section(car.routeId, car.colors.primary)] },
        { ...bike, sections: [section(bike.routeId, bike.colors.primary)] },
      ],
      currentRouteId: car.routeId,
    };
    const features = routeFeatures(context).features;
    expect(
      features.map((f): unknown[] => [
        f.properties?.routeId,
        f.properties?.selected,
        f.properties?.color,
      ]),
    ).toEqual([
      ['velo-0', false, bike.colors.primary],
      ['voiture-0', true, car.colors.primary],
    ]);
  });
});
