/**
 * Rules of « POIs on my route » (spec §4, §7, §9), shared by the SPA (which sends them) and the
 * server (which applies them and computes them when absent). Zod-free.
 */

/** POIs on a route at most by default (§9 maxPoi 20). */
export const POIS_ON_ROUTE_MAX = 20;
/** The zoom POIs on a route are shown at (§9: forced to 14). */
export const POIS_ON_ROUTE_ZOOM = 14;
/** The error code of a request without a route geometry (§8: nothing happens). */
export const NO_POLYLINE_DATA = 'NO_POLYLINE_DATA';

/** A path of the route: [lng, lat] points. */
export type RoutePath = readonly (readonly [number, number])[];

/**
 * The zone of a request (§9): 1 if a single path has fewer than 5 points, 2 if fewer than 10,
 * else 3. The server splits the route into that many equal parts and spreads the POIs over them.
 */
export function poisOnRouteZone(paths: readonly RoutePath[]): 1 | 2 | 3 {
  if (paths.length === 1) {
    const points = paths[0]!.length;
    if (points < 5) return 1;
    if (points < 10) return 2;
  }
  return 3;
}

/** The corridor half-width in degrees by zoom (§9): 0.01 above 10, 0.02 above 5, else 0.03. */
export function poisOnRouteBuffer(zoom: number): number {
  if (zoom > 10) return 0.01;
  if (zoom > 5) return 0.02;
  return 0.03;
}

/** The query rules of a POIs-on-route request (§7: maxPoi, zone, buffer). */
export interface PoisOnRouteRules {
  maxPoi: number;
  zone: 1 | 2 | 3;
  buffer: number;
}

/**
 * The rules the SPA sends with a route (§9): maxPoi 20, the zone of its paths and the buffer of
 * the zoom POIs on a route are shown at (forced to 14, hence 0.01).
 */
export function poisOnRouteRules(
  paths: readonly RoutePath[],
  zoom: number = POIS_ON_ROUTE_ZOOM,
): PoisOnRouteRules {
  return {
    maxPoi: POIS_ON_ROUTE_MAX,
    zone: poisOnRouteZone(paths),
    buffer: poisOnRouteBuffer(zoom),
  };
}
