/**
 * Prices, CO2 and pollutants of a computed trip: fuel cost (distance × consumption × price),
 * toll estimate on the manoeuvres Valhalla flags as toll, emissions by fuel or by mode.
 */
import {
  co2Score,
  fuelCo2Kg,
  fuelCost,
  modeCo2Kg,
  pollutantGrams,
  tollEstimate,
} from '../../src/domain/itinerary/costs';
import { fuelLabel, vehicleLabel } from '../../src/domain/itinerary/fuels';
import { formatCo2, formatGrams, formatPrice } from '../../src/domain/itinerary/format';
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type { ItineraryRoute, RoutePrices } from '../../src/domain/itinerary/types';
import type { ValhallaTrip } from '../routing/valhalla-types';
import type { EffectiveOptions } from './route-options';

/** Kilometres of a trip on manoeuvres flagged as toll. */
export function tollKilometres(trip: ValhallaTrip): number {
  let km = 0;
  for (const leg of trip.legs) for (const m of leg.maneuvers) if (m.toll) km += m.length;
  return km;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Prices of a trip in euros. */
export function tripPrices(
  trip: ValhallaTrip,
  options: EffectiveOptions,
  lang: LabelLanguage,
): RoutePrices {
  const fuel = options.fuel;
  if (!fuel) {
    const zero = { value: 0, label: formatPrice(0, lang) };
    return { main: zero, total: zero, fuel: null, toll: null, details: null };
  }
  const km = trip.summary.length;
  const fuelEuros = round2(
    fuelCost({ distanceKm: km, consumption: fuel.consumption, pricePerLitre: fuel.pricePerLitre }),
  );
  const tollKm = tollKilometres(trip);
  const tollEuros = round2(tollEstimate(tollKm, fuel.vehicle.tollClass));
  const total = round2(fuelEuros + tollEuros);
  const totalLabel = formatPrice(total, lang);
  return {
    main: { value: total, label: totalLabel },
    total: { value: total, label: totalLabel },
    fuel: { value: fuelEuros, label: formatPrice(fuelEuros, lang) },
    toll:
      tollKm > 0
        ? { value: tollEuros, label: formatPrice(tollEuros, lang), estimated: true }
        : null,
    details: {
      vehicle: fuel.vehicle.id,
      vehicleLabel: vehicleLabel(fuel.vehicle, lang),
      fuel: fuel.fuel,
      fuelLabel: fuelLabel(fuel.fuel, lang),
      consumption: fuel.consumption,
      pricePerLitre: fuel.pricePerLitre,
      defaultPrice: fuel.defaultPrice,
      priceDate: fuel.priceDate,
      tollKm: Math.round(tollKm * 1000) / 1000,
      tollClass: fuel.vehicle.tollClass,
    },
  };
}

/** CO2e in grams of a trip. */
export function tripCo2Grams(trip: ValhallaTrip, options: EffectiveOptions): number {
  const km = trip.summary.length;
  const { fuel, provider } = options;
  const kg = fuel
    ? fuelCo2Kg({ distanceKm: km, consumption: fuel.consumption, fuel: fuel.fuel })
    : modeCo2Kg(provider.mode as 'bike' | 'scooter' | 'pedestrian', km);
  return Math.round(kg * 1000);
}

/** Emission fields of a route. */
export function tripEmissions(
  trip: ValhallaTrip,
  options: EffectiveOptions,
  lang: LabelLanguage,
): Pick<ItineraryRoute, 'co2_emissions' | 'pollutant_emissions'> & { score: string } {
  const grams = tripCo2Grams(trip, options);
  const pollutants = options.fuel
    ? pollutantGrams(options.provider.mode, options.fuel.fuel, trip.summary.length)
    : null;
  return {
    co2_emissions: { value: grams, label: formatCo2(grams, lang) },
    pollutant_emissions: pollutants && {
      nox: { value: round2(pollutants.nox), label: formatGrams(pollutants.nox, lang) },
      pm: { value: round2(pollutants.pm), label: formatGrams(pollutants.pm, lang) },
    },
    score: co2Score(grams / 1000, trip.summary.length),
  };
}
