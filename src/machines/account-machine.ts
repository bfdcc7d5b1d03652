/**
 * Account machine (spec 001 §3 User account state, §4 Account): not connected or connected —
 * token and identity set together or cleared together. A stored token is checked first (GET
 * /me); sign-in and sign-up open a session; sign-out ends it; an expired or revoked token, told
 * by any call, signs the user out with a message. The token's storage is injected.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Identity, SignedIn } from '../domain/account/identity';
import { accountMessage, type AccountMessage } from './account-messages';

/** Context of the machine. */
export interface AccountContext {
  token: string | null;
  identity: Identity | null;
  /** What the account screen tells (a refusal, an expired session), null when nothing. */
  message: AccountMessage | null;
  /** The session opened by creating the account (not by signing in to one). */
  created: boolean;
}

/** Events of the machine. */
export type AccountEvent =
  | { type: 'signin'; email: string; password: string }
  | { type: 'signup'; email: string; password: string; name: string }
  | { type: 'signout' }
  | { type: 'session.expired' }
  | { type: 'retry' }
  | { type: 'message.dismiss' };

/** Input: the token kept by the browser, if any. */
export interface AccountInput {
  token: string | null;
}

const missing = async (): Promise<never> => {
  throw new Error('no account API provided');
};

/** Placeholders of the calls: the account system provides real ones. */
export const accountActors = {
  me: fromPromise<Identity, { token: string }>(missing),
  login: fromPromise<SignedIn, { email: string; password: string }>(missing),
  signup: fromPromise<SignedIn, { email: string; password: string; name: string }>(missing),
  logout: fromPromise<void, { token: string }>(missing),
};

/** True when a failure says the session is no longer valid (401). */
export function isExpired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'status') === 401;
}

/** The machine; provide the calls and `persistToken` (null clears it). */
export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
  },
  actors: accountActors,
  actions: {
    persistToken: (_, _params: { token: string | null }) => undefined,
    cleared: assign({ token: null, identity: null }),
    refused: assign({ message: (_, params: { error: unknown }) => accountMessage(params.error) }),
    expiredMessage: assign({ message: (): AccountMessage => ({ key: 'account.expired' }) }),
    dismiss: assign({ message: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    expired: (_, params: { error: unknown }) => isExpired(params.error),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({ token: input.token, identity: null, message: null, created: false }),
  initial: 'restoring',
  on: { 'message.dismiss': { actions: 'dismiss' } },
  states: {
    restoring: {
      always: { guard: ({ context }) => context.token === null, target: 'notConnected' },
      invoke: {
        src: 'me',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'connected', actions: assign({ identity: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'expired', params: ({ event }) => ({ error: event.error }) },
            target: 'notConnected',
            actions: [
              'cleared',
              'expiredMessage',
              { type: 'persistToken', params: { token: null } },
            ],
          },
          {
            target: 'unreachable',
            actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** A stored token that could not be checked (network): kept, and tried again on demand. */
    unreachable: {
      on: {
        retry: 'restoring',
        signout: {
          target: 'notConnected',
          actions: ['cleared', { type: 'persistToken', params: { token: null } }],
        },
      },
    },
    notConnected: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            signin: 'signingIn',
            signup: 'signingUp',
          },
        },
        signingIn: {
          entry: 'dismiss',
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'signin');
              return { email: event.email, password: event.password };
            },
            onDone: {
              target: '#account.opened',
              actions: assign(({ event }) => ({
                token: event.output.token,
                identity: event.output.identity,
                message: null,
                created: false,
              })),
            },
            onError: {
              target: 'idle',
              actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        signingUp: {
          entry: 'dismiss',
          invoke: {
            src: 'signup',
            input: ({ event }) => {
              assertEvent(event, 'signup');
              return { email: event.email, password: event.password, name: event.name };
            },
            onDone: {
              target: '#account.opened',
              actions: assign(({ event }) => ({
                token: event.output.token,
                identity: event.output.identity,
                message: null,
                created: true,
              })),
            },
            onError: {
              target: 'idle',
              actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** A session just opened: kept by the browser, then connected. */
    opened: {
      always: {
        target: 'connected',
        actions: { type: 'persistToken', params: ({ context }) => ({ token: context.token }) },
      },
    },
    connected: {
      on: {
        signout: 'signingOut',
        'session.expired': {
          target: 'notConnected',
          actions: ['cleared', 'expiredMessage', { type: 'persistToken', params: { token: null } }],
        },
      },
    },
    /** The session ends on the server; the browser forgets it whatever the answer. */
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'notConnected', actions: ['cleared', 'dismiss'] },
        onError: { target: 'notConnected', actions: ['cleared', 'dismiss'] },
      },
      exit: { type: 'persistToken', params: { token: null } },
    },
  },
});
