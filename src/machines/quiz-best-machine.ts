/**
 * The best quiz totals (issue 14): one per area and level. The browser keeps the totals played
 * on it (`persistLocal`); a signed-in player's are also kept in the account. At sign-in the
 * account's totals are loaded and merged (the higher of two wins), and the browser's totals that
 * beat the account's are sent to it; a total played while signed in is sent when it beats the
 * best known. A failed send is tried again with the next total; a 401 signs out.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { bestAbove, mergeBest, type QuizBestScores } from '../domain/quiz/best-scores';
import { isExpired } from './account-machine';

/** Context of the machine. */
export interface QuizBestContext {
  token: string | null;
  /** What the screens show: the browser's totals, merged with the account's when signed in. */
  best: QuizBestScores;
  /** The totals played in this browser. */
  local: QuizBestScores;
  /** Totals the account does not have yet. */
  unsent: QuizBestScores;
  /** True after a failed load or send (tried again with the next total). */
  failed: boolean;
}

/** Events of the machine. */
export type QuizBestEvent =
  | { type: 'connected'; token: string }
  | { type: 'disconnected' }
  | { type: 'record'; key: string; total: number };

/** Input: the totals the browser kept. */
export interface QuizBestInput {
  stored: QuizBestScores;
}

const missing = async (): Promise<never> => {
  throw new Error('no account API provided');
};

/** Placeholders of the calls: the quiz system provides real ones. */
export const quizBestActors = {
  load: fromPromise<QuizBestScores, { token: string }>(missing),
  keep: fromPromise<QuizBestScores, { token: string; scores: QuizBestScores }>(missing),
};

/** The total a `record` event brings, as a one-key set. */
function recorded(event: QuizBestEvent): QuizBestScores {
  assertEvent(event, 'record');
  return { [event.key]: event.total };
}

const PERSIST = {
  type: 'persistLocal',
  params: ({ context }: { context: QuizBestContext }) => ({ scores: context.local }),
} as const;

const MERGE = {
  type: 'merge',
  params: ({ event }: { event: { output: QuizBestScores } }) => ({ account: event.output }),
} as const;

/** The machine; provide `load`, `keep`, `persistLocal` and `sessionExpired`. */
export const quizBestMachine = setup({
  types: {
    context: {} as QuizBestContext,
    events: {} as QuizBestEvent,
    input: {} as QuizBestInput,
  },
  actors: quizBestActors,
  actions: {
    persistLocal: (_, _params: { scores: QuizBestScores }) => undefined,
    sessionExpired: () => undefined,
    keepLocal: assign({
      local: ({ context, event }) => mergeBest(context.local, recorded(event)),
      best: ({ context, event }) => mergeBest(context.best, recorded(event)),
    }),
    /** Queues a total for the account when it beats the best known (before `keepLocal`). */
    queue: assign({
      unsent: ({ context, event }) =>
        mergeBest(context.unsent, bestAbove(recorded(event), context.best)),
      failed: false,
    }),
    /** Takes in the account's totals. */
    merge: assign(({ context }, { account }: { account: QuizBestScores }) => ({
      best: mergeBest(context.best, account),
      unsent: bestAbove(context.unsent, account),
    })),
  },
  guards: {
    hasUnsent: ({ context }) => !context.failed && Object.keys(context.unsent).length > 0,
  },
}).createMachine({
  id: 'quizBest',
  context: ({ input }) => ({
    token: null,
    best: input.stored,
    local: input.stored,
    unsent: {},
    failed: false,
  }),
  initial: 'anonymous',
  on: {
    disconnected: {
      target: '.anonymous',
      actions: assign({
        token: null,
        best: ({ context }) => context.local,
        unsent: {},
        failed: false,
      }),
    },
  },
  states: {
    anonymous: {
      on: {
        connected: {
          target: 'loading',
          actions: assign({
            token: ({ event }) => event.token,
            unsent: ({ context }) => context.local,
          }),
        },
        record: { actions: ['keepLocal', PERSIST] },
        disconnected: {},
      },
    },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'ready', actions: MERGE },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          { target: 'ready', actions: assign({ failed: true }) },
        ],
      },
      on: { record: { actions: ['queue', 'keepLocal', PERSIST] } },
    },
    ready: {
      always: { guard: 'hasUnsent', target: 'saving' },
      on: { record: { actions: ['queue', 'keepLocal', PERSIST] } },
    },
    saving: {
      invoke: {
        src: 'keep',
        input: ({ context }) => ({ token: context.token ?? '', scores: context.unsent }),
        onDone: { target: 'ready', actions: MERGE },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          { target: 'ready', actions: assign({ failed: true }) },
        ],
      },
      on: { record: { actions: ['queue', 'keepLocal', PERSIST] } },
    },
  },
});
