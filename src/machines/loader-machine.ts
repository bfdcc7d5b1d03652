/**
 * A keyed one-shot load: the data a screen shows for a key (the inventory of a language, the
 * roadbook of a route link, the elevation of a route). A load of another key cancels the one
 * under way, so a stale answer never replaces a newer one; answers are kept by key, so coming
 * back to a key shows it at once; a failure is kept as a message key and can be retried.
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { MessageKey } from '../i18n/translate';
import { isApiError, toApiError } from '../services/api-errors';

/** Context of a loader of values `T` from inputs `I`. */
export interface LoaderContext<I, T> {
  key: string | null;
  input: I | null;
  value: T | null;
  error: MessageKey | null;
  /** Answers by key. */
  cache: Readonly<Record<string, T>>;
}

/** Events of a loader. */
export type LoaderEvent<I> = { type: 'load'; key: string; input: I } | { type: 'reset' };

/** The call of a loader: the value of an input, cancelled by its signal. */
export type LoadCall<I, T> = (input: I, signal: AbortSignal) => Promise<T>;

function loaderSetup<I, T>(call: LoadCall<I, T>) {
  return setup({
    types: { context: {} as LoaderContext<I, T>, events: {} as LoaderEvent<I> },
    actors: {
      load: fromPromise<T, { input: I | null }>(({ input, signal }) => {
        if (input.input === null) return Promise.reject(new Error('nothing to load'));
        return call(input.input, signal);
      }),
    },
    guards: {
      cached: ({ context, event }) => event.type === 'load' && event.key in context.cache,
      sameKey: ({ context, event }) => event.type === 'load' && event.key === context.key,
    },
    actions: {
      showCached: assign(({ context, event }) => {
        assertEvent(event, 'load');
        return {
          key: event.key,
          input: event.input,
          value: context.cache[event.key] ?? null,
          error: null,
        };
      }),
      start: assign(({ event }) => {
        assertEvent(event, 'load');
        return { key: event.key, input: event.input, value: null, error: null };
      }),
      clear: assign({ key: null, input: null, value: null, error: null }),
    },
  });
}

/** The machine of a loader named `id` that loads with `call`. */
export function loaderMachine<I, T>(id: string, call: LoadCall<I, T>) {
  return loaderSetup<I, T>(call).createMachine({
    id,
    context: { key: null, input: null, value: null, error: null, cache: {} },
    initial: 'idle',
    on: {
      load: [
        { guard: 'cached', target: '.ready', actions: 'showCached' },
        { target: '.loading', reenter: true, actions: 'start' },
      ],
      reset: { target: '.idle', actions: 'clear' },
    },
    states: {
      idle: {},
      loading: {
        on: { load: { guard: 'sameKey' } },
        invoke: {
          src: 'load',
          input: ({ context }) => ({ input: context.input }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const value: T = event.output;
              const cache = context.key
                ? { ...context.cache, [context.key]: value }
                : context.cache;
              return { value, cache };
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                (isApiError(event.error) ? event.error : toApiError(event.error)).messageKey,
            }),
          },
        },
      },
      ready: {},
      failed: {},
    },
  });
}

/** A running loader. */
export type LoaderActor<I, T> = ActorRefFrom<ReturnType<typeof loaderMachine<I, T>>>;

/** What a screen shows of a loader for its key: loading, the value, or why it has none. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: MessageKey };

/** The state of `key` in a loader's snapshot (loading while another key is shown). */
export function loadStateOf<T>(
  snapshot: { value: unknown; context: LoaderContext<unknown, T> },
  key: string | undefined,
): LoadState<T> {
  const { value, error } = snapshot.context;
  if (key === undefined || snapshot.context.key !== key) return { status: 'loading' };
  if (snapshot.value === 'ready' && value !== null) return { status: 'ready', value };
  if (snapshot.value === 'failed' && error) return { status: 'failed', error };
  return { status: 'loading' };
}

/** True when two load states show the same thing (the values are compared by identity). */
export function sameLoadState<T>(a: LoadState<T>, b: LoadState<T>): boolean {
  if (a.status === 'ready' && b.status === 'ready') return a.value === b.value;
  if (a.status === 'failed' && b.status === 'failed') return a.error === b.error;
  return a.status === b.status;
}
