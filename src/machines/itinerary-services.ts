/**
 * The itinerary machine's calls on the API client: step resolution (reverse geocoding what is
 * not a located address, degrading to the coordinates with a notice when it fails), providers,
 * routes, and the parallel computation of the other providers.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { Bbox } from '../domain/geo';
import { routesQuery, transportsQuery } from '../domain/itinerary/options';
import { firstPlace, stepOfResult } from '../domain/itinerary/step-choice';
import { stepName } from '../domain/itinerary/step-names';
import {
  coordinateLabel,
  hasQuery,
  hasValidCoordinates,
  isLocated,
  stepFromAddress,
  type ItineraryStep,
} from '../domain/itinerary/steps';
import type { RoutesData, TransportsData } from '../domain/itinerary/types';
import { matchLocale } from '../i18n/locales';
import { createTranslator } from '../i18n/translate';
import { ItineraryApiError, type ItineraryApi } from '../services/itinerary-api';
import type {
  FetchRoutesInput,
  FetchTransportsInput,
  ItineraryEvent,
  ResolveStepsInput,
} from './itinerary-types';

/** Typed text that names no place: the computation stops with this message. */
export class UnknownPlaceError extends ItineraryApiError {
  constructor(message: string) {
    super(message, 404, 'UNKNOWN_PLACE');
  }
}

/**
 * The step of typed text: its first place suggestion near the map view (what Enter would have
 * picked; without the view, « Sainte-Anne » typed at Monaco went to Guadeloupe).
 */
async function resolveQuery(
  api: Pick<ItineraryApi, 'suggest'>,
  step: ItineraryStep,
  context: { lang: string; name: string; bbox: Bbox | null },
): Promise<ItineraryStep> {
  const text = step.query ?? step.label;
  const place = firstPlace(await api.suggest(text, context.lang, context.bbox));
  if (!place) {
    const t = createTranslator(matchLocale(context.lang) ?? 'fr-FR');
    throw new UnknownPlaceError(t('itinerary.step.unknownPlace', { text, step: context.name }));
  }
  return { ...stepOfResult(place, 'typed'), id: step.id };
}

/**
 * Resolves each step to an address: typed text to its first place suggestion, then a step not
 * located (a point, a POI) by reverse geocoding (the server names a point by its address,
 * street or POI, else « Point sur la carte (lat, lng) » in its town: never « Voie sans nom »);
 * a point without a name stays where it was put, and a failed reverse geocoding keeps the
 * coordinates. A place chosen by name (a POI, a label carried by a shared URL) keeps its name,
 * and a step of a shared URL its coordinates.
 */
export async function resolveSteps(
  api: Pick<ItineraryApi, 'reverseGeocode' | 'suggest'>,
  input: ResolveStepsInput,
): Promise<ItineraryStep[]> {
  const t = createTranslator(matchLocale(input.lang) ?? 'fr-FR');
  const typed = await Promise.all(
    input.steps.map((step, i) =>
      hasQuery(step)
        ? resolveQuery(api, step, {
            lang: input.lang,
            name: stepName(t, i, input.steps.length),
            bbox: input.bbox ?? null,
          })
        : Promise.resolve(step),
    ),
  );
  return Promise.all(
    typed.map(async (step) => {
      if (!hasValidCoordinates(step) || isLocated(step)) return step;
      const point = step.coordinates!;
      try {
        const address = await api.reverseGeocode(point, input.lang);
        const named = { ...stepFromAddress(address, step.from ?? 'map'), id: step.id };
        // A shared URL says where its steps are: the address names a step, it does not move
        // it (the same link gives the same route). An unnamed road keeps the point too.
        const stays = address.geocode_level === 'unnamed_road' || step.from === 'url';
        const resolved = stays ? { ...named, coordinates: point } : named;
        // A label carried by a shared URL or a POI's name was chosen: it stays.
        const chosen = step.from === 'url' || step.type === 'poi';
        const keep = chosen && step.label && step.label !== coordinateLabel(point);
        return keep
          ? {
              ...resolved,
              label: step.label,
              split_label: step.split_label ?? resolved.split_label,
            }
          : resolved;
      } catch {
        return { ...step, label: step.label || coordinateLabel(point), unresolved: true };
      }
    }),
  );
}

/** The four actors of the machine on an API client; `view`: the map's view, when there is one. */
export function itineraryServices(api: ItineraryApi, view: () => Bbox | null = () => null) {
  const fetchRoutes = (input: FetchRoutesInput): Promise<RoutesData> =>
    api.routes(routesQuery(input.request));
  return {
    resolveSteps: fromPromise<ItineraryStep[], ResolveStepsInput>(({ input }) =>
      resolveSteps(api, { ...input, bbox: input.bbox ?? view() }),
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
