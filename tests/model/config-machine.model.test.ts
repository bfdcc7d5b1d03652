import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { MapConfig } from '../../src/domain/map-config';
import type { Locale } from '../../src/i18n/locales';
import {
  configMachine,
  effectiveConfig,
  type ConfigEvent,
} from '../../src/machines/config-machine';
import { toApiError, type ApiError } from '../../src/services/api-errors';
import { defaultMapConfig } from '../../src/services/default-map-config';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Snapshot = SnapshotFrom<typeof configMachine>;

const CONFIG: MapConfig = {
  ...defaultMapConfig('fr-FR'),
  region: { ...defaultMapConfig('fr-FR').region, name: 'monaco', label: 'Monaco' },
};
const FAILURE: ApiError = toApiError({ status: 503 });

/** The loader's own events: the model sends them, the SUT settles its pending promise. */
const DONE = { type: 'xstate.done.actor.loadConfig', output: CONFIG } as unknown as ConfigEvent;
const ERROR = { type: 'xstate.error.actor.loadConfig', error: FAILURE } as unknown as ConfigEvent;

const EVENTS: ConfigEvent[] = [
  { type: 'retry' },
  { type: 'locale.set', locale: 'en-GB' },
  { type: 'locale.set', locale: 'fr-FR' },
  DONE,
  ERROR,
];

const serializeState = (s: Snapshot): string =>
  [
    s.value,
    s.context.locale,
    s.context.config ? 'config' : '-',
    s.context.error ? 'error' : '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(configMachine));

interface Pending {
  locale: Locale;
  resolve: (config: MapConfig) => void;
  reject: (error: unknown) => void;
}

function startSut() {
  const calls: Pending[] = [];
  const reportError = vi.fn();
  const machine = configMachine.provide({
    actors: {
      loadConfig: fromPromise<MapConfig, { locale: Locale }>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ locale: input.locale, resolve, reject })),
      ),
    },
    actions: { reportError: (_, params) => reportError(params) },
  });
  const actor = createActor(machine, { input: { locale: 'fr-FR' }, inspect: recorder.inspect });
  actor.start();
  return { actor, calls, reportError };
}

async function execute(sut: ReturnType<typeof startSut>, event: ConfigEvent): Promise<void> {
  const loading = sut.actor.getSnapshot().value === 'loading';
  const last = sut.calls.at(-1);
  if (event === DONE) {
    if (loading) last?.resolve(CONFIG);
  } else if (event === ERROR) {
    if (loading) last?.reject(FAILURE);
  } else {
    sut.actor.send(event);
  }
  await flush();
}

async function runPath(path: ModelPath<typeof configMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const reports = sut.reportError.mock.calls.length;
    const wasLoading = sut.actor.getSnapshot().value === 'loading';
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    // A request is made for the current locale every time the machine enters loading.
    if (live.value === 'loading') expect(sut.calls.at(-1)?.locale).toBe(live.context.locale);
    // The page always has a config to show.
    expect(effectiveConfig(live.context).themes.length).toBe(5);
    if (wasLoading && step.event === ERROR) {
      expect(sut.reportError.mock.calls.length).toBe(reports + 1);
      expect(live.context.error?.message).toBe('Erreur Serveur');
    }
  }
  sut.actor.stop();
}

describe('config machine (model)', () => {
  const paths = edgeCoveringPaths(configMachine, {
    events: EVENTS,
    serializeState,
    input: { locale: 'fr-FR' },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('falls back to the defaults of the locale before any config', () => {
    const { actor } = startSut();
    expect(effectiveConfig(actor.getSnapshot().context)).toEqual(defaultMapConfig('fr-FR'));
    actor.send({ type: 'locale.set', locale: 'nl-BE' });
    expect(effectiveConfig(actor.getSnapshot().context).region.label).toBe('België');
  });

  it('maps a thrown error that is not an ApiError', async () => {
    const sut = startSut();
    sut.calls.at(-1)?.reject(new Error('network down'));
    await flush();
    expect(sut.actor.getSnapshot().context.error?.message).toBe(
      'Une erreur est survenue, veuillez réessayer',
    );
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`config machine transition coverage: ${recorder.summary()}`);
  });
});
