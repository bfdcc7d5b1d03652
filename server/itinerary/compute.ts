/**
 * Computes the routes of one provider with Valhalla and turns every failure into an outcome
 * (no route, unavailable for this mode, invalid, engine error): one provider's failure never
 * breaks the others'.
 */
import type { RoutingEngine } from '../core/deps';
import type { ProviderSpec } from '../../src/domain/itinerary/providers';
import type { ValhallaTrip } from '../routing/valhalla-types';
import type { FuelPriceTable } from './fuel-prices';
import type { NormalisedRequest } from './request';
import { effectiveOptions, type EffectiveOptions } from './route-options';
import { classifyValhallaError, type ValhallaFailure } from './valhalla-errors';
import { valhallaRouteQuery, wantsAlternates } from './valhalla-request';
import { reachablePoints } from './reachable-points';
import type { LngLat } from '../../src/domain/geo';

/** What computing one provider gave. */
export type ProviderOutcome =
  | { ok: true; provider: ProviderSpec; options: EffectiveOptions; trips: ValhallaTrip[] }
  | { ok: false; provider: ProviderSpec; failure: ValhallaFailure };

/** Options of one computation. */
export interface ComputeOptions {
  engine: RoutingEngine;
  request: NormalisedRequest;
  provider: ProviderSpec;
  fuelPrices: FuelPriceTable;
  /** With the turn-by-turn narrative (roadbook). */
  narrative: boolean;
  /** Areas to avoid (Valhalla's exclude_polygons); no alternatives are asked then. */
  excludePolygons?: readonly (readonly [number, number])[][] | undefined;
}

/** Routes the provider: the main trip, then the alternatives Valhalla found. */
export async function computeProvider(options: ComputeOptions): Promise<ProviderOutcome> {
  const { request, provider } = options;
  const effective = effectiveOptions(provider, request.query, options.fuelPrices);
  const route = async (points: readonly LngLat[], surface = false): Promise<ProviderOutcome> => {
    const query = valhallaRouteQuery({
      surfaceSteps: surface,
      points,
      options: effective,
      lang: request.lang,
      time: request.time,
      narrative: options.narrative,
      alternates: !options.excludePolygons && wantsAlternates(provider, request.stops),
      excludePolygons: options.excludePolygons,
    });
    try {
      const answer = await options.engine.route(query);
      const trips = [answer.trip, ...(answer.alternates ?? []).map((a) => a.trip)];
      return { ok: true, provider, options: effective, trips };
    } catch (error) {
      return { ok: false, provider, failure: classifyValhallaError(error) };
    }
  };
  // Steps on the surface first (the street above a tunnel, a quay rather than a ferry), then
  // anywhere when no path joins those.
  const surface = await route(request.points, true);
  if (surface.ok || !SURFACE_FAILURE.test(surface.failure.message)) return surface;
  const first = await route(request.points);
  if (first.ok || !NO_PATH.test(first.failure.message)) return first;
  // No path: a point may lie on an island of this mode (a bike between pedestrian streets).
  const moved = await reachablePoints(options.engine, provider.costing, request.points);
  return moved ? route(moved) : first;
}

/** Valhalla's words when its candidates were found but no path joins them. */
const NO_PATH = /No path could be found/i;
/** Valhalla's words when surface candidates were not found or not joined. */
const SURFACE_FAILURE = /No path could be found|No suitable edges/i;
