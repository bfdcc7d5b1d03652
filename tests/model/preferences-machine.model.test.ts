import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  defaultPreferences,
  isDefaultPreferences,
  type TravelPreferences,
} from '../../src/domain/account/preferences';
import { preferencesMachine, type PreferencesEvent } from '../../src/machines/preferences-machine';
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

type E = PreferencesEvent;
const LOCAL: TravelPreferences = { ...defaultPreferences(), critAir: '1' };
const ACCOUNT: TravelPreferences = {
  ...defaultPreferences(),
  preferredOptions: { car: { fuel: 'B7', consumption: 5.5, gasCost: 1.7 } },
};
const SERVER = toApiError({ status: 500 });

const EVENTS: E[] = [
  { type: 'connected', token: 't' },
  { type: 'connected', token: 't', created: true },
  { type: 'disconnected' },
  { type: 'save', preferences: { ...ACCOUNT, transportModes: [] } },
  { type: 'options.set', mode: 'car', options: { fuel: 'E10' } },
  { type: 'options.set', mode: 'car', options: { vehicle: 'citadine' } },
  { type: 'message.dismiss' },
  doneOf<E>('preferences.loading', ACCOUNT),
  doneOf<E>('preferences.loading', defaultPreferences()),
  errorOf<E>('preferences.loading', SERVER),
  errorOf<E>('preferences.loading', EXPIRED),
  doneOf<E>('preferences.saving', ACCOUNT),
  errorOf<E>('preferences.saving', SERVER),
  errorOf<E>('preferences.saving', EXPIRED),
];

describeModel(
  {
    name: 'preferences machine',
    machine: preferencesMachine,
    input: { stored: LOCAL },
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.token ?? '-',
        s.context.created ? 'new account' : 'account',
        JSON.stringify(s.context.preferences),
        s.context.message ? JSON.stringify(s.context.message) : '-',
        s.context.saved,
      ].join('|'),
    start: (inspect, input) => {
      const calls: PendingCall[] = [];
      const persistLocal = vi.fn<(p: TravelPreferences) => void>();
      const sessionExpired = vi.fn();
      const machine = preferencesMachine.provide({
        actors: { load: fakeCall(calls, 'load'), save: fakeCall(calls, 'save') },
        actions: {
          persistLocal: (_, { preferences }) => persistLocal(preferences),
          sessionExpired,
        },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, calls, persistLocal, sessionExpired, callsBefore: 0 };
    },
    execute: (sut, event) => {
      sut.callsBefore = sut.calls.length;
      settleOrSend(sut.calls, (e) => sut.actor.send(e), event);
    },
    invariants: {
      'anonymous: kept in the browser, never sent (§5)': ({ sut, event, before }) => {
        if (!before.matches('anonymous') || (event.type !== 'save' && event.type !== 'options.set'))
          return false;
        expect(sut.calls.length).toBe(sut.callsBefore);
        expect(sut.persistLocal).toHaveBeenLastCalledWith(
          sut.actor.getSnapshot().context.preferences,
        );
        return true;
      },
      'signed in: every change is saved to the account': ({ sut, event, before }) => {
        if (!before.matches('ready') && !before.matches('saving')) return false;
        if (event.type !== 'save' && event.type !== 'options.set') return false;
        expect(sut.calls.at(-1)?.kind).toBe('save');
        return true;
      },
      'the mode list is never empty (§5)': ({ live }) => {
        expect(live.context.preferences.transportModes.length).toBeGreaterThan(0);
        return true;
      },
      'a new vehicle drops the mode’s old options; a new fuel its old price (core §4)': ({
        event,
        live,
      }) => {
        if (event.type !== 'options.set') return false;
        const car = live.context.preferences.preferredOptions.car ?? {};
        if ('vehicle' in event.options) expect(car).toEqual({ vehicle: 'citadine' });
        else expect(car.gasCost).toBeUndefined();
        return true;
      },
      'a new account takes the browser’s choices and keeps them; another, its own': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (!before.matches('loading') || !('output' in event)) return false;
        const output = event.output as TravelPreferences;
        const local = before.context.local;
        const adopts = before.context.created && local && !isDefaultPreferences(local);
        if (adopts && isDefaultPreferences(output)) {
          expect(live.context.preferences).toEqual(local);
          expect(sut.calls.at(-1)).toMatchObject({ kind: 'save' });
        } else expect(live.context.preferences).toEqual(output);
        return true;
      },
      'signing out brings back the browser’s choices': ({ event, live }) => {
        if (event.type !== 'disconnected') return false;
        expect(live.matches('anonymous')).toBe(true);
        expect(live.context.preferences).toEqual(live.context.local ?? defaultPreferences());
        return true;
      },
      'a failure tells the spec’s message (§8)': ({ event, before, live }) => {
        if (!('error' in event) || event.error !== SERVER) return false;
        const key = before.matches('loading')
          ? 'account.preferences.loadFailed'
          : 'account.preferences.saveFailed';
        expect(live.context.message).toEqual({ key });
        return true;
      },
    },
  },
  (start) => {
    it('a 401 signs the account out', async () => {
      const sut = start();
      sut.actor.send({ type: 'connected', token: 't' });
      sut.calls.at(-1)?.reject(EXPIRED);
      await flush();
      expect(sut.sessionExpired).toHaveBeenCalled();
    });
  },
);
