import { describe, expect, it } from 'vitest';
import { co2Score, fuelCo2Kg, fuelCost, modeCo2Kg, pollutantGrams, tollEstimate } from './costs';
import {
  defaultConsumption,
  fuelLabel,
  fuelOrDefault,
  vehicleLabel,
  vehicleOrDefault,
  vehiclesOf,
} from './fuels';

describe('costs and emissions', () => {
  it('costs fuel as distance × consumption × price', () => {
    expect(fuelCost({ distanceKm: 100, consumption: 6.5, pricePerLitre: 1.304 })).toBeCloseTo(
      8.476,
      6,
    );
  });

  it('estimates tolls per km and toll class', () => {
    expect(tollEstimate(100, 1)).toBeCloseTo(10);
    expect(tollEstimate(100, 2)).toBeCloseTo(15);
    expect(tollEstimate(100, 5)).toBeCloseTo(6);
  });

  it('computes CO2 from the fuel burnt or the mode', () => {
    expect(fuelCo2Kg({ distanceKm: 100, consumption: 5, fuel: 'B7' })).toBeCloseTo(15.35);
    expect(fuelCo2Kg({ distanceKm: 100, consumption: 5, fuel: 'E85' })).toBeCloseTo(5.55);
    expect(modeCo2Kg('scooter', 10)).toBeCloseTo(0.25);
    expect(modeCo2Kg('bike', 10)).toBe(0);
    expect(co2Score(0, 10)).toBe('A');
    expect(co2Score(2, 10)).toBe('E');
    expect(co2Score(1.1, 10)).toBe('C');
  });

  it('bounds pollutants by the Euro limits for motorised modes only', () => {
    expect(pollutantGrams('car', 'B7', 100)).toEqual({ nox: 8, pm: 0.45 });
    expect(pollutantGrams('motorbike', 'E10', 10)).toEqual({ nox: 0.6, pm: 0.045 });
    expect(pollutantGrams('bike', 'E10', 10)).toBeNull();
  });
});

describe('fuels and vehicles (§3)', () => {
  it('names fuels as the spec does', () => {
    expect(
      ['E5_SP98', 'E5_SP95', 'E10', 'E85', 'LPG', 'B7', 'whatever'].map((id) => fuelLabel(id)),
    ).toEqual(['SP 98', 'SP 95', 'SP95-E10', 'E 85', 'GPL', 'Gazole', 'Gazole']);
  });

  it('names fuels and vehicles in English and Dutch, the petrols as on the pumps', () => {
    expect(['E10', 'LPG', 'B7'].map((id) => fuelLabel(id, 'en'))).toEqual([
      'SP95-E10',
      'LPG',
      'Diesel',
    ]);
    expect(vehicleLabel(vehicleOrDefault('car', 'citadine'), 'en')).toBe('City car');
    expect(vehicleLabel(vehicleOrDefault('car', 'familiale'), 'nl')).toBe('Gezinsauto, MPV of SUV');
    expect(vehicleLabel(vehicleOrDefault('car', 'citadine'))).toBe('Citadine');
    for (const mode of ['car', 'motorbike'] as const)
      for (const v of vehiclesOf(mode)) expect(vehicleLabel(v, 'nl')).not.toBe(v.label);
  });

  it('falls back to the default vehicle and fuel', () => {
    const car = vehicleOrDefault('car', 'nope');
    expect(car.id).toBe('compacte');
    expect(fuelOrDefault(car, 'LPG')).toBe('LPG');
    const moto = vehicleOrDefault('motorbike', undefined);
    expect(fuelOrDefault(moto, 'B7')).toBe(moto.defaultFuel);
    expect(defaultConsumption(car, 'E85')).toBeGreaterThan(defaultConsumption(car, 'E10'));
  });
});
