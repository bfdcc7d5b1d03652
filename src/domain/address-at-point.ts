/**
 * The address an address page shows at a point it knows (`/plan#/{label}?point=lng,lat`: a
 * favourite kept from a click on the map). Its label may name only a street or a town, which
 * geocoded again would land elsewhere, and the point alone may name something nearer (a landmark
 * beside the street kept). So the page asks both and shows the place whose label is the page's,
 * at the point kept; failing that, what names the point; failing that, the label geocoded.
 */
import type { Address } from './address';
import type { LngLat } from './geo';
import { slugify } from './paths/search-paths';

/** What the page found: by its label (forward geocoding) and at its point (reverse). */
export interface AddressAtPointInput {
  /** The page's location slug (« allee-francois-blanc-98000-monaco »). */
  slug: string;
  point: LngLat;
  named: readonly Address[];
  here: readonly Address[];
}

/** Whether `point` lies in the box `[w, s, e, n]`. */
function inBox(point: LngLat, box: readonly number[] | undefined): boolean {
  const [w = 0, s = 0, e = 0, n = 0] = box ?? [];
  return point.lng >= w && point.lng <= e && point.lat >= s && point.lat <= n;
}

/**
 * The address shown: the one labelled as the page (found by label or at the point), else the
 * point's, else the label's first, standing on the point; a box that does not hold the point is
 * dropped (the map then centres on the point). Null when nothing was found.
 */
export function addressAtPoint(input: AddressAtPointInput): Address | null {
  const { slug, point } = input;
  const same = [...input.named, ...input.here].find((a) => slugify(a.label) === slug);
  const found = same ?? input.here[0] ?? input.named[0];
  if (!found) return null;
  const { bbox, viewport, ...rest } = found;
  return {
    ...rest,
    coordinates: { ...point },
    ...(bbox && inBox(point, bbox) ? { bbox } : {}),
    ...(viewport && inBox(point, viewport) ? { viewport } : {}),
  };
}
