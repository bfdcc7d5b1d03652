import { describe, expect, it } from 'vitest';
import { fuelPriceText, fuelUpdateWhen, openingStatusColor, poiFuel } from './geoentity';
import { poisOnRouteBuffer, poisOnRouteRules, poisOnRouteZone } from './pois-on-route';

describe('fuel card texts (§5, §8)', () => {
  const fuel = { id: 'B7', label: 'Gazole', price: 1.356, available: true, updatedAt: null };

  it("shows '{value} €', 'Rupture' when unavailable, '-' without a price", () => {
    expect(fuelPriceText(fuel)).toBe('1,356 €');
    expect(fuelPriceText(fuel, false)).toBe('1.356 €');
    expect(fuelPriceText({ ...fuel, available: false })).toBe('Rupture');
    expect(fuelPriceText({ ...fuel, price: null })).toBe('-');
    expect(fuelPriceText(undefined)).toBe('-');
  });

  it("dates the prices 'aujourd'hui' or 'le {date}' in fr-FR", () => {
    const today = new Date(2020, 7, 25, 18, 30);
    expect(fuelUpdateWhen('2020-08-25T00:01:00', today, 'fr-FR')).toEqual({ kind: 'today' });
    expect(fuelUpdateWhen('2020-08-25', today, 'fr-FR')).toEqual({ kind: 'today' });
    expect(fuelUpdateWhen('2020-08-24T23:59:00', today, 'fr-FR')).toEqual({
      kind: 'date',
      date: '24/08/2020',
    });
    expect(fuelUpdateWhen('2020-07-26T08:00:00', today, 'en-GB')).toEqual({
      kind: 'date',
      date: '26/07/2020',
    });
  });

  it('calls a price of more than 30 days old (30 days is not)', () => {
    const today = new Date(2020, 7, 25, 12, 0);
    expect(fuelUpdateWhen('2020-07-26', today, 'fr-FR').kind).toBe('date');
    expect(fuelUpdateWhen('2020-07-25', today, 'fr-FR')).toEqual({
      kind: 'old',
      date: '25/07/2020',
    });
    // Across the change of summer time (25 October 2020).
    expect(fuelUpdateWhen('2020-10-01', new Date(2020, 9, 31), 'fr-FR').kind).toBe('date');
    expect(fuelUpdateWhen('2020-08-25', new Date(2026, 10, 27), 'fr-FR').kind).toBe('old');
  });

  it('colours the opening status: closed red, closed_open_today orange, else green', () => {
    expect(openingStatusColor('closed')).toBe('#d6336c');
    expect(openingStatusColor('closed_open_today')).toBe('#e8590c');
    expect(openingStatusColor('open')).toBe('#2f9e44');
    expect(openingStatusColor('anything')).toBe('#2f9e44');
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

  it('sends maxPoi 20, the zone of the paths and the buffer of the forced zoom 14', () => {
    expect(poisOnRouteRules([path(3)])).toEqual({ maxPoi: 20, zone: 1, buffer: 0.01 });
    expect(poisOnRouteRules([path(7)])).toEqual({ maxPoi: 20, zone: 2, buffer: 0.01 });
    expect(poisOnRouteRules([path(40)], 8)).toEqual({ maxPoi: 20, zone: 3, buffer: 0.02 });
  });
});
