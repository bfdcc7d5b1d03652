/** Entering a POI list from its URL (app, category, subcategory, rubric pages). */
import type { Bbox } from '../domain/geo';
import type { PoiSource } from '../services/poi-api';
import type { PoiSystem } from './poi-system';

/**
 * Tells the POI list which source the URL shows, in the URL's box (fitted) or else the map's
 * view, with the URL's filters. The list machine ignores the source whose list is on already, unless another page took
 * the map meanwhile (Back to the list from a place or a search sent after it): the list then
 * opens again in its box, and that page leaves the map (its pins and panel), unless it is the
 * search that opened the list.
 */
export function enterPoiList(
  ps: Pick<PoiSystem, 'list' | 'app'>,
  entered: {
    source: PoiSource;
    bbox: Bbox | undefined;
    /** The filters of the URL. */
    chosen?: Readonly<Record<string, string>> | undefined;
    /** The result whose card the history entry had open. */
    focus?: string | undefined;
  },
): void {
  const { map, placePage, search } = ps.app;
  const listing = search.getSnapshot().matches('listing');
  const elsewhere =
    !placePage.getSnapshot().matches('idle') || !(listing || search.getSnapshot().matches('idle'));
  if (elsewhere) {
    placePage.send({ type: 'close' });
    if (!listing) search.send({ type: 'clear' });
    ps.list.send({ type: 'close' });
  }
  const bbox = entered.bbox ?? map.getSnapshot().context.bbox;
  ps.list.send({
    type: 'list.entered',
    source: entered.source,
    bbox,
    fit: !!entered.bbox,
    chosen: entered.chosen,
    focus: entered.focus,
  });
}
