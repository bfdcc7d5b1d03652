/**
 * Locale machine: the locale of the interface (Navigation state, §3). Changing it persists the
 * choice; the app system forwards it to the map (style labels) and the config (its texts).
 */
import { assign, setup } from 'xstate';
import type { Locale } from '../i18n/locales';

/** Context of the locale machine. */
export interface LocaleContext {
  locale: Locale;
}

/** Events of the locale machine. */
export type LocaleEvent = { type: 'locale.set'; locale: Locale };

/** The machine; provide `persistLocale` (localStorage, URL, `<html lang>`). */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleContext,
  },
  actions: {
    persistLocale: (_, _params: { locale: Locale }) => undefined,
  },
  guards: {
    isNewLocale: ({ context, event }) => event.locale !== context.locale,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'locale.set': {
          guard: 'isNewLocale',
          actions: [
            assign({ locale: ({ event }) => event.locale }),
            { type: 'persistLocale', params: ({ event }) => ({ locale: event.locale }) },
          ],
        },
      },
    },
  },
});
