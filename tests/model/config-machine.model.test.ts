import { expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MapConfig } from '../../src/domain/map-config';
import type { Locale } from '../../src/i18n/locales';
import { loadMessages } from '../../src/i18n/translate';
import {
  configMachine,
  effectiveConfig,
  type ConfigEvent,
} from '../../src/machines/config-machine';
import { toApiError, type ApiError } from '../../src/services/api-errors';
import { defaultMapConfig } from '../../src/services/default-map-config';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

const CONFIG: MapConfig = {
  ...defaultMapConfig('fr-FR'),
  region: { ...defaultMapConfig('fr-FR').region, name: 'monaco', label: 'Monaco' },
};
const FAILURE: ApiError = toApiError({ status: 503 });

/** The loader's own events: the model sends them, the SUT settles its pending promise. */
const DONE = { type: 'xstate.done.actor.loadConfig', output: CONFIG } as unknown as ConfigEvent;
const ERROR = { type: 'xstate.error.actor.loadConfig', error: FAILURE } as unknown as ConfigEvent;

interface Pending {
  locale: Locale;
  resolve: (config: MapConfig) => void;
  reject: (error: unknown) => void;
}

describeModel(
  {
    name: 'config machine',
    machine: configMachine,
    input: { locale: 'fr-FR' },
    events: [
      { type: 'retry' },
      { type: 'locale.set', locale: 'en-GB' },
      { type: 'locale.set', locale: 'fr-FR' },
      DONE,
      ERROR,
    ],
    serializeState: (s) =>
      [
        s.value,
        s.context.locale,
        s.context.config ? 'config' : '-',
        s.context.error ? 'error' : '-',
      ].join('|'),
    start: (inspect) => {
      const calls: Pending[] = [];
      const reportError = vi.fn<(params: unknown) => void>();
      const machine = configMachine.provide({
        actors: {
          loadConfig: fromPromise<MapConfig, { locale: Locale }>(
            ({ input }) =>
              new Promise((resolve, reject) =>
                calls.push({ locale: input.locale, resolve, reject }),
              ),
          ),
        },
        actions: { reportError: (_, params) => reportError(params) },
      });
      const actor = createActor(machine, { input: { locale: 'fr-FR' }, inspect });
      actor.start();
      return { actor, calls, reportError, reportsBefore: 0 };
    },
    execute: (sut, event) => {
      const loading = sut.actor.getSnapshot().value === 'loading';
      const last = sut.calls.at(-1);
      sut.reportsBefore = sut.reportError.mock.calls.length;
      if (event === DONE) {
        if (loading) last?.resolve(CONFIG);
      } else if (event === ERROR) {
        if (loading) last?.reject(FAILURE);
      } else sut.actor.send(event);
    },
    invariants: {
      'entering loading asks for the config of the current locale': ({ sut, live }) => {
        if (live.value !== 'loading') return false;
        expect(sut.calls.at(-1)?.locale).toBe(live.context.locale);
        return true;
      },
      'the page always has a config to show': ({ live }) => {
        expect(effectiveConfig(live.context).themes.length).toBe(5);
        return true;
      },
      'a failure is reported once and named': ({ sut, event, before, live }) => {
        if (before.value !== 'loading' || event !== ERROR) return false;
        expect(sut.reportError.mock.calls.length).toBe(sut.reportsBefore + 1);
        expect(live.context.error?.message).toBe('Erreur Serveur');
        return true;
      },
    },
  },
  (start) => {
    it('falls back to the defaults of the locale before any config', async () => {
      // As the app does before switching: the locale's messages first.
      await loadMessages('nl-BE');
      const { actor } = start();
      expect(effectiveConfig(actor.getSnapshot().context)).toEqual(defaultMapConfig('fr-FR'));
      actor.send({ type: 'locale.set', locale: 'nl-BE' });
      expect(effectiveConfig(actor.getSnapshot().context).region.label).toBe('België');
    });

    it('maps a thrown error that is not an ApiError', async () => {
      const sut = start();
      sut.calls.at(-1)?.reject(new Error('network down'));
      await flush();
      expect(sut.actor.getSnapshot().context.error?.message).toBe(
        'Une erreur est survenue, veuillez réessayer',
      );
    });
  },
);
