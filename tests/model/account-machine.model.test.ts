import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Identity, SignedIn } from '../../src/domain/account/identity';
import { accountMachine, type AccountEvent } from '../../src/machines/account-machine';
import { AccountError } from '../../src/services/account-api';
import { toApiError } from '../../src/services/api-errors';
import {
  doneOf,
  errorOf,
  EXPIRED,
  fakeCall,
  settleOrSend,
  type PendingCall,
} from './account-fixtures';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

const IDENTITY: Identity = { sub: 'u1', email: 'a@b.fr', name: 'Anonyme', picture: null };
const OPENED: SignedIn = { token: 'fresh', identity: IDENTITY };
const REFUSED = new AccountError(
  'BAD_CREDENTIALS',
  'Adresse e-mail ou mot de passe incorrect.',
  401,
);
const OFFLINE = toApiError({ status: 504 });
type E = AccountEvent;

const EVENTS: E[] = [
  { type: 'signin', email: 'a@b.fr', password: 'secret' },
  { type: 'signup', email: 'a@b.fr', password: 'un mot de passe', name: '' },
  { type: 'signout' },
  { type: 'session.expired' },
  { type: 'retry' },
  { type: 'message.dismiss' },
  doneOf<E>('account.restoring', IDENTITY),
  errorOf<E>('account.restoring', EXPIRED),
  errorOf<E>('account.restoring', OFFLINE),
  doneOf<E>('account.notConnected.signingIn', OPENED),
  errorOf<E>('account.notConnected.signingIn', REFUSED),
  doneOf<E>('account.notConnected.signingUp', OPENED),
  errorOf<E>('account.notConnected.signingUp', REFUSED),
  doneOf<E>('account.signingOut', undefined),
  errorOf<E>('account.signingOut', EXPIRED),
];

describeModel(
  {
    name: 'account machine',
    machine: accountMachine,
    input: { token: 'kept' },
    variants: [{ name: 'no kept session', input: { token: null } }],
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.token ?? '-',
        s.context.identity ? 'id' : '-',
        s.context.message ? JSON.stringify(s.context.message) : '-',
      ].join('|'),
    start: (inspect, input) => {
      const calls: PendingCall[] = [];
      const persistToken = vi.fn<(token: string | null) => void>();
      const machine = accountMachine.provide({
        actors: {
          me: fakeCall(calls, 'me'),
          login: fakeCall(calls, 'login'),
          signup: fakeCall(calls, 'signup'),
          logout: fakeCall(calls, 'logout'),
        },
        actions: { persistToken: (_, { token }) => persistToken(token) },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, calls, persistToken };
    },
    execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
    invariants: {
      'connected: token and identity; not connected: neither (§4)': ({ live }) => {
        if (live.matches('connected')) {
          expect(live.context.token).not.toBeNull();
          expect(live.context.identity).not.toBeNull();
          return true;
        }
        if (!live.matches('notConnected')) return false;
        expect(live.context.token).toBeNull();
        expect(live.context.identity).toBeNull();
        return true;
      },
      'a session that ends is forgotten by the browser': ({ sut, before, live }) => {
        const had = before.context.token !== null;
        if (!had || !live.matches('notConnected')) return false;
        expect(sut.persistToken).toHaveBeenLastCalledWith(null);
        return true;
      },
      'a session that opens is kept by the browser': ({ sut, before, live }) => {
        if (
          before.matches('connected') ||
          !live.matches('connected') ||
          before.matches('restoring')
        )
          return false;
        expect(sut.persistToken).toHaveBeenLastCalledWith('fresh');
        return true;
      },
      'an expired session tells so': ({ event, live }) => {
        if (
          event.type !== 'session.expired' &&
          !(String(event.type).includes('restoring') && 'error' in event && event.error === EXPIRED)
        )
          return false;
        if (!live.matches('notConnected')) return false;
        expect(live.context.message).toEqual({ key: 'account.expired' });
        return true;
      },
    },
  },
  (start) => {
    it('keeps a token it could not check (no network), and checks it again on retry', async () => {
      const sut = start();
      sut.calls.at(-1)?.reject(OFFLINE);
      await flush();
      expect(sut.actor.getSnapshot().value).toBe('unreachable');
      expect(sut.actor.getSnapshot().context.token).toBe('kept');
      expect(sut.persistToken).not.toHaveBeenCalled();
      sut.actor.send({ type: 'retry' });
      expect(sut.calls.at(-1)?.kind).toBe('me');
    });

    it('shows the server’s message of a refused sign-in', async () => {
      const sut = start();
      sut.calls.at(-1)?.reject(EXPIRED);
      await flush();
      sut.actor.send({ type: 'signin', email: 'a@b.fr', password: 'x' });
      sut.calls.at(-1)?.reject(REFUSED);
      await flush();
      expect(sut.actor.getSnapshot().context.message).toEqual({
        text: 'Adresse e-mail ou mot de passe incorrect.',
      });
    });

    it('says which field to check when the server refuses the form (not the parser’s words)', async () => {
      const sut = start();
      sut.calls.at(-1)?.reject(EXPIRED);
      await flush();
      sut.actor.send({ type: 'signup', email: 'a@b', password: 'x', name: '' });
      sut.calls
        .at(-1)
        ?.reject(
          new AccountError('VALIDATION', 'Paramètres invalides : email : …', 400, ['email']),
        );
      await flush();
      expect(sut.actor.getSnapshot().context.message).toEqual({ key: 'account.email.invalid' });
      sut.actor.send({ type: 'signin', email: 'a@b.fr', password: 'x'.repeat(2000) });
      sut.calls
        .at(-1)
        ?.reject(new AccountError('VALIDATION', 'Paramètres invalides : …', 400, ['password']));
      await flush();
      expect(sut.actor.getSnapshot().context.message).toEqual({ key: 'account.invalid' });
    });
  },
);
