/**
 * Quiz rounds (issue 14; spec 001 §4 Quiz): a list of towns is loaded and the current one shown;
 * a guess (a click, a tap or Enter on the crosshair), anywhere, is scored at once — distance on
 * the sphere, points (none past the area's diagonal), bonus — and ignored once the round is
 * answered or the game is over; 2000 ms after an answer the next town comes; after the last
 * round the game is over and its total kept when it is the best of the area and level. A failed
 * load tells the spec's default message and can be retried.
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { LngLat } from '../domain/geo';
import type { QuizCity, QuizList, QuizRequest } from '../domain/quiz/quiz';

import {
  NEXT_CITY_DELAY_MS,
  scoreGuess,
  type QuizConfig,
  type QuizScore,
} from '../domain/quiz/rules';
import type { MessageKey } from '../i18n/fr-fr';
import { ApiError } from '../services/api-errors';

export type { QuizRequest } from '../domain/quiz/quiz';

/** A round: the town and, once guessed, the answer (§3 « answer with guessCoordinates … »). */
export interface QuizRound {
  city: QuizCity;
  answer: (QuizScore & { guess: LngLat }) | null;
}

/** Context of the machine. */
export interface QuizContext {
  request: QuizRequest;
  config: QuizConfig | null;
  rounds: QuizRound[];
  index: number;
  /** The best total of this area and level before this game, null when none. */
  best: number | null;
  /** The code of this game when drawn at random (its share link gives the same towns). */
  game: string | null;
  error: MessageKey | null;
}

/** Events of the machine. */
export type QuizEvent =
  | { type: 'guess'; lng: number; lat: number }
  | { type: 'retry' }
  | { type: 'replay' }
  | { type: 'start'; request: QuizRequest; best: number | null };

/** Input: the game asked for and the best total the browser kept. */
export interface QuizInput {
  request: QuizRequest;
  best: number | null;
}

/** Emitted when a guess is scored (`success` when it reached the bonus: confetti). */
export type QuizEmitted = { type: 'answered'; success: boolean };

const missing = async (): Promise<never> => {
  throw new Error('no quiz API provided');
};

/** Placeholder of the call: the quiz system provides the real one. */
export const quizActors = {
  load: fromPromise<QuizList, QuizRequest>(missing),
};

/** The total of the rounds answered. */
export function totalOf(rounds: readonly QuizRound[]): number {
  return rounds.reduce((sum, r) => sum + (r.answer?.points ?? 0), 0);
}

function answered(context: QuizContext, guess: LngLat): QuizRound[] {
  return context.rounds.map((round, i) =>
    i === context.index && context.config
      ? {
          ...round,
          answer: { guess, ...scoreGuess(context.config, guess, round.city) },
        }
      : round,
  );
}

/** The machine; provide `load` and `keepBest`. */
export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
    emitted: {} as QuizEmitted,
  },
  actors: quizActors,
  actions: {
    keepBest: (_, _params: { request: QuizRequest; total: number }) => undefined,
    answer: assign({
      rounds: ({ context, event }) => {
        assertEvent(event, 'guess');
        return answered(context, { lng: event.lng, lat: event.lat });
      },
    }),
    tellAnswer: emit(({ context }) => ({
      type: 'answered' as const,
      success: context.rounds[context.index]?.answer?.bonus === true,
    })),
    next: assign({ index: ({ context }) => context.index + 1 }),
  },
  guards: {
    playable: ({ context, event }) => {
      assertEvent(event, 'guess');
      const round = context.rounds[context.index];
      return round !== undefined && round.answer === null && context.config !== null;
    },
    lastRound: ({ context }) => context.index >= context.rounds.length - 1,
    newBest: ({ context }) => context.best === null || totalOf(context.rounds) > context.best,
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({
    request: input.request,
    config: null,
    rounds: [],
    index: 0,
    best: input.best,
    error: null,
    game: null,
  }),
  initial: 'loading',
  on: {
    start: {
      target: '.loading',
      actions: assign({
        request: ({ event }) => event.request,
        best: ({ event }) => event.best,
      }),
    },
  },
  states: {
    loading: {
      entry: assign({ config: null, rounds: [], index: 0, error: null, game: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => context.request,
        onDone: {
          target: 'playing',
          actions: assign({
            config: ({ event }) => event.output.config,
            game: ({ event }) => event.output.game ?? null,
            rounds: ({ event }) =>
              event.output.list
                .slice(0, event.output.config.rounds)
                .map((city) => ({ city, answer: null })),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof ApiError ? event.error.messageKey : 'errors.default',
          }),
        },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
    playing: {
      initial: 'guessing',
      states: {
        guessing: {
          on: {
            guess: { guard: 'playable', target: 'answered', actions: ['answer', 'tellAnswer'] },
          },
        },
        answered: {
          after: {
            [NEXT_CITY_DELAY_MS]: [
              { guard: 'lastRound', target: '#quiz.over' },
              { target: 'guessing', actions: 'next' },
            ],
          },
        },
      },
    },
    over: {
      entry: enqueueActions(({ context, enqueue, check }) => {
        if (!check('newBest')) return;
        enqueue({
          type: 'keepBest',
          params: { request: context.request, total: totalOf(context.rounds) },
        });
      }),
      on: {
        replay: {
          target: 'loading',
          actions: assign({
            best: ({ context }) => Math.max(context.best ?? 0, totalOf(context.rounds)),
            // A shared game played again is a new game: new towns, a new code.
            request: ({ context }) => ({ ...context.request, game: null }),
          }),
        },
      },
    },
  },
});
