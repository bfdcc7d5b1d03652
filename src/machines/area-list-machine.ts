/**
 * Area list machine (pages /plan/region, /plan/departement, /plan/region/{location},
 * /plan/departement/{location}, /plan/pays/{location}): loads the list of a page; a newer page replaces the older
 * request; an unknown area is the not-found state. A list of an area's parts asks the map to show
 * that area.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Address } from '../domain/address';
import type { CountryPage } from '../domain/paths/country-pages';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { outputOf } from './actor-events';
import { viewOf, type MapViewRequest } from './search-logic';

/** Which list a page shows. */
export type AreaListRequest =
  | { kind: 'regions' }
  | { kind: 'departments' }
  | { kind: 'departmentsOf'; region: string }
  | { kind: 'townsOf'; department: string }
  | { kind: 'regionsOf'; country: string };

/** A loaded list: the parent area (for the title) and its areas. */
export interface AreaList {
  parent: Address | null;
  areas: Address[];
  /** The country of a country page (its régions, or none imported). */
  country?: CountryPage;
}

/** Context of the machine. */
export interface AreaListContext {
  request: AreaListRequest | null;
  list: AreaList | null;
  error: ApiError | null;
  /** The view the map is asked for: the parent area of the last list that has one. */
  view: MapViewRequest | null;
}

/** Events of the machine. */
export type AreaListEvent = { type: 'load'; request: AreaListRequest } | { type: 'retry' };

/** The loader: provide one built on the API client (null: the parent area is unknown). */
export const loadAreasLogic = fromPromise<AreaList | null, AreaListRequest>(async () => {
  throw new Error('no area loader provided');
});

/** The machine; provide `loadAreas`. */
export const areaListMachine = setup({
  types: { context: {} as AreaListContext, events: {} as AreaListEvent },
  actors: { loadAreas: loadAreasLogic },
  guards: {
    found: ({ event }) => outputOf(event) != null,
    hasRequest: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'areaList',
  context: { request: null, list: null, error: null, view: null },
  initial: 'idle',
  on: {
    load: {
      target: '.loading',
      reenter: true,
      actions: assign({ request: ({ event }) => event.request, error: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadAreas',
        src: 'loadAreas',
        input: ({ context }) => context.request ?? { kind: 'regions' },
        onDone: [
          {
            guard: 'found',
            target: 'ready',
            actions: assign({
              list: ({ event }) => event.output,
              // A list of an area's parts (its communes, its départements) shows that area.
              view: ({ context, event }) =>
                event.output?.parent
                  ? viewOf(event.output.parent, (context.view?.seq ?? 0) + 1)
                  : context.view,
            }),
          },
          { target: 'notFound', actions: assign({ list: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            list: null,
            error: ({ event }) => (isApiError(event.error) ? event.error : toApiError(event.error)),
          }),
        },
      },
    },
    ready: {},
    notFound: {},
    failed: {
      on: { retry: { guard: 'hasRequest', target: 'loading' } },
    },
  },
});
