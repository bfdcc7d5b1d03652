/**
 * Where a DATEX II situation record is: its first usable WGS84 coordinate and its road. The
 * location element is `groupOfLocations` in v2 and `locationReference` in v3; both nest their
 * points in many ways (point by coordinates, TPEG points, OpenLR reference points, the display
 * point of a location, a GML line string), so the reader searches the element in document order.
 */
import { z } from 'zod';
import { nodeSchema, pickFrench, textSchema } from './datex-xml';

/** A WGS84 position. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** Nesting deeper than this is not searched (DATEX II locations are a dozen levels deep). */
const MAX_DEPTH = 48;

/** Elements whose coordinates are meant for display: preferred when a location has one. */
const DISPLAY_KEYS = new Set(['locationForDisplay', 'coordinatesForDisplay']);

const numberText = textSchema.pipe(z.coerce.number());

/** A PointCoordinates element, kept only when it is a plausible WGS84 position. */
const coordinatesSchema = z
  .looseObject({ latitude: numberText, longitude: numberText })
  .refine((c) => Math.abs(c.latitude) <= 90 && Math.abs(c.longitude) <= 180)
  .refine((c) => c.latitude !== 0 || c.longitude !== 0)
  .transform((c): LngLat => ({ lng: c.longitude, lat: c.latitude }));

/** A TPEG point name: its descriptor and what it names (`linkName` is the road). */
const tpegNameSchema = z.looseObject({
  descriptor: z.unknown(),
  tpegOtherPointDescriptorType: textSchema,
});

type Visit<T> = (key: string, value: unknown) => T | null;

/** The first non-null answer of `visit` over the tree under `value`, in document order. */
function findFirst<T>(value: unknown, visit: Visit<T>, depth = 0): T | null {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findFirst(item, visit, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const node = nodeSchema.safeParse(value);
  if (!node.success) return null;
  for (const [key, child] of Object.entries(node.data)) {
    if (key.startsWith('@_')) continue;
    const found = visitAll(key, child, visit) ?? findFirst(child, visit, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** `visit` on a child, or on each item when the element repeats. */
function visitAll<T>(key: string, child: unknown, visit: Visit<T>): T | null {
  for (const item of Array.isArray(child) ? child : [child]) {
    const found = visit(key, item);
    if (found !== null) return found;
  }
  return null;
}

function coordinates(value: unknown): LngLat | null {
  const parsed = coordinatesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The first position of a GML posList (`lat lon lat lon…`, WGS84 as DATEX II writes it). */
function posListStart(value: unknown): LngLat | null {
  const text = textSchema.safeParse(value);
  if (!text.success) return null;
  const [latitude, longitude] = text.data.split(/\s+/);
  return coordinates({ latitude, longitude });
}

/**
 * The first usable position of a location element: its display point when it has one, else the
 * first coordinates in document order, else the start of its first GML line string; null when it
 * has none (ALERT-C codes or a named area only, projected coordinates).
 */
export function firstPosition(location: unknown): LngLat | null {
  return (
    findFirst(location, (key, value) => (DISPLAY_KEYS.has(key) ? coordinates(value) : null)) ??
    findFirst(location, (_key, value) => coordinates(value)) ??
    findFirst(location, (key, value) => (key === 'posList' ? posListStart(value) : null))
  );
}

function tpegLinkName(value: unknown): string | null {
  const parsed = tpegNameSchema.safeParse(value);
  if (!parsed.success || parsed.data.tpegOtherPointDescriptorType !== 'linkName') return null;
  return pickFrench(parsed.data.descriptor);
}

/**
 * The road of a location element: its road number (`A13`, `N338`), else its road name, else the
 * link name of a TPEG point; null when it gives none.
 */
export function roadOf(location: unknown): string | null {
  return (
    findFirst(location, (key, value) => (key === 'roadNumber' ? pickFrench(value) : null)) ??
    findFirst(location, (key, value) => (key === 'roadName' ? pickFrench(value) : null)) ??
    findFirst(location, (key, value) => (key === 'name' ? tpegLinkName(value) : null))
  );
}
