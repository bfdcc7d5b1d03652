/**
 * The roadbook (…/{provider}/feuille_de_route/{routeId}): summary, elevation profile and the
 * timeline of the manoeuvres (Valhalla's narrative in the interface language), with a milestone
 * per step; links to the expense report, GPX export and sharing.
 */
import { OperatorLinks } from './operator-links';
import type { Roadbook, RoadbookSection } from '../../domain/itinerary/types';
import type { RoadMode } from '../../domain/itinerary/modes';
import type { ModeOptions } from '../../domain/itinerary/options';
import { selectedRoute } from '../../machines/itinerary-logic';
import { useLocale, useT } from '../app-context';
import { leavesOnPastDay, otherDayOf } from '../../domain/itinerary/datetime';
import { labelLanguage } from '../../domain/itinerary/providers';
import { dayLabel } from '../../domain/transit/journey';
import { ElevationProfile } from './elevation-profile';
import { ActionIcons } from './itinerary-icons';
import { ManoeuvreFraming, ManoeuvreRow } from './roadbook-action';
import { RouteActions } from './route-actions';
import { Approaches } from './route-card';
import { MultimodalTimeline } from './transit-roadbook';
import { tripOf } from '../../machines/itinerary-trip-url';
import { useItinerary, useItineraryNavigate, useItineraryState } from './use-itinerary';
import { useRoadbook } from './use-roadbook';
import { ZfeNotices } from './zfe-notices';

function Summary(props: { roadbook: Roadbook; mode: RoadMode }) {
  const t = useT();
  const { actor } = useItinerary();
  // The vignette asked here as on the route's card: given, the trip is computed again with it.
  const onVignette = (critAir: ModeOptions['critAir']) =>
    actor.send({ type: 'options.apply', mode: props.mode, options: { critAir } });
  const lang = labelLanguage(useLocale());
  const { summary } = props.roadbook;
  const now = new Date();
  const day = otherDayOf(summary.departure_datetime, now);
  // A public transport trip lists its departure and arrival among its facts: not twice.
  const timesListed = summary.key_informations.some((k) => k.key === 'departure');
  return (
    <div className="roadbook-summary">
      {day && (
        <p className="roadbook-day" data-testid="roadbook-day">
          {t('itinerary.roadbook.day', { day: dayLabel(day, lang) })}
        </p>
      )}
      {leavesOnPastDay(summary.departure_datetime, now) && (
        <p className="itinerary-past-day" role="note" data-testid="roadbook-past-day">
          {t('itinerary.datetime.pastDay')}
        </p>
      )}
      {!timesListed && (
        <p>
          {t('itinerary.roadbook.departure', { time: summary.departure_datetime.slice(11) })} ·{' '}
          {t('itinerary.roadbook.arrival', { time: summary.arrival_datetime.slice(11) })}
        </p>
      )}
      <dl className="key-informations">
        {summary.key_informations.map((k) => (
          <div key={k.key}>
            <dt>{k.label}</dt>
            <dd>{k.value}</dd>
          </div>
        ))}
      </dl>
      {props.roadbook.zfe && <ZfeNotices zfe={props.roadbook.zfe} onVignette={onVignette} />}
      {summary.restrictions.length > 0 && (
        <p className="itinerary-hint">
          {t('itinerary.roadbook.restrictions', { list: summary.restrictions.join(', ') })}
        </p>
      )}
    </div>
  );
}

function Section(props: { section: RoadbookSection }) {
  const { section } = props;
  if (section.mode === 'waypoint' && section.step)
    return (
      <li className="timeline-step" data-testid={`roadbook-${section.step.id}`}>
        <span className="timeline-dot" aria-hidden="true" />
        <strong>{section.step.label}</strong>
      </li>
    );
  return (
    <>
      {section.actions.map((a, i) => (
        <ManoeuvreRow key={i} action={a} />
      ))}
    </>
  );
}

/** The manoeuvres on a timeline; multimodal routes list their legs (transit-roadbook.tsx). */
function Timeline(props: { sections: readonly RoadbookSection[] }) {
  return (
    <ManoeuvreFraming>
      {props.sections.some((s) => s.leg) ? (
        <MultimodalTimeline sections={props.sections} />
      ) : (
        <ol className="timeline" data-testid="timeline">
          {props.sections.map((s, i) => (
            <Section key={i} section={s} />
          ))}
        </ol>
      )}
    </ManoeuvreFraming>
  );
}

function Status(props: { link: string; state: ReturnType<typeof useRoadbook> }) {
  const t = useT();
  if (!props.link) return <p role="alert">{t('itinerary.roadbook.missing')}</p>;
  if (props.state.status === 'loading')
    return <p role="status">{t('itinerary.roadbook.loading')}</p>;
  if (props.state.status === 'failed') return <p role="alert">{t(props.state.error)}</p>;
  return null;
}

/** « Imprimer »: the print sheet shows the roadbook alone (itinerary.css). */
function PrintButton() {
  const t = useT();
  return (
    <button
      type="button"
      className="text-button"
      data-testid="roadbook-print"
      onClick={() => window.print()}
    >
      <ActionIcons.print />
      {t('itinerary.expense.print')}
    </button>
  );
}

/** The roadbook screen. */
export function RoadbookView() {
  const t = useT();
  const go = useItineraryNavigate();
  const context = useItineraryState((s) => s.context);
  const route = selectedRoute(context);
  const state = useRoadbook(route);
  const trip = tripOf(context);
  if (!route || !trip) return null;
  const base = { mode: route.mode, trip, provider: route.provider.name, routeId: route.routeId };
  return (
    <div className="itinerary-view roadbook" data-testid="roadbook">
      <div className="itinerary-bar">
        <button
          type="button"
          className="text-button"
          onClick={() => go({ screen: 'results', ...base })}
        >
          <ActionIcons.back />
          {t('itinerary.back')}
        </button>
        <h2>
          {t('itinerary.roadbook.title')} · {route.provider.label}
        </h2>
        <PrintButton />
      </div>
      <Status link={route.roadbook_link} state={state} />
      <Approaches route={route} />
      {state.status === 'ready' && <Summary roadbook={state.value} mode={route.mode} />}
      {state.status === 'ready' && state.value.sections.some((s) => s.display_elevation) && (
        <ElevationProfile route={route} />
      )}
      {route.prices.details && (
        <button
          type="button"
          className="text-button"
          data-testid="open-expense"
          onClick={() => go({ screen: 'expense', ...base })}
        >
          <ActionIcons.print />
          {t('itinerary.roadbook.expense')}
        </button>
      )}
      <RouteActions route={route} />
      <OperatorLinks route={route} />
      {state.status === 'ready' && <Timeline sections={state.value.sections} />}
    </div>
  );
}
