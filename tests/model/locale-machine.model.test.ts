import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localeMachine, type LocaleEvent } from '../../src/machines/locale-machine';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { deferred, doneEvent, errorEvent } from './poi-fixtures';

const LOADED = doneEvent<LocaleEvent>('loadMessages', undefined);
const FAILED = errorEvent<LocaleEvent>('loadMessages', new Error('chunk'));

describeModel(
  {
    name: 'locale machine',
    machine: localeMachine,
    input: { locale: 'fr-FR' },
    events: [
      ...LOCALES.map((locale): LocaleEvent => ({ type: 'locale.set', locale })),
      LOADED,
      FAILED,
    ],
    serializeState: (s) => `${String(s.value)}|${s.context.locale}|${s.context.pending}`,
    start: (inspect) => {
      const load = deferred<{ locale: Locale }, void>();
      const persisted: Locale[] = [];
      const machine = localeMachine.provide({
        actors: { loadMessages: load.logic },
        actions: { persistLocale: (_, p) => persisted.push(p.locale) },
      });
      const actor = createActor(machine, { input: { locale: 'fr-FR' }, inspect });
      actor.start();
      return { actor, load, persisted, persistedBefore: 0 };
    },
    execute: (sut, event) => {
      const call = sut.actor.getSnapshot().matches('loading') ? sut.load.calls.at(-1) : undefined;
      sut.persistedBefore = sut.persisted.length;
      if (event === LOADED) call?.resolve();
      else if (event === FAILED) call?.reject(new Error('chunk'));
      else sut.actor.send(event);
    },
    invariants: {
      'the messages loading are those of the pending locale': ({ sut, live }) => {
        if (!live.matches('loading')) return false;
        expect(sut.load.calls.at(-1)?.input.locale).toBe(live.context.pending);
        return true;
      },
      'the locale is persisted once, when it changes': ({ sut, before, live }) => {
        const changed = before.context.locale !== live.context.locale;
        expect(sut.persisted.length).toBe(sut.persistedBefore + (changed ? 1 : 0));
        if (changed) expect(sut.persisted.at(-1)).toBe(live.context.locale);
        return changed;
      },
    },
  },
  (start) => {
    it('switches to the last choice when several are made while loading', async () => {
      const sut = start();
      sut.actor.send({ type: 'locale.set', locale: 'nl-BE' });
      sut.actor.send({ type: 'locale.set', locale: 'en-GB' });
      await flush();
      sut.load.calls[0]?.resolve();
      await flush();
      expect(sut.actor.getSnapshot().matches('loading')).toBe(true);
      sut.load.calls.at(-1)?.resolve();
      await flush();
      expect(sut.actor.getSnapshot().context).toEqual({ locale: 'en-GB', pending: null });
      expect(sut.persisted).toEqual(['en-GB']);
    });
  },
);
