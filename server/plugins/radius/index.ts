/**
 * The radius tool's reachable areas (/outils/calcul-rayon): GET /api/tools/isochrone?lng&lat
 * &mode=marche|velo|voiture&minutes=5,10,15 → the areas reachable within each time, as GeoJSON
 * polygons from Valhalla's isochrone action (pedestrian, bicycle, auto costings), and `start`:
 * the road point the centre was snapped to, with its distance (the areas start there), and `cut`
 * when they run into the edge of the region's road network (the extracts' cuts).
 */
import type { FastifyInstance } from 'fastify';
import type { Feature, FeatureCollection } from 'geojson';
import { isochroneQuerySchema } from '../../../src/domain/geoentity-schema';
import type { Bbox, LngLat } from '../../../src/domain/geo';
import { reachesCut } from '../../../src/domain/road-extents';
import { areasStart, type ReachableAreas } from '../../../src/domain/reachable-areas';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';

const COSTINGS = { marche: 'pedestrian', velo: 'bicycle', voiture: 'auto' } as const;

/** Valhalla errors of a point far from any road (no edge to start from). */
function isUnreachable(error: unknown): boolean {
  return /no suitable edges|locate|no path/i.test(String((error as Error)?.message ?? error));
}

/** The point Valhalla snapped the centre to (`show_locations`), if it said. */
function snappedOf(features: readonly Feature[]): LngLat | null {
  for (const f of features) {
    if (f.properties?.type !== 'snapped') continue;
    const g = f.geometry;
    const point =
      g.type === 'MultiPoint' ? g.coordinates[0] : g.type === 'Point' ? g.coordinates : null;
    const [lng, lat] = point ?? [];
    if (typeof lng === 'number' && typeof lat === 'number') return { lng, lat };
  }
  return null;
}

/** What the answer is made of. */
interface AreasInput {
  answer: FeatureCollection;
  center: LngLat;
  mode: string;
  /** Where the region's road network stops. */
  cuts: readonly Bbox[];
}

/** The answer: the polygons of each time, where they start, and whether the network cut them. */
function areasOf({ answer, center, mode, cuts }: AreasInput): ReachableAreas {
  const snapped = snappedOf(answer.features);
  const features = answer.features.filter(
    (f) => f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon',
  );
  const cut = reachesCut(
    features.map((f) => f.geometry),
    cuts,
  );
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: { minutes: Number(f.properties?.contour), mode },
    })),
    ...(snapped ? { start: areasStart(center, snapped) } : {}),
    ...(cut ? { cut: true } : {}),
  };
}

/** The plugin. */
export async function radiusPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const engine = options.deps.routing;
  app.get('/api/tools/isochrone', async (request): Promise<ReachableAreas> => {
    const q = parseWith(isochroneQuerySchema, request.query);
    try {
      const answer = await engine.isochrone({
        // A point farther than 3 km from a road is unreachable, as for itineraries.
        locations: [{ lon: q.lng, lat: q.lat, search_cutoff: 3000 }],
        costing: COSTINGS[q.mode],
        contours: q.minutes.map((time) => ({ time })),
        polygons: true,
        denoise: 0.5,
        generalize: 20,
        show_locations: true,
      });
      const center = { lng: q.lng, lat: q.lat };
      return areasOf({ answer, center, mode: q.mode, cuts: options.deps.roadExtents.cuts });
    } catch (error) {
      if (isUnreachable(error)) throw new AppError('NO_ROUTE', {}, { mode: q.mode });
      throw new AppError('ROUTING_FAILED', {}, String((error as Error)?.message ?? error));
    }
  });
}
