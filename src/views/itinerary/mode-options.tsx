/**
 * The travel options of one mode (core §3 Itinerary options): vehicle, fuel, consumption and
 * fuel price (defaults: the vehicle class's and the national median), avoidances, speed
 * (slow/normal/fast), own-vehicle flag. Shown by the itinerary's options overlay and by the
 * account's travel options; each passes the options it shows and where a change goes.
 */
import { formatPricePerLitre, slashDate } from '../../domain/itinerary/format';
import { isFuelId, type FuelId } from '../../domain/itinerary/fuels';
import {
  AVOID_OPTIONS,
  DEFAULT_MODE_ORDER,
  hasOwnVehicleFlag,
  isFuelMode,
  isSpeedMode,
  SPEED_TYPES,
  type AvoidOption,
  type RoadMode,
} from '../../domain/itinerary/modes';
import type { ModeOptions } from '../../domain/itinerary/options';
import type { InventoryData } from '../../domain/itinerary/types';
import { decimalText, parseDecimal } from '../../domain/decimal';
import { labelLanguage } from '../../domain/itinerary/providers';
import { useLocale, useT } from '../app-context';
import './mode-options.css';

/** Sets some options of a mode. */
export type SetOptions = (options: ModeOptions) => void;

/** Modes with options (the multimodal modes of issue 5 have none of their own). */
export const OPTION_MODES: readonly RoadMode[] = DEFAULT_MODE_ORDER.filter(
  (m) => isFuelMode(m) || isSpeedMode(m),
);

/** A positive decimal typed in a field (src/domain/decimal.ts), else none. */
const positive = (text: string, decimals?: number): number | undefined => {
  const n = parseDecimal(text, decimals);
  return n !== undefined && n > 0 ? n : undefined;
};

/** A fuel price is to the tenth of a cent (1,859 €/L), as the stations post it. */
const PRICE_DECIMALS = 3;

type FuelProps = {
  mode: 'car' | 'motorbike';
  options: ModeOptions;
  set: SetOptions;
  inventory: InventoryData;
};

/** The vehicle, fuel and their defaults chosen for a mode. */
function fuelChoice(props: FuelProps) {
  const spec = props.inventory.defaultOptions.vehiclesOptions.find((v) => v.mode === props.mode);
  const vehicle =
    spec?.vehicles.find((v) => v.id === props.options.vehicle) ??
    spec?.vehicles.find((v) => v.id === spec.default_vehicle);
  if (!spec || !vehicle) return undefined;
  const fuel: FuelId = props.options.fuel ?? vehicle.fuels.default_fuel;
  return {
    spec,
    vehicle,
    fuel,
    consumption: vehicle.fuels.fuels.find((f) => f.id === fuel)?.default_consumption,
    median: props.inventory.defaultOptions.fuelPrices.find((p) => p.id === fuel),
  };
}

function VehicleFields(props: FuelProps & { choice: NonNullable<ReturnType<typeof fuelChoice>> }) {
  const t = useT();
  const { spec, vehicle, fuel } = props.choice;
  return (
    <>
      <label className="option-field">
        {t('itinerary.options.vehicle')}
        <select
          data-testid="option-vehicle"
          value={vehicle.id}
          onChange={(e) => props.set({ vehicle: e.target.value })}
        >
          {spec.vehicles.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
      <label className="option-field">
        {t('itinerary.options.fuel')}
        <select
          data-testid="option-fuel"
          value={fuel}
          onChange={(e) => isFuelId(e.target.value) && props.set({ fuel: e.target.value })}
        >
          {vehicle.fuels.fuels.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The vehicle's Crit'Air vignette: the low-emission zones on the way are checked with it. */
export function CritAirSelect(props: {
  value: ModeOptions['critAir'];
  onChange: (value: ModeOptions['critAir']) => void;
  label: string;
  testId: string;
}) {
  const t = useT();
  return (
    <label className="option-field">
      {props.label}
      <select
        data-testid={props.testId}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(VIGNETTE_VALUES.find((v) => v === e.target.value))}
      >
        <option value="">{t('itinerary.options.critAirNone')}</option>
        {VIGNETTE_VALUES.map((v) => (
          <option key={v} value={v}>
            {v === '0'
              ? t('itinerary.options.critAirEl')
              : v === 'NC'
                ? t('itinerary.options.critAirNc')
                : t('itinerary.options.critAirClass', { n: v })}
          </option>
        ))}
      </select>
    </label>
  );
}

const VIGNETTE_VALUES = ['0', '1', '2', '3', '4', '5', 'NC'] as const;

function FuelOptions(props: FuelProps) {
  const t = useT();
  const lang = labelLanguage(useLocale());
  const choice = fuelChoice(props);
  if (!choice) return null;
  const { fuel, vehicle, consumption, median } = choice;
  return (
    <>
      <VehicleFields {...props} choice={choice} />
      <CritAirSelect
        value={props.options.critAir}
        onChange={(critAir) => props.set({ critAir })}
        label={t('itinerary.options.critAir')}
        testId="option-critair"
      />
      <label className="option-field">
        {t('itinerary.options.consumption')}
        <input
          key={`c-${fuel}-${vehicle.id}`}
          inputMode="decimal"
          data-testid="option-consumption"
          defaultValue={decimalText(props.options.consumption, lang)}
          placeholder={decimalText(consumption, lang)}
          onBlur={(e) => props.set({ consumption: positive(e.target.value) })}
        />
      </label>
      <label className="option-field">
        {t('itinerary.options.price')}
        <input
          key={`p-${fuel}`}
          inputMode="decimal"
          data-testid="option-price"
          defaultValue={decimalText(props.options.gasCost, lang)}
          placeholder={decimalText(median?.price, lang)}
          onBlur={(e) => props.set({ gasCost: positive(e.target.value, PRICE_DECIMALS) })}
        />
        {median && (
          <small data-testid="option-price-default">
            {t('itinerary.options.priceDefault', {
              price: formatPricePerLitre(median.price, lang),
            })}
            {median.date && `, ${t('itinerary.priceOf', { date: slashDate(median.date) })}`}
          </small>
        )}
      </label>
    </>
  );
}

function AvoidOptions(props: { options: ModeOptions; set: SetOptions }) {
  const t = useT();
  const avoid = new Set(props.options.avoid ?? []);
  const toggle = (id: AvoidOption): void => {
    if (avoid.has(id)) avoid.delete(id);
    else avoid.add(id);
    props.set({ avoid: AVOID_OPTIONS.filter((a) => avoid.has(a)) });
  };
  return (
    <fieldset className="option-group">
      <legend>{t('itinerary.options.avoid')}</legend>
      {AVOID_OPTIONS.map((id) => (
        <label key={id} className="option-check">
          <input
            type="checkbox"
            data-testid={`avoid-${id}`}
            checked={avoid.has(id)}
            onChange={() => toggle(id)}
          />
          {t(`itinerary.options.avoid.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}

function SpeedOptions(props: {
  mode: 'bike' | 'scooter' | 'pedestrian';
  options: ModeOptions;
  set: SetOptions;
  inventory: InventoryData;
}) {
  const t = useT();
  const speeds = props.inventory.defaultOptions.speeds.find((s) => s.mode === props.mode);
  const current = props.options.speedType ?? 'normal';
  return (
    <fieldset className="option-group">
      <legend>{t('itinerary.options.speed')}</legend>
      {SPEED_TYPES.map((type, i) => (
        <label key={type} className="option-radio">
          <input
            type="radio"
            name={`speed-${props.mode}`}
            data-testid={`speed-${type}`}
            checked={current === type}
            onChange={() => props.set({ speedType: type })}
          />
          {t(`itinerary.options.speed.${type}`, { speed: speeds?.values[i] ?? '' })}
        </label>
      ))}
    </fieldset>
  );
}

/** Props of one mode's fields. */
export interface ModeOptionsFieldsProps {
  mode: RoadMode;
  inventory: InventoryData;
  /** The mode's options now. */
  options: ModeOptions;
  /** Sets some of the mode's options (the others are kept, as `setModeOptions` merges). */
  set: SetOptions;
}

/** The fields of one mode: vehicle and fuel, speed, avoidances, own-vehicle flag. */
export function ModeOptionsFields(props: ModeOptionsFieldsProps) {
  const t = useT();
  const { mode, options, set } = props;
  return (
    <div className="mode-options" data-testid={`options-${mode}`}>
      {isFuelMode(mode) && (
        <FuelOptions mode={mode} options={options} set={set} inventory={props.inventory} />
      )}
      {isSpeedMode(mode) && (
        <SpeedOptions mode={mode} options={options} set={set} inventory={props.inventory} />
      )}
      {mode !== 'pedestrian' && <AvoidOptions options={options} set={set} />}
      {hasOwnVehicleFlag(mode) && (
        <label className="option-check">
          <input
            type="checkbox"
            data-testid="own-vehicle"
            checked={options.ownVehicle ?? true}
            onChange={(e) => set({ ownVehicle: e.target.checked })}
          />
          {t(`itinerary.options.own.${mode}`)}
          <small>{t('itinerary.options.ownHint')}</small>
        </label>
      )}
    </div>
  );
}
