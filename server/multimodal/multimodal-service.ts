/**
 * The multimodal providers in GET /api/multipath/routes and /roadbook (issue 5): public
 * transport, train, shared bikes and scooters, taxi, carpool, coach and plane. Each provider gives trips, an
 * availability message (its routes are then ignored, §4) or a routing failure; trips become the
 * API's routes and roadbooks. Departures « now » are Europe/Paris time, and the roadbook link of
 * such a route carries that time so the roadbook describes the same journey.
 */
import type { ProviderSpec } from '../../src/domain/itinerary/providers';
import { formatLngLat } from '../../src/domain/itinerary/steps';
import type {
  AvailabilityInfo,
  ItineraryRoute,
  Roadbook,
  RoutesData,
} from '../../src/domain/itinerary/types';
import { AppError } from '../core/errors';
import { API_TEXTS } from '../itinerary/labels';
import { roadbookQueryString, type NormalisedRequest } from '../itinerary/request';
import { parisNow } from '../../src/domain/paris-time';
import { spaRoadbookPath } from '../itinerary/route-builder';
import { failureToAppError, type ValhallaFailure } from '../itinerary/valhalla-errors';
import { sharedTrips } from './shared-trips';
import { stepNames, taxiTrips } from './taxi';
import { coachTrips, planeAnswer } from './coach';
import { MULTIMODAL_TEXTS } from './texts';
import { trainTrips } from './train';
import { transitTrips } from './transit-trips';
import { tripRoadbook } from './trip-roadbook';
import { tripRoute, type TripRouteContext } from './trip-route';
import type { MultimodalContext, MultimodalDeps, MultimodalOutcome } from './types';

const MULTIPATH = '/api/multipath';

/** True for a provider computed here rather than by a Valhalla road profile. */
export function isMultimodal(provider: ProviderSpec): boolean {
  return provider.multimodal !== undefined;
}

/** The request's time (YYYY-MM-DDTHH:MM, Europe/Paris now when absent) and direction. */
export function requestClock(request: NormalisedRequest): { time: string; arriveBy: boolean } {
  if (!request.time) return { time: parisNow(), arriveBy: false };
  return { time: request.time.value, arriveBy: !request.time.departure };
}

function context(
  deps: MultimodalDeps,
  request: NormalisedRequest,
  o: { provider: ProviderSpec; narrative: boolean },
): MultimodalContext {
  return { deps, request, ...o, ...requestClock(request) };
}

const texts = (ctx: MultimodalContext) => MULTIMODAL_TEXTS[ctx.request.lang];

/** Computes one multimodal provider. */
export function computeMultimodal(ctx: MultimodalContext): Promise<MultimodalOutcome> {
  const { provider } = ctx;
  switch (provider.multimodal) {
    case 'transit':
      return transitTrips(ctx);
    case 'train':
      return trainTrips(ctx);
    case 'bike_share':
    case 'scooter_share':
      return sharedTrips(ctx, provider.multimodal);
    case 'taxi':
      return taxiTrips(ctx);
    case 'bus':
      return coachTrips(ctx);
    case 'plane':
      return Promise.resolve(planeAnswer(ctx));
    default:
      return Promise.resolve({ ok: false, provider, availability: texts(ctx).carpool });
  }
}

function routeContext(ctx: MultimodalContext): TripRouteContext {
  const { request, provider } = ctx;
  const from = formatLngLat(request.points[0]!);
  const to = formatLngLat(request.points[request.points.length - 1]!);
  const raw = request.time
    ? request.raw
    : { ...request.raw, date: ctx.time.replace(/[-:]/g, ''), departure: 'true' };
  return {
    provider,
    lang: request.lang,
    qid: request.qid,
    providerLabel: provider.labels[request.lang],
    roadbookLink: (routeId) =>
      `${MULTIPATH}/roadbook?${roadbookQueryString(raw, provider.name, routeId)}`,
    detailsLink: (routeId) =>
      spaRoadbookPath({ mode: provider.mode, from, to, provider: provider.name, routeId }),
  };
}

/** What the multimodal providers of a request gave. */
export interface MultimodalAnswer {
  routes: ItineraryRoute[];
  availability: AvailabilityInfo[];
  failures: { provider: ProviderSpec; failure: ValhallaFailure }[];
}

/** The routes of the multimodal providers of a request, computed in parallel. */
export async function computeMultimodalRoutes(
  deps: MultimodalDeps | undefined,
  request: NormalisedRequest,
  providers: readonly ProviderSpec[],
): Promise<MultimodalAnswer> {
  const answer: MultimodalAnswer = { routes: [], availability: [], failures: [] };
  if (!deps || providers.length === 0) return answer;
  const contexts = providers.map((provider) =>
    context(deps, request, { provider, narrative: false }),
  );
  const outcomes = await Promise.all(contexts.map(computeMultimodal));
  outcomes.forEach((o, i) => {
    if (o.ok) {
      const ctx = routeContext(contexts[i]!);
      answer.routes.push(...o.trips.map((trip, index) => tripRoute(trip, index, ctx)));
    } else if ('availability' in o) {
      answer.availability.push({
        provider: o.provider.name,
        mode: o.provider.mode,
        available: false,
        message: o.availability,
        ...(o.nearestDate ? { nearest_date: o.nearestDate } : {}),
      });
    } else answer.failures.push({ provider: o.provider, failure: o.failure });
  });
  return answer;
}

/**
 * The answer of a request without routes as the multimodal providers make it: the failure of
 * the first one that failed (404 no route…), else the availability_info of the first
 * unavailable one; undefined when they have nothing to say.
 */
export function multimodalFailure(answer: MultimodalAnswer): RoutesData | undefined {
  const failed = answer.failures[0];
  if (failed)
    throw failureToAppError(failed.failure, {
      provider: failed.provider.name,
      mode: failed.provider.mode,
    });
  const first = answer.availability[0];
  return first ? { availability_info: first } : undefined;
}

/** GET /roadbook of a multimodal route: the provider recomputed, the route's trip described. */
export async function computeMultimodalRoadbook(
  deps: MultimodalDeps | undefined,
  request: NormalisedRequest,
  routeId: string,
): Promise<Roadbook> {
  const provider = request.providers[0];
  if (!deps || !provider) throw new AppError('NO_ROADBOOK', {}, { routeId });
  const ctx = context(deps, request, { provider, narrative: true });
  const outcome = await computeMultimodal(ctx);
  const index = Number(/-(\d+)$/.exec(routeId)?.[1] ?? -1);
  const trip = outcome.ok ? outcome.trips[index] : undefined;
  if (!outcome.ok && 'failure' in outcome)
    throw failureToAppError(outcome.failure, { provider: provider.name, mode: provider.mode });
  if (!trip || !routeId.startsWith(`${provider.name}-`))
    throw new AppError('NO_ROADBOOK', {}, { routeId });
  const route = tripRoute(trip, index, routeContext(ctx));
  const names = stepNames(ctx);
  const steps = request.points.map((p, i) => ({ lng: p.lng, lat: p.lat, label: names[i]! }));
  const texts = API_TEXTS[request.lang];
  return tripRoadbook({
    trip,
    route,
    steps,
    lang: request.lang,
    labels: { duration: texts.duration, cost: texts.cost, co2: texts.co2 },
  });
}
