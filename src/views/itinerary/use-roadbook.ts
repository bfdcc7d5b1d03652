/** The roadbook of a route: the roadbook screen asks the system's loader for its link. */
import type { ItineraryRoute, Roadbook } from '../../domain/itinerary/types';
import type { LoadState } from '../../machines/loader-machine';
import { useLoaded } from '../use-loaded';
import { useItinerary } from './use-itinerary';

/** What the roadbook screens get. */
export type RoadbookState = LoadState<Roadbook>;

/** The roadbook of a route; showing a route asks for its roadbook. */
export function useRoadbook(route: ItineraryRoute | undefined): RoadbookState {
  const link = route?.roadbook_link || undefined;
  return useLoaded(useItinerary().roadbook, link);
}
