/**
 * Geolocation machine, exactly the spec's cycle (§4): statuses disabled, follow, active,
 * fetch-active, fetch-follow, blocked. The position is watched in the fetch, follow and active
 * statuses; a denied permission (code 1) stops the watch and blocks.
 */
import { assign, setup, type StateValue } from 'xstate';
import { bboxAround, type Bbox } from '../domain/geo';
import {
  GEOLOCATION_OPTIONS,
  browserGeolocation,
  createWatcherLogic,
  type GeoPosition,
  type WatcherEvent,
} from './geolocation-watcher';

/** Statuses of the spec. */
export type GeolocationStatus =
  'disabled' | 'follow' | 'active' | 'fetch-active' | 'fetch-follow' | 'blocked';

/** Outcome of the last position request. */
export type RequestStatus = 'idle' | 'pending' | 'granted' | 'denied' | 'failed';

/** Radius of the position bbox (§9). */
export const POSITION_BBOX_RADIUS_METRES = 1000;

/** Code of a denied permission in the Geolocation API. */
export const PERMISSION_DENIED = 1;

/** Context of the geolocation machine. */
export interface GeolocationContext {
  position: GeoPosition | null;
  /** Box of 1000 m around the position. */
  bbox: Bbox | null;
  requestStatus: RequestStatus;
  fetchOptions: PositionOptions;
  /** False when the browser has no geolocation API. */
  supported: boolean;
  /**
   * True while the position is shown because the browser had already granted it (`resume`, at
   * start), not because the person asked: the map is not moved to it.
   */
  quiet: boolean;
}

/** Events of the geolocation machine. */
export type GeolocationEvent =
  | { type: 'toggle' }
  | { type: 'locate' }
  | { type: 'map.dragged' }
  | { type: 'resume' }
  | WatcherEvent;

/** Input of the geolocation machine. */
export interface GeolocationInput {
  supported: boolean;
}

const isDenied = ({ event }: { event: GeolocationEvent }): boolean =>
  event.type === 'position.failed' && event.code === PERMISSION_DENIED;

/** The machine; provide `watcher` (the position source) and the log actions in tests. */
export const geolocationMachine = setup({
  types: {
    context: {} as GeolocationContext,
    events: {} as GeolocationEvent,
    input: {} as GeolocationInput,
  },
  actors: { watcher: createWatcherLogic(browserGeolocation) },
  actions: {
    warnUnsupported: () => console.warn('Geolocation is not supported by this browser.'),
    logFailure: ({ event }) => {
      if (event.type === 'position.failed') {
        console.error(`Geolocation failed (code ${event.code}): ${event.message}`);
      }
    },
    assignPosition: assign(({ event }) => {
      if (event.type !== 'position.updated') return {};
      return {
        position: event.position,
        bbox: bboxAround(event.position, POSITION_BBOX_RADIUS_METRES),
        requestStatus: 'granted',
      };
    }),
    markPending: assign({ requestStatus: 'pending' as RequestStatus }),
    markQuiet: assign({ quiet: true }),
    markIdle: assign({ requestStatus: 'idle' as RequestStatus }),
    markAsked: assign({ quiet: false }),
    markDenied: assign({ requestStatus: 'denied' as RequestStatus }),
    markFailed: assign({ requestStatus: 'failed' as RequestStatus }),
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    isQuiet: ({ context }) => context.quiet,
    isDenied,
  },
}).createMachine({
  id: 'geolocation',
  context: ({ input }) => ({
    position: null,
    bbox: null,
    requestStatus: 'idle',
    fetchOptions: { ...GEOLOCATION_OPTIONS },
    supported: input.supported,
    quiet: false,
  }),
  initial: 'disabled',
  states: {
    disabled: {
      on: {
        // A position the browser already allows is shown at start, as Google Maps shows it.
        resume: { guard: 'isSupported', target: 'watching.fetch-active', actions: 'markQuiet' },
        toggle: [
          { guard: 'isSupported', target: 'watching.fetch-follow' },
          { actions: 'warnUnsupported' },
        ],
        locate: [
          { guard: 'isSupported', target: 'watching.fetch-active', actions: 'markAsked' },
          { actions: 'warnUnsupported' },
        ],
      },
    },
    blocked: {
      on: {
        toggle: { target: 'watching.fetch-follow' },
        locate: { target: 'watching.fetch-active', actions: 'markAsked' },
      },
    },
    watching: {
      initial: 'fetch-follow',
      invoke: {
        src: 'watcher',
        input: ({ context }) => ({ options: context.fetchOptions }),
      },
      on: {
        'position.failed': { guard: 'isDenied', target: 'blocked', actions: 'markDenied' },
      },
      states: {
        'fetch-follow': {
          entry: 'markPending',
          on: {
            toggle: { target: '#geolocation.disabled' },
            'position.updated': { target: 'follow', actions: 'assignPosition' },
            'position.failed': [
              { guard: 'isDenied', target: '#geolocation.blocked', actions: 'markDenied' },
              { target: '#geolocation.disabled', actions: ['markFailed', 'logFailure'] },
            ],
          },
        },
        'fetch-active': {
          entry: 'markPending',
          on: {
            // Pressed while the position is fetched unasked (`resume`): the person asks for it.
            toggle: [
              { guard: 'isQuiet', target: 'fetch-follow', actions: 'markAsked' },
              { target: '#geolocation.disabled' },
            ],
            // « Ma position » chosen meanwhile: the person asks for it, and is told a failure.
            locate: { guard: 'isQuiet', actions: 'markAsked' },
            'position.updated': { target: 'active', actions: 'assignPosition' },
            'position.failed': [
              // Not asked for: no position at start (refused too) is no failure to tell.
              { guard: 'isQuiet', target: '#geolocation.disabled', actions: 'markIdle' },
              { guard: 'isDenied', target: '#geolocation.blocked', actions: 'markDenied' },
              { target: '#geolocation.disabled', actions: ['markFailed', 'logFailure'] },
            ],
          },
        },
        follow: {
          on: {
            toggle: { target: 'active' },
            'map.dragged': { target: 'active' },
            'position.updated': { actions: 'assignPosition' },
          },
        },
        active: {
          on: {
            toggle: { target: 'follow' },
            'position.updated': { actions: 'assignPosition' },
          },
        },
      },
    },
  },
});

/** The spec status of a state value of the machine (`{ watching: 'follow' }` → 'follow'). */
export function geolocationStatusOf(value: StateValue): GeolocationStatus {
  if (typeof value === 'string') return value as GeolocationStatus;
  return (value as { watching: GeolocationStatus }).watching;
}

/** The statuses that count as active (a position is shown). */
export function isPositionShown(status: GeolocationStatus): boolean {
  return status === 'follow' || status === 'active';
}
