import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { loaderMachine, type LoaderEvent } from '../../src/machines/loader-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

interface Call {
  input: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** The machine under the model: a roadbook-like loader of strings. */
function makeMachine(calls: Call[]) {
  return loaderMachine<string, string>(
    'loader',
    (input, signal) =>
      new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
}
const machine = makeMachine([]);
type Snapshot = SnapshotFrom<typeof machine>;
type Event = LoaderEvent<string>;

const SERVER = toApiError({ status: 500 });
const LOAD_A: Event = { type: 'load', key: 'a', input: '/roadbook/a' };
const LOAD_B: Event = { type: 'load', key: 'b', input: '/roadbook/b' };
const RESET: Event = { type: 'reset' };
const answer = (input: string): string => `roadbook of ${input}`;
const DONE = { type: 'xstate.done.actor.0.loader.loading' } as unknown as Event;
const FAILURE = {
  type: 'xstate.error.actor.0.loader.loading',
  error: SERVER,
} as unknown as Event;

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${s.context.key ?? '-'}|${Object.keys(s.context.cache).sort().join(',')}`;

const recorder = new TransitionRecorder(listTransitions(machine));

function startSut() {
  const calls: Call[] = [];
  const actor = createActor(makeMachine(calls), { inspect: recorder.inspect });
  actor.start();
  return { actor, calls };
}

/** The model's done event carries the answer of the input under way. */
function modelEvent(event: Event, state: Snapshot): Event {
  if (event !== DONE) return event;
  return { ...DONE, output: answer(state.context.input ?? '') } as unknown as Event;
}

async function execute(sut: ReturnType<typeof startSut>, event: Event): Promise<void> {
  const loading = sut.actor.getSnapshot().value === 'loading';
  const call = sut.calls.at(-1);
  if (event.type === DONE.type) {
    if (loading && call) call.resolve(answer(call.input));
  } else if (event.type === FAILURE.type) {
    if (loading) call?.reject(SERVER);
  } else sut.actor.send(event);
  await flush();
}

async function runPath(path: ModelPath<typeof machine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    const callsBefore = sut.calls.length;
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    if (step.event.type === 'load') {
      const cached = step.event.key in before.context.cache;
      const same = before.value === 'loading' && before.context.key === step.event.key;
      // A cached key is shown without a call; the key under way is not asked twice.
      expect(sut.calls.length).toBe(callsBefore + (cached || same ? 0 : 1));
      if (!cached && !same) expect(sut.calls.at(-1)?.input).toBe(step.event.input);
      if (before.value === 'loading' && !same)
        expect(sut.calls[callsBefore - 1]?.signal.aborted).toBe(true);
    }
    if (live.value === 'ready') expect(live.context.value).toBe(answer(live.context.input ?? ''));
    if (live.value === 'failed') expect(live.context.error).toBe('errors.server');
  }
  sut.actor.stop();
}

describe('loader machine (model)', () => {
  const paths = edgeCoveringPaths(machine, {
    events: (state): Event[] => [LOAD_A, LOAD_B, RESET, modelEvent(DONE, state), FAILURE],
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('a stale answer never replaces a newer one', async () => {
    const sut = startSut();
    sut.actor.send(LOAD_A);
    sut.actor.send(LOAD_B);
    sut.calls[0]?.resolve('late answer of a');
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('loading');
    sut.calls[1]?.resolve('answer of b');
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ key: 'b', value: 'answer of b' });
    expect(sut.actor.getSnapshot().context.cache).toEqual({ b: 'answer of b' });
    sut.actor.stop();
  });

  it('a failure can be retried with the same key', async () => {
    const sut = startSut();
    sut.actor.send(LOAD_A);
    sut.calls[0]?.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('failed');
    sut.actor.send(LOAD_A);
    expect(sut.calls).toHaveLength(2);
    sut.calls[1]?.resolve('answer of a');
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ value: 'answer of a', error: null });
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`loader machine transition coverage: ${recorder.summary()}`);
  });
});
