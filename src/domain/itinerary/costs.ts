/**
 * Costs and emissions of a route: fuel cost, toll estimate, CO2 (ADEME Base Carbone factors)
 * and the Euro-standard pollutant limits. Every constant is documented with its source in
 * docs/itineraries.md. Zod-free.
 */
import type { FuelId, TollClass } from './fuels';
import type { RoadMode } from './modes';

/** Fuel cost in euros: distance × consumption × price. */
export function fuelCost(options: {
  distanceKm: number;
  /** Litres per 100 km. */
  consumption: number;
  /** Euros per litre. */
  pricePerLitre: number;
}): number {
  return ((options.distanceKm * options.consumption) / 100) * options.pricePerLitre;
}

/**
 * Estimated toll rates in euros per km of toll section, by French toll class: class 1 (light
 * vehicles) 0.10 €/km, the middle of the 0.09–0.12 €/km range of the concession companies;
 * class 2 (intermediate vehicles, vans, camper vans) 1.5 × class 1; class 5 (motorbikes)
 * 0.6 × class 1.
 */
export const TOLL_RATES_EUR_PER_KM: Readonly<Record<TollClass, number>> = {
  1: 0.1,
  2: 0.15,
  5: 0.06,
};

/** Estimated toll in euros for a length of toll sections. */
export function tollEstimate(tollKm: number, tollClass: TollClass): number {
  return tollKm * TOLL_RATES_EUR_PER_KM[tollClass];
}

/**
 * Well-to-wheel emission factors of the fuels, kg CO2e per litre (ADEME Base Carbone,
 * continental France, as used by Nos Gestes Climat): diesel B7 3.07 (mean of B7 3.10 and B10
 * 3.04), petrol E5/E10 2.70, E85 1.11, LPG 1.86.
 */
export const CO2_KG_PER_LITRE: Readonly<Record<FuelId, number>> = {
  B7: 3.07,
  E5_SP95: 2.7,
  E5_SP98: 2.7,
  E10: 2.7,
  E85: 1.11,
  LPG: 1.86,
};

/**
 * Emission factors of the modes that burn no fuel, kg CO2e per km (ADEME Impact CO2 / Base
 * Carbone, life cycle): bicycle 0, walking 0, electric kick scooter 0.025.
 */
export const CO2_KG_PER_KM: Readonly<Record<'bike' | 'scooter' | 'pedestrian', number>> = {
  bike: 0,
  scooter: 0.025,
  pedestrian: 0,
};

/** CO2 in kg of a fuel-burning route. */
export function fuelCo2Kg(options: { distanceKm: number; consumption: number; fuel: FuelId }) {
  return ((options.distanceKm * options.consumption) / 100) * CO2_KG_PER_LITRE[options.fuel];
}

/** CO2 in kg of a route of a mode that burns no fuel. */
export function modeCo2Kg(mode: 'bike' | 'scooter' | 'pedestrian', distanceKm: number): number {
  return distanceKm * CO2_KG_PER_KM[mode];
}

/** Upper bounds in grams CO2e per km of the CO2 scores A to E (a route-level label). */
export const CO2_SCORE_BOUNDS: readonly (readonly [string, number])[] = [
  ['A', 10],
  ['B', 60],
  ['C', 120],
  ['D', 180],
];

/** CO2 score of a route: A (≤ 10 g/km) … D (≤ 180 g/km), else E. */
export function co2Score(co2Kg: number, distanceKm: number): string {
  if (distanceKm <= 0) return 'A';
  const gramsPerKm = (co2Kg * 1000) / distanceKm;
  return CO2_SCORE_BOUNDS.find(([, bound]) => gramsPerKm <= bound)?.[0] ?? 'E';
}

/**
 * Pollutant limits in mg/km (a lower bound of real emissions): Euro 6 for cars (Regulation (EC)
 * 715/2007, Annex I: NOx 60 spark ignition / 80 diesel, PM 4.5) and Euro 5 for motorbikes
 * (Regulation (EU) 168/2013, Annex VI: NOx 60 / 90, PM 4.5).
 */
export const POLLUTANT_LIMITS_MG_PER_KM = {
  car: { spark: { nox: 60, pm: 4.5 }, diesel: { nox: 80, pm: 4.5 } },
  motorbike: { spark: { nox: 60, pm: 4.5 }, diesel: { nox: 90, pm: 4.5 } },
} as const;

/** NOx and PM in grams of a motorised route at the Euro limits, `null` for the other modes. */
export function pollutantGrams(
  mode: RoadMode,
  fuel: FuelId,
  distanceKm: number,
): { nox: number; pm: number } | null {
  if (mode !== 'car' && mode !== 'motorbike') return null;
  const limits = POLLUTANT_LIMITS_MG_PER_KM[mode][fuel === 'B7' ? 'diesel' : 'spark'];
  return { nox: (limits.nox * distanceKm) / 1000, pm: (limits.pm * distanceKm) / 1000 };
}
