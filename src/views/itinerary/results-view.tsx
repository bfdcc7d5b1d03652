/**
 * The results (#/{mode}/{from}/{to}/{provider}[/{routeId}]): modes with their best time, the
 * chosen mode's message when it has no route (no timetable that day…), the routes sorted by the
 * chosen criterion, placeholders of optional providers, the other modes' errors and messages,
 * and the actions of the selected route, under the steps (a change of step computes again).
 * Choosing a route or a provider adds a history entry.
 */
import { Fragment, useRef, type ReactNode } from 'react';
import { offersRoadbook, type ItineraryRoute } from '../../domain/itinerary/types';
import type { RoadMode } from '../../domain/itinerary/modes';
import type { ModeOptions } from '../../domain/itinerary/options';
import { SORTS, type RouteSort } from '../../domain/itinerary/sorting';
import { noticesSaidAbove, vignetteAskers } from '../../domain/restrictions/route-check';
import { selectedRoute, sortedRoutes } from '../../machines/itinerary-logic';
import type { ItineraryContext } from '../../machines/itinerary-types';
import { useLocale, useT } from '../app-context';
import { labelLanguage } from '../../domain/itinerary/providers';
import { dayLabel } from '../../domain/transit/journey';
import { startCompute } from '../../machines/itinerary-url-sync';
import { Toolbar } from './input-view';
import { ModeSelector } from './mode-selector';
import { RouteActions } from './route-actions';
import { ProviderNote, RouteCard } from './route-card';
import { StepsPanel } from './steps-panel';
import { tripOf } from '../../machines/itinerary-trip-url';
import { useItinerary, useItineraryNavigate, useItineraryState } from './use-itinerary';
import { FavoritePrompt } from '../account/favorite-prompt';
import { AccommodationOffer } from './accommodation-offer';
import { useSelectedInView } from './use-selected-in-view';
import { ItineraryAd } from './itinerary-ad';
import { useResultsIncentive } from '../incentives/use-results-incentive';

function SortBar() {
  const { actor } = useItinerary();
  const t = useT();
  const sort = useItineraryState((s) => s.context.activeSort);
  return (
    <div className="sort-bar" role="group" aria-label={t('itinerary.results.sort')}>
      <span>{t('itinerary.results.sort')}</span>
      {SORTS.map((s: RouteSort) => (
        <button
          key={s}
          type="button"
          className="chip"
          data-testid={`sort-${s}`}
          aria-pressed={sort === s}
          onClick={() => actor.send({ type: 'sort.set', sort: s })}
        >
          {t(`itinerary.sort.${s}`)}
        </button>
      ))}
    </div>
  );
}

/** A provider without routes: a placeholder to compute, its error, or why it is unavailable. */
interface Note {
  provider: string;
  mode: string | undefined;
  testId: string;
  message: string;
  compute: boolean;
  /** The nearest day with a timetable, offered as a button (transit on a day without one). */
  nearestDate?: string | undefined;
}

function notesOf(context: ItineraryContext, t: ReturnType<typeof useT>): Note[] {
  const modeOf = (name: string) => context.providers.find((p) => p.name === name)?.mode;
  const label = (name: string) => context.providers.find((p) => p.name === name)?.label ?? name;
  return [
    ...context.placeholders.map((p) => ({
      provider: p,
      mode: modeOf(p),
      testId: `placeholder-${p}`,
      message: t('itinerary.results.placeholder', { provider: label(p) }),
      compute: true,
    })),
    ...Object.entries(context.sameRoutes).map(([p, other]) => ({
      provider: p,
      mode: modeOf(p),
      testId: `same-${p}`,
      message: t('itinerary.results.sameRoute', { provider: label(other) }),
      compute: false,
    })),
    ...Object.entries(context.routeErrors).map(([mode, e]) => ({
      provider: e.provider,
      mode,
      testId: `error-${e.provider}`,
      message: t(e.messageKey),
      compute: false,
    })),
    ...Object.values(context.availabilityInfo).map((a) => ({
      provider: a.provider,
      mode: a.mode,
      testId: `unavailable-${a.provider}`,
      message: a.message,
      compute: false,
      nearestDate: a.nearest_date,
    })),
  ];
}

function Notes(props: { context: ItineraryContext; notes: readonly Note[] }) {
  const it = useItinerary();
  const { actor } = it;
  const go = useItineraryNavigate();
  const t = useT();
  const lang = labelLanguage(useLocale());
  const { context } = props;
  const onDayOf = (date: string | undefined) =>
    date && {
      label: t('itinerary.results.nearestDay', { day: dayLabel(date, lang) }),
      onClick: () => {
        actor.send({ type: 'time.day', date, now: new Date() });
        startCompute(it, go, true);
      },
    };
  const label = (name: string) => context.providers.find((p) => p.name === name)?.label ?? name;
  return (
    <>
      {props.notes.map((n) => (
        <ProviderNote
          key={n.testId}
          label={label(n.provider)}
          color={context.colors[n.provider] ?? '#999'}
          testId={n.testId}
          message={n.message}
          action={onDayOf(n.nearestDate) || undefined}
          onClick={
            n.compute
              ? () => actor.send({ type: 'provider.change', provider: n.provider })
              : undefined
          }
        />
      ))}
    </>
  );
}

/**
 * The routes, then the other providers' notes; when the chosen mode has no route, its own
 * message (no timetable that day…) comes first.
 */
function RouteList(props: {
  context: ItineraryContext;
  selected: string | undefined;
  onSelect: (routeId: string) => void;
  onVignette: (mode: RoadMode, critAir: ModeOptions['critAir']) => void;
  /** The selected route's actions, under its card (as Google Maps puts « Étapes » there). */
  actions: ReactNode;
}) {
  const t = useT();
  const { context } = props;
  const notes = notesOf(context, t);
  const empty = !context.routes.some((r) => r.mode === context.currentMode);
  const first = (n: Note): boolean => empty && n.mode === context.currentMode;
  const routes = sortedRoutes(context);
  const askers = vignetteAskers(routes);
  const saidAbove = noticesSaidAbove(routes);
  const list = useRef<HTMLUListElement>(null);
  useSelectedInView(list, props.selected);
  return (
    <ul className="route-list" ref={list}>
      <Notes context={context} notes={notes.filter(first)} />
      {routes.map((r) => (
        <Fragment key={r.routeId}>
          <RouteCard
            route={r}
            selected={r.routeId === props.selected}
            onSelect={() => props.onSelect(r.routeId)}
            saidAbove={saidAbove.get(r.routeId)}
            onVignette={
              askers.has(r.routeId) ? (critAir) => props.onVignette(r.mode, critAir) : undefined
            }
          />
          {r.routeId === props.selected && props.actions ? (
            <li className="route-actions-item">{props.actions}</li>
          ) : null}
        </Fragment>
      ))}
      <Notes context={context} notes={notes.filter((n) => !first(n))} />
    </ul>
  );
}

/** Where the results screen goes: a route (its results or roadbook), or a mode. */
function useResultsNavigation() {
  const { actor } = useItinerary();
  const go = useItineraryNavigate();
  const context = useItineraryState((s) => s.context);
  const trip = tripOf(context);
  const show = (routeId: string, screen: 'results' | 'roadbook' = 'results'): void => {
    const route = context.routes.find((r) => r.routeId === routeId);
    if (!route || !trip) return;
    actor.send({ type: 'route.change', routeId });
    const view = { mode: route.mode, trip, provider: route.provider.name, routeId };
    go(screen === 'results' ? { screen: 'results', ...view } : { screen: 'roadbook', ...view });
  };
  const chooseMode = (mode: RoadMode): void => {
    const route = context.routes.find((r) => r.mode === mode);
    if (route) return show(route.routeId);
    actor.send({ type: 'mode.set', mode });
    // A mode without routes (public transport on a day without timetables) is chosen all the
    // same: the address says so, and a reload or a shared link keeps it.
    const { currentProvider } = actor.getSnapshot().context;
    if (currentProvider && trip) go({ screen: 'results', mode, trip, provider: currentProvider });
  };
  return { show, chooseMode };
}

/** The selected route's actions: its roadbook (when it has one), GPX, share. */
function SelectedActions(props: {
  route: ItineraryRoute;
  show: (routeId: string, screen?: 'results' | 'roadbook') => void;
}) {
  const { route, show } = props;
  return (
    <RouteActions
      route={route}
      onRoadbook={offersRoadbook(route) ? () => show(route.routeId, 'roadbook') : undefined}
    />
  );
}

/** The results screen. */
export function ResultsView() {
  const { actor } = useItinerary();
  useResultsIncentive();
  const context = useItineraryState((s) => s.context);
  const fetching = useItineraryState((s) => s.matches({ ready: 'fetchingOptional' }));
  const current = selectedRoute(context);
  const { show, chooseMode } = useResultsNavigation();
  return (
    <div className="itinerary-view" data-testid="itinerary-results" aria-busy={fetching}>
      {/* Above the steps, where the form has it: the modes do not move when the trip computes. */}
      <ModeSelector current={context.currentMode} routes={context.routes} onSelect={chooseMode} />
      <StepsPanel />
      <Toolbar />
      <SortBar />
      <RouteList
        context={context}
        selected={current?.routeId}
        // The selected route tapped again opens its roadbook, as Google Maps opens its steps.
        onSelect={(id) =>
          id === current?.routeId && offersRoadbook(current) ? show(id, 'roadbook') : show(id)
        }
        onVignette={(mode, critAir) =>
          actor.send({ type: 'options.apply', mode, options: { critAir } })
        }
        actions={current ? <SelectedActions route={current} show={show} /> : null}
      />
      <FavoritePrompt />
      <AccommodationOffer />
      <ItineraryAd pageId="results" />
    </div>
  );
}
