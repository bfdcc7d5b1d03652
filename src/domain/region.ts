import { z } from 'zod';

/** A file the pipeline reads: a local path, an HTTP(S) URL, or a Geofabrik extract name. */
export const sourceRefSchema = z.union([
  z.object({ path: z.string().min(1) }).strict(),
  z
    .object({
      url: z.url(),
      md5: z
        .string()
        .regex(/^[0-9a-f]{32}$/)
        .optional(),
    })
    .strict(),
  z.object({ geofabrik: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/) }).strict(),
]);
export type SourceRef = z.infer<typeof sourceRefSchema>;

const lngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-85).max(85)]);

/** A GTFS feed listed by a region. */
export const gtfsFeedSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  source: sourceRefSchema,
});

/**
 * A GBFS system (bike or scooter sharing) listed by a region: read live from `url` (its gbfs.json
 * auto-discovery file) when the network answers, else from the `recorded` file (offline).
 */
export const gbfsFeedSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    label: z.string().min(1),
    modes: z.array(z.enum(['bike_share', 'scooter_share'])).min(1),
    url: z.url().optional(),
    recorded: z
      .object({ path: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((f) => f.url !== undefined || f.recorded !== undefined, {
    message: 'a GBFS feed needs a url or a recorded file',
  });

/** An address file and the loader that reads its layout. */
export const addressFileSchema = z.object({
  format: z.enum(['bano', 'toulouse', 'montpellier']),
  source: sourceRefSchema,
});

/** A data file the pipeline reads as it is: a local path or an HTTP(S) URL (downloaded). */
export const fileRefSchema = z.union([
  z.object({ path: z.string().min(1) }).strict(),
  z
    .object({
      url: z.url(),
      md5: z
        .string()
        .regex(/^[0-9a-f]{32}$/)
        .optional(),
    })
    .strict(),
]);
export type FileRef = z.infer<typeof fileRefSchema>;

/** One named place shown by the demo (home shortcuts, e2e checks). */
export const regionPlaceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  center: lngLatSchema,
  zoom: z.number().min(0).max(20),
});

/**
 * A region is data, not code: `regions/<name>.json` lists its inputs.
 * Paths are relative to the repository root.
 */
export const regionSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9-]+$/),
    label: z.string().min(1),
    /** The label in the other locales of the interface (French `label` otherwise). */
    labels: z
      .object({
        'fr-BE': z.string().min(1).optional(),
        'en-GB': z.string().min(1).optional(),
        'nl-BE': z.string().min(1).optional(),
      })
      .strict()
      .default({}),
    description: z.string().optional(),
    osm: z.array(sourceRefSchema).min(1),
    gtfs: z.array(gtfsFeedSchema).default([]),
    gbfs: z.array(gbfsFeedSchema).default([]),
    elevation: z.array(sourceRefSchema).default([]),
    addresses: z.array(addressFileSchema).default([]),
    view: z.object({ center: lngLatSchema, zoom: z.number().min(0).max(20) }),
    places: z.array(regionPlaceSchema).default([]),
    /**
     * The countries the region covers as a whole (ISO 3166-1 alpha-2): a visitor guessed in one of
     * them is first shown its default bounds (src/domain/geoip.ts) instead of `view`.
     */
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    /**
     * The low-emission-zone areas file (national base, etalab/schema-zfe) when the region does not
     * use the shared one (`../shared/data/zfe/zfe-aires-2023-12.geojson`).
     */
    zfe: fileRefSchema.optional(),
    /** Cycle-facility files in the national schema (etalab/schema-amenagements-cyclables). */
    cycling: z.array(fileRefSchema).optional(),
  })
  .strict();
export type Region = z.infer<typeof regionSchema>;
