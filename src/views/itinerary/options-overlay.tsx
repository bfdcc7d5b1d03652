/**
 * The travel-options overlay (#/option_de_deplacement): one tab per mode with options, the
 * itinerary's options of that mode; « Appliquer » recomputes when results are shown.
 */
import { useState } from 'react';
import type { RoadMode } from '../../domain/itinerary/modes';
import type { ModeOptions } from '../../domain/itinerary/options';
import type { InventoryData } from '../../domain/itinerary/types';
import { useT } from '../app-context';
import { ModeIcon } from './itinerary-icons';
import { ModeOptionsFields, OPTION_MODES } from './mode-options';
import { OverlayDialog } from './overlay-dialog';
import { useInventory } from './use-inventory';
import { useItinerary, useItineraryState } from './use-itinerary';

/** Tabs of the modes with options. */
export function ModeTabs(props: {
  mode: RoadMode;
  onChange: (mode: RoadMode) => void;
  /** A caption before the tabs, when they could be read as a choice of mode. */
  label?: string | undefined;
}) {
  const t = useT();
  return (
    <div className="option-tabs" role="tablist" aria-label={props.label}>
      {props.label ? <span className="option-tabs-label">{props.label}</span> : null}
      {OPTION_MODES.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={m === props.mode}
          className="chip"
          title={t(`itinerary.mode.${m}`)}
          aria-label={t(`itinerary.mode.${m}`)}
          onClick={() => props.onChange(m)}
        >
          <ModeIcon mode={m} size={18} />
        </button>
      ))}
    </div>
  );
}

function ItineraryModeOptions(props: { mode: RoadMode; inventory: InventoryData }) {
  const { actor } = useItinerary();
  const options = useItineraryState((s) => s.context.preferredOptions[props.mode] ?? {});
  const set = (o: ModeOptions): void => {
    actor.send({ type: 'options.set', mode: props.mode, options: o });
  };
  return <ModeOptionsFields {...props} options={options} set={set} />;
}

/** The overlay. */
export function OptionsOverlay() {
  const t = useT();
  const inventory = useInventory();
  const currentMode = useItineraryState((s) => s.context.currentMode);
  const [mode, setMode] = useState<RoadMode>(
    OPTION_MODES.includes(currentMode) ? currentMode : 'car',
  );
  return (
    <OverlayDialog title={t('itinerary.options.title')} testId="options-overlay">
      <ModeTabs mode={mode} onChange={setMode} />
      {inventory ? (
        <ItineraryModeOptions mode={mode} inventory={inventory} />
      ) : (
        <p role="status">{t('itinerary.options.loading')}</p>
      )}
    </OverlayDialog>
  );
}
