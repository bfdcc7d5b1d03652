import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localeMachine, type LocaleEvent } from '../../src/machines/locale-machine';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { deferred, doneEvent, errorEvent } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof localeMachine>;

const LOADED = doneEvent<LocaleEvent>('loadMessages', undefined);
const FAILED = errorEvent<LocaleEvent>('loadMessages', new Error('chunk'));
const EVENTS: LocaleEvent[] = [
  ...LOCALES.map((locale): LocaleEvent => ({ type: 'locale.set', locale })),
  LOADED,
  FAILED,
];
const recorder = new TransitionRecorder(listTransitions(localeMachine));

function startSut() {
  const load = deferred<{ locale: Locale }, void>();
  const persisted: Locale[] = [];
  const machine = localeMachine.provide({
    actors: { loadMessages: load.logic },
    actions: { persistLocale: (_, p) => persisted.push(p.locale) },
  });
  const actor = createActor(machine, { input: { locale: 'fr-FR' }, inspect: recorder.inspect });
  actor.start();
  return { actor, load, persisted };
}

async function execute(sut: ReturnType<typeof startSut>, event: LocaleEvent): Promise<void> {
  const loading = sut.actor.getSnapshot().matches('loading');
  const call = sut.load.calls.at(-1);
  if (event === LOADED) {
    if (loading) call?.resolve();
  } else if (event === FAILED) {
    if (loading) call?.reject(new Error('chunk'));
  } else sut.actor.send(event);
  await flush();
}

async function runPath(path: ModelPath<typeof localeMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot().context;
    const persistedBefore = sut.persisted.length;
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    // The messages of the pending locale are the ones loading.
    if (live.matches('loading'))
      expect(sut.load.calls.at(-1)?.input.locale).toBe(live.context.pending);
    // Persisted once, when the locale changes (loaded or not).
    const changed = before.locale !== live.context.locale;
    expect(sut.persisted.length).toBe(persistedBefore + (changed ? 1 : 0));
    if (changed) expect(sut.persisted.at(-1)).toBe(live.context.locale);
  }
  sut.actor.stop();
}

describe('locale machine (model)', () => {
  const paths = edgeCoveringPaths(localeMachine, {
    events: EVENTS,
    serializeState: (s: Snapshot) => `${String(s.value)}|${s.context.locale}|${s.context.pending}`,
    input: { locale: 'fr-FR' },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('switches to the last choice when several are made while loading', async () => {
    const sut = startSut();
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

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    console.info(`locale machine transition coverage: ${recorder.summary()}`);
  });
});
