/**
 * The account's travel options (spec 001 §2, « Mes options de déplacement »): the car's fuel,
 * consumption and Crit'Air vignette. Saved to the account; the itinerary uses them for prices.
 */
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import {
  CRIT_AIR_CLASSES,
  type CritAirClass,
  type TravelPreferences,
} from '../../domain/account/preferences';
import { FUEL_IDS, fuelLabel, isFuelId } from '../../domain/itinerary/fuels';
import type { ModeOptions } from '../../domain/itinerary/options';
import { useT } from '../app-context';
import { messageText, useAccount } from './use-account';

function critAirOf(value: FormDataEntryValue | null): CritAirClass | null {
  return CRIT_AIR_CLASSES.find((c) => c === value) ?? null;
}

/** The preferences the form asks for: the car's fuel and consumption, the vignette. */
export function preferencesFromForm(prefs: TravelPreferences, data: FormData): TravelPreferences {
  const fuel = data.get('fuel');
  const consumption = Number(data.get('consumption'));
  const car: ModeOptions = {
    ...prefs.preferredOptions.car,
    ...(isFuelId(fuel) ? { fuel } : {}),
    ...(consumption > 0 && consumption <= 60 ? { consumption } : {}),
  };
  return {
    ...prefs,
    preferredOptions: { ...prefs.preferredOptions, car },
    critAir: critAirOf(data.get('critair')),
  };
}

function CarFields(props: { prefs: TravelPreferences }) {
  const t = useT();
  const id = useId();
  const car = props.prefs.preferredOptions.car ?? {};
  return (
    <>
      <label className="option-field" htmlFor={`${id}-fuel`}>
        {t('account.preferences.fuel')}
        <select id={`${id}-fuel`} name="fuel" defaultValue={car.fuel ?? ''} key={car.fuel}>
          <option value="">—</option>
          {FUEL_IDS.map((f) => (
            <option key={f} value={f}>
              {fuelLabel(f)}
            </option>
          ))}
        </select>
      </label>
      <label className="option-field" htmlFor={`${id}-consumption`}>
        {t('account.preferences.consumption')}
        <input
          id={`${id}-consumption`}
          key={car.consumption}
          name="consumption"
          type="number"
          min="0.5"
          max="60"
          step="0.1"
          defaultValue={car.consumption ?? ''}
        />
      </label>
      <label className="option-field" htmlFor={`${id}-critair`}>
        {t('account.preferences.critAir')}
        <select
          id={`${id}-critair`}
          name="critair"
          defaultValue={props.prefs.critAir ?? ''}
          key={props.prefs.critAir}
        >
          <option value="">{t('account.preferences.critAirNone')}</option>
          {CRIT_AIR_CLASSES.map((c) => (
            <option key={c} value={c}>
              Crit’Air {c}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The form. */
export function PreferencesForm() {
  const t = useT();
  const { preferences } = useAccount();
  const prefs = useSelector(preferences, (s) => s.context.preferences);
  const saved = useSelector(preferences, (s) => s.context.saved);
  const message = useSelector(preferences, (s) => s.context.message);
  const saving = useSelector(preferences, (s) => s.matches('saving') || s.matches('loading'));
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const next = preferencesFromForm(prefs, new FormData(event.currentTarget));
    preferences.send({ type: 'save', preferences: next });
  };
  return (
    <form className="account-section account-form" onSubmit={submit} data-testid="preferences-form">
      <h3>{t('account.preferences.title')}</h3>
      <CarFields prefs={prefs} />
      {message ? (
        <p className="account-error" role="alert">
          {messageText(t, message)}
        </p>
      ) : null}
      <button type="submit" className="primary-button" disabled={saving}>
        {t('account.preferences.save')}
      </button>
      {saved ? <p role="status">{t('account.preferences.saved')}</p> : null}
    </form>
  );
}
