/**
 * Itinerary machine, exactly §4 "Itinerary computation": steps are resolved to addresses
 * (reverse geocoding those not located), the provider list is fetched, the desired provider
 * (current provider and mode) is computed first, the other non-optional providers in parallel,
 * optional providers without routes become placeholders, and the desired provider's first route
 * is selected. It also owns the steps (add before arrival, remove with renumbering, swap with
 * the next, set at the selected index), the time mode, the preferred options, sorting (an A/B
 * default until the user picks one) and the roadbook stamp. An empty result is the no-route
 * error, or the whole trip's when no mode connects the steps. Calls are injected; navigation is
 * emitted for the views.
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { filledSteps, canCompute, type ItineraryStep } from '../domain/itinerary/steps';
import type { RoutesData, TransportsData } from '../domain/itinerary/types';
import {
  changeMode,
  changeProvider,
  changeRoute,
  finishComputing,
  initialContext,
  miscUpdates,
  providerFailed,
  receiveOptional,
  receiveRoutes,
  reset,
  selectDesired,
  setProviders,
  startComputing,
  stepUpdates,
} from './itinerary-actions';
import {
  generalErrorOf,
  generalErrorKeyOf,
  isNoRouteError,
  NO_MODE_MESSAGE,
  NO_ROUTE_MESSAGE,
  noConnection,
  noConnectionError,
  otherProviders,
  pendingProvidersOfMode,
  routeErrorOf,
  routesRequestOf,
  skippedProviders,
} from './itinerary-logic';
import {
  ev,
  type FetchRoutesInput,
  type FetchTransportsInput,
  type ItineraryContext,
  type ItineraryEmitted,
  type ItineraryEvent,
  type ItineraryInput,
  type ResolveStepsInput,
} from './itinerary-types';
import { errorOf } from './actor-events';
import { STEP_EDITS } from './itinerary-step-edits';

export type * from './itinerary-types';

const missing = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`no ${name} provided`));

/** Placeholders of the calls: the SPA provides real ones (itinerary-services.ts). */
export const itineraryActors = {
  resolveSteps: fromPromise<ItineraryStep[], ResolveStepsInput>(missing('step resolver')),
  fetchTransports: fromPromise<TransportsData, FetchTransportsInput>(missing('transports')),
  fetchRoutes: fromPromise<RoutesData, FetchRoutesInput>(missing('routes')),
  /** Computes several providers in parallel; sends provider.routes / provider.failed / others.done. */
  computeOthers: fromCallback<ItineraryEvent, FetchRoutesInput>(() => undefined),
};

type Ctx = { context: ItineraryContext; event: ItineraryEvent };

/** The machine; provide the four actors. */
export const itineraryMachine = setup({
  types: {
    context: {} as ItineraryContext,
    events: {} as ItineraryEvent,
    input: {} as ItineraryInput,
    emitted: {} as ItineraryEmitted,
  },
  actors: itineraryActors,
  guards: {
    canCompute: ({ context }) => canCompute(context.steps),
    hasSelectedStep: ({ context }) => context.selectedStepIndex !== null,
    isLater: ({ context }) => context.timeOptions.when !== 'NOW',
    langChanged: ({ context, event }) => ev(event, 'lang.set').lang !== context.lang,
    isNoRoute: (_, params: { error: unknown }) => isNoRouteError(params.error),
    unavailable: (_, params: { data: RoutesData }) => 'availability_info' in params.data,
    noRoutes: ({ context }) => context.routes.length === 0,
    noConnection: ({ context }) => noConnection(context),
    /** The failure was the whole trip's: no mode at all connects the steps. */
    wholeTripFailed: ({ context }) => context.itineraryError?.code === 'no-connection',
    /** Transport modes must not be an empty list (§5). */
    noModes: (_, params: { data: TransportsData }) =>
      params.data.transport_modes.every((m) => m.providers.length === 0),
    knownRoute: ({ context, event }) =>
      context.routes.some((r) => r.routeId === ev(event, 'route.change').routeId),
    knownProvider: ({ context, event }) =>
      context.providers.some((p) => p.name === ev(event, 'provider.change').provider),
    providerHasPending: ({ context, event }) => {
      const e = ev(event, 'provider.change');
      const mode = context.providers.find((p) => p.name === e.provider)?.mode;
      return !!mode && pendingProvidersOfMode(context, mode).length > 0;
    },
    modeHasPending: ({ context, event }) =>
      pendingProvidersOfMode(context, ev(event, 'mode.set').mode).length > 0,
  },
  actions: {
    addStep: assign(({ context }) => stepUpdates.add(context)),
    removeStep: assign(({ context, event }: Ctx) =>
      stepUpdates.remove(context, ev(event, 'step.remove')),
    ),
    swapStep: assign(({ context, event }: Ctx) =>
      stepUpdates.swap(context, ev(event, 'step.swap')),
    ),
    reverseSteps: assign(({ context }) => stepUpdates.reverse(context)),
    selectStep: assign(({ context, event }: Ctx) =>
      stepUpdates.select(context, ev(event, 'step.select')),
    ),
    setLocation: assign(({ context, event }: Ctx) =>
      stepUpdates.setLocation(context, ev(event, 'step.setLocation')),
    ),
    setStep: assign(({ context, event }: Ctx) => stepUpdates.set(context, ev(event, 'step.set'))),
    setSteps: assign(({ context, event }: Ctx) =>
      stepUpdates.setAll(context, ev(event, 'steps.set')),
    ),
    setMode: assign(({ event }: Ctx) => ({
      currentMode: ev(event, 'mode.set').mode,
      currentProvider: null,
    })),
    changeMode: assign(({ context, event }: Ctx) =>
      changeMode(context, ev(event, 'mode.set').mode),
    ),
    changeProvider: assign(({ context, event }: Ctx) =>
      changeProvider(context, ev(event, 'provider.change').provider),
    ),
    changeRoute: assign(({ context, event }: Ctx) =>
      changeRoute(context, ev(event, 'route.change').routeId),
    ),
    setSort: assign({ activeSort: ({ event }) => ev(event, 'sort.set').sort, sortChosen: true }),
    setDefaultSort: assign(({ context, event }: Ctx) =>
      miscUpdates.defaultSort(context, ev(event, 'sort.default')),
    ),
    setLang: assign(({ context, event }: Ctx) => miscUpdates.lang(context, ev(event, 'lang.set'))),
    setNoModeError: assign({
      generalError: NO_MODE_MESSAGE,
      generalErrorKey: 'itinerary.error.noMode' as const,
    }),
    switchTimeMode: assign(({ context, event }: Ctx) =>
      miscUpdates.timeMode(context, ev(event, 'time.mode')),
    ),
    setDate: assign(({ context, event }: Ctx) => miscUpdates.date(context, ev(event, 'time.date'))),
    setDay: assign(({ context, event }: Ctx) => miscUpdates.day(context, ev(event, 'time.day'))),
    setTime: assign(({ context, event }: Ctx) => miscUpdates.time(context, ev(event, 'time.time'))),
    setOptions: assign(({ context, event }: Ctx) =>
      miscUpdates.options(context, ev(event, 'options.set')),
    ),
    applyOptions: assign(({ context, event }: Ctx) =>
      miscUpdates.options(context, ev(event, 'options.apply')),
    ),
    stampRoadbook: assign({
      roadbook: ({ event }) => ({
        timestamp: ev(event, 'roadbook.stamp').at ?? Date.now(),
        expired: false,
      }),
    }),
    expireRoadbook: assign({ roadbook: ({ context }) => ({ ...context.roadbook, expired: true }) }),
    dropRoutes: assign(({ context, event }: Ctx) =>
      miscUpdates.dropRoutes(context, ev(event, 'provider.dropRoutes').provider),
    ),
    clearFlags: assign(({ context, event }: Ctx) =>
      miscUpdates.clearFlags(context, ev(event, 'provider.clearFlags').provider),
    ),
    reset: assign(({ context }) => reset(context, false)),
    resetExceptSteps: assign(({ context }) => reset(context, true)),
    startComputing: assign(() => startComputing()),
    clearResults: assign(() => startComputing()),
    finishComputing: assign(({ context }) => finishComputing(context)),
    selectDesired: assign(({ context }) => selectDesired(context)),
    receiveOthers: assign(({ context, event }: Ctx) => {
      const e = ev(event, 'provider.routes');
      return receiveRoutes(context, e.provider, e.data);
    }),
    otherFailed: assign(({ context, event }: Ctx) => {
      const e = ev(event, 'provider.failed');
      return providerFailed(context, e.provider, e.error);
    }),
    setNoRouteError: assign({
      itineraryError: ({ context }) =>
        context.itineraryError ?? {
          message: NO_ROUTE_MESSAGE,
          messageKey: 'itinerary.results.noRoute',
          originalError: 'empty result',
          provider: context.desiredProvider ?? '',
        },
    }),
    setGeneralError: assign(({ event }) => ({
      generalError: generalErrorOf(errorOf(event)),
      generalErrorKey: generalErrorKeyOf(errorOf(event)),
    })),
    setNoConnectionError: assign({ itineraryError: ({ context }) => noConnectionError(context) }),
    emitResults: emit({ type: 'navigate.results' } as const),
    emitInput: emit({ type: 'navigate.input' } as const),
  },
}).createMachine({
  id: 'itinerary',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  on: {
    'time.mode': { actions: 'switchTimeMode' },
    'time.date': { guard: 'isLater', actions: 'setDate' },
    'time.day': { actions: 'setDay' },
    'time.time': { guard: 'isLater', actions: 'setTime' },
    'options.set': { actions: 'setOptions' },
    'options.apply': { actions: 'applyOptions' },
    'sort.set': { actions: 'setSort' },
    'sort.default': { actions: 'setDefaultSort' },
    'lang.set': { actions: 'setLang' },
    'step.select': { actions: 'selectStep' },
    'roadbook.stamp': { actions: 'stampRoadbook' },
    'roadbook.expire': { actions: 'expireRoadbook' },
    reset: { target: '.editing', actions: 'reset' },
    'reset.exceptSteps': { target: '.editing', actions: 'resetExceptSteps' },
  },
  states: {
    editing: {
      on: {
        ...STEP_EDITS,
        'mode.set': { actions: 'setMode' },
        compute: { guard: 'canCompute', target: 'computing' },
      },
    },
    computing: {
      entry: 'startComputing',
      initial: 'resolving',
      states: {
        resolving: {
          invoke: {
            id: 'resolveSteps',
            src: 'resolveSteps',
            input: ({ context }) => ({ steps: context.steps, lang: context.lang }),
            onDone: { target: 'listing', actions: assign({ steps: ({ event }) => event.output }) },
            onError: {
              target: '#itinerary.failed',
              actions: ['setGeneralError', 'finishComputing', 'emitInput'],
            },
          },
        },
        listing: {
          invoke: {
            id: 'fetchTransports',
            src: 'fetchTransports',
            input: ({ context }) => ({
              points: filledSteps(context.steps).map((s) => s.coordinates!),
              lang: context.lang,
              preferredMode: context.currentMode,
              skippedProviders: skippedProviders(context),
            }),
            onDone: [
              {
                guard: { type: 'noModes', params: ({ event }) => ({ data: event.output }) },
                target: '#itinerary.failed',
                actions: ['setNoModeError', 'finishComputing', 'emitInput'],
              },
              {
                target: 'desired',
                actions: assign(({ context, event }) => setProviders(context, event.output)),
              },
            ],
            onError: {
              target: '#itinerary.failed',
              actions: ['setGeneralError', 'finishComputing', 'emitInput'],
            },
          },
        },
        desired: {
          invoke: {
            id: 'fetchDesired',
            src: 'fetchRoutes',
            input: ({ context }) => {
              const providers = context.desiredProvider ? [context.desiredProvider] : [];
              return { providers, request: routesRequestOf(context, providers) };
            },
            onDone: {
              target: 'others',
              actions: assign(({ context, event }) =>
                receiveRoutes(context, context.desiredProvider ?? '', event.output),
              ),
            },
            onError: [
              {
                guard: { type: 'isNoRoute', params: ({ event }) => ({ error: event.error }) },
                target: 'others',
                actions: assign(({ context, event }) => {
                  const error = routeErrorOf(event.error, context.desiredProvider ?? '');
                  return {
                    itineraryError: error,
                    ...providerFailed(context, context.desiredProvider ?? '', event.error),
                  };
                }),
              },
              {
                target: '#itinerary.failed',
                actions: ['setGeneralError', 'finishComputing', 'emitInput'],
              },
            ],
          },
        },
        others: {
          invoke: {
            id: 'computeOthers',
            src: 'computeOthers',
            input: ({ context }) => {
              const providers = otherProviders(context.providers, context.desiredProvider);
              return { providers, request: routesRequestOf(context, providers) };
            },
          },
          on: {
            'provider.routes': { actions: 'receiveOthers' },
            'provider.failed': { actions: 'otherFailed' },
            'others.done': { target: 'finishing' },
          },
        },
        finishing: {
          always: [
            {
              guard: 'noConnection',
              target: '#itinerary.failed',
              actions: ['setNoConnectionError', 'finishComputing', 'emitInput'],
            },
            {
              guard: 'noRoutes',
              target: '#itinerary.failed',
              actions: ['setNoRouteError', 'finishComputing', 'emitInput'],
            },
            {
              target: '#itinerary.ready',
              actions: ['selectDesired', 'finishComputing', 'emitResults'],
            },
          ],
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        ...STEP_EDITS,
        compute: { guard: 'canCompute', target: 'computing' },
        'options.apply': { guard: 'canCompute', target: 'computing', actions: 'applyOptions' },
        'provider.change': [
          {
            guard: { type: 'providerHasPending' },
            target: '.fetchingOptional',
            actions: 'changeProvider',
          },
          { guard: 'knownProvider', target: '.idle', actions: 'changeProvider' },
        ],
        'mode.set': [
          { guard: 'modeHasPending', target: '.fetchingOptional', actions: 'changeMode' },
          { target: '.idle', actions: 'changeMode' },
        ],
        'route.change': { guard: 'knownRoute', actions: 'changeRoute' },
        // The routes' words are the server's, in the request's language: computed again.
        'lang.set': { guard: 'langChanged', target: 'computing', actions: 'setLang' },
        'provider.dropRoutes': { actions: 'dropRoutes' },
        'provider.clearFlags': { actions: 'clearFlags' },
      },
      states: {
        idle: {},
        fetchingOptional: {
          invoke: {
            id: 'fetchOptional',
            src: 'fetchRoutes',
            input: ({ context }) => {
              const providers = pendingProvidersOfMode(context, context.currentMode);
              return { providers, request: routesRequestOf(context, providers) };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                receiveOptional(
                  context,
                  event.output,
                  pendingProvidersOfMode(context, context.currentMode),
                ),
              ),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const pending = pendingProvidersOfMode(context, context.currentMode);
                return providerFailed(context, pending[0] ?? '', event.error);
              }),
            },
          },
        },
      },
    },
    failed: {
      on: {
        ...STEP_EDITS,
        // A mode chosen after a failure is tried, unless no mode at all connects the steps (all
        // were tried: the message stays). The failed steps are computable; edits go to `editing`.
        'mode.set': [
          { guard: 'wholeTripFailed', actions: 'setMode' },
          { target: 'computing', actions: 'setMode' },
        ],
        compute: { guard: 'canCompute', target: 'computing' },
      },
    },
  },
});
