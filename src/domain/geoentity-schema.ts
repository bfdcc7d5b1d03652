/**
 * Zod schemas of the geoentity, POI assets, POIs-on-route and radius-tool requests (server
 * only: the SPA imports the zod-free geoentity.ts and pois-on-route.ts).
 */
import { z } from 'zod';
import { POI_LIST_MAX, POI_MAX_CLAMP } from './geoentity';
import { POIS_ON_ROUTE_MAX } from './pois-on-route';

const optionalText = z.string().optional();

/** A comma list of catalogue ids ('carburants', 'hotel,camping'). */
export const catalogueIdsSchema = z
  .string()
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'identifiants attendus')
  .transform((s) => [...new Set(s.split(','))]);

/** `max`: a positive integer, 50 by default, clamped to 200 (spec bad-input rule). */
const maxSchema = z.coerce
  .number()
  .int()
  .min(1)
  .default(POI_LIST_MAX)
  .transform((n) => Math.min(n, POI_MAX_CLAMP));

/** GET /api/geoentity/applications/{ids}: `bbox` is read with parseBbox (an invalid one is ignored). */
export const applicationsQuerySchema = z.object({
  bbox: optionalText,
  max: maxSchema,
  extend_bbox: z.enum(['0', '1']).default('1'),
  /** `currentFuel:E10` pairs, comma-separated. */
  filters: optionalText,
  locale: optionalText,
  tagid: optionalText,
  key: optionalText,
});

/** GET /api/geoentity/geoentity/{id}.json and the tabs. */
export const geoentityQuerySchema = z.object({
  locale: optionalText,
  appId: optionalText,
  key: optionalText,
});

const isoDate = z.iso.date();

/** GET /api/geoentity/hotel/{id}/rooms/{checkIn},{checkOut}.json. */
export const hotelRoomsParamsSchema = z
  .object({ id: z.string().min(1), dates: z.string() })
  .transform(({ id, dates }, ctx) => {
    const [checkIn = '', checkOut = ''] = dates.replace(/\.json$/, '').split(',');
    const a = isoDate.safeParse(checkIn);
    const b = isoDate.safeParse(checkOut);
    if (!a.success || !b.success || b.data <= a.data) {
      ctx.addIssue({
        code: 'custom',
        message: 'dates AAAA-MM-JJ,AAAA-MM-JJ attendues (départ après arrivée)',
      });
      return z.NEVER;
    }
    return { id, checkIn: a.data, checkOut: b.data };
  });

/** The capacity of a hotel rooms request. */
export const hotelRoomsQuerySchema = z.object({
  capacity: z.coerce.number().int().min(1).max(20).default(2),
  key: optionalText,
});

/** POST /api/multipath/pois-on-route query. */
export const poisOnRouteQuerySchema = z.object({
  rubrics: catalogueIdsSchema.optional(),
  apps: catalogueIdsSchema.optional(),
  categories: catalogueIdsSchema.optional(),
  subcategories: catalogueIdsSchema.optional(),
  maxPoi: z.coerce.number().int().min(1).max(POI_MAX_CLAMP).default(POIS_ON_ROUTE_MAX),
  zone: z.coerce.number().int().min(1).max(3).optional(),
  buffer: z.coerce.number().gt(0).max(0.1).optional(),
  tagid: optionalText,
  key: optionalText,
});

const point = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const path = z.array(point);

/**
 * POST /api/multipath/pois-on-route body: `data` is the route's polyline coordinates, one path
 * ([[lng, lat], …]) or several ([[[lng, lat], …], …]). Absence is NO_POLYLINE_DATA, not a
 * validation error, so `data` is optional here.
 */
export const poisOnRouteBodySchema = z
  .object({
    locale: optionalText,
    data: z.union([path, z.array(path)]).optional(),
  })
  .transform(({ locale, data }) => ({
    locale,
    paths: (data === undefined || data.length === 0
      ? []
      : typeof data[0]![0] === 'number'
        ? [data as z.infer<typeof path>]
        : (data as z.infer<typeof path>[])
    ).filter((p) => p.length >= 2),
  }));

/** GET /api/tools/isochrone. */
export const isochroneQuerySchema = z.object({
  lng: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
  mode: z.enum(['marche', 'velo', 'voiture']).default('marche'),
  minutes: z
    .string()
    .regex(/^\d{1,2}(,\d{1,2}){0,3}$/, 'minutes attendues (jusqu’à 4 valeurs)')
    .default('5,10,15')
    .transform((s) => [...new Set(s.split(',').map(Number))].sort((a, b) => a - b))
    .pipe(z.array(z.number().int().min(1).max(60))),
});
