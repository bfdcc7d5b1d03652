/**
 * GET /transports and GET /inventory: the road providers grouped by mode (preferred mode first,
 * skipped providers left out) and the default options (§3 defaultOptions): modes with
 * providers and fit_for_favourite, vehicles with their fuels and default consumptions, national
 * median fuel prices, speeds, own-vehicle flags and avoidances.
 */
import {
  fuelLabel,
  vehiclesOf,
  vehicleLabel,
  DEFAULT_VEHICLES,
} from '../../src/domain/itinerary/fuels';
import {
  AVOID_OPTIONS,
  DEFAULT_SPEED_TYPE,
  FUEL_MODES,
  OWN_VEHICLE_DEFAULT,
  OWN_VEHICLE_MODES,
  SPEED_MODES,
  SPEED_PARAMS,
  SPEEDS_KMH,
  SPEED_TYPES,
  isRoadMode,
} from '../../src/domain/itinerary/modes';
import { PROVIDERS, type LabelLanguage } from '../../src/domain/itinerary/providers';
import { modeOrderWith } from '../../src/domain/itinerary/sorting';
import type {
  InventoryData,
  TransportModeEntry,
  TransportsData,
} from '../../src/domain/itinerary/types';
import { AppError } from '../core/errors';
import type { FuelPriceTable } from './fuel-prices';
import { API_TEXTS } from './labels';

/** The transport modes with their providers, in mode order. */
export function transportModes(options: {
  lang: LabelLanguage;
  qid: string;
  preferredMode?: string | undefined;
  skipped?: readonly string[] | undefined;
}): TransportModeEntry[] {
  if (options.preferredMode !== undefined && !isRoadMode(options.preferredMode))
    throw new AppError('NO_MODE', {}, { mode: options.preferredMode });
  const skipped = new Set(options.skipped ?? []);
  const order = modeOrderWith(options.preferredMode);
  return order
    .map((mode) => ({
      mode,
      label: API_TEXTS[options.lang].modes[mode],
      providers: PROVIDERS.filter((p) => p.mode === mode && !skipped.has(p.name)).map((p) => ({
        name: p.name,
        label: p.labels[options.lang],
        mode: p.mode,
        icon: p.icon,
        qid: options.qid,
        optional: p.optional,
        simplified: p.simplified,
        color: p.color,
      })),
    }))
    .filter((entry) => entry.providers.length > 0);
}

/** `data` of GET /transports. */
export function transportsData(options: Parameters<typeof transportModes>[0]): TransportsData {
  return { transport_modes: transportModes(options), qid: options.qid };
}

const AVOID_LABELS: Readonly<Record<LabelLanguage, Readonly<Record<string, string>>>> = {
  fr: {
    tolls: 'Éviter les péages',
    motorways: 'Éviter les autoroutes',
    ferries: 'Éviter les ferries',
  },
  en: { tolls: 'Avoid tolls', motorways: 'Avoid motorways', ferries: 'Avoid ferries' },
  nl: { tolls: 'Tol vermijden', motorways: 'Snelwegen vermijden', ferries: 'Veerboten vermijden' },
};

function vehiclesOptions(lang: LabelLanguage): InventoryData['defaultOptions']['vehiclesOptions'] {
  return FUEL_MODES.map((mode) => ({
    mode,
    default_vehicle: DEFAULT_VEHICLES[mode],
    vehicles: vehiclesOf(mode).map((v) => ({
      id: v.id,
      label: vehicleLabel(v, lang),
      toll_class: v.tollClass,
      fuels: {
        default_fuel: v.defaultFuel,
        fuels: Object.entries(v.consumption).map(([id, consumption]) => ({
          id: id as keyof typeof v.consumption,
          label: fuelLabel(id, lang),
          default_consumption: consumption,
        })),
      },
    })),
  }));
}

/** `data` of GET /inventory. */
export function inventoryData(lang: LabelLanguage, prices: FuelPriceTable): InventoryData {
  const modes = transportModes({ lang, qid: '' });
  return {
    defaultOptions: {
      transportModes: modes.map((m) => ({ ...m, fit_for_favourite: true })),
      vehiclesOptions: vehiclesOptions(lang),
      fuelPrices: Object.entries(prices).map(([id, entry]) => ({
        id: id as keyof FuelPriceTable,
        label: fuelLabel(id, lang),
        price: entry.price,
        stations: entry.stations,
        source: entry.source,
        date: entry.date,
      })),
      speeds: SPEED_MODES.map((mode) => ({
        mode,
        param: SPEED_PARAMS[mode],
        default_type: DEFAULT_SPEED_TYPE,
        values: SPEED_TYPES.map((t) => SPEEDS_KMH[mode][t]),
      })),
      ownVehicle: OWN_VEHICLE_MODES.map((mode) => ({ mode, default: OWN_VEHICLE_DEFAULT })),
      avoid: AVOID_OPTIONS.map((id) => ({ id, label: AVOID_LABELS[lang][id] ?? id })),
    },
  };
}
