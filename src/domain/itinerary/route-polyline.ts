/** The geometry of a route as one encoded polyline (precision 6), as the elevation call takes it. */
import polyline from '@mapbox/polyline';
import type { ItineraryRoute } from './types';

/** Every section's coordinates, in order, encoded at precision 6. */
export function routePolyline(route: Pick<ItineraryRoute, 'sections'>): string {
  const coords = route.sections.flatMap((s) =>
    s.geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number]),
  );
  return polyline.encode(coords, 6);
}
