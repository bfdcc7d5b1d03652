/**
 * Map-address popup machine (spec §2: a map-address popup shows a two-line address label and,
 * on desktop, shortcuts to find a hotel, a restaurant or a parking nearby; §8: no address at a
 * point → 'no address found at this point' and the popup closes). A map click reverse-geocodes
 * the point; a newer click replaces the older one. A click on a POI icon of the map opens that
 * place, as Google Maps does, found by its name near the icon; when the index has no such place,
 * the point's address is shown instead.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Address } from '../domain/address';
import type { LngLat } from '../domain/geo';
import type { Poi } from '../domain/search';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { errorOf } from './actor-events';

/** How long the 'no address' message stays, ms. */
export const NOT_FOUND_MS = 3000;

/** The nearby searches the popup offers on desktop (rubric ids of the POI catalogue). */
export const NEARBY_SHORTCUTS = ['hotel', 'restaurant', 'parking'] as const;
/** One of the shortcuts. */
export type NearbyShortcut = (typeof NEARBY_SHORTCUTS)[number];

/** The query each shortcut searches (a name of its rubric: the search detects the category). */
export const NEARBY_QUERIES: Readonly<Record<NearbyShortcut, string>> = {
  hotel: 'Hôtel',
  restaurant: 'Restaurant',
  parking: 'Parking',
};

/** Which end of an itinerary the popup's point becomes. */
export type DirectionsEnd = 'from' | 'to';

/** A POI icon of the map's tiles: its name and where it is drawn. */
export interface PoiIcon {
  name: string;
  point: LngLat;
}

/** Context of the machine. */
export interface AddressPopupContext {
  point: LngLat | null;
  /** The icon clicked, when the click hit one. */
  icon: PoiIcon | null;
  address: Address | null;
  error: ApiError | null;
}

/** Events of the machine. */
export type AddressPopupEvent =
  | { type: 'map.click'; point: LngLat; icon?: PoiIcon | undefined }
  | { type: 'close' }
  | { type: 'shortcut'; rubric: NearbyShortcut }
  /** « Itinéraire depuis ici » / « Itinéraire vers ici ». */
  | { type: 'directions'; end: DirectionsEnd };

/** The reverse geocoding call: provide one built on the API client. */
export const reverseGeocodeLogic = fromPromise<Address[], LngLat>(async () => {
  throw new Error('no reverse geocoding logic provided');
});

/** The place of a POI icon: provide one built on the API client. */
export const findPoiLogic = fromPromise<Poi, PoiIcon>(async () => {
  throw new Error('no POI lookup provided');
});

/** The directions of the popup: the clicked point, with its address once it is known. */
const DIRECTIONS = {
  target: 'idle',
  actions: {
    type: 'openDirections',
    params: ({ context, event }: { context: AddressPopupContext; event: AddressPopupEvent }) => {
      assertEvent(event, 'directions');
      return {
        end: event.end,
        point: context.point ?? { lng: 0, lat: 0 },
        address: context.address,
      };
    },
  },
} as const;

/** The machine; provide `reverseGeocode`, `findPoi`, `searchNearby`, `openDirections`, `openPoi`. */
export const addressPopupMachine = setup({
  types: { context: {} as AddressPopupContext, events: {} as AddressPopupEvent },
  actors: { reverseGeocode: reverseGeocodeLogic, findPoi: findPoiLogic },
  delays: { notFound: NOT_FOUND_MS },
  actions: {
    /** Searches a rubric around the point (provided by the app system). */
    searchNearby: (_, _params: { rubric: NearbyShortcut; point: LngLat }) => undefined,
    /**
     * Opens the itinerary with the clicked point as its departure or arrival, named by its
     * address when it is known (provided by the app system).
     */
    openDirections: (_, _params: { end: DirectionsEnd; point: LngLat; address: Address | null }) =>
      undefined,
    /** Opens the place's page (provided by the app system). */
    openPoi: (_, _params: { poi: Poi }) => undefined,
    assignPoint: assign(({ event }) => {
      assertEvent(event, 'map.click');
      return { point: event.point, icon: event.icon ?? null, address: null, error: null };
    }),
  },
  guards: {
    clickedIcon: ({ event }) => event.type === 'map.click' && event.icon !== undefined,
    isNotFound: ({ event }) => {
      const error = errorOf(event);
      return (isApiError(error) ? error.status : toApiError(error).status) === 404;
    },
  },
}).createMachine({
  id: 'addressPopup',
  context: { point: null, icon: null, address: null, error: null },
  initial: 'idle',
  on: {
    'map.click': [
      { guard: 'clickedIcon', target: '.findingPoi', reenter: true, actions: 'assignPoint' },
      { target: '.locating', reenter: true, actions: 'assignPoint' },
    ],
  },
  states: {
    idle: {},
    findingPoi: {
      invoke: {
        id: 'findPoi',
        src: 'findPoi',
        input: ({ context }) => context.icon ?? { name: '', point: { lng: 0, lat: 0 } },
        onDone: {
          target: 'idle',
          actions: { type: 'openPoi', params: ({ event }) => ({ poi: event.output }) },
        },
        // Not in the index (or the call failed): the point's address, as for any click.
        onError: { target: 'locating' },
      },
      on: { close: { target: 'idle' } },
    },
    locating: {
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ context }) => context.point ?? { lng: 0, lat: 0 },
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'shown',
            actions: assign({ address: ({ event }) => event.output[0] ?? null }),
          },
          { target: 'notFound' },
        ],
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                isApiError(event.error) ? event.error : toApiError(event.error),
            }),
          },
        ],
      },
      on: { close: { target: 'idle' }, directions: DIRECTIONS },
    },
    shown: {
      on: {
        close: { target: 'idle' },
        directions: DIRECTIONS,
        shortcut: {
          target: 'idle',
          actions: {
            type: 'searchNearby',
            params: ({ context, event }) => ({
              rubric: event.rubric,
              point: context.address?.coordinates ?? context.point ?? { lng: 0, lat: 0 },
            }),
          },
        },
      },
    },
    notFound: {
      after: { notFound: { target: 'idle' } },
      on: { close: { target: 'idle' } },
    },
    failed: {
      after: { notFound: { target: 'idle' } },
      on: { close: { target: 'idle' } },
    },
  },
});
