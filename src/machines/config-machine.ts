/**
 * Map config machine: loads GET /api/map/config for the current locale. While it loads, and when
 * it fails, the page uses the default config (`defaultMapConfig`) and shows the error: it never
 * blanks.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MapConfig } from '../domain/map-config';
import type { Locale } from '../i18n/locales';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { defaultMapConfig } from '../services/default-map-config';

/** Context of the config machine. */
export interface ConfigContext {
  locale: Locale;
  /** The last config the server sent, if any. */
  config: MapConfig | null;
  error: ApiError | null;
}

/** Events of the config machine (the loader's done and error events are XState's own). */
export type ConfigEvent = { type: 'retry' } | { type: 'locale.set'; locale: Locale };

/** Input of the config machine. */
export interface ConfigInput {
  locale: Locale;
}

/** The loader: provide a real one built on the API client. */
export const loadConfigLogic = fromPromise<MapConfig, { locale: Locale }>(async () => {
  throw new Error('no map config loader provided');
});

/** The machine; provide `loadConfig` and `reportError`. */
export const configMachine = setup({
  types: {
    context: {} as ConfigContext,
    events: {} as ConfigEvent,
    input: {} as ConfigInput,
  },
  actors: { loadConfig: loadConfigLogic },
  actions: {
    /** Reports a failed load to monitoring. */
    reportError: (_, _params: { error: ApiError }) => undefined,
    assignLocale: assign({
      locale: ({ context, event }) => (event.type === 'locale.set' ? event.locale : context.locale),
    }),
  },
}).createMachine({
  id: 'config',
  context: ({ input }) => ({ locale: input.locale, config: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: assign({ config: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) =>
                isApiError(event.error) ? event.error : toApiError(event.error),
            }),
            {
              type: 'reportError',
              params: ({ context }) => ({ error: context.error ?? toApiError(null) }),
            },
          ],
        },
      },
      on: { 'locale.set': { target: 'loading', reenter: true, actions: 'assignLocale' } },
    },
    ready: {
      on: { 'locale.set': { target: 'loading', actions: 'assignLocale' } },
    },
    failed: {
      on: {
        retry: { target: 'loading' },
        'locale.set': { target: 'loading', actions: 'assignLocale' },
      },
    },
  },
});

/** The config to show: the server's when it came, else the defaults of the locale. */
export function effectiveConfig(context: ConfigContext): MapConfig {
  return context.config ?? defaultMapConfig(context.locale);
}
