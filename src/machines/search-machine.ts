/**
 * Search dispatch machine, exactly spec §4 Search flow: loading is set; then (a) a chain or
 * rubric id in the header redirects to its listing; (b) POIs only: one opens its page, several
 * a list; (c) addresses only: one is a single-address result, several a multi-address result;
 * (d) nothing: the address-not-found error. The loading flag is cleared at the end; the error is
 * stored unless the request was cancelled. A selected address routes by geocode level and the
 * map recentres on it. Search dialogs open and close.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Address } from '../domain/address';
import type { Bbox } from '../domain/geo';
import { NO_RESULT_MESSAGE, type Poi, type SearchResponse } from '../domain/search';
import {
  addressDestination,
  listingHref,
  poiHref,
  searchHref,
  withPoiDetail,
} from '../domain/paths/search-paths';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { outcomeOf, responseView, viewOf, type MapViewRequest } from './search-logic';
import { errorOf } from './actor-events';

/** The error a search shows: the spec's no-result message or a failed call. */
export type SearchError =
  ApiError | { kind: 'noResult'; message: string; messageKey: 'search.noResult' };

/** The no-result error (§8). */
export const NO_RESULT_ERROR: SearchError = {
  kind: 'noResult',
  message: NO_RESULT_MESSAGE,
  messageKey: 'search.noResult',
};

/** Thrown by the search logic when its request was cancelled (nothing is stored then). */
export class SearchCancelled extends Error {
  readonly cancelled = true;
}

/** Context of the search machine. */
export interface SearchContext {
  query: string;
  bbox: Bbox | null;
  loading: boolean;
  response: SearchResponse | null;
  /** The address shown (single result or chosen). */
  selected: Address | null;
  poi: Poi | null;
  error: SearchError | null;
  dialogOpen: boolean;
  /** The view the map is asked to show. */
  view: MapViewRequest | null;
  /** Where the last result sent the user. */
  destination: string | null;
  /** A result of a search replaces the search's history entry; a choice adds one. */
  replace: boolean;
}

/** Events of the search machine. */
export type SearchEvent =
  | { type: 'search'; query: string; bbox?: Bbox | null }
  /** The results page of a query is shown (/recherche/{query}): searched unless shown already. */
  | { type: 'results.entered'; query: string; bbox: Bbox | null }
  /** A listing page is shown (/{rubric}): searched unless its listing is the response. */
  | { type: 'listing.entered'; rubric: string; query: string; bbox: Bbox | null }
  | { type: 'cancel' }
  | { type: 'select'; address: Address }
  /** `fromResults`: picked in the list of results, whose detail variant it opens (§2). */
  | { type: 'selectPoi'; poi: Poi; fromResults?: boolean }
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'clear' };

/** Input of the search logic. */
export interface RunSearchInput {
  query: string;
  bbox: Bbox | null;
}

/** The search call: provide one built on the API client. */
export const runSearchLogic = fromPromise<SearchResponse, RunSearchInput>(async () => {
  throw new Error('no search logic provided');
});

const seqOf = (context: SearchContext): number => (context.view?.seq ?? 0) + 1;
const responseOf = (context: SearchContext): SearchResponse =>
  context.response ?? {
    pois: [],
    addresses: [],
    viewport: null,
    header: { store_chains_id: null, rubric_id: null, search_hint: null },
  };

/**
 * `results.entered` in a place picked from a list: another query searches; the same query shows
 * its list again (the response is kept), when the response was such a list.
 */
function backToResults<G extends 'isPoiList' | 'isAddressList'>(
  guard: G,
  target: 'poiList' | 'addressList',
) {
  return [
    { guard: 'otherQuery', target: 'loading', reenter: true, actions: 'startSearch' },
    { guard, target, actions: 'showResponseView' },
  ] as const;
}

/** The machine; provide `runSearch` and `navigate`. */
/** A failure of a search the traveller replaced (the client marks it `cancelled`). */
function isCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'cancelled' in error && error.cancelled === true
  );
}

export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: { runSearch: runSearchLogic },
  actions: {
    /**
     * Opens `context.destination`, replacing the history entry when `context.replace` (provided
     * by the app system with the router).
     */
    navigate: () => undefined,
    startSearch: assign(({ event }) => {
      assertEvent(event, ['search', 'results.entered', 'listing.entered']);
      return { query: event.query, bbox: event.bbox ?? null, loading: true, error: null };
    }),
    stopLoading: assign({ loading: false }),
    showResponseView: assign({
      view: ({ context }) => responseView(responseOf(context), seqOf(context)) ?? context.view,
    }),
    selectAddress: assign(({ context, event }) => {
      const address =
        event.type === 'select' ? event.address : (responseOf(context).addresses[0] ?? null);
      if (!address) return {};
      return {
        selected: address,
        loading: false,
        view: viewOf(address, seqOf(context)),
        destination: addressDestination(address),
        replace: event.type !== 'select',
      };
    }),
    selectPoi: assign(({ context, event }) => {
      const poi = event.type === 'selectPoi' ? event.poi : (responseOf(context).pois[0] ?? null);
      if (!poi) return {};
      return {
        poi,
        loading: false,
        replace: event.type !== 'selectPoi',
        destination:
          event.type === 'selectPoi' && event.fromResults && context.query
            ? withPoiDetail(searchHref(context.query, context.bbox), poi.id)
            : poiHref(poi.id),
        view: { bbox: null, center: poi.coordinates, zoom: 17, seq: seqOf(context) },
      };
    }),
    setListing: assign(({ context }) => {
      const { header, viewport } = responseOf(context);
      const id = header.store_chains_id ?? header.rubric_id ?? '';
      return { destination: listingHref(id, viewport ?? context.bbox), replace: true };
    }),
  },
  guards: {
    /** Another query than the one searched or shown. */
    otherQuery: ({ context, event }) =>
      event.type === 'results.entered' && event.query !== context.query,
    /** The response is not this listing's, and no search is under way. */
    otherListing: ({ context, event }) => {
      if (event.type !== 'listing.entered' || context.loading) return false;
      const header = context.response?.header;
      return header?.rubric_id !== event.rubric && header?.store_chains_id !== event.rubric;
    },
    isListing: ({ context }) => outcomeOf(responseOf(context)) === 'listing',
    /** The listing whose response is held (Back to it from one of its places). */
    thisListing: ({ context, event }) => {
      if (event.type !== 'listing.entered' || context.loading) return false;
      const header = context.response?.header;
      return header?.rubric_id === event.rubric || header?.store_chains_id === event.rubric;
    },
    isOnePoi: ({ context }) => outcomeOf(responseOf(context)) === 'poi',
    isPoiList: ({ context }) => outcomeOf(responseOf(context)) === 'poiList',
    isOneAddress: ({ context }) => outcomeOf(responseOf(context)) === 'address',
    isAddressList: ({ context }) => outcomeOf(responseOf(context)) === 'addressList',
    wasCancelled: ({ event }) =>
      errorOf(event) instanceof SearchCancelled || isCancelled(errorOf(event)),
  },
}).createMachine({
  id: 'search',
  context: {
    query: '',
    bbox: null,
    loading: false,
    response: null,
    selected: null,
    poi: null,
    error: null,
    dialogOpen: false,
    view: null,
    destination: null,
    replace: false,
  },
  initial: 'idle',
  on: {
    search: { target: '.loading', reenter: true, actions: 'startSearch' },
    'results.entered': {
      guard: 'otherQuery',
      target: '.loading',
      reenter: true,
      actions: 'startSearch',
    },
    'listing.entered': {
      guard: 'otherListing',
      target: '.loading',
      reenter: true,
      actions: 'startSearch',
    },
    select: { target: '.address', actions: 'selectAddress' },
    selectPoi: { target: '.poi', actions: 'selectPoi' },
    'dialog.open': { actions: assign({ dialogOpen: true }) },
    'dialog.close': { actions: assign({ dialogOpen: false }) },
    clear: {
      target: '.idle',
      actions: assign({ loading: false, error: null, response: null, selected: null, poi: null }),
    },
  },
  states: {
    idle: {
      // Nothing shown yet: a results page searches its query.
      on: { 'results.entered': { target: 'loading', actions: 'startSearch' } },
    },
    loading: {
      invoke: {
        id: 'runSearch',
        src: 'runSearch',
        input: ({ context }) => ({ query: context.query, bbox: context.bbox }),
        onDone: {
          target: 'dispatching',
          actions: assign({ response: ({ event }) => event.output, selected: null, poi: null }),
        },
        onError: [
          { guard: 'wasCancelled', target: 'idle', actions: 'stopLoading' },
          {
            target: 'failed',
            actions: [
              'stopLoading',
              assign({
                error: ({ event }) =>
                  isApiError(event.error) ? event.error : toApiError(event.error),
              }),
            ],
          },
        ],
      },
      on: { cancel: { target: 'idle', actions: 'stopLoading' } },
    },
    dispatching: {
      entry: 'stopLoading',
      always: [
        {
          guard: 'isListing',
          target: 'listing',
          actions: ['setListing', 'showResponseView'],
        },
        { guard: 'isOnePoi', target: 'poi', actions: 'selectPoi' },
        { guard: 'isPoiList', target: 'poiList', actions: 'showResponseView' },
        { guard: 'isOneAddress', target: 'address', actions: 'selectAddress' },
        { guard: 'isAddressList', target: 'addressList', actions: 'showResponseView' },
        { target: 'noResult', actions: assign({ error: NO_RESULT_ERROR }) },
      ],
    },
    listing: { entry: 'navigate' },
    poi: {
      entry: 'navigate',
      // Back from a place picked in the results (its sheet closed): the same results again;
      // Back to a listing from one of its places: the listing, the map framing its places again.
      on: {
        'results.entered': backToResults('isPoiList', 'poiList'),
        'listing.entered': {
          guard: 'thisListing',
          target: 'listing',
          actions: [assign({ destination: null, poi: null }), 'showResponseView'],
        },
      },
    },
    poiList: {},
    address: {
      entry: 'navigate',
      on: { 'results.entered': backToResults('isAddressList', 'addressList') },
    },
    addressList: {},
    noResult: {},
    failed: {},
  },
});
