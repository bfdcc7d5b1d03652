/**
 * The results (#/{mode}/{from}/{to}/{provider}[/{routeId}]): modes with their best time, the
 * routes sorted by the chosen criterion, placeholders of optional providers, per-mode errors,
 * and the actions of the selected route, under the steps (a change of step computes again).
 * Choosing a route or a provider adds a history entry.
 */
import { SORTS, type RouteSort } from '../../domain/itinerary/sorting';
import { selectedRoute, sortedRoutes } from '../../machines/itinerary-logic';
import type { ItineraryContext } from '../../machines/itinerary-types';
import { useT } from '../app-context';
import { Toolbar } from './input-view';
import { ModeSelector } from './mode-selector';
import { RouteActions } from './route-actions';
import { ProviderNote, RouteCard } from './route-card';
import { StepsPanel } from './steps-panel';
import { tripOf } from './trip-url';
import { useItinerary, useItineraryNavigate, useItineraryState } from './use-itinerary';

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

function Notes(props: { context: ItineraryContext }) {
  const { actor } = useItinerary();
  const t = useT();
  const { context } = props;
  const label = (name: string) => context.providers.find((p) => p.name === name)?.label ?? name;
  const color = (name: string) => context.colors[name] ?? '#999';
  return (
    <>
      {context.placeholders.map((p) => (
        <ProviderNote
          key={p}
          label={label(p)}
          color={color(p)}
          testId={`placeholder-${p}`}
          message={t('itinerary.results.placeholder', { provider: label(p) })}
          onClick={() => actor.send({ type: 'provider.change', provider: p })}
        />
      ))}
      {Object.values(context.routeErrors).map((e) => (
        <ProviderNote
          key={e.provider}
          label={label(e.provider)}
          color={color(e.provider)}
          testId={`error-${e.provider}`}
          message={e.message}
        />
      ))}
      {Object.values(context.availabilityInfo).map((a) => (
        <ProviderNote
          key={a.provider}
          label={label(a.provider)}
          color={color(a.provider)}
          testId={`unavailable-${a.provider}`}
          message={a.message}
        />
      ))}
    </>
  );
}

/** The results screen. */
export function ResultsView() {
  const { actor } = useItinerary();
  const go = useItineraryNavigate();
  const context = useItineraryState((s) => s.context);
  const fetching = useItineraryState((s) => s.matches({ ready: 'fetchingOptional' }));
  const current = selectedRoute(context);
  const trip = tripOf(context);
  const show = (routeId: string, screen: 'results' | 'roadbook' = 'results'): void => {
    const route = context.routes.find((r) => r.routeId === routeId);
    if (!route || !trip) return;
    actor.send({ type: 'route.change', routeId });
    go({ screen, mode: route.mode, trip, provider: route.provider.name, routeId });
  };
  return (
    <div className="itinerary-view" data-testid="itinerary-results" aria-busy={fetching}>
      <StepsPanel />
      <ModeSelector
        current={context.currentMode}
        routes={context.routes}
        onSelect={(mode) => {
          const route = context.routes.find((r) => r.mode === mode);
          if (route) show(route.routeId);
          else actor.send({ type: 'mode.set', mode });
        }}
      />
      <Toolbar />
      <SortBar />
      <ul className="route-list">
        {sortedRoutes(context).map((r) => (
          <RouteCard
            key={r.routeId}
            route={r}
            selected={r.routeId === current?.routeId}
            onSelect={() => show(r.routeId)}
          />
        ))}
        <Notes context={context} />
      </ul>
      {current && (
        <RouteActions route={current} onRoadbook={() => show(current.routeId, 'roadbook')} />
      )}
    </div>
  );
}
