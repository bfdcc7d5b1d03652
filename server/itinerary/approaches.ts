/**
 * Steps the route cannot reach: a point farther than the map's roads go (a station just outside
 * the imported extract, a place in a park) is joined at the nearest road Valhalla finds, up to
 * its search cut-off. The route then starts or ends away from the step; the results say so
 * rather than draw a trip that silently begins elsewhere.
 */
import { haversineMetres, type LngLat } from '../../src/domain/geo';
import { APPROACH_METRES, routePointAtStep } from '../../src/domain/itinerary/approaches';
import type { ItineraryRoute, RouteApproach } from '../../src/domain/itinerary/types';

/** The steps (by index) lying more than APPROACH_METRES from the route, with that distance. */
export function routeApproaches(route: ItineraryRoute, steps: readonly LngLat[]): RouteApproach[] {
  const out: RouteApproach[] = [];
  steps.forEach((step, i) => {
    const at = routePointAtStep(route, i);
    if (!at) return;
    const metres = Math.round(haversineMetres(step, at));
    if (metres > APPROACH_METRES) out.push({ step: i, metres });
  });
  return out;
}

/** The route with its far steps, when there are any. */
export function withApproaches(route: ItineraryRoute, steps: readonly LngLat[]): ItineraryRoute {
  const approaches = routeApproaches(route, steps);
  return approaches.length > 0 ? { ...route, approaches } : route;
}
