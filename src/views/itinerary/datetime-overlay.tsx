/** The date and time overlay (#/date_et_heure): now, depart later, arrive later (§4, §5). */
import { shownDateTime, TIME_MODES, type TimeMode } from '../../domain/itinerary/datetime';
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../app-context';
import { OverlayDialog } from './overlay-dialog';
import { useItinerary, useItineraryState } from './use-itinerary';

const LABELS: Readonly<Record<TimeMode, MessageKey>> = {
  NOW: 'itinerary.datetime.now',
  DEPARTURE_LATER: 'itinerary.datetime.departure',
  ARRIVAL_LATER: 'itinerary.datetime.arrival',
};

/** The overlay. */
export function DatetimeOverlay() {
  const t = useT();
  const { actor } = useItinerary();
  const time = useItineraryState((s) => s.context.timeOptions);
  const now = time.when === 'NOW';
  const shown = shownDateTime(time, new Date());
  return (
    <OverlayDialog title={t('itinerary.datetime.title')} testId="datetime-overlay">
      <fieldset className="option-group">
        {TIME_MODES.map((when) => (
          <label key={when} className="option-radio">
            <input
              type="radio"
              name="when"
              value={when}
              data-testid={`when-${when}`}
              checked={time.when === when}
              onChange={() => actor.send({ type: 'time.mode', when, now: new Date() })}
            />
            {t(LABELS[when])}
          </label>
        ))}
      </fieldset>
      <label className="option-field">
        {t('itinerary.datetime.date')}
        <input
          type="date"
          data-testid="date"
          disabled={now}
          value={shown.date}
          onChange={(e) => actor.send({ type: 'time.date', date: e.target.value })}
        />
      </label>
      <label className="option-field">
        {t('itinerary.datetime.time')}
        <input
          type="time"
          data-testid="time"
          disabled={now}
          value={shown.time}
          onChange={(e) => actor.send({ type: 'time.time', time: e.target.value })}
        />
      </label>
    </OverlayDialog>
  );
}
