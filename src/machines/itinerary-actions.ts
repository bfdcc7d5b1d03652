/**
 * Context updates of the itinerary machine (pure functions of context and event, used by the
 * machine's `assign` actions): steps, modes and providers, computing start and end, routes and
 * errors, time and options.
 */
import { onDay, switchTimeMode, NOW_OPTIONS } from '../domain/itinerary/datetime';
import { DEFAULT_MODE } from '../domain/itinerary/modes';
import { matchLocale } from '../domain/map-config';
import { createTranslator } from '../i18n/translate';
import { setModeOptions } from '../domain/itinerary/options';
import {
  addStepBeforeArrival,
  emptyStep,
  initialSteps,
  removeStep,
  renumberSteps,
  replaceStep,
  reverseSteps,
  swapWithNext,
  type ItineraryStep,
} from '../domain/itinerary/steps';
import type { ItineraryRoute, RoutesData } from '../domain/itinerary/types';
import {
  appendRoutes,
  desiredProviderOf,
  modeOfProvider,
  placeholdersOf,
  repeatedRoute,
  routeErrorOf,
  routesOfAnswer,
} from './itinerary-logic';
import type { ItineraryContext, ItineraryEvent, ItineraryInput } from './itinerary-types';

type Update = Partial<ItineraryContext>;
type Ev<T extends ItineraryEvent['type']> = Extract<ItineraryEvent, { type: T }>;

/** The context of a new itinerary. */
export function initialContext(input: ItineraryInput): ItineraryContext {
  return {
    steps: initialSteps(),
    selectedStepIndex: null,
    providers: [],
    routes: [],
    currentMode: input.mode ?? DEFAULT_MODE,
    currentProvider: null,
    currentRouteId: null,
    desiredProvider: null,
    colors: {},
    activeSort: 'default',
    defaultSort: 'default',
    sortChosen: false,
    pointsOnRoute: [],
    roadbook: { timestamp: null, expired: false },
    routeErrors: {},
    itineraryError: null,
    generalError: null,
    generalErrorKey: null,
    computingDone: false,
    computedCount: 0,
    availabilityInfo: {},
    placeholders: [],
    sameRoutes: {},
    timeOptions: NOW_OPTIONS,
    preferredOptions: input.preferredOptions ?? {},
    lang: input.lang,
    qid: null,
  };
}

/** What computing clears (§4: routes and errors; computing-done false). */
export function startComputing(): Update {
  return {
    routes: [],
    routeErrors: {},
    itineraryError: null,
    generalError: null,
    generalErrorKey: null,
    availabilityInfo: {},
    placeholders: [],
    sameRoutes: {},
    computingDone: false,
    currentRouteId: null,
  };
}

/** Completion (§4: computing-done true, one more computation). */
export function finishComputing(context: ItineraryContext): Update {
  return { computingDone: true, computedCount: context.computedCount + 1 };
}

/** Reset keeps the computed count; reset-except-steps also keeps the steps. */
export function reset(context: ItineraryContext, keepSteps: boolean): ItineraryContext {
  const fresh = initialContext({ lang: context.lang, preferredOptions: context.preferredOptions });
  return {
    ...fresh,
    computedCount: context.computedCount,
    currentMode: context.currentMode,
    activeSort: context.defaultSort,
    defaultSort: context.defaultSort,
    steps: keepSteps ? context.steps : fresh.steps,
    timeOptions: context.timeOptions,
  };
}

/** Step edits. */
export const stepUpdates = {
  add: (c: ItineraryContext): Update => ({ steps: addStepBeforeArrival(c.steps) }),
  remove: (c: ItineraryContext, e: Ev<'step.remove'>): Update => ({
    steps: removeStep(c.steps, e.index),
    selectedStepIndex: null,
  }),
  swap: (c: ItineraryContext, e: Ev<'step.swap'>): Update => ({
    steps: swapWithNext(c.steps, e.index),
  }),
  reverse: (c: ItineraryContext): Update => ({ steps: reverseSteps(c.steps) }),
  select: (c: ItineraryContext, e: Ev<'step.select'>): Update => ({
    selectedStepIndex:
      e.index !== null && e.index >= 0 && e.index < c.steps.length ? e.index : null,
  }),
  /** Edits the step at the selected index, then clears the index (§4). */
  setLocation: (c: ItineraryContext, e: Ev<'step.setLocation'>): Update => ({
    steps: replaceStep(c.steps, c.selectedStepIndex ?? 0, e.step),
    selectedStepIndex: null,
  }),
  set: (c: ItineraryContext, e: Ev<'step.set'>): Update => ({
    steps:
      e.index >= 0 && e.index < c.steps.length ? replaceStep(c.steps, e.index, e.step) : c.steps,
  }),
  setAll: (_c: ItineraryContext, e: Ev<'steps.set'>): Update => {
    const steps = e.steps.map((s) => ({ ...s, id: '' }));
    while (steps.length < 2) steps.push(emptyStep());
    return { steps: renumberSteps(steps), selectedStepIndex: null };
  },
};

/** Provider list of a computation: setting providers clears routes (§4). */
export function setProviders(
  c: ItineraryContext,
  data: { transport_modes: { providers: ItineraryContext['providers'] }[]; qid: string },
): Update {
  const providers = data.transport_modes.flatMap((m) => m.providers);
  const desired = desiredProviderOf(providers, c.currentProvider, c.currentMode);
  return {
    providers,
    routes: [],
    qid: data.qid,
    colors: Object.fromEntries(providers.map((p) => [p.name, p.color])),
    desiredProvider: desired?.name ?? null,
    currentProvider: desired?.name ?? null,
    currentMode: desired?.mode ?? c.currentMode,
  };
}

/** Routes of a provider arrive: appended, or its availability info recorded. */
export function receiveRoutes(c: ItineraryContext, provider: string, data: RoutesData): Update {
  if ('availability_info' in data) {
    return { availabilityInfo: { ...c.availabilityInfo, [provider]: data.availability_info } };
  }
  return { routes: appendRoutes(c.routes, routesOfAnswer(data)) };
}

/** A provider failed with the per-mode "no route" (stored by mode with its provider). */
export function providerFailed(c: ItineraryContext, provider: string, error: unknown): Update {
  const mode = modeOfProvider(c, provider);
  if (!mode) return {};
  return { routeErrors: { ...c.routeErrors, [mode]: routeErrorOf(error, provider) } };
}

/**
 * End of a successful computation: placeholders, the desired provider's first route. When the
 * desired mode answered without a route (no timetable that day, no route for it), that mode stays
 * chosen, with no route selected: its message heads the results, before the other modes.
 */
export function selectDesired(c: ItineraryContext): Update {
  const placeholders = placeholdersOf(c.providers, c.routes);
  const desired = c.providers.find((p) => p.name === c.desiredProvider);
  const answered =
    !!desired && (!!c.availabilityInfo[desired.name] || !!c.routeErrors[desired.mode]);
  if (answered && !c.routes.some((r) => r.mode === desired.mode)) {
    return {
      placeholders,
      currentRouteId: null,
      currentProvider: desired.name,
      currentMode: desired.mode,
    };
  }
  const first =
    c.routes.find((r) => r.provider.name === c.desiredProvider) ??
    c.routes.find((r) => r.mode === c.currentMode) ??
    c.routes[0];
  return {
    placeholders,
    currentRouteId: first?.routeId ?? null,
    currentProvider: first?.provider.name ?? c.currentProvider,
    currentMode: first?.mode ?? c.currentMode,
  };
}

/** Changing provider sets the mode and the current route to that provider's (§4). */
export function changeProvider(c: ItineraryContext, provider: string): Update {
  const mode = modeOfProvider(c, provider) ?? c.currentMode;
  const route = c.routes.find((r) => r.provider.name === provider);
  return { currentProvider: provider, currentMode: mode, currentRouteId: route?.routeId ?? null };
}

/** Changing route sets the provider and the mode from it (§4). */
export function changeRoute(c: ItineraryContext, routeId: string): Update {
  const route = c.routes.find((r) => r.routeId === routeId);
  if (!route) return {};
  return { currentRouteId: routeId, currentProvider: route.provider.name, currentMode: route.mode };
}

/** Choosing a mode: its first provider with routes, else its first provider. */
export function changeMode(c: ItineraryContext, mode: ItineraryContext['currentMode']): Update {
  const route = c.routes.find((r) => r.mode === mode);
  const provider = route?.provider.name ?? c.providers.find((p) => p.mode === mode)?.name ?? null;
  return { currentMode: mode, currentProvider: provider, currentRouteId: route?.routeId ?? null };
}

/**
 * The routes of an answer, by provider, without those of a provider whose first route repeats
 * another provider's first route: that provider is noted in `sameRoutes` with the route it
 * repeats (its alternatives go with it: the note stands for its whole answer).
 */
function withoutRepeats(
  c: ItineraryContext,
  arrived: readonly ItineraryRoute[],
): { fresh: ItineraryRoute[]; sameRoutes: Record<string, string>; repeats: Map<string, string> } {
  const sameRoutes = { ...c.sameRoutes };
  const repeats = new Map<string, string>();
  const names = [...new Set(arrived.map((r) => r.provider.name))];
  const fresh = names.flatMap((name) => {
    const own = arrived.filter((r) => r.provider.name === name);
    const other = own[0] && repeatedRoute(c.routes, own[0]);
    if (!other) return own;
    sameRoutes[name] = other.provider.name;
    repeats.set(name, other.routeId);
    return [];
  });
  return { fresh, sameRoutes, repeats };
}

/**
 * Optional routes arrived: appended, except a provider's that repeat another provider's route
 * (noted in `sameRoutes`; the route repeated is selected in their place); those providers lose
 * their optional and simplified flags.
 */
export function receiveOptional(
  c: ItineraryContext,
  data: RoutesData,
  providers: string[],
): Update {
  const { fresh, sameRoutes, repeats } = withoutRepeats(c, routesOfAnswer(data));
  const routes = appendRoutes(c.routes, fresh);
  const answered = (name: string) =>
    routes.some((r) => r.provider.name === name) || name in sameRoutes;
  const cleared = c.providers.map((p) =>
    providers.includes(p.name) && answered(p.name)
      ? { ...p, optional: false, simplified: false }
      : p,
  );
  const repeated = repeats.get(c.currentProvider ?? '');
  const chosen = repeated ? routes.find((r) => r.routeId === repeated) : undefined;
  const current = routes.find((r) => r.provider.name === c.currentProvider);
  return {
    routes,
    providers: cleared,
    placeholders: placeholdersOf(cleared, routes).filter((p) => !(p in sameRoutes)),
    sameRoutes,
    currentProvider: chosen?.provider.name ?? c.currentProvider,
    currentRouteId: chosen ? chosen.routeId : (c.currentRouteId ?? current?.routeId ?? null),
  };
}

/** Other small updates. */
export const miscUpdates = {
  /** The A/B default sort: it replaces the active sort unless the user picked one. */
  defaultSort: (c: ItineraryContext, e: Ev<'sort.default'>): Update => ({
    defaultSort: e.sort,
    activeSort: c.sortChosen ? c.activeSort : e.sort,
  }),
  dropRoutes: (c: ItineraryContext, provider: string): Update => ({
    routes: c.routes.filter((r) => r.provider.name !== provider),
    sameRoutes: Object.fromEntries(
      Object.entries(c.sameRoutes).filter(([p, other]) => p !== provider && other !== provider),
    ),
    currentRouteId:
      c.routes.find((r) => r.routeId === c.currentRouteId)?.provider.name === provider
        ? null
        : c.currentRouteId,
  }),
  clearFlags: (c: ItineraryContext, provider: string): Update => ({
    providers: c.providers.map((p) =>
      p.name === provider ? { ...p, optional: false, simplified: false } : p,
    ),
  }),
  timeMode: (c: ItineraryContext, e: Ev<'time.mode'>): Update => ({
    timeOptions: switchTimeMode(c.timeOptions, e.when, e.now ?? new Date()),
  }),
  day: (c: ItineraryContext, e: Ev<'time.day'>): Update => ({
    timeOptions: onDay(c.timeOptions, e.date, e.now ?? new Date()),
  }),
  date: (c: ItineraryContext, e: Ev<'time.date'>): Update => ({
    timeOptions: { ...c.timeOptions, date: e.date },
  }),
  time: (c: ItineraryContext, e: Ev<'time.time'>): Update => ({
    timeOptions: { ...c.timeOptions, time: e.time },
  }),
  /**
   * Another language: the steps at the visitor's position are renamed in it (« Ma position » →
   * « My position »); the places keep the names they were picked with.
   */
  lang: (c: ItineraryContext, e: Ev<'lang.set'>): Update => {
    const key = 'itinerary.step.myPosition';
    const label = createTranslator(matchLocale(e.lang) ?? 'fr-FR')(key);
    // Texts not there yet (never in the app: a locale loads its texts first) rename nothing.
    if (label === key) return { lang: e.lang };
    const renamed = (s: ItineraryStep): ItineraryStep =>
      s.from === 'geolocation' && s.coordinates && s.label !== label ? { ...s, label } : s;
    return { lang: e.lang, steps: c.steps.map(renamed) };
  },
  options: (c: ItineraryContext, e: Ev<'options.set'> | Ev<'options.apply'>): Update => ({
    preferredOptions: setModeOptions(c.preferredOptions, e.mode, e.options),
  }),
};
