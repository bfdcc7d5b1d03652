import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
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
  LOCATED,
  NO_ROUTE,
  resolveFake,
  routesFor,
  SERVER_ERROR,
  TRANSPORTS,
  UNAVAILABLE,
} from './itinerary-fixtures';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Machine = typeof itineraryMachine;
type Snapshot = SnapshotFrom<Machine>;

const INPUT: ItineraryInput = { lang: 'fr' };
const NOW = new Date(2025, 10, 21, 8, 30);

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as ItineraryEvent;
const fail = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as ItineraryEvent;

/** Answers of the calls, sent only while the machine waits for them (as real answers come). */
function actorEvents(s: Snapshot): ItineraryEvent[] {
  const c = s.context;
  if (s.matches({ computing: 'resolving' }))
    return [done('resolveSteps', resolveFake(c.steps)), fail('resolveSteps', SERVER_ERROR)];
  if (s.matches({ computing: 'listing' }))
    return [
      done('fetchTransports', TRANSPORTS),
      done('fetchTransports', { qid: 'q0', transport_modes: [] }),
      fail('fetchTransports', SERVER_ERROR),
    ];
  if (s.matches({ computing: 'desired' }))
    return [
      done('fetchDesired', routesFor(c.desiredProvider ? [c.desiredProvider] : [])),
      done('fetchDesired', UNAVAILABLE),
      fail('fetchDesired', NO_ROUTE),
      fail('fetchDesired', SERVER_ERROR),
    ];
  if (s.matches({ computing: 'others' }))
    return [
      { type: 'provider.routes', provider: 'moto', data: routesFor(['moto']) },
      { type: 'provider.routes', provider: 'velo', data: UNAVAILABLE },
      { type: 'provider.failed', provider: 'marche', error: NO_ROUTE },
      { type: 'others.done' },
    ];
  if (s.matches({ ready: 'fetchingOptional' }))
    return [
      done('fetchOptional', routesFor(pendingProvidersOfMode(c, c.currentMode))),
      fail('fetchOptional', NO_ROUTE),
    ];
  return [];
}

/** What the user can do (sent in every state: the machine must ignore what does not apply). */
const USER_EVENTS: ItineraryEvent[] = [
  { type: 'steps.set', steps: [A, B] },
  { type: 'step.set', index: 0, step: LOCATED },
  { type: 'step.add' },
  { type: 'step.remove', index: 1 },
  { type: 'step.swap', index: 0 },
  { type: 'step.select', index: 1 },
  { type: 'step.setLocation', step: C },
  { type: 'compute' },
  { type: 'provider.change', provider: 'voiture-courte' },
  { type: 'provider.change', provider: 'moto' },
  { type: 'provider.change', provider: 'avion' },
  { type: 'route.change', routeId: 'moto-0' },
  { type: 'mode.set', mode: 'bike' },
  { type: 'mode.set', mode: 'car' },
  { type: 'sort.set', sort: 'price' },
  { type: 'time.mode', when: 'DEPARTURE_LATER', now: NOW },
  { type: 'time.mode', when: 'NOW', now: NOW },
  { type: 'time.date', date: '2025-12-24' },
  { type: 'time.time', time: '18:45' },
  { type: 'options.set', mode: 'bike', options: { ownVehicle: false } },
  { type: 'options.set', mode: 'car', options: { vehicle: 'citadine' } },
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
 * Abstraction of a state: the parts that decide which transitions are possible. Editing and
 * failed depend on the steps; computing and ready on the results.
 */
function serializeState(s: Snapshot): string {
  const c = s.context;
  const value = JSON.stringify(s.value);
  if (s.matches('editing') || s.matches('failed')) {
    const steps = Math.min(c.steps.length, 3);
    const later = c.timeOptions.when !== 'NOW';
    return [
      value,
      steps,
      canCompute(c.steps),
      c.selectedStepIndex !== null,
      c.currentMode,
      later,
    ].join('|');
  }
  return [
    value,
    c.currentMode,
    c.routes.length > 0,
    c.providers.length > 0,
    !!c.itineraryError,
    c.placeholders.length > 0,
    pendingProvidersOfMode(c, c.currentMode).length > 0,
    c.selectedStepIndex !== null,
  ].join('|');
}

const recorder = new TransitionRecorder(listTransitions(itineraryMachine));

interface Pending<I> {
  input: I;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function startSut() {
  const calls = {
    resolveSteps: [] as Pending<ResolveStepsInput>[],
    fetchTransports: [] as Pending<FetchTransportsInput>[],
    fetchRoutes: [] as Pending<FetchRoutesInput>[],
    computeOthers: [] as FetchRoutesInput[],
  };
  const pending =
    <I, O>(list: Pending<I>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) =>
        list.push({ input, resolve: resolve as (v: unknown) => void, reject }),
      );
  const machine = itineraryMachine.provide({
    actors: {
      resolveSteps: fromPromise<ItineraryStep[], ResolveStepsInput>(pending(calls.resolveSteps)),
      fetchTransports: fromPromise<TransportsData, FetchTransportsInput>(
        pending(calls.fetchTransports),
      ),
      fetchRoutes: fromPromise<RoutesData, FetchRoutesInput>(pending(calls.fetchRoutes)),
      computeOthers: fromCallback<ItineraryEvent, FetchRoutesInput>(({ input }) => {
        calls.computeOthers.push(input);
      }),
    },
  });
  const actor = createActor(machine, { input: INPUT, inspect: recorder.inspect });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, calls, emitted };
}

type Sut = ReturnType<typeof startSut>;

/** Which pending call an actor event settles, when the machine is invoking it. */
function callOf(sut: Sut, type: string): Pending<unknown> | undefined {
  const id = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(type)?.[2];
  const snapshot = sut.actor.getSnapshot();
  const invoking: Record<string, boolean> = {
    resolveSteps: snapshot.matches({ computing: 'resolving' }),
    fetchTransports: snapshot.matches({ computing: 'listing' }),
    fetchDesired: snapshot.matches({ computing: 'desired' }),
    fetchOptional: snapshot.matches({ ready: 'fetchingOptional' }),
  };
  if (!id || !invoking[id]) return undefined;
  const list = id === 'fetchDesired' || id === 'fetchOptional' ? 'fetchRoutes' : id;
  return (sut.calls[list as keyof Sut['calls']] as Pending<unknown>[]).at(-1);
}

async function execute(sut: Sut, event: ItineraryEvent): Promise<void> {
  if (event.type.startsWith('xstate.')) {
    const call = callOf(sut, event.type);
    const e = event as unknown as { output?: unknown; error?: unknown };
    if (call && event.type.startsWith('xstate.done')) call.resolve(e.output);
    if (call && event.type.startsWith('xstate.error')) call.reject(e.error);
  } else {
    sut.actor.send(event);
  }
  await flush();
}

/** The desired mode stays chosen when it answered without a route (its message comes first). */
function checkDesiredMode(before: Snapshot, live: Snapshot): void {
  const c = live.context;
  const desired = c.providers.find((p) => p.name === c.desiredProvider);
  if (!desired) return;
  const answered = !!c.availabilityInfo[desired.name] || !!c.routeErrors[desired.mode];
  if (answered && !c.routes.some((r) => r.mode === desired.mode)) {
    expect(c.currentMode).toBe(desired.mode);
    expect(c.currentRouteId).toBeNull();
    expect(selectedRoute(c)).toBeUndefined();
  } else {
    expect(c.currentRouteId).not.toBeNull();
  }
  expect(before.matches('computing')).toBe(true);
}

/** What must hold after every step besides matching the model. */
function checkInvariants(sut: Sut, before: Snapshot, event: ItineraryEvent): void {
  const live = sut.actor.getSnapshot();
  const c = live.context;
  expect(c.steps.map((s) => s.id)).toEqual(
    c.steps.map((_, i) =>
      i === 0 ? 'departure' : i === c.steps.length - 1 ? 'arrival' : `step-${i}`,
    ),
  );
  if (live.matches('computing') && !before.matches('computing')) {
    expect(c.routes).toEqual([]);
    expect(c.computingDone).toBe(false);
    expect([c.generalError, c.itineraryError, Object.keys(c.routeErrors).length]).toEqual([
      null,
      null,
      0,
    ]);
  }
  const finished = before.matches('computing') && !live.matches('computing');
  if (finished && event.type !== 'reset' && event.type !== 'reset.exceptSteps') {
    expect(c.computingDone).toBe(true);
    expect(c.computedCount).toBe(before.context.computedCount + 1);
    expect(sut.emitted.at(-1)).toBe(live.matches('ready') ? 'navigate.results' : 'navigate.input');
  }
  if (finished && live.matches('failed') && c.routes.length === 0 && !c.generalError) {
    // A mode said it has no route and none has one: the whole trip's error, said once.
    const unconnected = Object.keys(c.routeErrors).length > 0;
    expect(c.itineraryError?.code).toBe(unconnected ? 'no-connection' : undefined);
  }
  if (finished && live.matches('ready')) checkDesiredMode(before, live);
  if (event.type === 'reset' || event.type === 'reset.exceptSteps')
    expect(c.computedCount).toBe(before.context.computedCount);
  // The routes of edited steps are no longer shown (issue 10: a swap left the old route drawn).
  if (
    event.type.startsWith('step') &&
    event.type !== 'step.select' &&
    c.steps !== before.context.steps
  )
    expect([c.routes, c.currentRouteId]).toEqual([[], null]);
  if (live.matches('ready')) {
    // Fallbacks: the current route, else the provider's first, else the mode's first (§4).
    const route = selectedRoute(c);
    const ofMode = c.routes.filter((r) => r.mode === c.currentMode);
    if (c.currentRouteId) expect(route?.routeId).toBe(c.currentRouteId);
    else if (ofMode.length > 0) expect(route).toBeDefined();
  }
  if (c.timeOptions.when === 'NOW') expect(c.timeOptions.when).toBe('NOW');
}

/** The calls the machine makes when it enters a computing step. */
function checkCalls(sut: Sut, before: Snapshot): void {
  const live = sut.actor.getSnapshot();
  if (JSON.stringify(before.value) === JSON.stringify(live.value)) return;
  const c = live.context;
  if (live.matches({ computing: 'resolving' }))
    expect(sut.calls.resolveSteps.at(-1)?.input.steps).toEqual(c.steps);
  if (live.matches({ computing: 'listing' })) {
    const input = sut.calls.fetchTransports.at(-1)!.input;
    expect(input.points).toEqual(filledSteps(c.steps).map((s) => s.coordinates));
    expect(input.skippedProviders.includes('velo')).toBe(
      c.preferredOptions.bike?.ownVehicle === false,
    );
  }
  if (live.matches({ computing: 'desired' })) {
    const input = sut.calls.fetchRoutes.at(-1)!.input;
    expect(input.providers).toEqual([c.desiredProvider]);
    const query = routesQuery(input.request);
    expect('date' in query).toBe(c.timeOptions.when !== 'NOW');
    if (c.timeOptions.when !== 'NOW')
      expect(query.departure).toBe(String(c.timeOptions.when !== 'ARRIVAL_LATER'));
  }
  if (live.matches({ computing: 'others' }))
    expect(sut.calls.computeOthers.at(-1)?.providers).not.toContain(c.desiredProvider);
}

async function runPath(path: ModelPath<Machine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    checkInvariants(sut, before, step.event);
    checkCalls(sut, before);
  }
  sut.actor.stop();
}

describe('itinerary machine (model)', () => {
  const paths = edgeCoveringPaths(itineraryMachine, { events, serializeState, input: INPUT });
  if (process.env.MODEL_STATS) {
    const byValue = new Map<string, number>();
    for (const p of paths) {
      const key = p.description.split('|')[0]!;
      byValue.set(key, (byValue.get(key) ?? 0) + 1);
    }
    console.info(paths.length, [...byValue.entries()]);
  }

  it('generates paths through the machine', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it.each(paths.map((p) => [p.description.slice(0, 160), p] as const))('%s', async (_n, path) => {
    await runPath(path);
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(
      `itinerary machine transition coverage: ${recorder.summary()} (${paths.length} paths)`,
    );
  });
});
