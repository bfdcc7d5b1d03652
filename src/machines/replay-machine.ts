/**
 * Session replay (issue 16; spec 001 §4: stopped, waiting, starting, recording): a session whose
 * tracking is 1 (replay) waits until its page is visible, loads the recorder (starting), then
 * records. It stops when the page is hidden (what was recorded leaves first) and when the
 * tracking changes (a consent withdrawn: the recording under way is discarded, nothing of it is
 * sent). A recorder that fails to load leaves the session unrecorded.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SessionTracking } from '../domain/monitoring/replay';

/** Context of the machine. */
export interface ReplayContext {
  tracking: SessionTracking;
  visible: boolean;
}

/** Events of the machine. */
export type ReplayEvent =
  { type: 'tracking'; tracking: SessionTracking } | { type: 'visibility'; visible: boolean };

/** The machine; provide `loadRecorder`, `record` (runs while recording), `send` and `discard`. */
export const replayMachine = setup({
  types: { context: {} as ReplayContext, events: {} as ReplayEvent },
  actors: {
    loadRecorder: fromPromise<void>(async () => {
      throw new Error('no recorder provided');
    }),
    record: fromCallback(() => () => undefined),
  },
  actions: {
    /** Sends what was recorded and not yet sent. */
    send: () => undefined,
    /** Drops what was recorded and not yet sent. */
    discard: () => undefined,
    take: assign(({ event }) => {
      if (event.type === 'tracking') return { tracking: event.tracking };
      assertEvent(event, 'visibility');
      return { visible: event.visible };
    }),
  },
  guards: {
    replay: ({ event, context }) =>
      event.type === 'tracking' ? event.tracking === 1 : context.tracking === 1,
    noReplay: ({ event }) => event.type === 'tracking' && event.tracking !== 1,
    visible: ({ context }) => context.visible,
    hidden: ({ event }) => event.type === 'visibility' && !event.visible,
  },
}).createMachine({
  id: 'replay',
  context: { tracking: 0, visible: true },
  initial: 'stopped',
  on: { visibility: { actions: 'take' }, tracking: { actions: 'take' } },
  states: {
    stopped: {
      on: {
        tracking: [{ guard: 'replay', target: 'waiting', actions: 'take' }, { actions: 'take' }],
        visibility: [{ guard: 'replay', target: 'waiting', actions: 'take' }, { actions: 'take' }],
      },
    },
    waiting: {
      always: { guard: 'visible', target: 'starting' },
      on: { tracking: { guard: 'noReplay', target: 'stopped', actions: 'take' } },
    },
    starting: {
      invoke: { src: 'loadRecorder', onDone: 'recording', onError: 'failed' },
      on: {
        tracking: { guard: 'noReplay', target: 'stopped', actions: 'take' },
        visibility: { guard: 'hidden', target: 'stopped', actions: 'take' },
      },
    },
    recording: {
      invoke: { src: 'record' },
      on: {
        tracking: { guard: 'noReplay', target: 'stopped', actions: ['take', 'discard'] },
        visibility: { guard: 'hidden', target: 'stopped', actions: ['take', 'send'] },
      },
    },
    failed: {},
  },
});
