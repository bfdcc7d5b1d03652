/**
 * Travel-preferences machine (spec 001 §3 Travel preferences, §5; core §3 preferredOptions):
 * a signed-in user's options are loaded at sign-in and saved to the account; an anonymous user's
 * stay in the browser (never sent). Setting one mode's options follows the spec's rule (a new
 * vehicle drops the mode's old options, a new fuel drops the old price); the mode list is never
 * empty. Failures tell the spec's messages (§8).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  defaultPreferences,
  isDefaultPreferences,
  withModes,
  type TravelPreferences,
} from '../domain/account/preferences';
import type { RoadMode } from '../domain/itinerary/modes';
import { setModeOptions, type ModeOptions } from '../domain/itinerary/options';
import { isExpired } from './account-machine';
import { accountMessage, type AccountMessage } from './account-messages';

/** Context of the machine. */
export interface PreferencesContext {
  token: string | null;
  preferences: TravelPreferences;
  message: AccountMessage | null;
  /** True once the last change was saved (to the account or the browser). */
  saved: boolean;
  /** The anonymous user's choices kept by the browser (shown again after sign-out). */
  local: TravelPreferences | null;
  /** The account was just created: it takes the browser's choices (`local`). */
  created: boolean;
}

/** Events of the machine. */
export type PreferencesEvent =
  | { type: 'connected'; token: string; created?: boolean }
  | { type: 'disconnected' }
  | { type: 'save'; preferences: TravelPreferences }
  | { type: 'options.set'; mode: RoadMode; options: ModeOptions }
  | { type: 'message.dismiss' };

/** Input: what the browser kept of an anonymous user's choices. */
export interface PreferencesInput {
  stored: TravelPreferences | null;
}

const missing = async (): Promise<never> => {
  throw new Error('no preferences API provided');
};

/** Placeholders of the calls: the account system provides real ones. */
export const preferencesActors = {
  load: fromPromise<TravelPreferences, { token: string }>(missing),
  save: fromPromise<TravelPreferences, { token: string; preferences: TravelPreferences }>(missing),
};

/** The preferences an event asks for (a whole set, or one mode's options merged). */
export function requested(context: PreferencesContext, event: PreferencesEvent): TravelPreferences {
  assertEvent(event, ['save', 'options.set']);
  if (event.type === 'save') return withModes(event.preferences);
  const preferredOptions = setModeOptions(
    context.preferences.preferredOptions,
    event.mode,
    event.options,
  );
  return { ...context.preferences, preferredOptions };
}

const PERSIST = {
  type: 'persistLocal',
  params: ({ context }: { context: PreferencesContext }) => ({ preferences: context.preferences }),
} as const;

/** The machine; provide the calls, `persistLocal` and `sessionExpired`. */
export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
  },
  actors: preferencesActors,
  actions: {
    persistLocal: (_, _params: { preferences: TravelPreferences }) => undefined,
    sessionExpired: () => undefined,
    keptInBrowser: assign({ saved: true, local: ({ context }) => context.preferences }),
    apply: assign({
      preferences: ({ context, event }) => requested(context, event),
      saved: false,
      message: null,
    }),
  },
  guards: {},
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    token: null,
    preferences: input.stored ?? defaultPreferences(),
    message: null,
    saved: false,
    local: input.stored,
    created: false,
  }),
  initial: 'anonymous',
  on: {
    'message.dismiss': { actions: assign({ message: null }) },
    disconnected: {
      target: '.anonymous',
      actions: assign({
        token: null,
        message: null,
        saved: false,
        preferences: ({ context }) => context.local ?? defaultPreferences(),
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
            created: ({ event }) => event.created === true,
          }),
        },
        save: { actions: ['apply', 'keptInBrowser', PERSIST] },
        'options.set': { actions: ['apply', 'keptInBrowser', PERSIST] },
        disconnected: {},
      },
    },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            // A new account takes what was set before it was created (the Crit'Air vignette, the
            // car) and keeps it, rather than dropping it; an existing account keeps its own.
            guard: ({ context, event }) =>
              context.created &&
              isDefaultPreferences(event.output) &&
              context.local !== null &&
              !isDefaultPreferences(context.local),
            target: 'saving',
            actions: assign({ preferences: ({ context }) => context.local ?? context.preferences }),
          },
          { target: 'ready', actions: assign({ preferences: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          {
            target: 'ready',
            actions: assign({
              message: ({ event }) => accountMessage(event.error, 'account.preferences.loadFailed'),
            }),
          },
        ],
      },
    },
    ready: {
      on: {
        save: { target: 'saving', actions: 'apply' },
        'options.set': { target: 'saving', actions: 'apply' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ token: context.token ?? '', preferences: context.preferences }),
        onDone: {
          target: 'ready',
          actions: assign({ preferences: ({ event }) => event.output, saved: true }),
        },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          {
            target: 'ready',
            actions: assign({
              message: ({ event }) => accountMessage(event.error, 'account.preferences.saveFailed'),
            }),
          },
        ],
      },
      on: {
        save: { target: 'saving', reenter: true, actions: 'apply' },
        'options.set': { target: 'saving', reenter: true, actions: 'apply' },
      },
    },
  },
});
