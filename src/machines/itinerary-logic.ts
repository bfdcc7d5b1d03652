/**
 * Pure rules of the itinerary machine (§4 Itinerary computation): the desired provider, the
 * placeholders of optional providers, route selection with its fallbacks, sorting, the error
 * kinds, and the request built from the state.
 */
import type { RoadMode } from '../domain/itinerary/modes';
import { ownsVehicle, type RoutesRequest } from '../domain/itinerary/options';
import { PROVIDERS } from '../domain/itinerary/providers';
import { modeOrderWith, sortRoutes } from '../domain/itinerary/sorting';
import { coordinateLabel, filledSteps } from '../domain/itinerary/steps';
import type { ItineraryRoute, RoutesData, TransportProvider } from '../domain/itinerary/types';
import type { ItineraryContext, RouteError } from './itinerary-types';
import type { MessageKey } from '../i18n/translate';

/** The spec's per-mode message (§8). */
export const NO_ROUTE_MESSAGE = "Il n'y a aucun itinéraire pour ce mode de transport";

/**
 * The whole trip's message when no mode connects the steps: outside the imported areas, or in
 * areas no road joins (Monaco → Rouen in the demo region). The views show it translated.
 */
export const NO_CONNECTION_MESSAGE =
  "Aucun itinéraire ne relie ces points, quel que soit le mode de transport : ils sont en dehors des zones cartographiées ou dans des zones qu'aucune route ne relie.";

/**
 * True when no mode connects the steps: nothing was found and at least one mode answered that
 * it has no route (the others are unavailable for their own reasons).
 */
export function noConnection(context: ItineraryContext): boolean {
  return context.routes.length === 0 && Object.keys(context.routeErrors).length > 0;
}

/** The whole trip's error when no mode connects the steps. */
export function noConnectionError(context: ItineraryContext): RouteError {
  return {
    message: NO_CONNECTION_MESSAGE,
    messageKey: 'itinerary.error.noConnection',
    originalError: 'no mode connects the steps',
    provider: context.desiredProvider ?? '',
    code: 'no-connection',
  };
}

/** The spec's message when no transport mode is available (§8 'no mode'). */
export const NO_MODE_MESSAGE = 'no mode';

/** The spec's default message for an unknown error (§8). */
export const GENERAL_ERROR_MESSAGE = 'Une erreur est survenue, veuillez réessayer';

/** The desired provider: the current one if listed in the current mode, else the mode's first. */
export function desiredProviderOf(
  providers: readonly TransportProvider[],
  current: string | null,
  mode: RoadMode,
): TransportProvider | undefined {
  const inMode = providers.filter((p) => p.mode === mode);
  return (
    inMode.find((p) => p.name === current) ??
    inMode.find((p) => !p.optional) ??
    inMode[0] ??
    providers.find((p) => !p.optional) ??
    providers[0]
  );
}

/** Non-optional providers other than the desired one (computed in parallel). */
export function otherProviders(providers: readonly TransportProvider[], desired: string | null) {
  return providers.filter((p) => !p.optional && p.name !== desired).map((p) => p.name);
}

/** Optional providers without routes (shown as placeholders). */
export function placeholdersOf(
  providers: readonly TransportProvider[],
  routes: readonly ItineraryRoute[],
): string[] {
  return providers
    .filter((p) => p.optional && !routes.some((r) => r.provider.name === p.name))
    .map((p) => p.name);
}

/** Optional or simplified providers of a mode that have no routes yet. */
export function pendingProvidersOfMode(context: ItineraryContext, mode: RoadMode): string[] {
  return context.providers
    .filter((p) => p.mode === mode && (p.optional || p.simplified))
    .filter((p) => !context.routes.some((r) => r.provider.name === p.name))
    .map((p) => p.name);
}

/** Relative difference under which two routes' lengths and durations are the same. */
const SAME_ROUTE_TOLERANCE = 0.005;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_ROUTE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b), 1);
}

/**
 * The first route of another provider that `route` repeats: the same mode, length and duration
 * (a short trip's shortest car route is often its fastest). Only first routes are compared: an
 * alternative is no provider's answer.
 */
export function repeatedRoute(
  routes: readonly ItineraryRoute[],
  route: ItineraryRoute,
): ItineraryRoute | undefined {
  const seen = new Set<string>();
  return routes.find((r) => {
    const first = !seen.has(r.provider.name);
    seen.add(r.provider.name);
    return (
      first &&
      r.provider.name !== route.provider.name &&
      r.mode === route.mode &&
      close(r.length.value, route.length.value) &&
      close(r.time.value, route.time.value)
    );
  });
}

/** Appends routes, replacing those with the same id. */
export function appendRoutes(
  routes: readonly ItineraryRoute[],
  added: readonly ItineraryRoute[],
): ItineraryRoute[] {
  const ids = new Set(added.map((r) => r.routeId));
  return [...routes.filter((r) => !ids.has(r.routeId)), ...added];
}

/** The routes of an answer, none when the provider reports availability_info. */
export function routesOfAnswer(data: RoutesData): ItineraryRoute[] {
  return 'routes' in data ? data.routes : [];
}

/**
 * The selected route: the current route id, else the current provider's first route, else the
 * first route of the current mode.
 */
export function selectedRoute(context: ItineraryContext): ItineraryRoute | undefined {
  const { routes } = context;
  return (
    routes.find((r) => r.routeId === context.currentRouteId) ??
    routes.find((r) => r.provider.name === context.currentProvider) ??
    routes.find((r) => r.mode === context.currentMode)
  );
}

/** The routes in the active sort (the current mode first in the default order). */
export function sortedRoutes(context: ItineraryContext): ItineraryRoute[] {
  return sortRoutes(context.routes, context.activeSort, modeOrderWith(context.currentMode));
}

/** What an API failure carries (status and catalogue code when the server answered). */
interface FailureShape {
  status?: number;
  code?: string;
  message?: string;
}

/** True when a failure is the API's per-mode "no route" (404 NO_ROUTE). */
export function isNoRouteError(error: unknown): boolean {
  const e = (error ?? {}) as FailureShape;
  return e.code === 'NO_ROUTE';
}

/** A route error of a provider from a failure. */
export function routeErrorOf(error: unknown, provider: string): RouteError {
  const e = (error ?? {}) as FailureShape;
  return {
    message: NO_ROUTE_MESSAGE,
    messageKey: 'itinerary.results.noRoute',
    originalError: typeof e.message === 'string' ? e.message : String(error),
    provider,
  };
}

/** The message of an unknown failure. */
export function generalErrorOf(error: unknown): string {
  const e = (error ?? {}) as FailureShape;
  return typeof e.message === 'string' && e.code !== undefined ? e.message : GENERAL_ERROR_MESSAGE;
}

/** The key of the message of an unknown failure; null when the failure wrote its own message. */
export function generalErrorKeyOf(error: unknown): MessageKey | null {
  return generalErrorOf(error) === GENERAL_ERROR_MESSAGE ? 'errors.default' : null;
}

/** The mode of a provider name (listed, else from the catalogue). */
export function modeOfProvider(context: ItineraryContext, name: string): RoadMode | undefined {
  return (
    context.providers.find((p) => p.name === name)?.mode ??
    PROVIDERS.find((p) => p.name === name)?.mode
  );
}

/** Providers left out of the comparison: modes whose own-vehicle flag is off. */
export function skippedProviders(context: ItineraryContext): string[] {
  return PROVIDERS.filter((p) => !ownsVehicle(context.preferredOptions, p.mode)).map((p) => p.name);
}

/** The routes request of the current state for some providers. */
export function routesRequestOf(context: ItineraryContext, providers: string[]): RoutesRequest {
  const steps = filledSteps(context.steps);
  const label = (i: number): string | undefined => {
    const step = steps[i];
    if (!step || step.unresolved || !step.coordinates) return undefined;
    return step.label !== coordinateLabel(step.coordinates) ? step.label : undefined;
  };
  return {
    points: steps.map((s) => s.coordinates!),
    providers,
    lang: context.lang,
    preferred: context.preferredOptions,
    time: context.timeOptions,
    qid: context.qid ?? undefined,
    addressFrom: label(0),
    addressTo: label(steps.length - 1),
    addressStops: steps.slice(1, -1).map((_, i) => label(i + 1) ?? ''),
  };
}

/** Colours per provider (§3 colors). */
export function colorsOf(providers: readonly TransportProvider[]): Record<string, string> {
  return Object.fromEntries(providers.map((p) => [p.name, p.color]));
}
