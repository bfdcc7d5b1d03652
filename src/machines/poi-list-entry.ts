/** Entering a POI list from its URL (app, category, subcategory, rubric pages). */
import type { ActorRefFrom } from 'xstate';
import type { Bbox } from '../domain/geo';
import type { PoiSource } from '../services/poi-api';
import type { mapMachine } from './map-machine';
import type { PoiSystem } from './poi-system';

/**
 * Tells the POI list which source the URL shows, in the URL's box (fitted) or else the map's
 * view. The list machine ignores the source whose list is on already.
 */
export function enterPoiList(
  ps: Pick<PoiSystem, 'list'>,
  map: ActorRefFrom<typeof mapMachine>,
  entered: { source: PoiSource; bbox: Bbox | undefined },
): void {
  const bbox = entered.bbox ?? map.getSnapshot().context.bbox;
  ps.list.send({ type: 'list.entered', source: entered.source, bbox, fit: !!entered.bbox });
}
