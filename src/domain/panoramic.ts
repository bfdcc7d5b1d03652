/**
 * Street-level pictures (spec §3 Panoramic, §7 Panorama): the picture taken nearest a place, from
 * a Panoramax instance (France's open street-level imagery), and the rules of its full-screen
 * view (`#/360-plein-ecran/{panoramicId}`): where it looks at first, how a drag turns it.
 */
import { z } from 'zod';

/** How far from a place a picture may be taken to be offered (spec §7: `…,100`), metres. */
export const PANORAMIC_RADIUS_M = 100;

/** The image sizes a Panoramax instance serves for a picture. */
export const PANORAMIC_SIZES = ['thumb', 'sd', 'hd'] as const;
export type PanoramicSize = (typeof PANORAMIC_SIZES)[number];

/** A picture Périple shows: where and when it was taken, by whom, under which licence. */
export interface PanoramicPicture {
  /** The Panoramax picture id (a UUID). */
  panoramicId: string;
  lng: number;
  lat: number;
  /** Where the middle of the picture looks, degrees clockwise from north (0 when unknown). */
  heading: number;
  /** True for a 360° equirectangular picture, false for a flat one. */
  spherical: boolean;
  /** Horizontal field of view, degrees (360 for a spherical picture). */
  fieldOfView: number;
  /** ISO date and time the picture was taken, when known. */
  takenAt: string | null;
  /** Its author as the instance names them, when it does. */
  author: string | null;
  /** Its licence (`CC-BY-SA-4.0`, `etalab-2.0`…), when the instance says. */
  licence: string | null;
  /** The picture on the instance's own viewer. */
  sourceUrl: string;
}

/** GET /api/panoramics/nearest: the picture nearest the place, or null (none, or the source failed). */
export interface NearestPanoramic {
  /** The place asked about (the spec's target lat and lng). */
  target: { lng: number; lat: number };
  picture: PanoramicPicture | null;
}

const pictureSchema = z.object({
  panoramicId: z.string().min(1),
  lng: z.number(),
  lat: z.number(),
  heading: z.number(),
  spherical: z.boolean(),
  fieldOfView: z.number().positive(),
  takenAt: z.string().nullable(),
  author: z.string().nullable(),
  licence: z.string().nullable(),
  sourceUrl: z.string().url(),
});

/** The API's answer about one picture. */
export const panoramicPictureSchema: z.ZodType<PanoramicPicture> = pictureSchema;

/** The API's answer about the picture nearest a place. */
export const nearestPanoramicSchema: z.ZodType<NearestPanoramic> = z.object({
  target: z.object({ lng: z.number(), lat: z.number() }),
  picture: pictureSchema.nullable(),
});

/** The URL of a picture's image at a size (served by this site, server/plugins/panoramics). */
export function panoramicImageUrl(id: string, size: PanoramicSize): string {
  return `/api/panoramics/${encodeURIComponent(id)}/${size}.jpg`;
}

/** A Panoramax picture id: a UUID (anything else is refused before any request). */
export const PANORAMIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `degrees` in [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** The bearing from `from` to `to`, degrees clockwise from north. */
export function bearingDegrees(
  from: { lng: number; lat: number },
  to: { lng: number; lat: number },
): number {
  const rad = Math.PI / 180;
  const φ1 = from.lat * rad;
  const φ2 = to.lat * rad;
  const Δλ = (to.lng - from.lng) * rad;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return normaliseDegrees(Math.atan2(y, x) / rad);
}

/** The distance between two points in metres (haversine, mean Earth radius). */
export function distanceMetres(
  a: { lng: number; lat: number },
  b: { lng: number; lat: number },
): number {
  const rad = Math.PI / 180;
  const dφ = (b.lat - a.lat) * rad;
  const dλ = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dφ / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dλ / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where the view looks first: toward the place when the picture is spherical (the place may be
 * behind the camera), else the picture's own heading (a flat picture cannot turn).
 */
export function initialHeading(
  picture: Pick<PanoramicPicture, 'lng' | 'lat' | 'heading' | 'spherical'>,
  target: { lng: number; lat: number } | null,
): number {
  if (!picture.spherical || !target) return normaliseDegrees(picture.heading);
  if (distanceMetres(picture, target) < 1) return normaliseDegrees(picture.heading);
  return bearingDegrees(picture, target);
}

/**
 * The horizontal offset, in image pixels from its left edge, of the column a spherical picture
 * shows at `heading` (its middle column looks at the picture's own heading).
 */
export function columnOfHeading(options: {
  heading: number;
  pictureHeading: number;
  imageWidth: number;
}): number {
  const turn = normaliseDegrees(options.heading - options.pictureHeading + 180);
  return (turn / 360) * options.imageWidth;
}

/** The heading after a drag of `dx` screen pixels over a view `viewWidth` wide showing `fov` degrees. */
export function headingAfterDrag(options: {
  heading: number;
  dx: number;
  viewWidth: number;
  fov: number;
}): number {
  if (options.viewWidth <= 0) return options.heading;
  // Dragging the picture to the right turns the view to the left, as in every street viewer.
  return normaliseDegrees(options.heading - (options.dx / options.viewWidth) * options.fov);
}

/** The eight compass points. */
export const COMPASS_POINTS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The compass point of a heading in eight, for the view's label. */
export function compassPoint(heading: number): CompassPoint {
  return COMPASS_POINTS[Math.round(normaliseDegrees(heading) / 45) % 8] ?? 'n';
}
