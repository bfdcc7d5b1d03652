/**
 * Road transport modes of the itinerary (§3, §9): identifiers, French URL slugs, the default
 * order, the speeds of the non-motorised modes and the own-vehicle defaults. Zod-free.
 */

/**
 * The transport modes Périple computes (a subset of the spec's §9 list): the road modes of
 * Valhalla, then (issue 5) public transport, train, shared bikes and scooters, taxi and carpool,
 * and the spec's long-distance coach (bus) and plane.
 * The type keeps its first name, RoadMode.
 */
export const ROAD_MODES = [
  'car',
  'motorbike',
  'bike',
  'scooter',
  'pedestrian',
  'public_transport',
  'train',
  'bike_share',
  'scooter_share',
  'taxi',
  'carpool',
  'bus',
  'plane',
] as const;
export type RoadMode = (typeof ROAD_MODES)[number];

/** The default mode of the spec (§9). */
export const DEFAULT_MODE: RoadMode = 'car';

/** The default mode order used when no sort is chosen (and to break ties). */
export const DEFAULT_MODE_ORDER: readonly RoadMode[] = ROAD_MODES;

/** Modes to which traffic applies (§9). */
export const TRAFFIC_MODES: readonly RoadMode[] = ['car', 'motorbike'];

/** URL slugs of the modes (French, as in `/itineraire/{mode}`). */
export const MODE_SLUGS: Readonly<Record<RoadMode, string>> = {
  car: 'voiture',
  motorbike: 'moto',
  bike: 'velo',
  scooter: 'trottinette',
  pedestrian: 'pieton',
  public_transport: 'transports-en-commun',
  train: 'train',
  bike_share: 'velo-libre-service',
  scooter_share: 'trottinette-libre-service',
  taxi: 'taxi',
  carpool: 'covoiturage',
  bus: 'bus',
  plane: 'avion',
};

/** True when a value is one of the road modes. */
export function isRoadMode(value: unknown): value is RoadMode {
  return typeof value === 'string' && (ROAD_MODES as readonly string[]).includes(value);
}

/** The mode of a URL slug (or of a mode id), `undefined` when it names none. */
export function modeFromSlug(slug: string | undefined): RoadMode | undefined {
  if (slug === undefined) return undefined;
  if (isRoadMode(slug)) return slug;
  return ROAD_MODES.find((m) => MODE_SLUGS[m] === slug);
}

/** Speed types of the spec (default normal). */
export const SPEED_TYPES = ['slow', 'normal', 'fast'] as const;
export type SpeedType = (typeof SPEED_TYPES)[number];
export const DEFAULT_SPEED_TYPE: SpeedType = 'normal';

/** Modes whose speed the user chooses. */
export const SPEED_MODES = ['pedestrian', 'bike', 'scooter'] as const;
export type SpeedMode = (typeof SPEED_MODES)[number];

/** Default speeds in km/h (§9): walk 4/5/6, bike 12/15/18, scooter 12/15/18. */
export const SPEEDS_KMH: Readonly<Record<SpeedMode, Readonly<Record<SpeedType, number>>>> = {
  pedestrian: { slow: 4, normal: 5, fast: 6 },
  bike: { slow: 12, normal: 15, fast: 18 },
  scooter: { slow: 12, normal: 15, fast: 18 },
};

/** Query parameter carrying the speed of each speed mode (§7). */
export const SPEED_PARAMS: Readonly<Record<SpeedMode, string>> = {
  pedestrian: 'walk_speed',
  bike: 'bike_speed',
  scooter: 'trottinette_speed',
};

/** True when a mode has a speed option. */
export function isSpeedMode(mode: RoadMode): mode is SpeedMode {
  return (SPEED_MODES as readonly string[]).includes(mode);
}

/** Modes with an own-vehicle flag, true by default (§9). */
export const OWN_VEHICLE_MODES = ['bike', 'scooter', 'motorbike'] as const;
export type OwnVehicleMode = (typeof OWN_VEHICLE_MODES)[number];
export const OWN_VEHICLE_DEFAULT = true;

/** True when a mode has an own-vehicle flag. */
export function hasOwnVehicleFlag(mode: RoadMode): mode is OwnVehicleMode {
  return (OWN_VEHICLE_MODES as readonly string[]).includes(mode);
}

/** Modes that burn fuel (price and consumption options). */
export const FUEL_MODES = ['car', 'motorbike'] as const;
export type FuelMode = (typeof FUEL_MODES)[number];

/** True when a mode burns fuel. */
export function isFuelMode(mode: RoadMode): mode is FuelMode {
  return (FUEL_MODES as readonly string[]).includes(mode);
}

/** Avoidance options of the motorised modes. */
export const AVOID_OPTIONS = ['tolls', 'motorways', 'ferries'] as const;
export type AvoidOption = (typeof AVOID_OPTIONS)[number];
