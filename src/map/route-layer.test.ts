import { describe, expect, it } from 'vitest';
import { initialContext } from '../machines/itinerary-actions';
import { fakeRoute } from '../../tests/model/itinerary-fixtures';
import { lonePlaced, routeFeatures } from './route-layer';

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

describe('the place of a step just chosen', () => {
  const step = (id: string, lng?: number) => ({
    id,
    label: '',
    coordinates: lng === undefined ? null : { lng, lat: 43.73 },
  });

  it('is the only located step when it was just chosen or moved', () => {
    const empty = [step('departure'), step('arrival')];
    const picked = [step('departure', 7.42), step('arrival')];
    expect(lonePlaced(empty, picked)).toEqual({ lng: 7.42, lat: 43.73 });
    expect(lonePlaced(picked, [step('departure', 7.43), step('arrival')])).toEqual({
      lng: 7.43,
      lat: 43.73,
    });
  });

  it('is none when it did not move, or when both ends are known (the trip is framed)', () => {
    const picked = [step('departure', 7.42), step('arrival')];
    expect(lonePlaced(picked, [step('departure', 7.42), step('arrival')])).toBeNull();
    // Named by the geocoder, moved to its address point a few metres away: no new place.
    expect(lonePlaced(picked, [step('departure', 7.4202), step('arrival')])).toBeNull();
    expect(lonePlaced(picked, [step('departure', 7.42), step('arrival', 7.41)])).toBeNull();
    expect(lonePlaced(picked, [step('departure'), step('arrival')])).toBeNull();
    // The layer shown again: nothing was chosen now.
    expect(lonePlaced(null, picked)).toBeNull();
  });
});
