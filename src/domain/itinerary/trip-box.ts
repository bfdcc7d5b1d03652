/**
 * The box a computed trip is framed in: its routes and its steps. A step is where its marker
 * stands, which may be some way off the route (a station's point, the route starting on the
 * nearest street), so framing the routes alone could leave the A or the B off the map.
 */
import type { LngLat } from '../geo';

/** West, south, east, north. */
export type Box = [number, number, number, number];

/** The box holding the steps' points and the routes' boxes; null with fewer than two points. */
export function tripBox(
  steps: readonly { coordinates: LngLat | null }[],
  routes: readonly { bbox: readonly [number, number, number, number] }[],
): Box | null {
  const points = steps.flatMap((s) => (s.coordinates ? [s.coordinates] : []));
  if (points.length < 2 && routes.length === 0) return null;
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) grow(box, [p.lng, p.lat, p.lng, p.lat]);
  for (const r of routes) grow(box, r.bbox);
  return box;
}

function grow(box: Box, [w, s, e, n]: readonly [number, number, number, number]): void {
  box[0] = Math.min(box[0], w);
  box[1] = Math.min(box[1], s);
  box[2] = Math.max(box[2], e);
  box[3] = Math.max(box[3], n);
}
