/**
 * Steps the route cannot reach: a point farther than the map's roads go (a station just outside
 * the imported extract, a place in a park) is joined at the nearest road Valhalla finds, up to
 * its search cut-off. The route then starts or ends away from the step; the results say so
 * rather than draw a trip that silently begins elsewhere.
 */
import { haversineMetres, type LngLat } from '../../src/domain/geo';
import type { ItineraryRoute, RouteApproach } from '../../src/domain/itinerary/types';

/** Farther than this from where its route passes, a step is said to be off the route, m. */
export const APPROACH_METRES = 150;

/** Where the route meets step `i`: the start of the first leg, else the end of leg `i - 1`. */
function routePointAt(route: ItineraryRoute, i: number): LngLat | undefined {
  const coordinates =
    i === 0
      ? route.sections[0]?.geometry.coordinates[0]
      : route.sections[i - 1]?.geometry.coordinates.at(-1);
  return coordinates ? { lng: coordinates[0], lat: coordinates[1] } : undefined;
}

/** The steps (by index) lying more than APPROACH_METRES from the route, with that distance. */
export function routeApproaches(route: ItineraryRoute, steps: readonly LngLat[]): RouteApproach[] {
  const out: RouteApproach[] = [];
  steps.forEach((step, i) => {
    const at = routePointAt(route, i);
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
