/**
 * Locale machine: the locale of the interface (Navigation state, §3). Choosing another locale
 * loads its messages first (`loadMessages`: the screens' texts of nl-BE and en-GB come on demand),
 * then switches and persists the choice; a newer choice while loading replaces the pending one,
 * choosing the current locale again cancels it, and a failed load switches anyway (the texts read
 * fr-FR until they come). The app system forwards the locale to the map (style labels) and the
 * config (its texts).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../i18n/locales';

/** Context of the locale machine. */
export interface LocaleContext {
  locale: Locale;
  /** The locale whose messages are loading, null when none. */
  pending: Locale | null;
}

/** Events of the locale machine. */
export type LocaleEvent = { type: 'locale.set'; locale: Locale };

/** Switching to the pending locale: persisted, then current. */
const SWITCH = [
  {
    type: 'persistLocale',
    params: ({ context }: { context: LocaleContext }) => ({
      locale: context.pending ?? context.locale,
    }),
  },
  {
    type: 'switchToPending',
  },
] as const;

/** The machine; provide `persistLocale` (localStorage, URL, `<html lang>`) and `loadMessages`. */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { locale: Locale },
  },
  actors: {
    loadMessages: fromPromise<void, { locale: Locale }>(async () => undefined),
  },
  actions: {
    persistLocale: (_, _params: { locale: Locale }) => undefined,
    switchToPending: assign(({ context }) => ({
      locale: context.pending ?? context.locale,
      pending: null,
    })),
  },
  guards: {
    isNewLocale: ({ context, event }) => event.locale !== context.locale,
    isAnotherPending: ({ context, event }) =>
      event.locale !== context.locale && event.locale !== context.pending,
    isCurrentLocale: ({ context, event }) => event.locale === context.locale,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, pending: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'locale.set': {
          guard: 'isNewLocale',
          target: 'loading',
          actions: assign({ pending: ({ event }) => event.locale }),
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.pending ?? context.locale }),
        onDone: { target: 'ready', actions: SWITCH },
        onError: { target: 'ready', actions: SWITCH },
      },
      on: {
        'locale.set': [
          {
            guard: 'isAnotherPending',
            target: 'loading',
            reenter: true,
            actions: assign({ pending: ({ event }) => event.locale }),
          },
          {
            guard: 'isCurrentLocale',
            target: 'ready',
            actions: assign({ pending: null }),
          },
        ],
      },
    },
  },
});
