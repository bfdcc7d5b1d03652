/**
 * The itinerary service behind /api/multipath (§7): routes of the requested providers (in
 * parallel), roadbooks, elevation profiles. Independent of Fastify; the plugin validates the
 * inputs and serialises the answers.
 */
import type { RoutingEngine } from '../core/deps';
import { AppError } from '../core/errors';
import { coordinateLabel, formatLngLat } from '../../src/domain/itinerary/steps';
import type {
  ItineraryRoute,
  Roadbook,
  RouteStatistics,
  RoutesData,
} from '../../src/domain/itinerary/types';
import type { ValhallaTrip } from '../routing/valhalla-types';
import type { MultimodalDeps } from '../multimodal/types';
import {
  computeMultimodalRoadbook,
  computeMultimodalRoutes,
  isMultimodal,
  multimodalFailure,
} from '../multimodal/multimodal-service';
import { computeProvider, type ProviderOutcome } from './compute';
import type { FuelPriceTable } from './fuel-prices';
import { API_TEXTS } from './labels';
import { roadbookQueryString, type NormalisedRequest } from './request';
import { parisNow } from '../../src/domain/paris-time';
import { isAllTheTime } from '../../src/domain/restrictions/hours-text';
import { buildRoadbook } from './roadbook-builder';
import { ZFE_TEXTS } from './zfe-texts';
import { buildRoute, spaRoadbookPath, type RouteContext } from './route-builder';
import { viaStreets } from './via-streets';
import { tripStatistics } from './statistics';
import { withApproaches } from './approaches';
import { failureToAppError } from './valhalla-errors';
import type { ZfeRouting } from '../restrictions/route-zfe';
import {
  aroundRoute,
  bannedOf,
  parkAndRide,
  routeNotices,
  routeZfe,
  earlyFor,
  startAround,
  ZFE_ROUTE_SUFFIX,
  type EarlyAround,
  zfeRequestOf,
  type ZfeRequest,
} from './zfe-routes';

/** Base path of the API. */
export const MULTIPATH_PREFIX = '/api/multipath';

/** What the service runs on. */
export interface ItineraryDeps {
  routing: RoutingEngine;
  fuelPrices: FuelPriceTable;
  /** Public transport, train, shared vehicles, taxi, carpool (server/multimodal). */
  multimodal?: MultimodalDeps | undefined;
  /** Low-emission zones for Crit'Air-aware car and motorbike routes (issue 17). */
  zfe?: ZfeRouting | undefined;
}

function routeContext(request: NormalisedRequest, outcome: ProviderOutcome & { ok: true }) {
  const provider = outcome.provider;
  const from = formatLngLat(request.points[0]!);
  const to = formatLngLat(request.points[request.points.length - 1]!);
  const ctx: RouteContext = {
    options: outcome.options,
    lang: request.lang,
    qid: request.qid,
    providerLabel: provider.labels[request.lang],
    roadbookLink: (routeId) =>
      `${MULTIPATH_PREFIX}/roadbook?${roadbookQueryString(request.raw, provider.name, routeId)}`,
    detailsLink: (routeId) =>
      spaRoadbookPath({ mode: provider.mode, from, to, provider: provider.name, routeId }),
  };
  return ctx;
}

async function routesOf(
  deps: ItineraryDeps,
  request: NormalisedRequest,
  outcome: ProviderOutcome & { ok: true },
): Promise<ItineraryRoute[]> {
  const ctx = routeContext(request, outcome);
  const stats: (RouteStatistics | null)[] = request.query.statistics
    ? await Promise.all(
        outcome.trips.map((t) => tripStatistics(deps.routing, t, outcome.provider.costing)),
      )
    : outcome.trips.map(() => null);
  const vias = viaStreets(outcome.trips);
  return outcome.trips.map((trip, i) =>
    withApproaches(
      buildRoute(trip, i, ctx, { statistics: stats[i] ?? null, via: vias[i] }),
      request.points,
    ),
  );
}

/** The first route's way around the zones that ban the vehicle, or why there is none. */
async function zfeFollowUp(
  deps: ItineraryDeps,
  request: NormalisedRequest,
  outcome: ProviderOutcome & { ok: true },
  z: ZfeRequest,
  routes: ItineraryRoute[],
  early: EarlyAround | undefined,
): Promise<ItineraryRoute[]> {
  const [main, ...rest] = routes;
  const banned = bannedOf(main?.zfe);
  if (!main?.zfe || banned.length === 0) return routes;
  const zone = [...new Set(banned.map((n) => n.zone))].join(', ');
  if (banned.some((n) => n.originInside)) {
    const timed = banned.some((n) => !isAllTheTime(n.hours));
    const noAlternative = ZFE_TEXTS[z.lang].departureInside(zone, timed);
    return [{ ...main, zfe: { ...main.zfe, noAlternative } }, ...rest];
  }
  if (banned.some((n) => n.destinationInside)) {
    const extra = await parkAndRide({ z, engine: deps.routing, request, banned });
    return [{ ...main, zfe: { ...main.zfe, ...extra } }, ...rest];
  }
  const around = await (earlyFor(early, banned) ??
    computeProvider({
      ...deps,
      engine: deps.routing,
      request,
      provider: outcome.provider,
      narrative: false,
      excludePolygons: z.zfe.excludePolygonsOf(banned.map((n) => n.stageKey)),
    }));
  const trip = around.ok ? around.trips[0] : undefined;
  if (!around.ok || !trip) {
    const texts = ZFE_TEXTS[z.lang];
    const noAlternative =
      around.ok || around.failure.kind === 'no-route'
        ? texts.noneAround(zone)
        : texts.aroundFailed(zone);
    return [{ ...main, zfe: { ...main.zfe, noAlternative } }, ...rest];
  }
  const [built] = await routesOf(deps, request, { ...around, trips: [trip] });
  return built ? [...routes, aroundRoute(z, built, banned)] : routes;
}

/** The routes of an outcome, checked against the low-emission zones when a vignette is given. */
async function checkedRoutesOf(
  deps: ItineraryDeps,
  request: NormalisedRequest,
  outcome: ProviderOutcome & { ok: true },
  early: EarlyAround | undefined,
): Promise<ItineraryRoute[]> {
  const routes = await routesOf(deps, request, outcome);
  const z = zfeRequestOf(deps.zfe, request, outcome.provider.mode);
  if (!z) return routes;
  const checked = routes.map((route) => {
    const notices = routeNotices(z, route);
    return notices.length ? { ...route, zfe: routeZfe(z, notices) } : route;
  });
  return zfeFollowUp(deps, request, outcome, z, checked, early);
}

function failureAnswer(request: NormalisedRequest, outcomes: ProviderOutcome[]): RoutesData {
  const failures = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  const blocking = failures.find((f) => f.failure.kind !== 'unavailable');
  const first = blocking ?? failures[0];
  if (!first) throw new AppError('NO_ROUTE');
  if (!blocking) {
    return {
      availability_info: {
        provider: first.provider.name,
        mode: first.provider.mode,
        available: false,
        message: API_TEXTS[request.lang].unavailable,
      },
    };
  }
  throw failureToAppError(first.failure, {
    provider: first.provider.name,
    mode: first.provider.mode,
  });
}

/** GET /routes: the routes of every requested provider, computed in parallel. */
export async function computeRoutes(
  deps: ItineraryDeps,
  request: NormalisedRequest,
): Promise<RoutesData> {
  const multimodal = computeMultimodalRoutes(
    deps.multimodal,
    request,
    request.providers.filter(isMultimodal),
  );
  const computed = request.providers
    .filter((provider) => !isMultimodal(provider))
    .map((provider) => {
      const compute = (excludePolygons?: [number, number][][]) =>
        computeProvider({
          ...deps,
          engine: deps.routing,
          request,
          provider,
          narrative: false,
          excludePolygons,
        });
      const z = zfeRequestOf(deps.zfe, request, provider.mode);
      return { outcome: compute(), early: startAround({ z, request, compute }) };
    });
  const outcomes = await Promise.all(computed.map((c) => c.outcome));
  const routes: ItineraryRoute[] = [];
  for (const [i, outcome] of outcomes.entries())
    if (outcome.ok)
      routes.push(...(await checkedRoutesOf(deps, request, outcome, computed[i]?.early)));
  const extra = await multimodal;
  routes.push(...extra.routes);
  if (routes.length > 0) return { routes };
  const blocked = outcomes.some((o) => !o.ok && o.failure.kind !== 'unavailable');
  return (blocked ? undefined : multimodalFailure(extra)) ?? failureAnswer(request, outcomes);
}

function pickTrip(trips: readonly ValhallaTrip[], provider: string, routeId: string) {
  const m = new RegExp(`^${provider.replace(/[-]/g, '\\-')}-(\\d+)$`).exec(routeId);
  const index = m ? Number(m[1]) : -1;
  const trip = trips[index];
  if (!trip) throw new AppError('NO_ROADBOOK', {}, { routeId });
  return { trip, index };
}

/** The zones to avoid for a route id computed around them (`…-zfe`), else none. */
async function roadbookExclusions(
  deps: ItineraryDeps,
  request: NormalisedRequest,
  z: ZfeRequest | undefined,
  routeId: string,
) {
  const provider = request.providers[0]!;
  if (!z || !routeId.endsWith(ZFE_ROUTE_SUFFIX)) return undefined;
  const plain = await computeProvider({
    ...deps,
    engine: deps.routing,
    request,
    provider,
    narrative: false,
  });
  if (!plain.ok || !plain.trips[0]) return undefined;
  const route = buildRoute(plain.trips[0], 0, routeContext(request, plain));
  return z.zfe.excludePolygonsOf(
    routeNotices(z, route)
      .filter((n) => n.kind === 'banned')
      .map((n) => n.stageKey),
  );
}

/** GET /roadbook: the roadbook of one route of one provider (recomputed with its narrative). */
export async function computeRoadbook(
  deps: ItineraryDeps,
  request: NormalisedRequest,
  routeId: string,
): Promise<Roadbook> {
  const provider = request.providers[0];
  if (!provider || request.providers.length !== 1)
    throw new AppError('NO_ROADBOOK', {}, { routeId });
  if (isMultimodal(provider)) return computeMultimodalRoadbook(deps.multimodal, request, routeId);
  const z = zfeRequestOf(deps.zfe, request, provider.mode);
  const excludePolygons = await roadbookExclusions(deps, request, z, routeId);
  const outcome = await computeProvider({
    ...deps,
    engine: deps.routing,
    request,
    provider,
    narrative: true,
    excludePolygons,
  });
  if (!outcome.ok)
    throw failureToAppError(outcome.failure, { provider: provider.name, mode: provider.mode });
  const baseId = routeId.endsWith(ZFE_ROUTE_SUFFIX)
    ? routeId.slice(0, -ZFE_ROUTE_SUFFIX.length)
    : routeId;
  const { trip, index } = pickTrip(outcome.trips, provider.name, baseId);
  const via = viaStreets(outcome.trips)[index];
  const route = { ...buildRoute(trip, index, routeContext(request, outcome), { via }), routeId };
  const labels = [request.labels.from, ...request.labels.stops, request.labels.to];
  const steps = request.points.map((p, i) => ({
    lng: p.lng,
    lat: p.lat,
    label: labels[i] || coordinateLabel(p, request.lang === 'fr'),
  }));
  const roadbook = buildRoadbook({
    trip,
    route,
    steps,
    lang: request.lang,
    time: request.time,
    hasElevation: deps.routing.hasElevation,
    now: parisNow(),
  });
  return z ? withZfe(roadbook, z, route) : roadbook;
}

/** The roadbook with the zones its route meets. */
function withZfe(roadbook: Roadbook, z: ZfeRequest, route: ItineraryRoute): Roadbook {
  const notices = routeNotices(z, route);
  return notices.length === 0 ? roadbook : { ...roadbook, zfe: routeZfe(z, notices) };
}
