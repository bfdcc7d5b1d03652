/**
 * Preferred options per mode (§3 Itinerary options, preferredOptions) and the query parameters
 * of GET /routes and GET /transports built from the itinerary state (§7). Zod-free.
 */
import type { CritAirClass } from '../account/preferences';
import type { LngLat } from '../geo';
import { datetimeParam, departureFlag, type TimeOptions } from './datetime';
import type { FuelId } from './fuels';
import {
  hasOwnVehicleFlag,
  isFuelMode,
  isSpeedMode,
  OWN_VEHICLE_DEFAULT,
  SPEED_PARAMS,
  type AvoidOption,
  type RoadMode,
  type SpeedType,
} from './modes';
import { providerByName } from './providers';
import { formatLngLat } from './steps';

/** Options the user set for one mode. */
export interface ModeOptions {
  vehicle?: string | undefined;
  fuel?: FuelId | undefined;
  /** Fuel price, euros per litre. */
  gasCost?: number | undefined;
  /** Litres per 100 km. */
  consumption?: number | undefined;
  speedType?: SpeedType | undefined;
  ownVehicle?: boolean | undefined;
  avoid?: AvoidOption[] | undefined;
  favoriteMode?: boolean | undefined;
  /** The vehicle's Crit'Air vignette (car, motorbike): the low-emission zones are checked. */
  critAir?: CritAirClass | 'NC' | undefined;
}

/**
 * How many of a mode's options change its route, for the « Options (n) » of the form: the roads
 * avoided, and the Crit'Air vignette (a route around the low-emission zones it may not enter); a
 * vehicle or a fuel price only changes the figures.
 */
export function routeChangingOptions(options: ModeOptions | undefined): number {
  return (options?.avoid?.length ?? 0) + (options?.critAir ? 1 : 0);
}

/** Options of every mode. */
export type PreferredOptions = Partial<Record<RoadMode, ModeOptions>>;

/**
 * Sets options of a mode: a new `vehicle` drops the mode's old options (the new vehicle brings
 * its own fuel and consumption); a new `fuel` removes the old `gasCost` (the price was the old
 * fuel's). Other keys merge.
 */
export function setModeOptions(
  preferred: PreferredOptions,
  mode: RoadMode,
  options: ModeOptions,
): PreferredOptions {
  const base: ModeOptions = 'vehicle' in options ? {} : { ...preferred[mode] };
  if ('fuel' in options && !('gasCost' in options)) delete base.gasCost;
  return { ...preferred, [mode]: { ...base, ...options } };
}

/** The own-vehicle flag of a mode (true by default for bike, scooter and motorbike). */
export function ownsVehicle(preferred: PreferredOptions, mode: RoadMode): boolean {
  if (!hasOwnVehicleFlag(mode)) return true;
  return preferred[mode]?.ownVehicle ?? OWN_VEHICLE_DEFAULT;
}

/** Query parameters of one mode's options (vehicle, fuel, gas_cost, consumption, speeds, avoid). */
export function modeOptionParams(
  mode: RoadMode,
  options: ModeOptions = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  if (isFuelMode(mode)) {
    if (options.vehicle) params.vehicle = options.vehicle;
    if (options.fuel) params.fuel = options.fuel;
    if (options.gasCost !== undefined) params.gas_cost = String(options.gasCost);
    if (options.consumption !== undefined) params.consumption = String(options.consumption);
    if (options.critAir !== undefined) params.critair = options.critAir;
  }
  if (isSpeedMode(mode) && options.speedType) params[SPEED_PARAMS[mode]] = options.speedType;
  if (options.avoid && options.avoid.length > 0) params.avoid = options.avoid.join(',');
  return params;
}

/** What a routes request needs from the itinerary state. */
export interface RoutesRequest {
  /** Filled steps, departure first. */
  points: readonly LngLat[];
  providers: readonly string[];
  lang: string;
  preferred: PreferredOptions;
  time: TimeOptions;
  qid?: string | undefined;
  addressFrom?: string | undefined;
  addressTo?: string | undefined;
  /** The stops' names, in order ('' for a point with no name). */
  addressStops?: readonly string[] | undefined;
  statistics?: boolean | undefined;
  simplified?: boolean | undefined;
}

/** The query of GET /api/multipath/routes (`stop` repeats). */
export function routesQuery(request: RoutesRequest): Record<string, string | string[]> {
  const [from, ...rest] = request.points;
  const to = rest.pop();
  if (!from || !to) throw new Error('a route needs a departure and an arrival');
  const provider = providerByName(request.providers[0] ?? '');
  const mode = provider?.mode;
  // The walks of the multimodal providers (issue 5) follow the walking speed.
  const walks = provider?.multimodal !== undefined && provider.costing !== 'auto';
  const query: Record<string, string | string[]> = {
    from: formatLngLat(from),
    to: formatLngLat(to),
    lang: request.lang,
    providers: request.providers.join(','),
    ...(walks ? modeOptionParams('pedestrian', request.preferred.pedestrian) : {}),
    ...(mode ? modeOptionParams(mode, request.preferred[mode]) : {}),
  };
  if (rest.length > 0) query.stop = rest.map(formatLngLat);
  if (request.qid) query.qid = request.qid;
  if (request.addressFrom) query.address_from = request.addressFrom;
  if (request.addressTo) query.address_to = request.addressTo;
  if (request.addressStops?.some(Boolean)) query.address_stop = [...request.addressStops];
  if (request.statistics) query.statistics = '1';
  if (request.simplified) query.simplified = '1';
  const datetime = datetimeParam(request.time);
  if (datetime) {
    query.date = datetime;
    query.departure = String(departureFlag(request.time));
  }
  return query;
}

/** The query of GET /api/multipath/transports. */
export function transportsQuery(options: {
  points: readonly LngLat[];
  lang: string;
  preferredMode?: RoadMode | undefined;
  skippedProviders?: readonly string[] | undefined;
  vehicle?: string | undefined;
}): Record<string, string | string[]> {
  const [from, ...rest] = options.points;
  const to = rest.pop();
  if (!from || !to) throw new Error('transports need a departure and an arrival');
  const query: Record<string, string | string[]> = {
    from: formatLngLat(from),
    to: formatLngLat(to),
    lang: options.lang,
    locale: options.lang,
  };
  if (rest.length > 0) query.stop = rest.map(formatLngLat);
  if (options.preferredMode) query.preferred_tm = options.preferredMode;
  if (options.skippedProviders && options.skippedProviders.length > 0)
    query.skipped_providers = options.skippedProviders.join(',');
  if (options.vehicle) query.vehicle = options.vehicle;
  return query;
}
