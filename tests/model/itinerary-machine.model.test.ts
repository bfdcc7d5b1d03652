import { expect, it } from 'vitest';
import { createActor, fromCallback, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { routesQuery } from '../../src/domain/itinerary/options';
import { canCompute, filledSteps, type ItineraryStep } from '../../src/domain/itinerary/steps';
import type { RoutesData, TransportsData } from '../../src/domain/itinerary/types';
import {
  itineraryMachine,
  type FetchRoutesInput,
  type FetchTransportsInput,
  type ItineraryEvent,
  type ItineraryInput,
  type ResolveStepsInput,
} from '../../src/machines/itinerary-machine';
import { pendingProvidersOfMode, selectedRoute } from '../../src/machines/itinerary-logic';
import {
  A,
  B,
  C,
  fakeRoute,
  LOCATED,
  NO_ROUTE,
  resolveFake,
  routesFor,
  SERVER_ERROR,
  TRANSPORTS,
  UNAVAILABLE,
} from './itinerary-fixtures';
import { describeModel, type StepView } from './model-harness';
import { flush } from './model-helpers';
import { deferred, doneEvent, errorEvent, type DeferredCall } from './poi-fixtures';

type Machine = typeof itineraryMachine;
type Snapshot = SnapshotFrom<Machine>;

const NOW = new Date(2025, 10, 21, 8, 30);
/** The route of the route change event (the motorbike's, computed with the others). */
const MOTO_ROUTE = 'moto-0';

/** The machine with fake calls the test settles, and the navigation it emits. */
function startItinerary(inspect: (event: InspectionEvent) => void, input: ItineraryInput) {
  const resolveSteps = deferred<ResolveStepsInput, ItineraryStep[]>();
  const fetchTransports = deferred<FetchTransportsInput, TransportsData>();
  const fetchRoutes = deferred<FetchRoutesInput, RoutesData>();
  const computeOthers: FetchRoutesInput[] = [];
  const machine = itineraryMachine.provide({
    actors: {
      resolveSteps: resolveSteps.logic,
      fetchTransports: fetchTransports.logic,
      fetchRoutes: fetchRoutes.logic,
      computeOthers: fromCallback<ItineraryEvent, FetchRoutesInput>(({ input: request }) => {
        computeOthers.push(request);
      }),
    },
  });
  const actor = createActor(machine, { input, inspect });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, resolveSteps, fetchTransports, fetchRoutes, computeOthers, emitted };
}

type Sut = ReturnType<typeof startItinerary>;
type Step = StepView<Machine, Sut>;
type Call<O> = (sut: Sut) => DeferredCall<unknown, O> | undefined;

/** How the fake call under way settles an answer event of the model. */
const SETTLE = new WeakMap<ItineraryEvent, (sut: Sut) => void>();

function answer<O>(id: string, call: Call<O>, output: O): ItineraryEvent {
  const event = doneEvent<ItineraryEvent>(id, output);
  SETTLE.set(event, (sut) => call(sut)?.resolve(output));
  return event;
}

function failure(id: string, call: Call<never>, error: unknown): ItineraryEvent {
  const event = errorEvent<ItineraryEvent>(id, error);
  SETTLE.set(event, (sut) => call(sut)?.reject(error));
  return event;
}

const resolving: Call<ItineraryStep[]> = (sut) => sut.resolveSteps.calls.at(-1);
const listing: Call<TransportsData> = (sut) => sut.fetchTransports.calls.at(-1);
const routing: Call<RoutesData> = (sut) => sut.fetchRoutes.calls.at(-1);

const LISTED = [
  answer('fetchTransports', listing, TRANSPORTS),
  answer('fetchTransports', listing, { qid: 'q0', transport_modes: [] }),
  failure('fetchTransports', listing, SERVER_ERROR),
];
const STEPS_FAILED = failure('resolveSteps', resolving, SERVER_ERROR);
const DESIRED_FAILED = [
  answer('fetchDesired', routing, UNAVAILABLE),
  failure('fetchDesired', routing, NO_ROUTE),
  failure('fetchDesired', routing, SERVER_ERROR),
];
const OTHERS: ItineraryEvent[] = [
  { type: 'provider.routes', provider: 'moto', data: routesFor(['moto']) },
  { type: 'provider.routes', provider: 'velo', data: UNAVAILABLE },
  { type: 'provider.failed', provider: 'marche', error: NO_ROUTE },
  { type: 'others.done' },
];
const OPTIONAL_FAILED = failure('fetchOptional', routing, NO_ROUTE);

/** Answers of the calls, sent only while the machine waits for them (as real answers come). */
function actorEvents(s: Snapshot): ItineraryEvent[] {
  const c = s.context;
  if (s.matches({ computing: 'resolving' }))
    return [answer('resolveSteps', resolving, resolveFake(c.steps)), STEPS_FAILED];
  if (s.matches({ computing: 'listing' })) return LISTED;
  if (s.matches({ computing: 'desired' })) {
    const desired = routesFor(c.desiredProvider ? [c.desiredProvider] : []);
    return [answer('fetchDesired', routing, desired), ...DESIRED_FAILED];
  }
  if (s.matches({ computing: 'others' })) return OTHERS;
  if (s.matches({ ready: 'fetchingOptional' })) {
    const pending = pendingProvidersOfMode(c, c.currentMode);
    // The same route as the fastest car's (a short trip): listed once, said once.
    const { time, length } = fakeRoute('voiture');
    const repeating: RoutesData = {
      routes: pending.map((p) => ({ ...fakeRoute(p), time, length })),
    };
    return [
      answer('fetchOptional', routing, routesFor(pending)),
      answer('fetchOptional', routing, repeating),
      OPTIONAL_FAILED,
    ];
  }
  return [];
}

/** What the user can do (sent in every state: the machine must ignore what does not apply). */
const USER_EVENTS: ItineraryEvent[] = [
  { type: 'steps.set', steps: [A, B] },
  { type: 'step.set', index: 0, step: LOCATED },
  { type: 'step.add' },
  { type: 'step.remove', index: 1 },
  { type: 'step.swap', index: 0 },
  { type: 'steps.reverse' },
  { type: 'step.select', index: 1 },
  { type: 'step.setLocation', step: C },
  { type: 'compute' },
  { type: 'provider.change', provider: 'voiture-courte' },
  { type: 'provider.change', provider: 'moto' },
  { type: 'provider.change', provider: 'avion' },
  { type: 'route.change', routeId: MOTO_ROUTE },
  { type: 'mode.set', mode: 'bike' },
  { type: 'mode.set', mode: 'car' },
  { type: 'sort.set', sort: 'price' },
  { type: 'sort.default', sort: 'duration' },
  { type: 'time.mode', when: 'DEPARTURE_LATER', now: NOW },
  { type: 'time.mode', when: 'NOW', now: NOW },
  { type: 'time.date', date: '2025-12-24' },
  { type: 'time.day', date: '2026-01-12', now: NOW },
  { type: 'time.time', time: '18:45' },
  { type: 'options.set', mode: 'bike', options: { ownVehicle: false } },
  { type: 'options.set', mode: 'car', options: { vehicle: 'citadine' } },
  { type: 'options.apply', mode: 'car', options: { critAir: '3' } },
  { type: 'roadbook.stamp', at: 1000 },
  { type: 'roadbook.expire' },
  { type: 'provider.dropRoutes', provider: 'moto' },
  { type: 'provider.clearFlags', provider: 'voiture-courte' },
  { type: 'lang.set', lang: 'en' },
  { type: 'reset' },
  { type: 'reset.exceptSteps' },
];

/** While computing, a few user events (the others are ignored the same way). */
const WHILE_COMPUTING = new Set([
  'compute',
  'step.add',
  'mode.set',
  'time.mode',
  'reset',
  'reset.exceptSteps',
]);

/** The events of the model in a state. */
function events(s: Snapshot): ItineraryEvent[] {
  const user = s.matches('computing')
    ? USER_EVENTS.filter((e) => WHILE_COMPUTING.has(e.type))
    : USER_EVENTS;
  return [...actorEvents(s), ...user];
}

/**
 * Abstraction of a state: what decides which transitions are enabled, and what the invariants
 * check. Editing: the number of steps (up to three: a removal renumbers), whether they can be
 * computed, a selected step, the time mode (sent with the desired provider's call). Failed:
 * whether no mode at all connects the steps. Computing:
 * the time mode up to that call; then whether there are routes, a mode without route and the
 * desired provider's answer (the end of the computation depends on them). Ready: the route of
 * the route change, pending optional providers of the car (the only optional ones), a selected
 * step.
 */
function serializeState(s: Snapshot): string {
  const c = s.context;
  const value = JSON.stringify(s.value);
  const selected = c.selectedStepIndex !== null;
  const later = c.timeOptions.when !== 'NOW';
  if (s.matches('editing'))
    return [value, Math.min(c.steps.length, 3), canCompute(c.steps), selected, later].join('|');
  // Failed: also whether the failure is the whole trip's (a mode chosen then is not tried).
  if (s.matches('failed')) {
    const whole = c.itineraryError?.code === 'no-connection';
    return [value, canCompute(c.steps), selected, whole].join('|');
  }
  if (s.matches('ready')) {
    const moto = c.routes.some((r) => r.routeId === MOTO_ROUTE);
    const pending = pendingProvidersOfMode(c, 'car').length > 0;
    return [value, moto, pending, Object.keys(c.sameRoutes).length > 0, selected].join('|');
  }
  if (!s.matches({ computing: 'others' })) return [value, later].join('|');
  const desired = c.providers.find((p) => p.name === c.desiredProvider);
  const answered =
    !!desired && (!!c.availabilityInfo[desired.name] || !!c.routeErrors[desired.mode]);
  return [value, c.routes.length > 0, Object.keys(c.routeErrors).length > 0, answered].join('|');
}

const RESETS = new Set<string>(['reset', 'reset.exceptSteps']);
const finished = ({ before, live }: Step): boolean =>
  before.matches('computing') && !live.matches('computing');
const valueChanged = ({ before, live }: Step): boolean =>
  JSON.stringify(before.value) !== JSON.stringify(live.value);

/** The rules of §4 "Itinerary computation" on the context, after every step. */
const COMPUTATION_RULES: Record<string, (step: Step) => boolean> = {
  'steps are numbered departure, step-n, arrival': ({ live }) => {
    const { steps } = live.context;
    const last = steps.length - 1;
    expect(steps.map((s) => s.id)).toEqual(
      steps.map((_, i) => (i === 0 ? 'departure' : i === last ? 'arrival' : `step-${i}`)),
    );
    return true;
  },
  'a day chosen from the transit message is that day, at a set time': ({ event, live }) => {
    if (event.type !== 'time.day' || live.matches('computing')) return false;
    expect(live.context.timeOptions.date).toBe(event.date);
    expect(live.context.timeOptions.when).not.toBe('NOW');
    return true;
  },
  'computing starts with no routes, no errors and computing-done false': ({ before, live }) => {
    if (!live.matches('computing') || before.matches('computing')) return false;
    const c = live.context;
    expect(c.routes).toEqual([]);
    expect(c.sameRoutes).toEqual({});
    expect(c.computingDone).toBe(false);
    expect([c.generalError, c.itineraryError, Object.keys(c.routeErrors)]).toEqual([
      null,
      null,
      [],
    ]);
    return true;
  },
  'completion sets computing-done, counts one more and opens the results or the input': (step) => {
    if (!finished(step) || RESETS.has(step.event.type)) return false;
    const { sut, before, live } = step;
    expect(live.context.computingDone).toBe(true);
    expect(live.context.computedCount).toBe(before.context.computedCount + 1);
    expect(sut.emitted.at(-1)).toBe(live.matches('ready') ? 'navigate.results' : 'navigate.input');
    return true;
  },
  "an empty result is the no-route error, or the whole trip's when a mode has no route": (step) => {
    const c = step.live.context;
    if (!finished(step) || !step.live.matches('failed') || c.routes.length > 0) return false;
    if (c.generalError) return false;
    const unconnected = Object.keys(c.routeErrors).length > 0;
    expect(c.itineraryError?.code).toBe(unconnected ? 'no-connection' : undefined);
    return true;
  },
  "the desired provider's route is selected, unless its mode answered without one": (step) => {
    const c = step.live.context;
    const desired = c.providers.find((p) => p.name === c.desiredProvider);
    if (!finished(step) || !step.live.matches('ready') || !desired) return false;
    const answered = !!c.availabilityInfo[desired.name] || !!c.routeErrors[desired.mode];
    if (answered && !c.routes.some((r) => r.mode === desired.mode)) {
      expect(c.currentMode).toBe(desired.mode);
      expect(c.currentRouteId).toBeNull();
      expect(selectedRoute(c)).toBeUndefined();
    } else expect(c.currentRouteId).not.toBeNull();
    return true;
  },
  'another language on the results computes them again in it': ({ event, before, live }) => {
    if (event.type !== 'lang.set' || !before.matches('ready')) return false;
    if (event.lang === before.context.lang) return false;
    expect(live.matches('computing')).toBe(true);
    expect(live.context.lang).toBe(event.lang);
    return true;
  },
  'a mode chosen after a failure is tried, unless no mode connects the steps': (step) => {
    const { event, before, live } = step;
    if (event.type !== 'mode.set' || !before.matches('failed')) return false;
    const whole = before.context.itineraryError?.code === 'no-connection';
    expect(live.matches(whole ? 'failed' : 'computing')).toBe(true);
    if (whole) expect(live.context.itineraryError).toEqual(before.context.itineraryError);
    expect(live.context.currentMode).toBe(event.mode);
    return true;
  },
  'an optional route repeating another is listed once, that one selected, and said': (step) => {
    const { before, live } = step;
    if (!before.matches({ ready: 'fetchingOptional' }) || !valueChanged(step)) return false;
    const c = live.context;
    const added = Object.keys(c.sameRoutes).filter((p) => !(p in before.context.sameRoutes));
    if (added.length === 0) return false;
    for (const p of added) {
      expect(c.routes.some((r) => r.provider.name === p)).toBe(false);
      expect(c.placeholders).not.toContain(p);
      expect(c.routes.some((r) => r.provider.name === c.sameRoutes[p])).toBe(true);
    }
    const asked = before.context.currentProvider ?? '';
    if (added.includes(asked)) expect(selectedRoute(c)?.provider.name).toBe(c.sameRoutes[asked]);
    return true;
  },
  'reset keeps the computed count': ({ event, before, live }) => {
    if (!RESETS.has(event.type)) return false;
    expect(live.context.computedCount).toBe(before.context.computedCount);
    return true;
  },
  'a step edit drops the routes of the old steps (issue 10)': ({ event, before, live }) => {
    if (!event.type.startsWith('step') || event.type === 'step.select') return false;
    if (live.context.steps === before.context.steps) return false;
    expect([live.context.routes, live.context.currentRouteId]).toEqual([[], null]);
    return true;
  },
  "route selection falls back to the provider's route, then the mode's first": ({ live }) => {
    if (!live.matches('ready')) return false;
    const c = live.context;
    const route = selectedRoute(c);
    if (c.currentRouteId) expect(route?.routeId).toBe(c.currentRouteId);
    else if (c.routes.some((r) => r.mode === c.currentMode)) expect(route).toBeDefined();
    return true;
  },
};

/** The calls the machine makes when it enters a computing step. */
const CALL_RULES: Record<string, (step: Step) => boolean> = {
  'each step is resolved to an address first': (step) => {
    if (!valueChanged(step) || !step.live.matches({ computing: 'resolving' })) return false;
    expect(step.sut.resolveSteps.calls.at(-1)?.input.steps).toEqual(step.live.context.steps);
    return true;
  },
  'the providers are listed for the filled steps, without bikes when the user has none': (step) => {
    if (!valueChanged(step) || !step.live.matches({ computing: 'listing' })) return false;
    const c = step.live.context;
    const input = step.sut.fetchTransports.calls.at(-1)?.input;
    expect(input?.points).toEqual(filledSteps(c.steps).map((s) => s.coordinates));
    expect(input?.skippedProviders.includes('velo')).toBe(
      c.preferredOptions.bike?.ownVehicle === false,
    );
    return true;
  },
  'the desired provider is computed first, with a date only when not leaving now': (step) => {
    if (!valueChanged(step) || !step.live.matches({ computing: 'desired' })) return false;
    const { when } = step.live.context.timeOptions;
    const request = step.sut.fetchRoutes.calls.at(-1)?.input;
    expect(request?.providers).toEqual([step.live.context.desiredProvider]);
    const query = request ? routesQuery(request.request) : {};
    expect('date' in query).toBe(when !== 'NOW');
    if (when !== 'NOW') expect(query.departure).toBe(String(when !== 'ARRIVAL_LATER'));
    return true;
  },
  'the other providers are computed in parallel, without the desired one': (step) => {
    if (!valueChanged(step) || !step.live.matches({ computing: 'others' })) return false;
    const request = step.sut.computeOthers.at(-1);
    expect(request?.providers).not.toContain(step.live.context.desiredProvider);
    return true;
  },
};

describeModel(
  {
    name: 'itinerary machine',
    machine: itineraryMachine,
    input: { lang: 'fr' },
    events,
    serializeState,
    start: startItinerary,
    execute: (sut, event) => {
      const settle = SETTLE.get(event);
      if (settle) settle(sut);
      else sut.actor.send(event);
    },
    invariants: { ...COMPUTATION_RULES, ...CALL_RULES },
  },
  (start) => {
    it('leaves the bike providers out of the list when the user has no bike of their own', async () => {
      const sut = start();
      sut.actor.send({ type: 'options.set', mode: 'bike', options: { ownVehicle: false } });
      sut.actor.send({ type: 'steps.set', steps: [A, B] });
      sut.actor.send({ type: 'compute' });
      sut.resolveSteps.calls.at(-1)?.resolve(resolveFake(sut.actor.getSnapshot().context.steps));
      await flush();
      expect(sut.fetchTransports.calls.at(-1)?.input.skippedProviders).toContain('velo');
      sut.actor.stop();
    });

    it('opens the results in the A/B default sort until the user picks one; a reset returns to it', () => {
      const sut = start();
      const sort = () => sut.actor.getSnapshot().context.activeSort;
      sut.actor.send({ type: 'sort.default', sort: 'duration' });
      expect(sort()).toBe('duration');
      sut.actor.send({ type: 'sort.set', sort: 'price' });
      sut.actor.send({ type: 'sort.default', sort: 'default' });
      expect(sort()).toBe('price');
      sut.actor.send({ type: 'sort.default', sort: 'duration' });
      sut.actor.send({ type: 'reset' });
      expect(sort()).toBe('duration');
      sut.actor.stop();
    });
  },
);
