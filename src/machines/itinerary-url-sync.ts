/**
 * Keeps the itinerary state and the URL together while an itinerary screen is shown: a hash that
 * names a trip (computing, results, roadbook, expense report: a shared link) sets the steps, time
 * and mode and computes; the results route selects its provider and route; when the machine
 * finishes, the computing entry is replaced by the results (so back skips it); on failure the
 * trip's computing address stays (the form shows the message). The screen tells it which view
 * the URL shows (`enter`); the sync decides.
 */
import { isPastDay } from '../domain/itinerary/datetime';
import type { RoadMode } from '../domain/itinerary/modes';
import { stepOfChoice } from '../domain/itinerary/step-choice';
import { canCompute, hasQuery, stepFromQuery, type ItineraryStep } from '../domain/itinerary/steps';
import { tripToward } from '../domain/itinerary/trip-toward';
import type { HashTrip, ItineraryView } from '../domain/paths/itinerary-hash';
import type { ItineraryActor, ItinerarySystem } from './itinerary-system';
import { holdsTrip, namedTrip, stepsOfTrip, tripOf } from './itinerary-trip-url';
import type { ItineraryContext } from './itinerary-types';
import { myPositionLabel } from './step-fields';
import type { AppSystem } from './app-system';
import { geolocationStatusOf, isPositionShown } from './geolocation-machine';

/** Options of a navigation. */
export interface GoOptions {
  /** Replace the current entry, or push; left out, the route table's skip-on-back flag decides. */
  replace?: boolean | undefined;
}

/** Navigates to a sub-screen of the current itinerary page. */
export type Go = (view: ItineraryView, options?: GoOptions) => void;

function setTrip(actor: ItineraryActor, trip: HashTrip, mode: RoadMode | undefined): void {
  actor.send({ type: 'steps.set', steps: stepsOfTrip(trip) });
  if (trip.when && trip.when !== 'NOW') {
    actor.send({ type: 'time.mode', when: trip.when, now: new Date() });
    if (trip.date) actor.send({ type: 'time.date', date: trip.date });
    if (trip.time) actor.send({ type: 'time.time', time: trip.time });
  } else if (actor.getSnapshot().context.timeOptions.when !== 'NOW') {
    // The URL's trip leaves now: another day chosen before is not this trip's.
    actor.send({ type: 'time.mode', when: 'NOW', now: new Date() });
  }
  if (mode) actor.send({ type: 'mode.set', mode });
  actor.send({ type: 'compute' });
}

/** Applies the URL's selection (provider, route) to results already computed. */
function selectFromUrl(actor: ItineraryActor, view: ItineraryView): void {
  if (view.screen !== 'results' && view.screen !== 'roadbook' && view.screen !== 'expense') return;
  const { context } = actor.getSnapshot();
  if (view.provider !== context.currentProvider)
    actor.send({ type: 'provider.change', provider: view.provider });
  if (view.routeId && view.routeId !== context.currentRouteId)
    actor.send({ type: 'route.change', routeId: view.routeId });
}

/**
 * #/vers/{place} or #/depuis/{place}: a new trip toward (or from) the place, leaving now; the
 * same place again (Back to the form) keeps the trip as it was. True when the new trip leaves
 * from the visitor's position toward the place: it is computed at once, as Google Maps does.
 */
function applyEnd(
  actor: ItineraryActor,
  view: ItineraryView & { screen: 'to' | 'from' },
  here: Omit<ItineraryStep, 'id'> | undefined,
): boolean {
  const { context } = actor.getSnapshot();
  const target = view.screen === 'to' ? view.to : view.from;
  const [step] =
    'query' in target
      ? [stepFromQuery(target.query)]
      : stepsOfTrip({ from: target, to: target, stops: [] });
  if (!step) return false;
  const next = tripToward(context.steps, step, { end: view.screen, here });
  if (!next.fresh) {
    const index = view.screen === 'to' ? context.steps.length - 1 : 0;
    actor.send({ type: 'step.set', index, step });
    return false;
  }
  actor.send({ type: 'steps.set', steps: next.steps });
  if (context.timeOptions.when !== 'NOW') actor.send({ type: 'time.mode', when: 'NOW' });
  return here !== undefined && canCompute(next.steps);
}

/** True when `view` is the search address of the state's trip, in its mode. */
function isSearchOf(context: ItineraryContext, view: ItineraryView): boolean {
  if (view.screen !== 'computing') return false;
  const sameMode = view.mode === undefined || view.mode === context.currentMode;
  return sameMode && holdsTrip(context, view.trip);
}

function dropPastDay(actor: ItineraryActor): void {
  const now = new Date();
  if (isPastDay(actor.getSnapshot().context.timeOptions, now))
    actor.send({ type: 'time.mode', when: 'NOW', now });
}

/** The overlays over the form or the results (travel options, date and time). */
function isOverlay(view: ItineraryView): boolean {
  return view.screen === 'options' || view.screen === 'datetime';
}

/** Applies the URL's view to the state; true when a trip toward a place is to be computed. */
function applyView(
  actor: ItineraryActor,
  view: ItineraryView,
  here: () => Omit<ItineraryStep, 'id'> | undefined,
): boolean {
  const snapshot = actor.getSnapshot();
  if (view.screen === 'home') {
    // Back from a trip's results to the form: the form keeps its steps, and the map no longer
    // draws routes the panel does not show (Forward computes them again).
    if (snapshot.matches('ready')) actor.send({ type: 'reset.exceptSteps' });
    // Arriving at an empty departure with the position on the map: « Ma position », as on
    // Google Maps.
    const start = here();
    const first = snapshot.context.steps[0];
    if (start && first && !first.coordinates && !first.label)
      actor.send({ type: 'step.set', index: 0, step: start });
    return false;
  }
  if (view.screen === 'to' || view.screen === 'from') {
    // Back to the form while its trip computes: the computation stops, the form stays the form.
    if (snapshot.matches('computing')) actor.send({ type: 'reset.exceptSteps' });
    return applyEnd(actor, view, here());
  }
  if (
    view.screen !== 'computing' &&
    view.screen !== 'results' &&
    view.screen !== 'roadbook' &&
    view.screen !== 'expense'
  )
    return false;
  const held = holdsTrip(snapshot.context, view.trip);
  if (held && snapshot.matches('computing')) return false;
  // The URL of the trip that just failed, in its mode: the failure is shown, not computed again.
  if (snapshot.matches('failed') && isSearchOf(snapshot.context, view)) return false;
  if (held && snapshot.matches('ready')) selectFromUrl(actor, view);
  else setTrip(actor, view.trip, view.mode);
  return false;
}

/** The results route of the current state. */
export function resultsView(it: ItinerarySystem): ItineraryView | undefined {
  const { context } = it.actor.getSnapshot();
  const trip = tripOf(context);
  if (!trip || !context.currentProvider) return undefined;
  return {
    screen: 'results',
    mode: context.currentMode,
    trip,
    provider: context.currentProvider,
    routeId: context.currentRouteId ?? undefined,
  };
}

/**
 * Starts a computation of the current steps and shows the computing route; with typed text
 * still to resolve, the trip is not known yet: the form shows the computation and the results
 * follow it in the history.
 */
export function startCompute(it: ItinerarySystem, go: Go, replace?: boolean): void {
  const { context } = it.actor.getSnapshot();
  if (!canCompute(context.steps)) return;
  it.actor.send({ type: 'compute' });
  const resolved = !context.steps.some(hasQuery);
  const trip = resolved ? tripOf(it.actor.getSnapshot().context) : undefined;
  if (trip) go({ screen: 'computing', mode: context.currentMode, trip }, { replace });
}

/**
 * Where a finished computation goes: the results of the URL's trip select their route; other
 * results replace the computing entry (or the results of a trip just edited); computed from the
 * form (typed text resolved on the way), they are a new entry after it.
 */
function onEmitted(it: ItinerarySystem, go: Go, view: ItineraryView, type: string): void {
  if (type === 'navigate.input') {
    showFailedTrip(it, go, view);
    return;
  }
  const shown =
    view.screen === 'results' || view.screen === 'roadbook' || view.screen === 'expense';
  const { context } = it.actor.getSnapshot();
  // The URL's trip in the URL's mode: its route is selected (another mode chosen meanwhile
  // gets its own results entry).
  if (shown && view.mode === context.currentMode && holdsTrip(context, view.trip)) {
    selectFromUrl(it.actor, view);
    // A link of bare points gets the names its steps were given, in place of its entry.
    const trip = namedTrip(it.actor.getSnapshot().context, view.trip);
    if (trip) go({ ...view, trip }, { replace: true });
    return;
  }
  const results = resultsView(it);
  if (results) go(results, { replace: view.screen !== 'home' });
}

/**
 * A failed computation shows the form with its message under the trip's search address, as a
 * map site does: a reload tries again and the link can be shared (the steps stay). Typed text
 * no place matched makes no trip: the form's own address.
 */
function showFailedTrip(it: ItinerarySystem, go: Go, view: ItineraryView): void {
  const { context } = it.actor.getSnapshot();
  // Typed text no place matched: the placed steps alone are not the trip asked for.
  const trip = context.steps.some(hasQuery) ? undefined : tripOf(context);
  if (!trip) {
    if (view.screen !== 'home') go({ screen: 'home' }, { replace: true });
    return;
  }
  if (isSearchOf(context, view)) return;
  go({ screen: 'computing', mode: context.currentMode, trip }, { replace: view.screen !== 'home' });
}

/**
 * A route chosen on the map (a click on a grey line): the results or the roadbook shown go to
 * it, as a click on its card does, so that Back returns to the route before and a reload or a
 * shared link shows the chosen one.
 */
function showChosenRoute(it: ItinerarySystem, go: Go, view: ItineraryView): void {
  if (view.screen !== 'results' && view.screen !== 'roadbook') return;
  const { context } = it.actor.getSnapshot();
  const routeId = context.currentRouteId;
  if (!routeId || routeId === view.routeId || !context.currentProvider) return;
  const chosen = { mode: view.mode, trip: view.trip, provider: context.currentProvider, routeId };
  go(
    view.screen === 'results'
      ? { screen: 'results', ...chosen }
      : { screen: 'roadbook', ...chosen },
  );
}

/** A running URL sync. */
export interface UrlSync {
  /**
   * The URL shows `view` (with the mode of its path): applied once per change. `beneath`: the
   * view an overlay was opened over, as its history entry keeps it.
   */
  enter(view: ItineraryView, pathMode: RoadMode | undefined, beneath?: ItineraryView): void;
  stop(): void;
}

/**
 * « Ma position » as a step, while the map shows the visitor's position (located, followed or
 * not): a new trip toward a place leaves from there.
 */
export function hereStep(app: AppSystem): Omit<ItineraryStep, 'id'> | undefined {
  const snapshot = app.geolocation.getSnapshot();
  const { position } = snapshot.context;
  if (!position || !isPositionShown(geolocationStatusOf(snapshot.value))) return undefined;
  const label = myPositionLabel(app);
  return stepOfChoice({ kind: 'position', point: { lng: position.lng, lat: position.lat }, label });
}

/** Starts syncing the URL and the state of `it`; `go` is read at each navigation. */
export function createUrlSync(it: ItinerarySystem, go: () => Go): UrlSync {
  let view: ItineraryView = { screen: 'home' };
  let lastKey: string | null = null;
  let lastMode: RoadMode | undefined;
  // A trip restored under an overlay after a reload: its results wait there, not replacing it.
  let restoredUnder = false;
  const subs = (['navigate.results', 'navigate.input'] as const).map((type) =>
    it.actor.on(type, () => {
      if (!(restoredUnder && isOverlay(view))) onEmitted(it, go(), view, type);
    }),
  );
  // A step chosen while a trip computes replaces its entry (the route table skips computing
  // routes on back); after a failure, Back keeps the failed trip's address (its message). Text
  // typed in another step and not picked waits for « Calculer »: a departure picked computed at
  // once to whatever the arrival's unpicked « Sainte-Anne » was found to be (Guadeloupe).
  it.setAfterStepChosen(() => {
    const { context } = it.actor.getSnapshot();
    if (context.steps.some(hasQuery)) return;
    startCompute(
      it,
      go(),
      view.screen === 'computing' && !it.actor.getSnapshot().matches('failed'),
    );
  });
  it.setAfterRouteChosen(() => showChosenRoute(it, go(), view));
  const { screen } = it.app;
  screen.send({ type: 'itinerary.shown' });
  return {
    enter(next, pathMode, beneath) {
      view = next;
      if (pathMode !== lastMode) {
        lastMode = pathMode;
        if (pathMode && it.actor.getSnapshot().matches('editing'))
          it.actor.send({ type: 'mode.set', mode: pathMode });
      }
      const key = JSON.stringify(next);
      if (key === lastKey) return;
      // « Ma position » fills a trip only on arriving at the itinerary (the first view): not
      // when an overlay over the form closes, nor on Back to it.
      const arriving = lastKey === null;
      lastKey = key;
      const here = () => (arriving ? hereStep(it.app) : undefined);
      // Back at the form from elsewhere: a day already gone (a shared trip's, a timetable's
      // nearest day) is no new trip's. Chosen on the form itself, it stays.
      if (arriving && next.screen === 'home') dropPastDay(it.actor);
      // Reloaded on an overlay: the trip under it is computed again, the overlay stays open.
      restoredUnder = arriving && isOverlay(next) && beneath !== undefined;
      if (restoredUnder && beneath) applyView(it.actor, beneath, () => undefined);
      else if (applyView(it.actor, next, here)) startCompute(it, go());
    },
    stop() {
      for (const s of subs) s.unsubscribe();
      it.setAfterStepChosen(() => undefined);
      it.setAfterRouteChosen(() => undefined);
      screen.send({ type: 'itinerary.hidden' });
    },
  };
}
