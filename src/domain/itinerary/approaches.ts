/**
 * Where a route meets its steps. A step farther than the map's roads go (a station just outside
 * the imported extract) is joined at the nearest road the engine finds: the route starts, passes
 * or ends away from it. The server names such steps (`ItineraryRoute.approaches`), the card says
 * how far, and the map joins the step to its route with a dotted line, as Google Maps does.
 */
import type { LngLat } from '../geo';
import type { ItineraryRoute } from './types';

/** Farther than this from where its route passes, a step is said to be off the route, m. */
export const APPROACH_METRES = 150;

/** Where the route meets step `i`: the start of the first leg, else the end of leg `i - 1`. */
export function routePointAtStep(route: ItineraryRoute, i: number): LngLat | undefined {
  const coordinates =
    i === 0
      ? route.sections[0]?.geometry.coordinates[0]
      : route.sections[i - 1]?.geometry.coordinates.at(-1);
  const [lng, lat] = coordinates ?? [];
  return lng === undefined || lat === undefined ? undefined : { lng, lat };
}
