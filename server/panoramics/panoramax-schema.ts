/**
 * What Périple reads of a Panoramax instance's STAC answers (`/api/search`): a FeatureCollection
 * of pictures, each a point with its date, heading (`view:azimuth`), field of view
 * (`pers:interior_orientation.field_of_view`, 360 for a spherical picture), licence and producer.
 * Everything else the instance sends is ignored; a picture without coordinates is dropped.
 */
import { z } from 'zod';
import type { PanoramicPicture } from '../../src/domain/panoramic';

const feature = z.object({
  id: z.string().min(1),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]).rest(z.number()),
  }),
  properties: z
    .object({
      datetime: z.string().nullish(),
      'view:azimuth': z.number().nullish(),
      'pers:interior_orientation': z.object({ field_of_view: z.number().nullish() }).nullish(),
      license: z.string().nullish(),
      'geovisio:producer': z.string().nullish(),
    })
    .default({}),
  providers: z
    .array(z.object({ name: z.string(), roles: z.array(z.string()).optional() }))
    .nullish(),
});

/** One picture of an answer. */
export type PanoramaxFeature = z.infer<typeof feature>;

/** An answer of `/api/search`: the features that parse (one bad picture never drops the rest). */
export const panoramaxSearchSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** The pictures of a search answer that Périple can show. */
export function readFeatures(features: readonly unknown[]): PanoramaxFeature[] {
  return features.flatMap((f) => {
    const parsed = feature.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The producer of a picture: its provider named `producer`, else the instance's field. */
function authorOf(f: PanoramaxFeature): string | null {
  const producer = f.providers?.find((p) => p.roles?.includes('producer')) ?? f.providers?.[0];
  return producer?.name ?? f.properties['geovisio:producer'] ?? null;
}

/** A picture as Périple shows it; `viewerUrl` is the instance's own page of a picture. */
export function toPicture(
  f: PanoramaxFeature,
  viewerUrl: (id: string) => string,
): PanoramicPicture {
  const fov = f.properties['pers:interior_orientation']?.field_of_view ?? null;
  const spherical = fov === 360;
  return {
    panoramicId: f.id,
    lng: f.geometry.coordinates[0],
    lat: f.geometry.coordinates[1],
    heading: f.properties['view:azimuth'] ?? 0,
    spherical,
    // A flat picture of unknown lens: a phone's, about 70° wide.
    fieldOfView: spherical ? 360 : fov && fov > 0 && fov < 360 ? fov : 70,
    takenAt: f.properties.datetime ?? null,
    author: authorOf(f),
    licence: f.properties.license ?? null,
    sourceUrl: viewerUrl(f.id),
  };
}
