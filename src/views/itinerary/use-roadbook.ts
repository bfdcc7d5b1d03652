/** Loads the roadbook of a route (GET its roadbook_link) and stamps it in the itinerary state. */
import { useEffect, useState } from 'react';
import type { ItineraryRoute, Roadbook } from '../../domain/itinerary/types';
import { useItinerary } from './use-itinerary';

/** What the roadbook screens get. */
export type RoadbookState =
  | { status: 'loading' }
  | { status: 'ready'; roadbook: Roadbook }
  | { status: 'failed'; message: string };

/** The roadbook of a route, loaded once per link. */
export function useRoadbook(route: ItineraryRoute | undefined): RoadbookState {
  const { api, actor } = useItinerary();
  const link = route?.roadbook_link;
  const [state, setState] = useState<{ link: string; value: RoadbookState } | null>(null);
  useEffect(() => {
    if (!link) return undefined;
    let live = true;
    api.roadbook(link).then(
      (roadbook) => {
        if (!live) return;
        setState({ link, value: { status: 'ready', roadbook } });
        actor.send({ type: 'roadbook.stamp' });
      },
      (error: Error) => {
        if (live) setState({ link, value: { status: 'failed', message: error.message } });
      },
    );
    return () => {
      live = false;
    };
  }, [api, actor, link]);
  return state && state.link === link ? state.value : { status: 'loading' };
}
