/**
 * The favourite prompt (spec 001 §3 Incentive state « userAccount », §5, §9): with itinerary
 * results on screen, a signed-in user on their second visit or later is invited to keep their
 * places as favourites, at most once in 7 days. Shown: the time is kept (`persist`); the user
 * opens their favourites or puts it off, and signing out hides it.
 */
import { assertEvent, assign, setup } from 'xstate';
import { showsFavoritePrompt } from '../domain/account/favorite-prompt';

/** Context of the machine. */
export interface FavoritePromptContext {
  connected: boolean;
  /** Visits of this browser, this one included. */
  visits: number;
  /** When the prompt was last shown (ms since the epoch), null when never. */
  lastShown: number | null;
}

/** Events of the machine. */
export type FavoritePromptEvent =
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'results.shown'; at: number }
  | { type: 'accept' }
  | { type: 'dismiss' };

/** Input: the visit count and what the browser kept of the last showing. */
export interface FavoritePromptInput {
  visits: number;
  lastShown: number | null;
}

/** The machine; provide `persist` (keeps the time it was shown). */
export const favoritePromptMachine = setup({
  types: {
    context: {} as FavoritePromptContext,
    events: {} as FavoritePromptEvent,
    input: {} as FavoritePromptInput,
  },
  actions: {
    persist: (_, _params: { lastShown: number }) => undefined,
    stamp: assign({
      lastShown: ({ event }) => {
        assertEvent(event, 'results.shown');
        return event.at;
      },
    }),
  },
  guards: {
    due: ({ context, event }) => {
      assertEvent(event, 'results.shown');
      return showsFavoritePrompt({ ...context, now: event.at });
    },
  },
}).createMachine({
  id: 'favoritePrompt',
  context: ({ input }) => ({ connected: false, visits: input.visits, lastShown: input.lastShown }),
  initial: 'hidden',
  on: {
    connected: { actions: assign({ connected: true }) },
  },
  states: {
    hidden: {
      on: {
        disconnected: { actions: assign({ connected: false }) },
        'results.shown': {
          guard: 'due',
          target: 'shown',
          actions: ['stamp', { type: 'persist', params: ({ event }) => ({ lastShown: event.at }) }],
        },
      },
    },
    shown: {
      on: {
        accept: { target: 'hidden' },
        dismiss: { target: 'hidden' },
        disconnected: { target: 'hidden', actions: assign({ connected: false }) },
      },
    },
  },
});
