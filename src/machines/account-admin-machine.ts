/**
 * The account's housekeeping (issue 13): a password-reset link asked for by e-mail, a new
 * password set from that link, the export of everything stored about the user, and the
 * account's deletion (confirmed by its password). One operation at a time; each tells its
 * outcome or the server's message.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { accountMessage, type AccountMessage } from './account-messages';

/** What the last operation achieved. */
export type AdminOutcome = 'resetSent' | 'resetDone' | 'exported' | 'deleted';

/** Context of the machine. */
export interface AccountAdminContext {
  message: AccountMessage | null;
  outcome: AdminOutcome | null;
  /** The export, once it arrived (the view offers it as a file). */
  exported: unknown;
}

/** Events of the machine. */
export type AccountAdminEvent =
  | { type: 'reset.request'; email: string }
  | { type: 'reset.confirm'; resetToken: string; password: string }
  | { type: 'export'; token: string }
  | { type: 'delete'; token: string; password: string }
  | { type: 'dismiss' };

const missing = async (): Promise<never> => {
  throw new Error('no account API provided');
};

/** Placeholders of the calls: the account system provides real ones. */
export const accountAdminActors = {
  requestReset: fromPromise<void, { email: string }>(missing),
  reset: fromPromise<void, { resetToken: string; password: string }>(missing),
  exportData: fromPromise<unknown, { token: string }>(missing),
  deleteAccount: fromPromise<void, { token: string; password: string }>(missing),
};

/** The machine; provide the calls and `accountDeleted` (the account then signs out). */
export const accountAdminMachine = setup({
  types: {
    context: {} as AccountAdminContext,
    events: {} as AccountAdminEvent,
  },
  actors: accountAdminActors,
  actions: {
    accountDeleted: () => undefined,
    start: assign({ message: null, outcome: null, exported: null }),
    failed: assign({ message: (_, params: { error: unknown }) => accountMessage(params.error) }),
  },
}).createMachine({
  id: 'accountAdmin',
  context: { message: null, outcome: null, exported: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'reset.request': { target: 'requestingReset', actions: 'start' },
        'reset.confirm': { target: 'resetting', actions: 'start' },
        export: { target: 'exporting', actions: 'start' },
        delete: { target: 'deleting', actions: 'start' },
        dismiss: { actions: 'start' },
      },
    },
    requestingReset: {
      invoke: {
        src: 'requestReset',
        input: ({ event }) => {
          assertEvent(event, 'reset.request');
          return { email: event.email };
        },
        onDone: { target: 'idle', actions: assign({ outcome: 'resetSent' }) },
        onError: {
          target: 'idle',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resetting: {
      invoke: {
        src: 'reset',
        input: ({ event }) => {
          assertEvent(event, 'reset.confirm');
          return { resetToken: event.resetToken, password: event.password };
        },
        onDone: { target: 'idle', actions: assign({ outcome: 'resetDone' }) },
        onError: {
          target: 'idle',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exporting: {
      invoke: {
        src: 'exportData',
        input: ({ event }) => {
          assertEvent(event, 'export');
          return { token: event.token };
        },
        onDone: {
          target: 'idle',
          actions: assign({ outcome: 'exported', exported: ({ event }) => event.output }),
        },
        onError: {
          target: 'idle',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteAccount',
        input: ({ event }) => {
          assertEvent(event, 'delete');
          return { token: event.token, password: event.password };
        },
        onDone: { target: 'idle', actions: [assign({ outcome: 'deleted' }), 'accountDeleted'] },
        onError: {
          target: 'idle',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
