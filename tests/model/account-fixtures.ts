/** Fakes shared by the account model tests: promise actors settled by the model's events. */
import { fromPromise } from 'xstate';

/** A call under way of a fake actor. */
export interface PendingCall {
  kind: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A fake promise actor of `kind` that records its calls. */
export function fakeCall<T, I>(calls: PendingCall[], kind: string) {
  return fromPromise<T, I>(
    ({ input }) =>
      new Promise<T>((resolve, reject) =>
        calls.push({ kind, input, resolve: (v) => resolve(v as T), reject }),
      ),
  );
}

/** The done event of the invoke at `path` (its default id), carrying `output`. */
export function doneOf<E>(path: string, output: unknown): E {
  return { type: `xstate.done.actor.0.${path}`, output } as unknown as E;
}

/** The error event of the invoke at `path`, carrying `error`. */
export function errorOf<E>(path: string, error: unknown): E {
  return { type: `xstate.error.actor.0.${path}`, error } as unknown as E;
}

/** Plays a model event: a done or error event settles the last call under way instead. */
export function settleOrSend(
  calls: PendingCall[],
  send: (event: never) => void,
  event: { type: string; output?: unknown; error?: unknown },
): void {
  const call = calls.at(-1);
  if (event.type.startsWith('xstate.done.actor.')) call?.resolve(event.output);
  else if (event.type.startsWith('xstate.error.actor.')) call?.reject(event.error);
  else send(event as never);
}

/** A 401 as the account API rejects with it. */
export const EXPIRED = { status: 401, message: 'Votre session a expiré' };
