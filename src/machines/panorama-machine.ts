/**
 * The full-screen street view (`#/360-plein-ecran/{panoramicId}`, §2 360_VIEW_FULLSCREEN): it
 * loads the picture, looks first toward the place it was opened for (a spherical picture) or
 * along the picture (a flat one), turns with drags, arrow keys and buttons, shows the small image
 * first and the sharp one once it has loaded, and says so when the picture is unknown or the
 * source fails (retry).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  headingAfterDrag,
  initialHeading,
  normaliseDegrees,
  type PanoramicPicture,
} from '../domain/panoramic';
import type { MessageKey } from '../i18n/translate';
import { isApiError, toApiError } from '../services/api-errors';

/** A place on the map. */
type Point = { lng: number; lat: number };

/** Context of the street view. */
export interface PanoramaContext {
  panoramicId: string | null;
  /** The place the view was opened for (it looks toward it first), when known. */
  target: Point | null;
  picture: PanoramicPicture | null;
  /** Where the view looks, degrees clockwise from north. */
  heading: number;
  /** The message of a failure (the source's or the image's). */
  error: MessageKey | null;
}

/** Events of the street view. */
export type PanoramaEvent =
  | { type: 'open'; panoramicId: string; target: Point | null }
  | { type: 'close' }
  | { type: 'retry' }
  | { type: 'turn'; degrees: number }
  | { type: 'drag'; dx: number; viewWidth: number; fov: number }
  | { type: 'image.sharp' }
  | { type: 'image.failed' };

/** The degrees one press of an arrow key or a turn button turns the view. */
export const TURN_STEP_DEGREES = 30;

/** The picture loader: provide one built on the API client. */
export const loadPictureLogic = fromPromise<PanoramicPicture, { panoramicId: string }>(() =>
  Promise.reject(new Error('no picture loader provided')),
);

/** True when a failure is the source's « no such picture » (404). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The machine; provide `loadPicture`. */
export const panoramaMachine = setup({
  types: { context: {} as PanoramaContext, events: {} as PanoramaEvent },
  actors: { loadPicture: loadPictureLogic },
  guards: {
    otherPicture: ({ context, event }) =>
      event.type === 'open' && event.panoramicId !== context.panoramicId,
    notFound: ({ event }) => 'error' in event && isNotFound(event.error),
    spherical: ({ context }) => context.picture?.spherical === true,
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'open');
      return { panoramicId: event.panoramicId, target: event.target, picture: null, error: null };
    }),
    clear: assign({ panoramicId: null, target: null, picture: null, heading: 0, error: null }),
    turn: assign({
      heading: ({ context, event }) => {
        assertEvent(event, 'turn');
        return normaliseDegrees(context.heading + event.degrees);
      },
    }),
    drag: assign({
      heading: ({ context, event }) => {
        assertEvent(event, 'drag');
        return headingAfterDrag({ heading: context.heading, ...event });
      },
    }),
  },
}).createMachine({
  id: 'panorama',
  context: { panoramicId: null, target: null, picture: null, heading: 0, error: null },
  initial: 'closed',
  on: {
    open: { guard: 'otherPicture', target: '.loading', actions: 'start' },
    close: { target: '.closed', actions: 'clear' },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        id: 'loadPicture',
        src: 'loadPicture',
        input: ({ context }) => ({ panoramicId: context.panoramicId ?? '' }),
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({
            picture: event.output,
            heading: initialHeading(event.output, context.target),
          })),
        },
        onError: [
          { guard: 'notFound', target: 'notFound' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => toApiError(event.error).messageKey }),
          },
        ],
      },
    },
    shown: {
      initial: 'preview',
      on: {
        turn: { guard: 'spherical', actions: 'turn' },
        drag: { guard: 'spherical', actions: 'drag' },
      },
      states: {
        /** The small image, while the sharp one loads (its failure fails the view). */
        preview: {
          on: {
            'image.sharp': 'sharp',
            'image.failed': {
              target: '#panorama.failed',
              actions: assign({ error: 'panorama.imageFailed' }),
            },
          },
        },
        /** The sharp image is shown: the small one is no longer needed. */
        sharp: {},
      },
    },
    notFound: {},
    failed: {
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
