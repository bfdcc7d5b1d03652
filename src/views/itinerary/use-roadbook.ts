/** The roadbook of a route: the roadbook screen asks the system's loader for its link. */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ItineraryRoute, Roadbook } from '../../domain/itinerary/types';
import type { MessageKey } from '../../i18n/translate';
import { useItinerary } from './use-itinerary';

/** What the roadbook screens get. */
export type RoadbookState =
  | { status: 'loading' }
  | { status: 'ready'; roadbook: Roadbook }
  | { status: 'failed'; error: MessageKey };

/** The roadbook of a route; showing a route asks for its roadbook. */
export function useRoadbook(route: ItineraryRoute | undefined): RoadbookState {
  const { roadbook } = useItinerary();
  const link = route?.roadbook_link;
  useEffect(() => {
    if (link) roadbook.send({ type: 'load', key: link, input: link });
  }, [roadbook, link]);
  return useSelector(
    roadbook,
    (s): RoadbookState => {
      const { key, value, error } = s.context;
      if (key !== link) return { status: 'loading' };
      if (s.value === 'ready' && value) return { status: 'ready', roadbook: value };
      if (s.value === 'failed' && error) return { status: 'failed', error };
      return { status: 'loading' };
    },
    sameState,
  );
}

function sameState(a: RoadbookState, b: RoadbookState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'ready' && b.status === 'ready') return a.roadbook === b.roadbook;
  if (a.status === 'failed' && b.status === 'failed') return a.error === b.error;
  return true;
}
