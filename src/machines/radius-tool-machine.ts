/**
 * Radius tool machine (/outils/calcul-rayon, spec §2, §9 default compute radius 10000): a
 * centre, searched (forward geocoding) or clicked on the map, gets a circle of the chosen radius
 * (10 km by default); the reachable areas by travel time for a mode (Valhalla isochrones) can be
 * shown over it, and follow the centre and the mode while shown.
 */
import { RADIUS_LIMITS, type ReachableAreas } from '../domain/reachable-areas';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LngLat } from '../domain/geo';
import { DEFAULT_COMPUTE_RADIUS_M } from '../domain/geoentity';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import type { IsochroneMode } from '../services/poi-api';
import { outputOf } from './actor-events';

export { RADIUS_LIMITS };
/** Travel times of the reachable areas, minutes. */
export const ISOCHRONE_MINUTES = [5, 10, 15] as const;

/** A centre found by the search. */
export interface FoundCenter {
  point: LngLat;
  label: string;
}

/** Context of the machine. */
export interface RadiusToolContext {
  center: LngLat | null;
  label: string | null;
  radius: number;
  mode: IsochroneMode;
  showAreas: boolean;
  areas: ReachableAreas | null;
  query: string;
  error: ApiError | { kind: 'noresult' } | null;
}

/** Events of the machine. */
export type RadiusToolEvent =
  | { type: 'center.set'; point: LngLat; label?: string | undefined }
  | { type: 'search'; query: string }
  | { type: 'radius.set'; metres: number }
  | { type: 'mode.set'; mode: IsochroneMode }
  | { type: 'areas.show' }
  | { type: 'areas.hide' }
  | { type: 'retry' }
  | { type: 'clear' };

/** The calls: forward geocoding of a query (null when nothing), isochrones around a point. */
export const geocodeLogic = fromPromise<FoundCenter | null, string>(async () => {
  throw new Error('no geocoding logic provided');
});
export const isochroneLogic = fromPromise<
  ReachableAreas,
  { point: LngLat; mode: IsochroneMode; minutes: readonly number[] }
>(async () => {
  throw new Error('no isochrone logic provided');
});

const toError = (error: unknown) => (isApiError(error) ? error : toApiError(error));

/** The machine; provide `geocode` and `isochrone`. */
export const radiusToolMachine = setup({
  types: { context: {} as RadiusToolContext, events: {} as RadiusToolEvent },
  actors: { geocode: geocodeLogic, isochrone: isochroneLogic },
  guards: {
    validRadius: ({ event }) => {
      assertEvent(event, 'radius.set');
      const m = event.metres;
      return Number.isFinite(m) && m >= RADIUS_LIMITS.min && m <= RADIUS_LIMITS.max;
    },
    showAreas: ({ context }) => context.showAreas,
    found: ({ event }) => outputOf(event) != null,
    hasQuery: ({ event }) => {
      assertEvent(event, 'search');
      return event.query.trim() !== '';
    },
  },
  actions: {
    setCenter: assign(({ event }) => {
      assertEvent(event, 'center.set');
      return { center: event.point, label: event.label ?? null, areas: null, error: null };
    }),
  },
}).createMachine({
  id: 'radiusTool',
  context: {
    center: null,
    label: null,
    radius: DEFAULT_COMPUTE_RADIUS_M,
    mode: 'marche',
    showAreas: false,
    areas: null,
    query: '',
    error: null,
  },
  initial: 'empty',
  on: {
    'center.set': { target: '.centred', reenter: true, actions: 'setCenter' },
    search: {
      guard: 'hasQuery',
      target: '.locating',
      actions: assign({ query: ({ event }) => event.query.trim(), error: null }),
    },
    'radius.set': {
      guard: 'validRadius',
      actions: assign({ radius: ({ event }) => event.metres }),
    },
    clear: {
      target: '.empty',
      actions: assign({ center: null, label: null, areas: null, showAreas: false, error: null }),
    },
  },
  states: {
    empty: {},
    locating: {
      invoke: {
        id: 'geocode',
        src: 'geocode',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: 'found',
            target: 'centred',
            actions: assign(({ event }) => ({
              center: event.output!.point,
              label: event.output!.label,
              areas: null,
            })),
          },
          { target: 'empty', actions: assign({ error: { kind: 'noresult' } }) },
        ],
        onError: {
          target: 'empty',
          actions: assign({ error: ({ event }) => toError(event.error) }),
        },
      },
    },
    centred: {
      initial: 'deciding',
      on: {
        'mode.set': {
          target: '.deciding',
          reenter: true,
          actions: assign({ mode: ({ event }) => event.mode, areas: null }),
        },
      },
      states: {
        deciding: {
          always: [{ guard: 'showAreas', target: 'loadingAreas' }, { target: 'circle' }],
        },
        circle: {
          on: { 'areas.show': { target: 'loadingAreas', actions: assign({ showAreas: true }) } },
        },
        loadingAreas: {
          invoke: {
            id: 'isochrone',
            src: 'isochrone',
            input: ({ context }) => ({
              point: context.center!,
              mode: context.mode,
              minutes: ISOCHRONE_MINUTES,
            }),
            onDone: {
              target: 'areas',
              actions: assign({ areas: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: 'areasFailed',
              actions: assign({ error: ({ event }) => toError(event.error) }),
            },
          },
          on: { 'areas.hide': { target: 'circle', actions: assign({ showAreas: false }) } },
        },
        areas: {
          on: {
            'areas.hide': { target: 'circle', actions: assign({ showAreas: false, areas: null }) },
          },
        },
        areasFailed: {
          on: {
            retry: { target: 'loadingAreas', actions: assign({ error: null }) },
            'areas.hide': { target: 'circle', actions: assign({ showAreas: false, error: null }) },
          },
        },
      },
    },
  },
});
