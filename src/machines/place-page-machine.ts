/**
 * Place page machine: what a place page shows (town page /plan/{location}, address page
 * /plan#/{location}, /plan/lieu/…, /plan/lieu-dit/…, POI page /poi/{id}). A page opened from a
 * search result shows the result it already has; a page opened from its URL reads its slug back
 * with the forward geocoder (or the POI by its id), and the map recentres on it; a POI page
 * whose sheet read the POI from its URL says so (`show.poi` with `locate`). Forward
 * geocoding without features, or an unknown POI, is the not-found error (§5, §8).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Address } from '../domain/address';
import type { LngLat } from '../domain/geo';
import type { Poi } from '../domain/search';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { viewOf, type MapViewRequest } from './search-logic';
import { errorOf, outputOf } from './actor-events';

/**
 * What a page asks for: an address by its slug's words (forward geocoding), or at its `point`
 * when the page knows it (reverse geocoding: a favourite kept from a click on the map), or a POI.
 */
export type PlaceRequest =
  | { kind: 'address'; text: string; subtypes?: string | undefined; point?: LngLat | undefined }
  | { kind: 'poi'; id: string };

/** Context of the machine. */
export interface PlacePageContext {
  request: PlaceRequest | null;
  address: Address | null;
  poi: Poi | null;
  error: ApiError | null;
  view: MapViewRequest | null;
  /** The page entered last (its kind and location), null once closed. */
  page: string | null;
}

/** Events of the machine. */
export type PlacePageEvent =
  | { type: 'open'; request: PlaceRequest }
  | { type: 'show.address'; address: Address }
  /** `locate`: the page was read back from its URL (not opened from a result): centre on it. */
  | { type: 'show.poi'; poi: Poi; locate?: boolean }
  | { type: 'close' }
  /**
   * A place page's URL is shown: `address` when the search just chose it (shown at once), else
   * its request is loaded. The same page entered again (its hash moved) changes nothing.
   */
  | { type: 'page.entered'; page: string; request: PlaceRequest; address: Address | null };

/** What the loader finds. */
export type PlaceFound = { address: Address } | { poi: Poi } | null;

/** The loader (forward geocoding or POI by id): provide one built on the API client. */
export const loadPlaceLogic = fromPromise<PlaceFound, PlaceRequest>(async () => {
  throw new Error('no place loader provided');
});

const seqOf = (context: PlacePageContext): number => (context.view?.seq ?? 0) + 1;

/** Zoom of the view centred on a POI. */
export const POI_ZOOM = 17;

const poiView = (context: PlacePageContext, poi: Poi): MapViewRequest => ({
  bbox: null,
  center: poi.coordinates,
  zoom: POI_ZOOM,
  seq: seqOf(context),
});

/** The machine; provide `loadPlace`. */
export const placePageMachine = setup({
  types: { context: {} as PlacePageContext, events: {} as PlacePageEvent },
  actors: { loadPlace: loadPlaceLogic },
  guards: {
    samePage: ({ context, event }) => event.type === 'page.entered' && event.page === context.page,
    chosenAddress: ({ event }) => event.type === 'page.entered' && event.address !== null,
    found: ({ event }) => outputOf(event) != null,
    isNotFound: ({ event }) => {
      const error = errorOf(event);
      return (isApiError(error) ? error.status : toApiError(error).status) === 404;
    },
  },
}).createMachine({
  id: 'placePage',
  context: { request: null, address: null, poi: null, error: null, view: null, page: null },
  initial: 'idle',
  on: {
    open: {
      target: '.loading',
      reenter: true,
      actions: assign({ request: ({ event }) => event.request, error: null }),
    },
    'show.address': {
      target: '.shown',
      actions: assign({ address: ({ event }) => event.address, poi: null, error: null }),
    },
    'show.poi': {
      target: '.shown',
      actions: assign({
        poi: ({ event }) => event.poi,
        address: null,
        error: null,
        // A POI page read back from its URL centres once on its POI (not again on a re-show).
        view: ({ context, event }) =>
          event.locate && context.poi?.id !== event.poi.id
            ? poiView(context, event.poi)
            : context.view,
      }),
    },
    close: {
      target: '.idle',
      actions: assign({ request: null, address: null, poi: null, error: null, page: null }),
    },
    'page.entered': [
      { guard: 'samePage' },
      {
        guard: 'chosenAddress',
        target: '.shown',
        actions: assign(({ event }) => ({
          page: event.page,
          address: event.address,
          poi: null,
          error: null,
        })),
      },
      {
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ page: event.page, request: event.request, error: null })),
      },
    ],
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadPlace',
        src: 'loadPlace',
        input: ({ context }) => context.request ?? { kind: 'poi', id: '' },
        onDone: [
          {
            guard: 'found',
            target: 'shown',
            actions: assign(({ context, event }) => {
              const found = event.output!;
              if ('address' in found)
                return {
                  address: found.address,
                  poi: null,
                  view: viewOf(found.address, seqOf(context)),
                };
              return { poi: found.poi, address: null, view: poiView(context, found.poi) };
            }),
          },
          { target: 'notFound', actions: assign({ address: null, poi: null }) },
        ],
        onError: [
          {
            guard: 'isNotFound',
            target: 'notFound',
            actions: assign({ address: null, poi: null }),
          },
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
    shown: {},
    notFound: {},
    failed: {},
  },
});
