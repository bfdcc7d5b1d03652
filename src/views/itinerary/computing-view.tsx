/** The computing screen (#/recherche/…): what the machine is doing. Back skips it. */
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../app-context';
import { useItineraryState } from './use-itinerary';

const STAGES: readonly [string, MessageKey][] = [
  ['resolving', 'itinerary.computing.resolving'],
  ['listing', 'itinerary.computing.listing'],
  ['desired', 'itinerary.computing.desired'],
  ['others', 'itinerary.computing.others'],
];

/** The computing screen. */
export function ComputingView() {
  const t = useT();
  const stage = useItineraryState((s) =>
    STAGES.find(([name]) => s.matches({ computing: name as 'resolving' })),
  );
  return (
    <div
      className="itinerary-view itinerary-computing"
      role="status"
      data-testid="itinerary-computing"
    >
      <span className="map-status-spinner" aria-hidden="true" />
      <div>
        <p className="notice-title">{t('itinerary.computing')}</p>
        {stage && <p>{t(stage[1])}</p>}
      </div>
    </div>
  );
}
