import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { LOCALES } from '../../src/i18n/locales';
import { localeMachine, type LocaleEvent } from '../../src/machines/locale-machine';
import { edgeCoveringPaths, listTransitions, TransitionRecorder } from './model-helpers';

type Snapshot = SnapshotFrom<typeof localeMachine>;

const EVENTS: LocaleEvent[] = LOCALES.map((locale) => ({ type: 'locale.set', locale }));
const recorder = new TransitionRecorder(listTransitions(localeMachine));

describe('locale machine (model)', () => {
  const paths = edgeCoveringPaths(localeMachine, {
    events: EVENTS,
    serializeState: (s: Snapshot) => `${String(s.value)}|${s.context.locale}`,
    input: { locale: 'fr-FR' },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', (_name, path) => {
    const persistLocale = vi.fn();
    const machine = localeMachine.provide({
      actions: { persistLocale: (_, p) => persistLocale(p) },
    });
    const actor = createActor(machine, { input: { locale: 'fr-FR' }, inspect: recorder.inspect });
    actor.start();
    for (const step of path.steps) {
      const before = actor.getSnapshot().context.locale;
      const persisted = persistLocale.mock.calls.length;
      actor.send(step.event);
      const live = actor.getSnapshot();
      expect(live.value).toEqual(step.state.value);
      expect(live.context).toEqual(step.state.context);
      expect(live.context.locale).toBe(step.event.locale);
      // Persisted only when it changes.
      const changed = before !== step.event.locale;
      expect(persistLocale.mock.calls.length).toBe(persisted + (changed ? 1 : 0));
      if (changed) expect(persistLocale).toHaveBeenLastCalledWith({ locale: step.event.locale });
    }
    actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    console.info(`locale machine transition coverage: ${recorder.summary()}`);
  });
});
