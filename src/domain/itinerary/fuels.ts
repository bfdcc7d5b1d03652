/**
 * Fuels and vehicles of the itinerary options (§3 Itinerary options, §3 fuel display names):
 * fuel ids and labels, the fuel names of the national fuel-prices file, vehicle classes with
 * their default fuel and consumption, and the toll class of each vehicle. Zod-free.
 */
import type { FuelMode } from './modes';
import { lookupTable } from '../lookup-table';

/** Fuel ids of the spec plus B7 (diesel: "anything else is Gazole"). */
export const FUEL_IDS = ['E5_SP98', 'E5_SP95', 'E10', 'E85', 'LPG', 'B7'] as const;
export type FuelId = (typeof FUEL_IDS)[number];

/** The names French pumps give that English and Dutch name otherwise. */
const OTHER_FUEL_NAMES = {
  en: { LPG: 'LPG', B7: 'Diesel' },
  nl: { LPG: 'LPG', B7: 'Diesel' },
} as const;

/**
 * Display name of a fuel id (§3): E5_SP98 SP 98, E5_SP95 SP 95, E10 SP95-E10, E85 E 85, LPG GPL,
 * else Gazole; in English and Dutch, LPG and Diesel (the petrols keep the names on the pumps).
 */
export function fuelLabel(id: string, lang: 'fr' | 'en' | 'nl' = 'fr'): string {
  if (lang !== 'fr') {
    if (id === 'LPG') return OTHER_FUEL_NAMES[lang].LPG;
    if (!['E5_SP98', 'E5_SP95', 'E10', 'E85'].includes(id)) return OTHER_FUEL_NAMES[lang].B7;
  }
  switch (id) {
    case 'E5_SP98':
      return 'SP 98';
    case 'E5_SP95':
      return 'SP 95';
    case 'E10':
      return 'SP95-E10';
    case 'E85':
      return 'E 85';
    case 'LPG':
      return 'GPL';
    default:
      return 'Gazole';
  }
}

/** True when a value is a fuel id. */
export function isFuelId(value: unknown): value is FuelId {
  return typeof value === 'string' && (FUEL_IDS as readonly string[]).includes(value);
}

/** Fuel names of prix-carburants.gouv.fr (`<prix nom="…">`) → fuel ids. */
export const SOURCE_FUEL_NAMES: Readonly<Record<string, FuelId>> = lookupTable({
  Gazole: 'B7',
  SP95: 'E5_SP95',
  SP98: 'E5_SP98',
  E10: 'E10',
  E85: 'E85',
  GPLc: 'LPG',
});

/**
 * National median prices (€/L) of the bundled file `prix-carburants-instantane-2020-08-25.zip`
 * (9,980 stations), used only when the places artefact holds no price for a fuel.
 */
export const FALLBACK_FUEL_PRICES: Readonly<Record<FuelId, number>> = {
  E5_SP98: 1.379,
  E5_SP95: 1.345,
  E10: 1.304,
  E85: 0.659,
  LPG: 0.855,
  B7: 1.229,
};

/** The date of the bundled file's prices (YYYY-MM-DD), the date of the fallback prices. */
export const FALLBACK_FUEL_PRICE_DATE = '2020-08-25';

/** French motorway toll classes used by the vehicles (1 light, 2 intermediate, 5 motorbikes). */
export type TollClass = 1 | 2 | 5;

/** A vehicle the user can pick, with its default fuel and consumptions (L/100 km). */
export interface VehicleSpec {
  id: string;
  mode: FuelMode;
  /** French label. */
  label: string;
  tollClass: TollClass;
  defaultFuel: FuelId;
  /** Default consumption per fuel the vehicle accepts, in litres per 100 km. */
  consumption: Partial<Record<FuelId, number>>;
}

/** Consumption of a petrol engine on the petrol fuels, and +25 % on E85 and LPG. */
function petrol(base: number): Partial<Record<FuelId, number>> {
  const more = Math.round(base * 1.25 * 10) / 10;
  return { E10: base, E5_SP95: base, E5_SP98: base, E85: more, LPG: more };
}

/**
 * The vehicle classes. Consumptions are typical real-world values (litres per 100 km) of each
 * class; E85 and LPG burn about 25 % more volume than petrol (lower energy per litre). See
 * docs/itineraries.md.
 */
export const VEHICLES: readonly VehicleSpec[] = [
  {
    id: 'citadine',
    mode: 'car',
    label: 'Citadine',
    tollClass: 1,
    defaultFuel: 'E10',
    consumption: { ...petrol(5.5), B7: 4.5 },
  },
  {
    id: 'compacte',
    mode: 'car',
    label: 'Compacte ou berline',
    tollClass: 1,
    defaultFuel: 'E10',
    consumption: { ...petrol(6.5), B7: 5.5 },
  },
  {
    id: 'familiale',
    mode: 'car',
    label: 'Familiale, monospace ou SUV',
    tollClass: 1,
    defaultFuel: 'B7',
    consumption: { ...petrol(8), B7: 6.5 },
  },
  {
    id: 'utilitaire',
    mode: 'car',
    label: 'Utilitaire ou camping-car (classe 2)',
    tollClass: 2,
    defaultFuel: 'B7',
    consumption: { E10: 11, E5_SP95: 11, E5_SP98: 11, B7: 9.5 },
  },
  {
    id: 'scooter-125',
    mode: 'motorbike',
    label: 'Scooter ou moto 125 cm³',
    tollClass: 5,
    defaultFuel: 'E10',
    consumption: { E10: 3, E5_SP95: 3, E5_SP98: 3 },
  },
  {
    id: 'moto',
    mode: 'motorbike',
    label: 'Moto',
    tollClass: 5,
    defaultFuel: 'E5_SP98',
    consumption: { E10: 5.5, E5_SP95: 5.5, E5_SP98: 5.5 },
  },
];

/** The vehicles' names in English and Dutch (French is their `label`). */
const VEHICLE_LABELS: Readonly<Record<'en' | 'nl', Readonly<Record<string, string>>>> = {
  en: {
    citadine: 'City car',
    compacte: 'Compact or saloon',
    familiale: 'Estate, people carrier or SUV',
    utilitaire: 'Van or motorhome (class 2)',
    'scooter-125': 'Scooter or 125 cc motorbike',
    moto: 'Motorbike',
  },
  nl: {
    citadine: 'Stadsauto',
    compacte: 'Compacte auto of sedan',
    familiale: 'Gezinsauto, MPV of SUV',
    utilitaire: 'Bestelwagen of camper (klasse 2)',
    'scooter-125': 'Scooter of motor 125 cc',
    moto: 'Motor',
  },
};

/** A vehicle's name in a label language. */
export function vehicleLabel(vehicle: VehicleSpec, lang: 'fr' | 'en' | 'nl' = 'fr'): string {
  return lang === 'fr' ? vehicle.label : (VEHICLE_LABELS[lang][vehicle.id] ?? vehicle.label);
}

/** The default vehicle of each fuel mode. */
export const DEFAULT_VEHICLES: Readonly<Record<FuelMode, string>> = {
  car: 'compacte',
  motorbike: 'moto',
};

/** The vehicles of a mode. */
export function vehiclesOf(mode: FuelMode): VehicleSpec[] {
  return VEHICLES.filter((v) => v.mode === mode);
}

/** A vehicle by id (of the given mode), else the mode's default vehicle. */
export function vehicleOrDefault(mode: FuelMode, id: string | undefined): VehicleSpec {
  const list = vehiclesOf(mode);
  const found = list.find((v) => v.id === id) ?? list.find((v) => v.id === DEFAULT_VEHICLES[mode]);
  if (!found) throw new Error(`no default vehicle for ${mode}`);
  return found;
}

/** The fuel to use: the requested one when the vehicle accepts it, else its default fuel. */
export function fuelOrDefault(vehicle: VehicleSpec, fuel: string | undefined): FuelId {
  return isFuelId(fuel) && vehicle.consumption[fuel] !== undefined ? fuel : vehicle.defaultFuel;
}

/** Default consumption (L/100 km) of a vehicle on a fuel. */
export function defaultConsumption(vehicle: VehicleSpec, fuel: FuelId): number {
  return vehicle.consumption[fuel] ?? vehicle.consumption[vehicle.defaultFuel] ?? 0;
}
