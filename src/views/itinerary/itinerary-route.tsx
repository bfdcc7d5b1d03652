/**
 * The itinerary page, loaded lazily: `/itineraire` and `/itineraire/{mode}`. The hash names the
 * sub-screen (input, computing, results, roadbook, expense report) and the overlays (travel
 * options, date and time); the URL and the itinerary machine are kept together by
 * useItinerarySync. An unknown hash falls back to the itinerary home and is reported.
 */
import './itinerary.css';
import { createLazyRoute, useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type UIEvent } from 'react';
import { modeFromSlug } from '../../domain/itinerary/modes';
import type { RouterContext } from '../../router/router';
import { parseItineraryHash, type ItineraryView } from '../../domain/paths/itinerary-hash';
import { usePageHash } from '../use-page-hash';
import { useAppSystem, useT } from '../app-context';
import { useSelector } from '@xstate/react';
import { SheetGrip, SheetLowering, useSheetGrip } from '../sheet-grip';
import { ComputingView } from './computing-view';
import { DatetimeOverlay } from './datetime-overlay';
import { ExpenseReport } from './expense-report';
import { InputView } from './input-view';
import { OptionsOverlay } from './options-overlay';
import { ResultsView } from './results-view';
import { RoadbookView } from './roadbook-view';
import { useItineraryNavigate, useItineraryState } from './use-itinerary';
import { useItinerarySync } from './use-itinerary-sync';
import { isItineraryPath } from '../../domain/paths/search-paths';
import { useSortExperiment } from './use-sort-experiment';
import { selectedRoute } from '../../machines/itinerary-logic';
import { useOptionalParam } from '../../router/route-params';
import { useLeaveSearch } from '../search/use-leave-search';

/** « Sur ma route »: POIs along the selected route (its code loads on demand). */
const PoisOnRouteSection = lazy(() =>
  import('../poi/pois-on-route').then((m) => ({ default: m.PoisOnRouteSection })),
);

function Screen(props: { view: ItineraryView }) {
  const status = useItineraryState((s) =>
    s.matches('ready')
      ? 'ready'
      : s.matches('failed')
        ? 'failed'
        : s.matches('computing')
          ? 'computing'
          : 'editing',
  );
  const { screen } = props.view;
  // The options and time overlays open over what was there: the results stay under them.
  const overlay = screen === 'options' || screen === 'datetime';
  const trip =
    overlay ||
    screen === 'computing' ||
    screen === 'results' ||
    screen === 'roadbook' ||
    screen === 'expense';
  if (status === 'computing') return <ComputingView />;
  // A step edited on the results (a stop added, text typed) brings the form back.
  if (!trip || status !== 'ready') return <InputView />;
  if (screen === 'computing') return <ComputingView />;
  if (screen === 'roadbook') return <RoadbookView />;
  if (screen === 'expense') return <ExpenseReport />;
  return <ResultsView />;
}

/**
 * An itinerary hash nobody knows goes back to the form. Only on the itinerary's own paths: a place
 * picked in the search box leaves for /plan#/{place}, whose hash this page still sees while it
 * unmounts (it sent the person back to /itineraire, the place never shown).
 */
function useUnknownHash(view: ItineraryView): void {
  const router = useRouter();
  const go = useItineraryNavigate();
  const href = useLocation({ select: (l) => l.href });
  const pathname = useLocation({ select: (l) => l.pathname });
  const own = isItineraryPath(pathname);
  useEffect(() => {
    if (view.screen !== 'unknown' || !own) return;
    (router.options.context as RouterContext | undefined)?.monitoring.reportNotFound(href);
    go({ screen: 'home' }, { replace: true });
  }, [view.screen, router, go, href, own]);
}

/**
 * What a phone's folded sheet says under its title on the results and the roadbook: the chosen
 * route, « Voiture · 14 min · 6,2 km », as Google Maps' folded sheet does (it said « Itinéraire »
 * alone). Null on the other screens.
 */
function useFoldedSummary(view: ItineraryView): string | null {
  const route = useItineraryState((s) =>
    s.matches('ready') ? selectedRoute(s.context) : undefined,
  );
  const shown = view.screen === 'results' || view.screen === 'roadbook';
  if (!shown || !route) return null;
  return [route.provider.label, route.time.label, route.length.label].filter(Boolean).join(' · ');
}

/** The sheet's title; folded, with the chosen route under it. */
function PanelTitle(props: { folded: boolean; summary: string | null }) {
  const t = useT();
  const { folded, summary } = props;
  return (
    <header className="panel-header no-print">
      <h2>
        {t('itinerary.title')}
        {folded && summary ? (
          <span className="panel-subtitle panel-peek-name" data-testid="itinerary-peek">
            {summary}
          </span>
        ) : null}
      </h2>
    </header>
  );
}

function toTop(event: UIEvent<HTMLElement>): void {
  event.currentTarget.scrollTop = 0;
}

/** The itinerary page. */
export function ItineraryScreen() {
  const t = useT();
  const params = { mode: useOptionalParam('mode') };
  // An overlay (#/moncompte, #/modale/…) opens over the itinerary as it was.
  const hash = usePageHash();
  const view = useMemo(() => parseItineraryHash(hash), [hash]);
  useItinerarySync(view, modeFromSlug(params.mode));
  useUnknownHash(view);
  useSortExperiment();
  // The place a trip was asked from is its end now: its search pin and box leave (one pin, B).
  const leaveSearch = useLeaveSearch();
  useEffect(leaveSearch, [leaveSearch]);
  // The sheet of a POI on the route takes the panel; the results stay mounted underneath.
  const routePoi = view.screen === 'results' && Boolean(view.onRoute?.poiId);
  // On a phone, the sheet is pulled down to its title to see the whole route, or up to read.
  const { device } = useAppSystem();
  const phone = useSelector(device, (s) => s.context.deviceClass === 'pe');
  const grip = useSheetGrip();
  const summary = useFoldedSummary(view);
  const folded = phone && grip.snap === 'peek';
  return (
    <section
      className="itinerary-panel"
      aria-label={t('itinerary.panel')}
      data-testid="itinerary-panel"
      data-route-poi={routePoi || undefined}
      data-snap={phone ? grip.snap : undefined}
      // Folded, it stays at its top: its title in the strip, whatever asked to scroll it.
      onScroll={folded ? toTop : undefined}
      data-peek-name={phone && summary ? 'true' : undefined}
      style={phone ? grip.style : undefined}
    >
      {phone && <SheetGrip snap={grip.snap} handlers={grip.handlers} />}
      <PanelTitle folded={folded} summary={summary} />
      <SheetLowering.Provider value={grip.lower}>
        <Screen view={view} />
      </SheetLowering.Provider>
      {view.screen === 'results' && (
        <Suspense fallback={null}>
          <PoisOnRouteSection />
        </Suspense>
      )}
      {view.screen === 'options' && <OptionsOverlay />}
      {view.screen === 'datetime' && <DatetimeOverlay />}
    </section>
  );
}

/** The lazy parts of the two itinerary routes. */
export const itineraryLazyRoute = createLazyRoute('/itineraire')({ component: ItineraryScreen });
export const itineraryModeLazyRoute = createLazyRoute('/itineraire/$mode')({
  component: ItineraryScreen,
});
