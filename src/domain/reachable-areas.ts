/**
 * The radius tool's reachable areas (GET /api/tools/isochrone): polygons by travel time, and
 * where they start. The areas start on the road nearest the centre, which may be far from it (a
 * town's point in a park, a click in a field): the tool then says how far, and joins the two.
 */
import type { FeatureCollection } from 'geojson';
import { haversineMetres, type LngLat } from './geo';

/** Radii the radius tool accepts, m. */
export const RADIUS_LIMITS = { min: 100, max: 100_000 } as const;

/** The travel modes of the reachable areas, by their API names. */
export const ISOCHRONE_MODES = ['marche', 'velo', 'voiture'] as const;
/** A travel mode of the reachable areas. */
export type IsochroneMode = (typeof ISOCHRONE_MODES)[number];

/** Where the areas start: the point of a road nearest the centre, and its distance, metres. */
export interface AreasStart extends LngLat {
  metres: number;
}

/**
 * The answer: GeoJSON polygons (`minutes`, `mode`), and as foreign members the start and
 * `cut`: true when the areas run into the edge of the region's road network (road-extents.ts).
 */
export interface ReachableAreas extends FeatureCollection {
  start?: AreasStart;
  cut?: boolean;
}

/** Farther than this, metres, the start is joined to the centre by a dashed line. */
export const JOINED_START_METRES = 20;
/** Farther than this, metres, the panel says that the areas start away from the centre. */
export const FAR_START_METRES = 200;

/** The start of the areas computed from `center`, the road point Valhalla snapped it to. */
export function areasStart(center: LngLat, snapped: LngLat): AreasStart {
  return {
    lng: snapped.lng,
    lat: snapped.lat,
    metres: Math.round(haversineMetres(center, snapped)),
  };
}

/** The start when it is far enough from the centre to be told, else null. */
export function farStart(areas: ReachableAreas | null): AreasStart | null {
  const start = areas?.start;
  return start && start.metres >= FAR_START_METRES ? start : null;
}
