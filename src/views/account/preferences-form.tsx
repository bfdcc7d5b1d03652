/**
 * The account's travel options (spec 001 §2 « Mes options de déplacement », §3 Travel
 * preferences): the favourite mode, each mode's options as the itinerary's options overlay shows
 * them (vehicle, fuel, consumption, fuel price, Crit'Air vignette of the car and of the
 * motorbike, speed, avoidances, own vehicle). Each change is saved to the account as it is made; the itinerary follows
 * (and recomputes its prices when results are shown).
 */
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import {
  favoriteModeOf,
  withFavoriteMode,
  type TravelPreferences,
} from '../../domain/account/preferences';
import { isRoadMode, type RoadMode } from '../../domain/itinerary/modes';
import type { ModeOptions } from '../../domain/itinerary/options';
import type { InventoryData } from '../../domain/itinerary/types';
import { useT } from '../app-context';
import { ModeOptionsFields, OPTION_MODES } from '../itinerary/mode-options';
import { ModeTabs } from '../itinerary/options-overlay';
import { useInventory } from '../itinerary/use-inventory';
import { messageText, useAccount } from './use-account';

type Save = (preferences: TravelPreferences) => void;

function FavoriteModeField(props: {
  prefs: TravelPreferences;
  inventory: InventoryData;
  save: Save;
}) {
  const t = useT();
  const id = useId();
  const modes = props.inventory.defaultOptions.transportModes.filter((m) => m.fit_for_favourite);
  const current = favoriteModeOf(props.prefs.preferredOptions) ?? '';
  const choose = (value: string): void => {
    const mode = isRoadMode(value) ? value : undefined;
    const preferredOptions = withFavoriteMode(props.prefs.preferredOptions, mode);
    props.save({ ...props.prefs, preferredOptions });
  };
  return (
    <label className="option-field" htmlFor={`${id}-mode`}>
      {t('account.preferences.favoriteMode')}
      <select id={`${id}-mode`} value={current} onChange={(e) => choose(e.target.value)}>
        <option value="">{t('account.preferences.favoriteModeNone')}</option>
        {modes.map((m) => (
          <option key={m.mode} value={m.mode}>
            {t(`itinerary.mode.${m.mode}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Status() {
  const t = useT();
  const { preferences } = useAccount();
  const saved = useSelector(preferences, (s) => s.context.saved);
  const message = useSelector(preferences, (s) => s.context.message);
  const saving = useSelector(preferences, (s) => s.matches('saving') || s.matches('loading'));
  if (message) {
    return (
      <p className="account-error" role="alert">
        {messageText(t, message)}
      </p>
    );
  }
  return (
    <p role="status" className="account-status">
      {saving ? t('account.preferences.saving') : saved ? t('account.preferences.saved') : ''}
    </p>
  );
}

/** The form. */
export function PreferencesForm() {
  const t = useT();
  const { preferences } = useAccount();
  const inventory = useInventory();
  const prefs = useSelector(preferences, (s) => s.context.preferences);
  // The tabs open on the favourite mode's options, else the car's.
  const [mode, setMode] = useState<RoadMode>(() => {
    const favourite = favoriteModeOf(prefs.preferredOptions);
    return favourite && OPTION_MODES.includes(favourite) ? favourite : 'car';
  });
  const save: Save = (next) => preferences.send({ type: 'save', preferences: next });
  const set = (options: ModeOptions): void => {
    preferences.send({ type: 'options.set', mode, options });
  };
  return (
    <section className="account-section account-form" data-testid="preferences-form">
      <h3>{t('account.preferences.title')}</h3>
      {inventory ? (
        <>
          <FavoriteModeField prefs={prefs} inventory={inventory} save={save} />
          <ModeTabs mode={mode} onChange={setMode} label={t('account.preferences.optionsOf')} />
          <ModeOptionsFields
            key={mode}
            mode={OPTION_MODES.includes(mode) ? mode : 'car'}
            inventory={inventory}
            options={prefs.preferredOptions[mode] ?? {}}
            set={set}
          />
        </>
      ) : (
        <p role="status">{t('itinerary.options.loading')}</p>
      )}
      <Status />
    </section>
  );
}
