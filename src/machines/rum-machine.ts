/**
 * Real-user monitoring behind consent (issue 16; spec 001 §4 Analytics opt state, §9): off
 * until the user grants tracking or error monitoring, then the remote configuration loads (a
 * failure keeps the spec's defaults) and the measurement runs: vitals, failed calls and the map's
 * load time when tracking is granted and the session is sampled, error reports when error
 * monitoring is granted. Every change is applied at once (`apply`): a consent withdrawn stops
 * the collection and drops what was not sent.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { sessionTracking } from '../domain/monitoring/replay';
import { DEFAULT_RUM_CONFIG, sampled, type RumConfig } from '../domain/monitoring/rum';

/** Context of the machine. */
export interface RumContext {
  tracking: boolean;
  errors: boolean;
  config: RumConfig;
  /** The session's draw in [0, 1): measured when below the sample rate. */
  draw: number;
  /** Its draw for the replay: recorded when also below the replay sample rate. */
  replayDraw: number;
}

/** Events of the machine. */
export type RumEvent = { type: 'consent'; tracking: boolean; errors: boolean };

/** Input: the session's draws. */
export interface RumInput {
  draw: number;
  replayDraw: number;
}

/** What runs: the measurement (vitals, failures, map), the error reports and the recording. */
export interface RumCollection {
  vitals: boolean;
  errors: boolean;
  /** Session tracking 1 (§4): the session is recorded for replay. */
  replay: boolean;
}

/** What runs for a context. */
export function collectionOf(context: RumContext): RumCollection {
  return {
    vitals: context.tracking && sampled(context.draw, context.config.sampleRate),
    errors: context.errors,
    replay:
      sessionTracking({
        tracking: context.tracking,
        draw: context.draw,
        sampleRate: context.config.sampleRate,
        replayDraw: context.replayDraw,
        replaySampleRate: context.config.replaySampleRate,
      }) === 1,
  };
}

const APPLY = {
  type: 'apply',
  params: ({ context }: { context: RumContext }) => collectionOf(context),
} as const;

/** The machine; provide `loadConfig` and `apply`. */
export const rumMachine = setup({
  types: {
    context: {} as RumContext,
    events: {} as RumEvent,
    input: {} as RumInput,
  },
  actors: {
    loadConfig: fromPromise<RumConfig>(async () => {
      throw new Error('no monitoring configuration loader provided');
    }),
  },
  actions: {
    apply: (_, _params: RumCollection) => undefined,
    takeConsent: assign(({ event }) => {
      assertEvent(event, 'consent');
      return { tracking: event.tracking, errors: event.errors };
    }),
  },
  guards: {
    consents: ({ event }) => event.tracking || event.errors,
  },
}).createMachine({
  id: 'rum',
  context: ({ input }) => ({
    tracking: false,
    errors: false,
    config: DEFAULT_RUM_CONFIG,
    draw: input.draw,
    replayDraw: input.replayDraw,
  }),
  initial: 'off',
  states: {
    off: {
      on: {
        consent: [
          { guard: 'consents', target: 'loading', actions: 'takeConsent' },
          { actions: 'takeConsent' },
        ],
      },
    },
    loading: {
      on: { consent: { actions: 'takeConsent' } },
      invoke: {
        src: 'loadConfig',
        onDone: {
          target: 'on',
          actions: [assign({ config: ({ event }) => event.output }), APPLY],
        },
        onError: { target: 'on', actions: APPLY },
      },
    },
    on: {
      on: { consent: { actions: ['takeConsent', APPLY] } },
    },
  },
});
