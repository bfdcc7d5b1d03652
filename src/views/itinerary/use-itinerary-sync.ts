/** Tells the itinerary's URL sync which view the URL shows (src/machines/itinerary-url-sync.ts). */
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RoadMode } from '../../domain/itinerary/modes';
import { parseItineraryHash, type ItineraryView } from '../../domain/paths/itinerary-hash';
import { createUrlSync, type UrlSync } from '../../machines/itinerary-url-sync';
import { isItineraryPath } from '../../domain/paths/search-paths';
import { useItinerary, useItineraryNavigate } from './use-itinerary';

/** Wires the URL and the itinerary state while an itinerary screen is shown. */
export function useItinerarySync(view: ItineraryView, pathMode: RoadMode | undefined): void {
  const it = useItinerary();
  // While the page unmounts it still sees the next page's hash (an empty one reads as the form):
  // only the itinerary's own paths are its views.
  const own = isItineraryPath(useLocation({ select: (l) => l.pathname }));
  const beneath = useLocation({ select: (l) => l.state.beneathOverlay });
  const go = useItineraryNavigate();
  const goRef = useRef(go);
  const sync = useRef<UrlSync | null>(null);
  useEffect(() => {
    goRef.current = go;
  });
  useEffect(() => {
    const started = createUrlSync(it, () => goRef.current);
    sync.current = started;
    return () => {
      started.stop();
      sync.current = null;
    };
  }, [it]);
  // Every render: the sync applies a view only when it changed.
  useEffect(() => {
    if (own) sync.current?.enter(view, pathMode, beneath ? parseItineraryHash(beneath) : undefined);
  });
}
