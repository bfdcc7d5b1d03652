import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loaderMachine, type LoaderEvent } from '../../src/machines/loader-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

interface Call {
  input: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}
type Event = LoaderEvent<string>;

/** The machine under the model: a roadbook-like loader of strings. */
function makeMachine(calls: Call[]) {
  return loaderMachine<string, string>(
    'loader',
    (input, signal) =>
      new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
}
const machine = makeMachine([]);

const SERVER = toApiError({ status: 500 });
const LOAD_A: Event = { type: 'load', key: 'a', input: '/roadbook/a' };
const LOAD_B: Event = { type: 'load', key: 'b', input: '/roadbook/b' };
const RESET: Event = { type: 'reset' };
const answer = (input: string): string => `roadbook of ${input}`;
const DONE_TYPE = 'xstate.done.actor.0.loader.loading';
const FAILURE = {
  type: 'xstate.error.actor.0.loader.loading',
  error: SERVER,
} as unknown as Event;

describeModel(
  {
    name: 'loader machine',
    machine,
    input: undefined,
    // The model's done event carries the answer of the input under way.
    events: (state): Event[] => [
      LOAD_A,
      LOAD_B,
      RESET,
      { type: DONE_TYPE, output: answer(state.context.input ?? '') } as unknown as Event,
      FAILURE,
    ],
    serializeState: (s) =>
      `${JSON.stringify(s.value)}|${s.context.key ?? '-'}|${Object.keys(s.context.cache).sort().join(',')}`,
    start: (inspect) => {
      const calls: Call[] = [];
      const actor = createActor(makeMachine(calls), { inspect });
      actor.start();
      return { actor, calls, callsBefore: 0 };
    },
    execute: (sut, event) => {
      const call = sut.actor.getSnapshot().value === 'loading' ? sut.calls.at(-1) : undefined;
      sut.callsBefore = sut.calls.length;
      if (String(event.type) === DONE_TYPE) call?.resolve(answer(call.input));
      else if (event.type === FAILURE.type) call?.reject(SERVER);
      else sut.actor.send(event);
    },
    invariants: {
      'a cached key is shown without a call; the key under way is not asked twice': ({
        sut,
        event,
        before,
      }) => {
        if (event.type !== 'load') return false;
        const cached = event.key in before.context.cache;
        const same = before.value === 'loading' && before.context.key === event.key;
        expect(sut.calls.length).toBe(sut.callsBefore + (cached || same ? 0 : 1));
        if (!cached && !same) expect(sut.calls.at(-1)?.input).toBe(event.input);
        return cached || same;
      },
      'a newer key cancels the call under way': ({ sut, event, before }) => {
        if (event.type !== 'load' || before.value !== 'loading' || before.context.key === event.key)
          return false;
        const cancelled = sut.calls.find((c) => c.input === before.context.input);
        expect(cancelled?.signal.aborted).toBe(true);
        return true;
      },
      'a ready loader shows the answer of its input': ({ live }) => {
        if (live.value !== 'ready') return false;
        expect(live.context.value).toBe(answer(live.context.input ?? ''));
        return true;
      },
      'a failure is named by its message key': ({ live }) => {
        if (live.value !== 'failed') return false;
        expect(live.context.error).toBe('errors.server');
        return true;
      },
    },
  },
  (start) => {
    it('a stale answer never replaces a newer one', async () => {
      const sut = start();
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
      const sut = start();
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
  },
);
