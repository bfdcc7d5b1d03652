import { describe, expect, it } from 'vitest';
import { TAXI_TARIFF, taxiFare, transitCo2Grams } from './multimodal-costs';

describe('taxi fare (arrêté du 20 janvier 2025, tarif A)', () => {
  it('charges the pick-up and the distance rate when the taxi runs fast', () => {
    // 10 km in 10 minutes (60 km/h): the distance rate is larger than the time rate.
    expect(taxiFare([{ km: 10, seconds: 600 }])).toBe(
      Math.round((TAXI_TARIFF.pickUp + 10 * TAXI_TARIFF.perKm) * 100) / 100,
    );
  });

  it('charges the time rate below the crossover speed', () => {
    // 1 km in 6 minutes (10 km/h): 41.76 €/h × 0.1 h = 4.18 € > 1.29 €.
    expect(
      taxiFare([
        { km: 5, seconds: 300 },
        { km: 1, seconds: 360 },
      ]),
    ).toBe(
      Math.round((TAXI_TARIFF.pickUp + 5 * TAXI_TARIFF.perKm + 0.1 * TAXI_TARIFF.perHour) * 100) /
        100,
    );
  });

  it('never goes below the minimum fare', () => {
    expect(taxiFare([{ km: 0.5, seconds: 60 }])).toBe(TAXI_TARIFF.minimum);
    expect(taxiFare([])).toBe(TAXI_TARIFF.minimum);
  });
});

describe('public-transport CO2 (ADEME per passenger-km)', () => {
  it('weighs a bus kilometre far above a tram kilometre', () => {
    expect(transitCo2Grams('bus', 1000)).toBe(113);
    expect(transitCo2Grams('tram', 1000)).toBe(4);
    expect(transitCo2Grams('metro', 10_000)).toBe(44);
    expect(transitCo2Grams('rail', 10_000)).toBe(277);
  });
});
