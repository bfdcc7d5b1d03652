/**
 * The radius tool's reachable areas (/outils/calcul-rayon): GET /api/tools/isochrone?lng&lat
 * &mode=marche|velo|voiture&minutes=5,10,15 → the areas reachable within each time, as GeoJSON
 * polygons from Valhalla's isochrone action (pedestrian, bicycle, auto costings).
 */
import type { FastifyInstance } from 'fastify';
import type { FeatureCollection } from 'geojson';
import { isochroneQuerySchema } from '../../../src/domain/geoentity-schema';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';

const COSTINGS = { marche: 'pedestrian', velo: 'bicycle', voiture: 'auto' } as const;

/** Valhalla errors of a point far from any road (no edge to start from). */
function isUnreachable(error: unknown): boolean {
  return /no suitable edges|locate|no path/i.test(String((error as Error)?.message ?? error));
}

/** The plugin. */
export async function radiusPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const engine = options.deps.routing;
  app.get('/api/tools/isochrone', async (request): Promise<FeatureCollection> => {
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
      });
      return {
        type: 'FeatureCollection',
        features: answer.features.map((f) => ({
          type: 'Feature',
          geometry: f.geometry,
          properties: { minutes: Number(f.properties?.contour), mode: q.mode },
        })),
      };
    } catch (error) {
      if (isUnreachable(error)) throw new AppError('NO_ROUTE', {}, { mode: q.mode });
      throw new AppError('ROUTING_FAILED', {}, String((error as Error)?.message ?? error));
    }
  });
}
