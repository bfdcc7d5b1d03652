/**
 * Loads the address of a page that knows its point (`/plan#/{label}?point=lng,lat`, a favourite
 * kept from a click on the map): the place by its label and what names the point, asked at once,
 * then chosen by `addressAtPoint`. Loaded lazily by the place page's loader.
 */
import type { Address } from '../domain/address';
import { addressAtPoint } from '../domain/address-at-point';
import type { LngLat } from '../domain/geo';
import { slugify } from '../domain/paths/search-paths';
import type { SearchApi } from '../services/search-api';

/** What the page asks: its slug's words, its point, the interface's locale. */
export interface AddressAtPointRequest {
  text: string;
  point: LngLat;
  locale: string | undefined;
}

/** The address shown at the page's point, or null when nothing names it. */
export async function loadAddressAtPoint(
  api: Pick<SearchApi, 'forward' | 'reverse'>,
  request: AddressAtPointRequest,
  signal: AbortSignal,
): Promise<Address | null> {
  const { text, point, locale } = request;
  const [named, here] = await Promise.all([
    api.forward({ q: text }, signal),
    api.reverse({ ...point, locale }, signal),
  ]);
  return addressAtPoint({
    slug: slugify(text),
    point,
    named: named.addresses.features,
    here: here.addresses,
  });
}
