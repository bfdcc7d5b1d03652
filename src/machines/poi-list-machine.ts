/**
 * Map POI search list machine (spec §4 Map POI search, §9): a list of an app, category,
 * subcategory or rubric loads with a requested, loaded or failed indicator; moving the map
 * refetches after a 500 ms debounce, only when it moved more than 100 px on desktop or 30 px on
 * mobile from the view of the last request (a move back within the threshold cancels a pending
 * refetch); focusing a POI not in the list raises the not-found error (geoentity.notfound); an
 * empty list is geoentity.noresult. The fuel filter (currentFuel) refetches at once.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BboxTuple } from '../domain/address';
import { FUEL_PRICE_FILTER_PARAMETER, isValidChoice } from '../domain/filter-definition';
import type { Bbox } from '../domain/geo';
import { boxInside, sameListArea } from '../domain/poi-list-area';
import {
  FUEL_FILTER_PARAMETER,
  SEARCH_AREA_DEBOUNCE_MS,
  SEARCH_AREA_MIN_MOVE_PX,
  type ApplicationsResponse,
  type FilterDefinition,
  type GeoentityPoi,
} from '../domain/geoentity';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import type { PoiListRequest, PoiSource } from '../services/poi-api';

/** Device class of the move thresholds. */
export type MoveDevice = keyof typeof SEARCH_AREA_MIN_MOVE_PX;

/** The errors of the list: a failed call, or the geoentity state's error values (§3). */
export type PoiListError = ApiError | { kind: 'notfound' } | { kind: 'noresult' };

/** A view the map is asked to show (fit this box). */
export interface PoiViewRequest {
  bbox: BboxTuple;
  seq: number;
}

/** Context of the machine. */
export interface PoiListContext {
  source: PoiSource | null;
  locale: string;
  /** The box of the current (or last) request. */
  bbox: Bbox | null;
  /** The box of a move waiting for its debounce. */
  pendingBbox: Bbox | null;
  pois: GeoentityPoi[];
  viewport: BboxTuple | null;
  filters: FilterDefinition[];
  currentFuel: string | null;
  /** The other filters chosen (« Ouvert maintenant », the kind of food), by parameter. */
  chosen: Readonly<Record<string, string>>;
  /** None of the places lies in the box asked: the list went to the nearest ones (extend_bbox). */
  nearestOnly: boolean;
  focusedPoiId: string | null;
  /** The focused POI was chosen in the list: the map goes to it (a marker tapped is in sight). */
  focusFromList: boolean;
  /**
   * The list is asked again for a new language only: its answer keeps the map where it is (a
   * place shown from a shared link is not left for the whole list's extent).
   */
  relocalising: boolean;
  error: PoiListError | null;
  device: MoveDevice;
  view: PoiViewRequest | null;
}

/** Events of the machine. */
export type PoiListEvent =
  | {
      type: 'open';
      source: PoiSource;
      bbox: Bbox | null;
      /** Fit the map to the box (it came from the URL). */
      fit: boolean;
      currentFuel?: string | null | undefined;
    }
  /**
   * The list of a source is shown by the URL (its box, else the map's view): opened unless this
   * source's list is active already (its box in the URL then follows the list).
   */
  | {
      type: 'list.entered';
      source: PoiSource;
      bbox: Bbox | null;
      fit: boolean;
      /**
       * The filters of the URL (none: the list starts unfiltered). They open a list; a list on
       * already keeps its own (the URL follows it, the filters overlay's entry included).
       */
      chosen?: Readonly<Record<string, string>> | undefined;
      /**
       * The result whose card the history entry had open (Back to a list left with a card): it
       * is focused again once the list has loaded, if the list still holds it.
       */
      focus?: string | undefined;
    }
  | { type: 'map.moved'; bbox: Bbox; movedPx: number }
  | { type: 'filter.set'; currentFuel: string }
  /** A filter of the list chosen (`value` '' turns it off). */
  | { type: 'filter.choose'; parameter: string; value: string }
  /** Every chosen filter dropped (an empty list's « Retirer les filtres »). */
  | { type: 'filters.clear' }
  | { type: 'retry' }
  | { type: 'poi.focus'; id: string; from?: 'list' }
  | { type: 'poi.unfocus' }
  | { type: 'device.set'; device: MoveDevice }
  | { type: 'locale.set'; locale: string }
  | { type: 'close' };

/** Input of the machine. */
export interface PoiListInput {
  device: MoveDevice;
  locale: string;
}

/** The list call: provide one built on the API client. */
export const fetchListLogic = fromPromise<ApplicationsResponse, PoiListRequest>(async () => {
  throw new Error('no list logic provided');
});

const nextView = (c: PoiListContext, bbox: Bbox): PoiViewRequest => ({
  bbox: [...bbox] as BboxTuple,
  seq: (c.view?.seq ?? 0) + 1,
});

/** What a loaded answer sets. */
function loaded(c: PoiListContext, answer: ApplicationsResponse): Partial<PoiListContext> {
  const fuel = answer.filters.find((f) => f.parameter === FUEL_FILTER_PARAMETER)?.value;
  const focused = answer.pois.some((p) => p.id === c.focusedPoiId) ? c.focusedPoiId : null;
  const extended = answer.viewport && (!c.bbox || !boxInside(c.bbox, answer.viewport));
  const box = c.bbox;
  const within = (p: GeoentityPoi): boolean =>
    box !== null &&
    boxInside(box, [p.coordinates.lng, p.coordinates.lat, p.coordinates.lng, p.coordinates.lat]);
  return {
    pois: answer.pois,
    nearestOnly: box !== null && answer.pois.length > 0 && !answer.pois.some(within),
    viewport: answer.viewport,
    filters: answer.filters,
    currentFuel: fuel ?? c.currentFuel,
    focusedPoiId: focused,
    error: answer.pois.length === 0 ? { kind: 'noresult' } : null,
    view: extended && answer.viewport && !c.relocalising ? nextView(c, answer.viewport) : c.view,
    relocalising: false,
  };
}

/** The chosen filters with one changed (an empty value drops it). */
export function choose(
  chosen: Readonly<Record<string, string>>,
  change: { parameter: string; value: string },
): Readonly<Record<string, string>> {
  const next = Object.fromEntries(
    Object.entries(chosen).filter(([parameter]) => parameter !== change.parameter),
  );
  return change.value ? { ...next, [change.parameter]: change.value } : next;
}

/**
 * The list's filters as the visitor set them: each filter's value is the one chosen last (an
 * answer still on its way has the one before; a « + » tapped twice quickly counts twice). A value
 * the filter cannot take (typed in a URL) shows the answer's own.
 */
export function chosenFilters(
  context: Pick<PoiListContext, 'filters' | 'chosen'>,
): FilterDefinition[] {
  return context.filters.map((f) => {
    if (f.parameter === FUEL_FILTER_PARAMETER) return f;
    const value = context.chosen[f.parameter] ?? '';
    return isValidChoice(f, value) ? { ...f, value } : f;
  });
}

/** The machine; provide `fetchList`. */
export const poiListMachine = setup({
  types: {
    context: {} as PoiListContext,
    events: {} as PoiListEvent,
    input: {} as PoiListInput,
  },
  actors: { fetchList: fetchListLogic },
  delays: { debounce: SEARCH_AREA_DEBOUNCE_MS },
  guards: {
    sameSource: ({ context, event }) =>
      event.type === 'list.entered' &&
      context.source?.kind === event.source.kind &&
      context.source.id === event.source.id &&
      sameListArea(context.bbox, event.bbox),
    movedEnough: ({ context, event }) => {
      assertEvent(event, 'map.moved');
      return event.movedPx > SEARCH_AREA_MIN_MOVE_PX[context.device];
    },
    lastFailed: ({ context }) => isApiError(context.error),
    inList: ({ context, event }) => {
      assertEvent(event, 'poi.focus');
      return context.pois.some((p) => p.id === event.id);
    },
  },
  actions: {
    openList: assign(({ context, event }) => {
      assertEvent(event, ['open', 'list.entered']);
      return {
        source: event.source,
        bbox: event.bbox,
        pendingBbox: null,
        pois: [],
        viewport: null,
        filters: [],
        currentFuel: (event.type === 'open' ? event.currentFuel : undefined) ?? context.currentFuel,
        // Another list starts unfiltered, or as its URL says (the fuel, the visitor's, stays).
        chosen: (event.type === 'list.entered' ? event.chosen : undefined) ?? {},
        focusedPoiId: (event.type === 'list.entered' ? event.focus : undefined) ?? null,
        // A card brought back (Back) is shown close, as when it was chosen in the list.
        focusFromList: event.type === 'list.entered' && event.focus !== undefined,
        error: null,
        relocalising: false,
        view: event.fit && event.bbox ? nextView(context, event.bbox) : context.view,
      };
    }),
    takePending: assign(({ context }) =>
      context.pendingBbox ? { bbox: context.pendingBbox, pendingBbox: null } : {},
    ),
    setPending: assign(({ event }) => {
      assertEvent(event, 'map.moved');
      return { pendingBbox: event.bbox, relocalising: false };
    }),
  },
}).createMachine({
  id: 'poiList',
  context: ({ input }) => ({
    source: null,
    locale: input.locale,
    bbox: null,
    pendingBbox: null,
    pois: [],
    viewport: null,
    filters: [],
    currentFuel: null,
    chosen: {},
    nearestOnly: false,
    focusedPoiId: null,
    focusFromList: false,
    relocalising: false,
    error: null,
    device: input.device,
    view: null,
  }),
  initial: 'idle',
  on: {
    open: { target: '.active', reenter: true, actions: 'openList' },
    'list.entered': { target: '.active', reenter: true, actions: 'openList' },
    close: {
      target: '.idle',
      actions: assign({
        source: null,
        pois: [],
        focusedPoiId: null,
        error: null,
        pendingBbox: null,
        relocalising: false,
      }),
    },
    'device.set': { actions: assign({ device: ({ event }) => event.device }) },
    'locale.set': { actions: assign({ locale: ({ event }) => event.locale }) },
  },
  states: {
    idle: {},
    active: {
      initial: 'requested',
      on: {
        // This source's list of this area is on already: the URL follows it.
        'list.entered': { guard: 'sameSource' },
        'map.moved': {
          guard: 'movedEnough',
          target: '.waiting',
          reenter: true,
          actions: 'setPending',
        },
        'filter.set': {
          target: '.requested',
          reenter: true,
          // A price per litre set for one fuel is no price of another: the cap goes with it.
          actions: assign({
            currentFuel: ({ event }) => event.currentFuel,
            chosen: ({ context }) =>
              choose(context.chosen, { parameter: FUEL_PRICE_FILTER_PARAMETER, value: '' }),
            relocalising: false,
          }),
        },
        // The list's texts (its filters, each place's opening hours) come in the request's
        // locale: a list on screen is asked again in the new one, as the sheet is.
        'locale.set': {
          target: '.requested',
          reenter: true,
          // Only a list that has answered keeps its view: a first answer is still to be shown.
          actions: assign({
            locale: ({ event }) => event.locale,
            relocalising: ({ context }) => context.viewport !== null,
          }),
        },
        'filter.choose': {
          target: '.requested',
          reenter: true,
          actions: assign({
            chosen: ({ context, event }) => choose(context.chosen, event),
            relocalising: false,
          }),
        },
        'filters.clear': {
          guard: ({ context }) => Object.keys(context.chosen).length > 0,
          target: '.requested',
          reenter: true,
          actions: assign({ chosen: {}, relocalising: false }),
        },
        'poi.focus': [
          {
            guard: 'inList',
            actions: assign({
              focusedPoiId: ({ event }) => event.id,
              focusFromList: ({ event }) => event.from === 'list',
              error: null,
            }),
          },
          { actions: assign({ error: { kind: 'notfound' } }) },
        ],
        'poi.unfocus': { actions: assign({ focusedPoiId: null, focusFromList: false }) },
      },
      states: {
        requested: {
          entry: 'takePending',
          invoke: {
            id: 'fetchList',
            src: 'fetchList',
            input: ({ context }) => ({
              source: context.source!,
              bbox: context.bbox,
              locale: context.locale,
              currentFuel: context.currentFuel ?? undefined,
              filters: context.chosen,
            }),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => loaded(context, event.output)),
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ event }) =>
                  isApiError(event.error) ? event.error : toApiError(event.error),
                relocalising: false,
              }),
            },
          },
        },
        loaded: {},
        failed: { on: { retry: { target: 'requested' } } },
        waiting: {
          after: { debounce: { target: 'requested' } },
          on: {
            'map.moved': [
              { guard: 'movedEnough', target: 'waiting', reenter: true, actions: 'setPending' },
              { guard: 'lastFailed', target: 'failed', actions: assign({ pendingBbox: null }) },
              { target: 'loaded', actions: assign({ pendingBbox: null }) },
            ],
          },
        },
      },
    },
  },
});

/** The load indicator of a snapshot (§4: requested, loaded or failed). */
export function listStatus(
  snapshot: SnapshotFrom<typeof poiListMachine>,
): 'requested' | 'loaded' | 'failed' | null {
  if (snapshot.matches({ active: 'failed' })) return 'failed';
  if (snapshot.matches({ active: 'loaded' })) return 'loaded';
  if (snapshot.matches('active')) return 'requested';
  return null;
}
