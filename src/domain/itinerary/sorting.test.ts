import { describe, expect, it } from 'vitest';
import type { RoadMode } from './modes';
import { modeOrderWith, sortRoutes, type SortableRoute } from './sorting';

function route(provider: string, mode: RoadMode, time: number, price: number, co2: number) {
  return {
    provider: { name: provider },
    mode,
    time: { value: time },
    prices: { main: { value: price } },
    co2_emissions: { value: co2 },
  } satisfies SortableRoute;
}

const ROUTES = [
  route('marche', 'pedestrian', 1400, 0, 0),
  route('velo', 'bike', 500, 0, 0),
  route('voiture', 'car', 120, 0.12, 249),
  route('trottinette', 'scooter', 480, 0, 35),
  route('moto', 'motorbike', 118, 0.11, 211),
];

const names = (routes: readonly SortableRoute[]): string[] => routes.map((r) => r.provider.name);

describe('route sorting (§4)', () => {
  it('orders by mode by default', () => {
    expect(names(sortRoutes(ROUTES, 'default'))).toEqual([
      'voiture',
      'moto',
      'velo',
      'trottinette',
      'marche',
    ]);
    expect(names(sortRoutes(ROUTES, 'default', modeOrderWith('bike')))[0]).toBe('velo');
  });

  it('orders by duration and by CO2, ties broken by provider preference', () => {
    expect(names(sortRoutes(ROUTES, 'duration'))).toEqual([
      'moto',
      'voiture',
      'trottinette',
      'velo',
      'marche',
    ]);
    expect(names(sortRoutes(ROUTES, 'co2'))).toEqual([
      'velo',
      'marche',
      'trottinette',
      'moto',
      'voiture',
    ]);
  });

  it('keeps the first result first in price order, then the next two cheapest', () => {
    expect(names(sortRoutes(ROUTES, 'price'))).toEqual([
      'voiture',
      'velo',
      'trottinette',
      'moto',
      'marche',
    ]);
    expect(sortRoutes([], 'price')).toEqual([]);
  });
});
