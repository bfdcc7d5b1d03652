/**
 * The operator's monitoring page (issue 16): locked until a token is given; then the overview
 * loads (vitals, errors, sessions): ready, denied (the token refused: asked again) or failed.
 * Ready, a recorded session can be loaded for the replay (one at a time, the newest asked wins).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OperatorOverview } from '../services/operator-api';

/** Context of the machine. */
export interface OperatorContext {
  token: string | null;
  /** The last token given was refused. */
  refused: boolean;
  overview: OperatorOverview | null;
  sessionId: string | null;
  events: unknown[] | null;
}

/** Events of the machine. */
export type OperatorEvent =
  { type: 'unlock'; token: string } | { type: 'replay'; sessionId: string } | { type: 'reload' };

/** The machine; provide `loadOverview` and `loadSession`. */
export const operatorMachine = setup({
  types: { context: {} as OperatorContext, events: {} as OperatorEvent },
  actors: {
    loadOverview: fromPromise<OperatorOverview, { token: string }>(async () => {
      throw new Error('no operator API provided');
    }),
    loadSession: fromPromise<unknown[], { token: string; sessionId: string }>(async () => {
      throw new Error('no operator API provided');
    }),
  },
  guards: {
    denied: ({ event }) =>
      'error' in event && event.error instanceof Error && event.error.name === 'OperatorDenied',
  },
}).createMachine({
  id: 'operator',
  context: { token: null, refused: false, overview: null, sessionId: null, events: null },
  initial: 'locked',
  states: {
    locked: {
      on: {
        unlock: {
          target: 'loading',
          actions: assign(({ event }) => {
            assertEvent(event, 'unlock');
            return { token: event.token, refused: false };
          }),
        },
      },
    },
    loading: {
      invoke: {
        src: 'loadOverview',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
        onError: [
          { guard: 'denied', target: 'locked', actions: assign({ token: null, refused: true }) },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { reload: 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        reload: 'loading',
        replay: {
          target: '.loadingSession',
          actions: assign(({ event }) => {
            assertEvent(event, 'replay');
            return { sessionId: event.sessionId, events: null };
          }),
        },
      },
      states: {
        idle: {},
        loadingSession: {
          invoke: {
            src: 'loadSession',
            input: ({ context }) => ({
              token: context.token ?? '',
              sessionId: context.sessionId ?? '',
            }),
            onDone: { target: 'shown', actions: assign({ events: ({ event }) => event.output }) },
            onError: { target: 'sessionFailed' },
          },
        },
        shown: {},
        sessionFailed: {},
      },
    },
  },
});
