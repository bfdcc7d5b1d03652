/**
 * The static importance of the search index's entries (written by the import, read by the
 * server's ranking): a base per level, to which the import adds a town's population, a street's
 * size or a POI's notability.
 */
import type { GeocodeLevel } from '../src/domain/address';

/** Base importance of each level of the search index. */
export const LEVEL_BASE: Readonly<Record<GeocodeLevel | 'poi', number>> = {
  country: 1,
  admin_1: 0.95,
  admin_2: 0.9,
  admin_7: 0.9,
  town: 0.5,
  district: 0.45,
  hamlet: 0.38,
  named_place: 0.38,
  landmark: 0.36,
  poi: 0.32,
  way: 0.3,
  address_range: 0.12,
  address_point: 0.1,
  unnamed_road: 0.05,
};
