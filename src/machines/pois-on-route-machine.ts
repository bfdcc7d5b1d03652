/**
 * POIs on my route machine (spec §4): a request clears the previous list, then fetches; with
 * data the POIs are set; with empty data or an error none is marked; on a missing-polyline error
 * (NO_POLYLINE_DATA) nothing happens: no list, no error.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { GeoentityPoi, PoisOnRouteResponse } from '../domain/geoentity';
import type { RoutePath } from '../domain/pois-on-route';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { NoPolylineError, type PoiSource } from '../services/poi-api';
import { errorOf, outputOf } from './actor-events';

/** Context of the machine. */
export interface PoisOnRouteContext {
  source: PoiSource | null;
  paths: RoutePath[];
  pois: GeoentityPoi[];
  focusedPoiId: string | null;
  error: ApiError | null;
  /** The route and target entered last (a key), null when cleared. */
  entered: string | null;
}

/** Events of the machine. */
export type PoisOnRouteEvent =
  | { type: 'fetch'; source: PoiSource; paths: RoutePath[] }
  /** The POIs of a route are shown by the URL (`key`: the route and target): fetched once. */
  | { type: 'route.entered'; key: string; source: PoiSource; paths: RoutePath[] }
  | { type: 'retry' }
  | { type: 'poi.focus'; id: string }
  | { type: 'poi.unfocus' }
  | { type: 'clear' };

/** Input of the call. */
export interface FetchOnRouteInput {
  source: PoiSource;
  paths: RoutePath[];
}

/** The call: provide one built on the API client. */
export const fetchOnRouteLogic = fromPromise<PoisOnRouteResponse, FetchOnRouteInput>(async () => {
  throw new Error('no POIs-on-route logic provided');
});

function isResponse(value: unknown): value is PoisOnRouteResponse {
  return (
    typeof value === 'object' && value !== null && 'pois' in value && Array.isArray(value.pois)
  );
}

/** The machine; provide `fetchOnRoute`. */
export const poisOnRouteMachine = setup({
  types: { context: {} as PoisOnRouteContext, events: {} as PoisOnRouteEvent },
  actors: { fetchOnRoute: fetchOnRouteLogic },
  actions: {
    /** A new list: the previous one is cleared, then fetched (§4). */
    startFetch: assign(({ context, event }) => {
      assertEvent(event, ['fetch', 'route.entered']);
      return {
        source: event.source,
        paths: event.paths,
        pois: [],
        focusedPoiId: null,
        error: null,
        entered: event.type === 'route.entered' ? event.key : context.entered,
      };
    }),
  },
  guards: {
    hasPois: ({ event }) => {
      const output = outputOf(event);
      return isResponse(output) && output.pois.length > 0;
    },
    noPolyline: ({ event }) => errorOf(event) instanceof NoPolylineError,
    sameRoute: ({ context, event }) =>
      event.type === 'route.entered' && event.key === context.entered,
    inList: ({ context, event }) => {
      assertEvent(event, 'poi.focus');
      return context.pois.some((p) => p.id === event.id);
    },
  },
}).createMachine({
  id: 'poisOnRoute',
  context: { source: null, paths: [], pois: [], focusedPoiId: null, error: null, entered: null },
  initial: 'idle',
  on: {
    fetch: { target: '.fetching', reenter: true, actions: 'startFetch' },
    'route.entered': [
      { guard: 'sameRoute' },
      { target: '.fetching', reenter: true, actions: 'startFetch' },
    ],
    clear: {
      target: '.idle',
      actions: assign({
        source: null,
        paths: [],
        pois: [],
        focusedPoiId: null,
        error: null,
        entered: null,
      }),
    },
    'poi.focus': { guard: 'inList', actions: assign({ focusedPoiId: ({ event }) => event.id }) },
    'poi.unfocus': { actions: assign({ focusedPoiId: null }) },
  },
  states: {
    idle: {},
    fetching: {
      invoke: {
        id: 'fetchOnRoute',
        src: 'fetchOnRoute',
        input: ({ context }) => ({ source: context.source!, paths: context.paths }),
        onDone: [
          {
            guard: 'hasPois',
            target: 'loaded',
            actions: assign({ pois: ({ event }) => event.output.pois }),
          },
          { target: 'empty' },
        ],
        onError: [
          { guard: 'noPolyline', target: 'idle' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                isApiError(event.error) ? event.error : toApiError(event.error),
            }),
          },
        ],
      },
    },
    loaded: {},
    empty: {},
    failed: { on: { retry: { target: 'fetching', actions: assign({ error: null }) } } },
  },
});
