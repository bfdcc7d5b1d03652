/**
 * Footpath rules shared by the transit stage (which writes the footpaths of the timetable) and
 * the server (which re-times them from Valhalla walks).
 */

/** Walking speed of transfers: 5 km/h. */
export const WALK_METRES_PER_SECOND = 5000 / 3600;
/** Streets are not straight lines: walked distance ≈ 1.3 × straight distance. */
export const DETOUR_FACTOR = 1.3;
/** Stops closer than this are linked by a footpath. */
export const MAX_FOOTPATH_METRES = 400;
/** Minimum time of any transfer between two different stops. */
export const MIN_TRANSFER_SECONDS = 60;

/** Walking seconds for a straight-line distance. */
export function walkSeconds(metres: number): number {
  return Math.round((metres * DETOUR_FACTOR) / WALK_METRES_PER_SECOND);
}

/** Seconds of a footpath of a straight-line length before it is walked on the streets. */
export function footpathEstimate(straightMetres: number): number {
  return Math.max(MIN_TRANSFER_SECONDS, walkSeconds(straightMetres));
}

/** Straight-line metres between two points (equirectangular, good under a few kilometres). */
export function metres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const k = Math.PI / 180;
  const x = (lon2 - lon1) * k * Math.cos(((lat1 + lat2) / 2) * k);
  const y = (lat2 - lat1) * k;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}
