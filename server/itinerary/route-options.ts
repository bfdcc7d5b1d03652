/**
 * The effective options of one provider's computation: vehicle, fuel, consumption and fuel
 * price for the motorised modes (defaults: the vehicle class's and the national median), speed
 * for walking, cycling and scooters (slow/normal/fast or km/h), avoidances.
 */
import {
  defaultConsumption,
  fuelOrDefault,
  vehicleOrDefault,
  type FuelId,
  type VehicleSpec,
} from '../../src/domain/itinerary/fuels';
import {
  DEFAULT_SPEED_TYPE,
  isFuelMode,
  isSpeedMode,
  SPEED_PARAMS,
  SPEEDS_KMH,
  type AvoidOption,
} from '../../src/domain/itinerary/modes';
import type { ProviderSpec } from '../../src/domain/itinerary/providers';
import type { RoutesQuery } from '../../src/domain/itinerary/api-schema';
import type { FuelPriceTable } from './fuel-prices';

/** Fuel settings of a motorised computation. */
export interface FuelSettings {
  vehicle: VehicleSpec;
  fuel: FuelId;
  /** Litres per 100 km. */
  consumption: number;
  /** Euros per litre. */
  pricePerLitre: number;
  defaultPrice: boolean;
  /** Day of the default price (YYYY-MM-DD); null for a price the user gave. */
  priceDate: string | null;
}

/** Everything a provider's computation depends on besides the points. */
export interface EffectiveOptions {
  provider: ProviderSpec;
  fuel: FuelSettings | null;
  speedKmh: number | null;
  avoid: readonly AvoidOption[];
}

function fuelSettings(
  provider: ProviderSpec,
  query: RoutesQuery,
  prices: FuelPriceTable,
): FuelSettings | null {
  if (!isFuelMode(provider.mode)) return null;
  const vehicle = vehicleOrDefault(provider.mode, query.vehicle);
  const fuel = fuelOrDefault(vehicle, query.fuel);
  return {
    vehicle,
    fuel,
    consumption: query.consumption ?? defaultConsumption(vehicle, fuel),
    pricePerLitre: query.gas_cost ?? prices[fuel].price,
    defaultPrice: query.gas_cost === undefined,
    priceDate: query.gas_cost === undefined ? prices[fuel].date : null,
  };
}

function speed(provider: ProviderSpec, query: RoutesQuery): number | null {
  const mode = provider.mode;
  if (!isSpeedMode(mode)) return null;
  const value = query[SPEED_PARAMS[mode] as 'bike_speed' | 'walk_speed' | 'trottinette_speed'];
  if (typeof value === 'number') return value;
  return SPEEDS_KMH[mode][value ?? DEFAULT_SPEED_TYPE];
}

/** Resolves the options of a provider from the request. */
export function effectiveOptions(
  provider: ProviderSpec,
  query: RoutesQuery,
  prices: FuelPriceTable,
): EffectiveOptions {
  return {
    provider,
    fuel: fuelSettings(provider, query, prices),
    speedKmh: speed(provider, query),
    avoid: query.avoid ?? [],
  };
}
