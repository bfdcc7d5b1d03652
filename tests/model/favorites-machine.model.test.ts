import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Favorite, FavoriteInput } from '../../src/domain/account/favorites';
import { favoritesMachine, type FavoritesEvent } from '../../src/machines/favorites-machine';
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

type E = FavoritesEvent;
const place = (type: Favorite['type'], address: string): FavoriteInput => ({
  type,
  label: address,
  address,
  poiId: null,
  lng: 7.42,
  lat: 43.73,
  pollutionClassId: null,
});
const HOME: Favorite = { ...place('home', '1 rue A'), uuid: 'h' };
const OTHER: Favorite = { ...place('other', 'Place du Casino, Monaco'), uuid: 'o' };
const LIST = [HOME, OTHER];
const SERVER = toApiError({ status: 500 });
const DUPLICATE = new AccountError(
  'FAVORITE_DUPLICATE',
  'Ce lieu a déjà été ajouté à vos favoris.',
  409,
);

const EVENTS: E[] = [
  { type: 'connected', token: 't' },
  { type: 'disconnected' },
  { type: 'load' },
  { type: 'favorite.add', input: place('work', '2 rue B') },
  { type: 'favorite.add', input: place('other', 'place du casino; monaco') },
  { type: 'favorite.edit', uuid: 'h', input: place('home', '3 rue C') },
  { type: 'favorite.edit', uuid: '', input: place('home', '3 rue C') },
  { type: 'favorite.delete', uuid: 'h' },
  { type: 'favorite.delete', uuid: ' ' },
  { type: 'favorite.delete', uuid: 'o' },
  { type: 'favorite.restore' },
  { type: 'restore.dismiss' },
  { type: 'message.dismiss' },
  doneOf<E>('favorites.loading', LIST),
  errorOf<E>('favorites.loading', SERVER),
  errorOf<E>('favorites.loading', EXPIRED),
  doneOf<E>('favorites.adding', HOME),
  errorOf<E>('favorites.adding', SERVER),
  errorOf<E>('favorites.adding', EXPIRED),
  doneOf<E>('favorites.editing', HOME),
  errorOf<E>('favorites.editing', DUPLICATE),
  errorOf<E>('favorites.editing', EXPIRED),
  doneOf<E>('favorites.deleting', undefined),
  errorOf<E>('favorites.deleting', SERVER),
  errorOf<E>('favorites.deleting', EXPIRED),
];

const OPERATIONS = new Set(['adding', 'editing', 'deleting']);

describeModel(
  {
    name: 'favorites machine',
    machine: favoritesMachine,
    input: undefined,
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.token ?? '-',
        [
          s.context.book.home?.uuid,
          s.context.book.work?.uuid,
          ...s.context.book.others.map((o) => o.uuid),
        ].join(','),
        s.context.message ? JSON.stringify(s.context.message) : '-',
        s.context.pending?.type ?? '-',
        s.context.deleted?.uuid ?? '-',
      ].join('|'),
    start: (inspect) => {
      const calls: PendingCall[] = [];
      const sessionExpired = vi.fn();
      const machine = favoritesMachine.provide({
        actors: {
          list: fakeCall(calls, 'list'),
          add: fakeCall(calls, 'add'),
          edit: fakeCall(calls, 'edit'),
          remove: fakeCall(calls, 'remove'),
        },
        actions: { sessionExpired },
      });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, calls, sessionExpired, callsBefore: 0 };
    },
    execute: (sut, event) => {
      sut.callsBefore = sut.calls.length;
      settleOrSend(sut.calls, (e) => sut.actor.send(e), event);
    },
    invariants: {
      'after any operation, done or failed, the list is loaded again (§4)': ({
        sut,
        before,
        live,
      }) => {
        if (!OPERATIONS.has(String(before.value)) || !live.matches('loading')) return false;
        expect(sut.calls.at(-1)?.kind).toBe('list');
        return true;
      },
      'a failed operation tells the spec’s message of that operation (§8)': ({
        event,
        before,
        live,
      }) => {
        if (!String(event.type).startsWith('xstate.error') || !OPERATIONS.has(String(before.value)))
          return false;
        if (!live.matches('loading')) return false;
        const pending = before.context.pending;
        const expected =
          'error' in event && event.error instanceof AccountError
            ? { text: event.error.message }
            : {
                key:
                  pending?.type === 'favorite.delete'
                    ? 'account.favorites.deleteFailed'
                    : pending?.type === 'favorite.add' && pending.input.type === 'other'
                      ? 'account.favorites.addOtherFailed'
                      : 'account.favorites.addHomeFailed',
              };
        expect(live.context.message).toEqual(expected);
        return true;
      },
      'an address already kept is refused before any call (§5)': ({ sut, event, before, live }) => {
        if (event.type !== 'favorite.add' || !before.matches('ready')) return false;
        if (!before.context.book.others.some((o) => o.uuid === 'o') || event.input.type !== 'other')
          return false;
        expect(live.matches('ready')).toBe(true);
        expect(sut.calls.length).toBe(sut.callsBefore);
        expect(live.context.message).toEqual({ key: 'account.favorites.duplicate' });
        return true;
      },
      'edit and delete need a uuid (§5)': ({ sut, event, before, live }) => {
        if (
          (event.type !== 'favorite.edit' && event.type !== 'favorite.delete') ||
          event.uuid.trim() !== '' ||
          !before.matches('ready')
        )
          return false;
        expect(sut.calls.length).toBe(sut.callsBefore);
        expect(live.context.message).toEqual({ key: 'account.favorites.noUuid' });
        return true;
      },
      'deleting home’s uuid clears home (§4)': ({ event, before, live }) => {
        if (!before.matches('deleting') || !String(event.type).startsWith('xstate.done'))
          return false;
        if (
          before.context.pending?.type !== 'favorite.delete' ||
          before.context.pending.uuid !== 'h'
        )
          return false;
        expect(live.context.book.home).toBeNull();
        return true;
      },
      'a favourite deleted can be put back as it was, once (« Annuler »)': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'favorite.restore' || !before.matches('ready')) return false;
        const deleted = before.context.deleted;
        if (!deleted) {
          expect(sut.calls.length).toBe(sut.callsBefore);
          return true;
        }
        if (!live.matches('adding')) return false;
        const { uuid: _uuid, ...input } = deleted;
        expect(sut.calls.at(-1)).toMatchObject({ kind: 'add', input: { token: 't', input } });
        expect(live.context.deleted).toBeNull();
        return true;
      },
      'a delete done offers its favourite back; any other operation withdraws the offer': ({
        event,
        before,
        live,
      }) => {
        if (before.matches('deleting') && String(event.type).startsWith('xstate.done')) {
          const uuid =
            before.context.pending?.type === 'favorite.delete' && before.context.pending.uuid;
          expect(live.context.deleted?.uuid).toBe(
            [before.context.book.home, ...before.context.book.others].find((f) => f?.uuid === uuid)
              ?.uuid,
          );
          return true;
        }
        if (!live.matches('adding') && !live.matches('editing') && !live.matches('deleting'))
          return false;
        if (!before.matches('ready')) return false;
        expect(live.context.deleted).toBeNull();
        return true;
      },
      'a 401 signs the account out': ({ sut, event }) => {
        if (!('error' in event) || event.error !== EXPIRED) return false;
        expect(sut.sessionExpired).toHaveBeenCalled();
        return true;
      },
    },
  },
  (start) => {
    it('refuses a 53rd favourite before any call, naming the limit', async () => {
      const sut = start();
      sut.actor.send({ type: 'connected', token: 't' });
      const many = Array.from({ length: 52 }, (_, i) => ({
        ...place('other', `${i} rue`),
        uuid: `u${i}`,
      }));
      sut.calls.at(-1)?.resolve(many);
      await flush();
      const before = sut.calls.length;
      sut.actor.send({ type: 'favorite.add', input: place('other', 'encore une') });
      expect(sut.calls.length).toBe(before);
      expect(sut.actor.getSnapshot().context.message).toEqual({ key: 'account.favorites.full' });
    });
  },
);
