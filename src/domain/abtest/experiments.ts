/**
 * The experiments the SPA knows (issue 15): their ids in config-web.json and what each variant
 * changes. A variant the SPA does not know changes nothing.
 */
import type { RouteSort } from '../itinerary/sorting';

/** The itinerary results' default sort: the default order, or the quickest first. */
export const ITINERARY_SORT_EXPERIMENT = 'itineraire-tri-par-defaut';

const SORT_OF_VARIANT: Readonly<Record<string, RouteSort>> = {
  ordre: 'default',
  duree: 'duration',
};

/** The default sort of the results for a variant of the itinerary sort experiment. */
export function defaultSortOf(variant: string | undefined): RouteSort {
  return (variant !== undefined ? SORT_OF_VARIANT[variant] : undefined) ?? 'default';
}
