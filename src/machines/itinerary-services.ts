/**
 * The itinerary machine's calls on the API client: step resolution (reverse geocoding what is
 * not a located address, degrading to the coordinates with a notice when it fails), providers,
 * routes, and the parallel computation of the other providers.
 */
import { fromCallback, fromPromise } from 'xstate';
import { routesQuery, transportsQuery } from '../domain/itinerary/options';
import {
  coordinateLabel,
  hasValidCoordinates,
  isLocated,
  stepFromAddress,
  type ItineraryStep,
} from '../domain/itinerary/steps';
import type { RoutesData, TransportsData } from '../domain/itinerary/types';
import type { ItineraryApi } from '../services/itinerary-api';
import type {
  FetchRoutesInput,
  FetchTransportsInput,
  ItineraryEvent,
  ResolveStepsInput,
} from './itinerary-types';

/**
 * Resolves each step to an address (the server names a point by its address, street or POI,
 * else « Point sur la carte (lat, lng) » in its town: never « Voie sans nom »); a point without
 * a name stays where it was put, and a failed reverse geocoding keeps the coordinates.
 */
export async function resolveSteps(
  api: Pick<ItineraryApi, 'reverseGeocode'>,
  input: ResolveStepsInput,
): Promise<ItineraryStep[]> {
  return Promise.all(
    input.steps.map(async (step) => {
      if (!hasValidCoordinates(step) || isLocated(step)) return step;
      const point = step.coordinates!;
      try {
        const address = await api.reverseGeocode(point, input.lang);
        const named = { ...stepFromAddress(address, step.from ?? 'map'), id: step.id };
        const resolved =
          address.geocode_level === 'unnamed_road' ? { ...named, coordinates: point } : named;
        // A label carried by a shared URL was chosen by its author: it stays.
        const chosen = step.from === 'url' && step.label && step.label !== coordinateLabel(point);
        return chosen ? { ...resolved, label: step.label } : resolved;
      } catch {
        return { ...step, label: step.label || coordinateLabel(point), unresolved: true };
      }
    }),
  );
}

/** The four actors of the machine on an API client. */
export function itineraryServices(api: ItineraryApi) {
  const fetchRoutes = (input: FetchRoutesInput): Promise<RoutesData> =>
    api.routes(routesQuery(input.request));
  return {
    resolveSteps: fromPromise<ItineraryStep[], ResolveStepsInput>(({ input }) =>
      resolveSteps(api, input),
    ),
    fetchTransports: fromPromise<TransportsData, FetchTransportsInput>(({ input }) =>
      api.transports(transportsQuery(input)),
    ),
    fetchRoutes: fromPromise<RoutesData, FetchRoutesInput>(({ input }) => fetchRoutes(input)),
    computeOthers: fromCallback<ItineraryEvent, FetchRoutesInput>(({ input, sendBack }) => {
      let live = true;
      const one = async (provider: string): Promise<void> => {
        try {
          const data = await fetchRoutes({
            providers: [provider],
            request: { ...input.request, providers: [provider] },
          });
          if (live) sendBack({ type: 'provider.routes', provider, data });
        } catch (error) {
          if (live) sendBack({ type: 'provider.failed', provider, error });
        }
      };
      void Promise.all(input.providers.map(one)).then(() => {
        if (live) sendBack({ type: 'others.done' });
      });
      return () => {
        live = false;
      };
    }),
  };
}
