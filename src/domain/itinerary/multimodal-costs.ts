/**
 * Emission factors and fares of the multimodal modes (issue 5). Every constant is documented
 * with its source in docs/public-transport.md. Zod-free.
 */
import type { TransitVehicle } from '../transit/journey';

/**
 * kg CO2e per passenger-km of the public-transport vehicles: ADEME Impact CO2 (Base Empreinte,
 * life cycle, continental France): bus (thermique) 0.1132, tramway 0.00428, métro 0.00444,
 * TER 0.02769 (the rail of a regional GTFS). Cable cars and funiculars (electric, guided) take
 * the tramway's factor, boats the bus's (ADEME has no urban-ferry factor): approximations.
 */
export const TRANSIT_CO2_KG_PER_PASSENGER_KM: Readonly<Record<TransitVehicle, number>> = {
  bus: 0.1132,
  tram: 0.00428,
  metro: 0.00444,
  rail: 0.02769,
  ferry: 0.1132,
  cable: 0.00428,
  funicular: 0.00428,
};

/**
 * kg CO2e per km of the road modes of the multimodal providers (ADEME Impact CO2, life cycle):
 * taxi = voiture thermique 0.2176 (one passenger, empty runs not counted); shared bicycle 0
 * (muscular), shared electric bicycle 0.01095 (vélo à assistance électrique), shared electric
 * kick scooter 0.0249 (trottinette à assistance électrique).
 */
export const SHARED_CO2_KG_PER_KM = {
  taxi: 0.2176,
  bicycle: 0,
  electricBicycle: 0.01095,
  scooter: 0.0249,
} as const;

/** Grams of CO2e of a public-transport leg. */
export function transitCo2Grams(vehicle: TransitVehicle, metres: number): number {
  return Math.round(TRANSIT_CO2_KG_PER_PASSENGER_KM[vehicle] * metres);
}

/**
 * Maximum taxi fare of France for 2025, « tarif A » (day, return loaded to the rank): arrêté du
 * 20 janvier 2025 relatif aux tarifs des courses de taxi (JORF du 1er février 2025), under the
 * décret n° 2015-1252 du 7 octobre 2015: pick-up 4.48 €, 1.29 € per km, 41.76 € per hour of
 * waiting or slow running, minimum fare 8 €. Préfectures may set lower departmental tariffs.
 */
export const TAXI_TARIFF = {
  pickUp: 4.48,
  perKm: 1.29,
  perHour: 41.76,
  minimum: 8,
} as const;

/** A stretch of a taxi ride: length in km, time in seconds. */
export interface TaxiStretch {
  km: number;
  seconds: number;
}

/**
 * The taxi fare in euros: the pick-up, then, stretch by stretch, what the taximeter counts: the
 * distance rate, or the time rate below the crossover speed (perHour / perKm ≈ 32 km/h), i.e.
 * the larger of the two (taximeters of annexe IX MI-007 of the arrêté du 9 juin 2016, which
 * article 2 of the arrêté du 2 novembre 2015 refers to); at least the minimum fare.
 */
export function taxiFare(stretches: readonly TaxiStretch[]): number {
  const running = stretches.reduce(
    (sum, s) => sum + Math.max(s.km * TAXI_TARIFF.perKm, (s.seconds / 3600) * TAXI_TARIFF.perHour),
    0,
  );
  const fare = Math.max(TAXI_TARIFF.minimum, TAXI_TARIFF.pickUp + running);
  return Math.round(fare * 100) / 100;
}
