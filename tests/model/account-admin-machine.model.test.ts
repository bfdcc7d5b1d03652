import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  accountAdminMachine,
  type AccountAdminEvent,
} from '../../src/machines/account-admin-machine';
import { AccountError } from '../../src/services/account-api';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';

type E = AccountAdminEvent;
const REFUSED = new AccountError(
  'BAD_CREDENTIALS',
  'Adresse e-mail ou mot de passe incorrect.',
  401,
);
const EXPORT = { user: { email: 'a@b.fr' }, favorites: [] };
const STATES = ['requestingReset', 'resetting', 'exporting', 'deleting'] as const;

describeModel({
  name: 'account admin machine',
  machine: accountAdminMachine,
  input: undefined,
  events: [
    { type: 'reset.request', email: 'a@b.fr' },
    { type: 'reset.confirm', resetToken: 'x'.repeat(43), password: 'un nouveau mot' },
    { type: 'export', token: 't' },
    { type: 'delete', token: 't', password: 'mot de passe' },
    { type: 'dismiss' },
    ...STATES.flatMap((s) => [
      doneOf<E>(`accountAdmin.${s}`, s === 'exporting' ? EXPORT : undefined),
      errorOf<E>(`accountAdmin.${s}`, REFUSED),
    ]),
  ],
  serializeState: (s) =>
    [JSON.stringify(s.value), s.context.outcome ?? '-', s.context.message ? 'm' : '-'].join('|'),
  start: (inspect) => {
    const calls: PendingCall[] = [];
    const accountDeleted = vi.fn();
    const machine = accountAdminMachine.provide({
      actors: {
        requestReset: fakeCall(calls, 'requestReset'),
        reset: fakeCall(calls, 'reset'),
        exportData: fakeCall(calls, 'exportData'),
        deleteAccount: fakeCall(calls, 'deleteAccount'),
      },
      actions: { accountDeleted },
    });
    const actor = createActor(machine, { inspect });
    actor.start();
    return { actor, calls, accountDeleted };
  },
  execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
  invariants: {
    'a deleted account signs out': ({ sut, before, live }) => {
      if (!before.matches('deleting') || live.context.outcome !== 'deleted') return false;
      expect(sut.accountDeleted).toHaveBeenCalledTimes(1);
      return true;
    },
    'a refusal tells the server’s words, and achieves nothing': ({ event, live }) => {
      if (!('error' in event)) return false;
      expect(live.context.message).toEqual({ text: REFUSED.message });
      expect(live.context.outcome).toBeNull();
      return true;
    },
    'the export is kept for the view to save': ({ event, before, live }) => {
      if (!before.matches('exporting') || !('output' in event)) return false;
      expect(live.context.exported).toEqual(EXPORT);
      return true;
    },
  },
});
