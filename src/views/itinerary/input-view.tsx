/**
 * The input screen of the itinerary (/itineraire, /itineraire/{mode}, #/vers/{to}): mode
 * selector, steps, date and time, travel options, the compute button and the errors of the last
 * computation (general error, or the per-mode message).
 */
import { HomeToWork } from '../account/home-to-work';
import { isPastDay, type TimeOptions } from '../../domain/itinerary/datetime';
import { canCompute, stepsNeeded, type StepsNeeded } from '../../domain/itinerary/steps';
import { routeChangingOptions } from '../../domain/itinerary/options';
import type { Translate } from '../../i18n/translate';
import { useT } from '../app-context';
import { ActionIcons } from './itinerary-icons';
import { ModeSelector } from './mode-selector';
import { StepsPanel } from './steps-panel';
import { startCompute } from '../../machines/itinerary-url-sync';
import { useItinerary, useItineraryNavigate, useItineraryState } from './use-itinerary';
import { ItineraryAd } from './itinerary-ad';

/** The summary of the time options: « Partir maintenant », « Départ le 21/11/2025 à 08:30 ». */
export function timeSummary(t: Translate, time: TimeOptions): string {
  if (time.when === 'NOW' || !time.date) return t('itinerary.datetime.now');
  const [y, m, d] = time.date.split('-');
  const params = { date: `${d}/${m}/${y}`, time: time.time ?? '12:00' };
  return time.when === 'ARRIVAL_LATER'
    ? t('itinerary.datetime.summaryArrival', params)
    : t('itinerary.datetime.summaryDeparture', params);
}

/** Date and time, and travel options (they open the overlays). */
export function Toolbar() {
  const t = useT();
  const go = useItineraryNavigate();
  const time = useItineraryState((s) => s.context.timeOptions);
  const past = isPastDay(time, new Date());
  const active = useItineraryState((s) =>
    routeChangingOptions(s.context.preferredOptions[s.context.currentMode]),
  );
  return (
    <div className="itinerary-toolbar">
      <button
        type="button"
        className="text-button"
        data-testid="open-datetime"
        onClick={() => go({ screen: 'datetime' })}
      >
        <ActionIcons.clock />
        {timeSummary(t, time)}
      </button>
      {past && (
        <p className="itinerary-past-day" role="note" data-testid="past-day">
          {t('itinerary.datetime.pastDay')}
        </p>
      )}
      <button
        type="button"
        className="text-button"
        data-testid="open-options"
        onClick={() => go({ screen: 'options' })}
      >
        <ActionIcons.options />
        {active > 0
          ? t('itinerary.options.openCount', { count: active })
          : t('itinerary.options.open')}
      </button>
    </div>
  );
}

/** The hint under « Calculer l'itinéraire » for what the form still lacks. */
const NEEDED_HINT = {
  both: 'itinerary.needSteps',
  departure: 'itinerary.needDeparture',
  arrival: 'itinerary.needArrival',
  none: 'itinerary.needSteps',
} as const satisfies Record<StepsNeeded, string>;

function Errors() {
  const t = useT();
  const failed = useItineraryState((s) => s.matches('failed'));
  const general = useItineraryState((s) =>
    s.context.generalErrorKey ? t(s.context.generalErrorKey) : s.context.generalError,
  );
  const noRoute = useItineraryState((s) => s.context.itineraryError);
  if (!failed) return null;
  // No mode connects the steps: said once, for the whole trip.
  const route = noRoute ? t(noRoute.messageKey) : undefined;
  return (
    <div className="itinerary-error" role="alert" data-testid="itinerary-error">
      <p className="notice-title">{t('itinerary.error.title')}</p>
      <p>{general ?? route ?? t('itinerary.results.noRoute')}</p>
    </div>
  );
}

/**
 * « Calculer » with a missing end: the first empty field takes the focus (a click on the button
 * has already handed over what was being typed, so an empty field is really empty).
 */
function focusFirstEmptyStep(): void {
  const empty = [...document.querySelectorAll<HTMLInputElement>('.step-input')].find(
    (input) => input.value.trim() === '',
  );
  empty?.focus();
}

/** The input screen. */
export function InputView() {
  const it = useItinerary();
  const t = useT();
  const go = useItineraryNavigate();
  const mode = useItineraryState((s) => s.context.currentMode);
  const needed = useItineraryState((s) => stepsNeeded(s.context.steps));
  const ready = useItineraryState((s) => canCompute(s.context.steps));
  return (
    <div className="itinerary-view" data-testid="itinerary-input">
      <ModeSelector current={mode} onSelect={(m) => it.actor.send({ type: 'mode.set', mode: m })} />
      <HomeToWork />
      <StepsPanel />
      <Toolbar />
      <Errors />
      <button
        type="button"
        className="primary-button itinerary-compute"
        data-testid="compute"
        aria-describedby={ready ? undefined : 'itinerary-need-steps'}
        onClick={() =>
          canCompute(it.actor.getSnapshot().context.steps)
            ? startCompute(it, go)
            : focusFirstEmptyStep()
        }
      >
        {t('itinerary.compute')}
      </button>
      {!ready && (
        <p className="itinerary-hint" id="itinerary-need-steps">
          {t(NEEDED_HINT[needed])}
        </p>
      )}
      <ItineraryAd pageId="itinerary-home-1" />
    </div>
  );
}
