/**
 * Zod schemas of the query strings of the search and geocoding API (server only: the SPA
 * imports src/domain/search.ts, which is zod-free).
 */
import { z } from 'zod';
import { SEARCH_DEFAULT_LIMIT, SEARCH_FILTERS, SEARCH_MAX_LIMIT } from './search';

/** POIs a search returns at most (spec §9: POI list max 50). */
export const SEARCH_MAX_POIS = 50;

const optionalText = z.string().optional();

/** A required number: present, not blank, finite, within [min, max]. */
function coordinate(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, 'nombre attendu')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

/** GET /api/search. `bbox` is read with parseBbox (an invalid one is ignored). */
export const searchQuerySchema = z.object({
  q: z.string().default(''),
  f: z.enum(SEARCH_FILTERS).default('all'),
  bbox: optionalText,
  extend_bbox: z.enum(['0', '1']).default('1'),
  max_results: z.coerce.number().int().min(1).max(SEARCH_MAX_POIS).default(SEARCH_MAX_POIS),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  locale: optionalText,
  tagid: optionalText,
  clientid: optionalText,
});

/** GET /api/suggest. */
export const suggestQuerySchema = z.object({
  q: z.string().default(''),
  bbox: optionalText,
  locale: optionalText,
});

/** `contour=1` asks for the area geometry. */
const contour = z.enum(['0', '1', 'true', 'false']).default('0');

/** GET /api/geocode/forward: `f` and `subtypes` name geocode levels to keep. */
export const forwardQuerySchema = z.object({
  q: z.string().default(''),
  f: optionalText,
  subtypes: optionalText,
  contour,
  locale: optionalText,
});

/** GET /api/geocode/reverse: x is the longitude, y the latitude. */
export const reverseQuerySchema = z.object({
  x: coordinate(-180, 180),
  y: coordinate(-90, 90),
  f: optionalText,
  contour,
  locale: optionalText,
});

/** GET /api/geocode/poi: the POI of the map named `name` near x (longitude), y (latitude). */
export const poiAtQuerySchema = z.object({
  x: coordinate(-180, 180),
  y: coordinate(-90, 90),
  name: z.string().trim().min(1).max(200),
  locale: optionalText,
});

/** True for contour=1 or contour=true. */
export function wantsContour(value: string): boolean {
  return value === '1' || value === 'true';
}
