import { describe, expect, it } from 'vitest';
import { initialContext } from '../machines/itinerary-actions';
import { fakeRoute } from '../../tests/model/itinerary-fixtures';
import { ALTERNATIVE_COLOR, APPROACH_COLOR, routeFeatures } from './route-features';
import type { ItineraryRoute } from '../domain/itinerary/types';

function withSection(route: ItineraryRoute): ItineraryRoute {
  const section = {
    type: 'Feature' as const,
    geometry: {
      type: 'LineString' as const,
      coordinates: [
        [7.42, 43.73],
        [7.43, 43.74],
      ] as [number, number][],
    },
    properties: {
      color: route.colors.primary,
      mode: 'car' as const,
      leg: 0,
      provider: route.provider.id,
      routeId: route.routeId,
    },
  };
  return { ...route, sections: [section] };
}

const car = withSection(fakeRoute('voiture'));
const carAlternative = withSection(fakeRoute('voiture', 1));
const bike = withSection(fakeRoute('velo'));
const context = (currentRouteId: string) => ({
  ...initialContext({ lang: 'fr' }),
  routes: [car, bike, carAlternative],
  currentRouteId,
});

const drawn = (currentRouteId: string): unknown[] =>
  routeFeatures(context(currentRouteId)).features.map((f): unknown[] => [
    f.properties?.routeId,
    f.properties?.selected,
    f.properties?.color,
  ]);

describe('the routes drawn on the map', () => {
  it('are the selected route, in its colour, over its alternatives in grey', () => {
    expect(drawn('voiture-0')).toEqual([
      ['voiture-1', false, ALTERNATIVE_COLOR],
      ['voiture-0', true, car.colors.primary],
    ]);
    expect(drawn('voiture-1')).toEqual([
      ['voiture-0', false, ALTERNATIVE_COLOR],
      ['voiture-1', true, car.colors.primary],
    ]);
  });

  it('leave the other modes’ routes to the panel', () => {
    expect(drawn('velo-0')).toEqual([['velo-0', true, bike.colors.primary]]);
  });

  it('are none before a route is computed', () => {
    expect(routeFeatures({ ...initialContext({ lang: 'fr' }), routes: [] }).features).toEqual([]);
  });

  it('join a step the route passes far from to where it passes, with the walk layers’ dots', () => {
    const far = { ...car, approaches: [{ step: 0, metres: 476 }] };
    const steps = initialContext({ lang: 'fr' }).steps.map((s, i) => ({
      ...s,
      coordinates: i === 0 ? { lng: 7.415, lat: 43.735 } : { lng: 7.43, lat: 43.74 },
    }));
    const features = routeFeatures({
      ...initialContext({ lang: 'fr' }),
      steps,
      routes: [far],
      currentRouteId: 'voiture-0',
    }).features;
    const dots = features.filter((f) => f.properties?.approach === true);
    expect(dots).toHaveLength(1);
    expect(dots[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [7.415, 43.735],
        [7.42, 43.73],
      ],
    });
    expect(dots[0]?.properties).toMatchObject({
      walk: true,
      selected: true,
      color: APPROACH_COLOR,
      routeId: 'voiture-0',
    });
    // Another route selected: its own ends, none of this one's dots.
    expect(drawn('velo-0')).toEqual([['velo-0', true, bike.colors.primary]]);
  });

  it('join a start 100 m away too (a bike route from a pedestrian street), not one 10 m away', () => {
    const atDistance = (metresNorth: number) =>
      initialContext({ lang: 'fr' }).steps.map((s, i) => ({
        ...s,
        coordinates:
          i === 0 ? { lng: 7.42, lat: 43.73 + metresNorth / 111_195 } : { lng: 7.43, lat: 43.74 },
      }));
    const dots = (metresNorth: number) =>
      routeFeatures({
        ...initialContext({ lang: 'fr' }),
        steps: atDistance(metresNorth),
        routes: [car],
        currentRouteId: 'voiture-0',
      }).features.filter((f) => f.properties?.approach === true);
    // No `approaches` from the server: under 150 m the card says nothing, the map still joins.
    expect(dots(100)).toHaveLength(1);
    expect(dots(10)).toHaveLength(0);
  });
});
