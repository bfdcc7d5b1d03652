import { describe, expect, it } from 'vitest';
import { fuelPriceText, poiFuel } from './geoentity';
import { poisOnRouteBuffer, poisOnRouteZone } from './pois-on-route';

describe('fuel card texts (§5, §8)', () => {
  const fuel = { id: 'B7', label: 'Gazole', price: 1.356, available: true, updatedAt: null };

  it("shows '{value} €', 'Rupture' when unavailable, '-' without a price", () => {
    expect(fuelPriceText(fuel)).toBe('1,356 €');
    expect(fuelPriceText(fuel, false)).toBe('1.356 €');
    expect(fuelPriceText({ ...fuel, available: false })).toBe('Rupture');
    expect(fuelPriceText({ ...fuel, price: null })).toBe('-');
    expect(fuelPriceText(undefined)).toBe('-');
  });

  it('finds the fuel of a POI', () => {
    const poi = { additionalInfo: { fuels: [fuel] } };
    expect(poiFuel(poi, 'B7')).toBe(fuel);
    expect(poiFuel(poi, 'E10')).toBeUndefined();
    expect(poiFuel({ additionalInfo: {} }, 'B7')).toBeUndefined();
  });
});

describe('POIs on my route rules (§9)', () => {
  const path = (n: number) => Array.from({ length: n }, (_, i) => [7 + i / 100, 43] as const);

  it('zone: 1 if a single path has fewer than 5 points, 2 if fewer than 10, else 3', () => {
    expect(poisOnRouteZone([path(2)])).toBe(1);
    expect(poisOnRouteZone([path(4)])).toBe(1);
    expect(poisOnRouteZone([path(5)])).toBe(2);
    expect(poisOnRouteZone([path(9)])).toBe(2);
    expect(poisOnRouteZone([path(10)])).toBe(3);
    expect(poisOnRouteZone([path(3), path(3)])).toBe(3);
  });

  it('buffer: 0.01 above zoom 10, 0.02 above 5, else 0.03', () => {
    expect(poisOnRouteBuffer(14)).toBe(0.01);
    expect(poisOnRouteBuffer(10.5)).toBe(0.01);
    expect(poisOnRouteBuffer(10)).toBe(0.02);
    expect(poisOnRouteBuffer(6)).toBe(0.02);
    expect(poisOnRouteBuffer(5)).toBe(0.03);
  });
});
