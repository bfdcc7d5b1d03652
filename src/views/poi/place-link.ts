import { poiHref } from '../../domain/paths/search-paths';

/** The link a place is shared by: its own page (/poi/{id}), whatever list or search showed it. */
export function placeLink(id: string): string {
  return new URL(poiHref(id), window.location.origin).href;
}
