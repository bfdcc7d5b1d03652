/**
 * POST /elevation: heights along an encoded polyline (precision 6) from the region's DEM, via
 * Valhalla's height action, resampled to at most ~200 points. Without a DEM, or where the DEM
 * has no data, the answer is empty (`available: false`) and the UI explains it.
 */
import polyline from '@mapbox/polyline';
import { haversineMetres } from '../../src/domain/geo';
import type { ElevationData } from '../../src/domain/itinerary/types';
import type { RoutingEngine } from '../core/deps';
import { AppError } from '../core/errors';

/** Most samples of a profile. */
export const MAX_SAMPLES = 200;

/** The empty answer. */
export const NO_ELEVATION: ElevationData = {
  available: false,
  heights: [],
  min: null,
  max: null,
  gain: 0,
  loss: 0,
};

/** Length in metres of an encoded polyline (precision 6); 400 when it does not decode. */
export function polylineLength(encoded: string): number {
  let points: [number, number][];
  try {
    points = polyline.decode(encoded, 6);
  } catch {
    throw new AppError('VALIDATION', { details: 'encoded_polyline : polyline illisible' });
  }
  const valid = points.every(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180);
  if (points.length < 2 || !valid)
    throw new AppError('VALIDATION', {
      details: 'encoded_polyline : au moins deux points valides',
    });
  let total = 0;
  for (let i = 1; i < points.length; i += 1) {
    const [aLat, aLng] = points[i - 1]!;
    const [bLat, bLng] = points[i]!;
    total += haversineMetres({ lat: aLat, lng: aLng }, { lat: bLat, lng: bLng });
  }
  return total;
}

/** Profile figures of sampled heights. */
export function profileOf(samples: readonly [number, number | null][]): ElevationData {
  const heights = samples
    .filter((s): s is [number, number] => s[1] !== null && s[1] > -500)
    .map(([distance, height]) => ({ distance: Math.round(distance), height: Math.round(height) }));
  if (heights.length === 0) return NO_ELEVATION;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < heights.length; i += 1) {
    const d = heights[i]!.height - heights[i - 1]!.height;
    if (d > 0) gain += d;
    else loss -= d;
  }
  const values = heights.map((h) => h.height);
  return {
    available: true,
    heights,
    min: Math.min(...values),
    max: Math.max(...values),
    gain,
    loss,
  };
}

/** Heights along the line. */
export async function elevationProfile(
  engine: RoutingEngine,
  encoded: string,
): Promise<ElevationData> {
  const length = polylineLength(encoded);
  if (!engine.hasElevation) return NO_ELEVATION;
  const resample = Math.max(10, Math.ceil(length / MAX_SAMPLES));
  const answer = await engine.height({
    encoded_polyline: encoded,
    shape_format: 'polyline6',
    range: true,
    resample_distance: resample,
  });
  return profileOf(answer.range_height ?? []);
}
