/**
 * Favourites machine (spec 001 §4 Account, §5 rules, §8 messages): the signed-in user's home,
 * work and other places. Load; set home or work; add an other; edit by uuid; delete by uuid
 * (clearing home or work when the uuid is theirs, else removing it from the others); after every
 * operation the list is loaded again. The rules of §5 are checked before any call (the server
 * checks them too); each failed operation tells the spec's message. The favourite deleted last
 * can be put back (`favorite.restore`), as Google Maps offers « Annuler » after a removal, until
 * another operation starts or the offer is dismissed.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  favoriteBook,
  FAVORITES_LIMIT,
  favoritesInOrder,
  refuseFavorite,
  withoutFavorite,
  type Favorite,
  type FavoriteBook,
  type FavoriteInput,
} from '../domain/account/favorites';
import type { MessageKey } from '../i18n/fr-fr';
import { isExpired } from './account-machine';
import { accountMessage, type AccountMessage } from './account-messages';

/** Context of the machine. */
export interface FavoritesContext {
  token: string | null;
  book: FavoriteBook;
  message: AccountMessage | null;
  /** True once a list has arrived since sign-in. */
  loaded: boolean;
  /** The operation under way (its failure message and the uuid a delete clears). */
  pending: PendingOperation | null;
  /** The favourite deleted last, while it can be put back. */
  deleted: Favorite | null;
}

/** An operation under way. */
export type PendingOperation =
  | { type: 'favorite.add'; input: FavoriteInput }
  | { type: 'favorite.edit'; uuid: string; input: FavoriteInput }
  | { type: 'favorite.delete'; uuid: string };

/** Events of the machine. */
export type FavoritesEvent =
  | { type: 'connected'; token: string }
  | { type: 'disconnected' }
  | { type: 'load' }
  | { type: 'favorite.add'; input: FavoriteInput }
  | { type: 'favorite.edit'; uuid: string; input: FavoriteInput }
  | { type: 'favorite.delete'; uuid: string }
  | { type: 'favorite.restore' }
  | { type: 'restore.dismiss' }
  | { type: 'message.dismiss' };

const EMPTY: FavoriteBook = { home: null, work: null, others: [] };

/** The context of a signed-out visitor: no token, no favourite, nothing under way. */
const SIGNED_OUT: FavoritesContext = {
  token: null,
  book: EMPTY,
  message: null,
  loaded: false,
  pending: null,
  deleted: null,
};

const missing = async (): Promise<never> => {
  throw new Error('no favourites API provided');
};

/** Placeholders of the calls: the account system provides real ones. */
export const favoritesActors = {
  list: fromPromise<Favorite[], { token: string }>(missing),
  add: fromPromise<Favorite, { token: string; input: FavoriteInput }>(missing),
  edit: fromPromise<Favorite, { token: string; uuid: string; input: FavoriteInput }>(missing),
  remove: fromPromise<void, { token: string; uuid: string }>(missing),
};

/** The spec's message of a failed operation (§8): add of home/work or other, delete. */
export function operationFailure(pending: PendingOperation | null): MessageKey {
  if (!pending) return 'errors.default';
  if (pending.type === 'favorite.delete') return 'account.favorites.deleteFailed';
  return pending.input.type === 'other'
    ? 'account.favorites.addOtherFailed'
    : 'account.favorites.addHomeFailed';
}

/** The message of an add the rules refuse before any call, undefined when allowed. */
export function refusedAdd(book: FavoriteBook, input: FavoriteInput): AccountMessage | undefined {
  const refusal = refuseFavorite(favoritesInOrder(book), input);
  if (refusal === 'duplicate') return { key: 'account.favorites.duplicate' };
  if (refusal === 'limit') return { key: 'account.favorites.full' };
  return undefined;
}

/** The input that adds a deleted favourite back. */
export function restoreInput(favorite: Favorite): FavoriteInput {
  const { uuid: _uuid, ...input } = favorite;
  return input;
}

/** The favourite an add under way sends (a new one, or one deleted and put back). */
function addedInput(pending: PendingOperation | null): FavoriteInput {
  if (pending?.type !== 'favorite.add') throw new Error('an add without its favourite');
  return pending.input;
}

/** The favourite of a uuid in a book, or null. */
function favoriteOf(book: FavoriteBook, uuid: string): Favorite | null {
  return favoritesInOrder(book).find((f) => f.uuid === uuid) ?? null;
}

/** The maximum number of favourites, for the message that names it. */
export const FAVORITES_MAX = FAVORITES_LIMIT;

/** The machine; provide the calls and `sessionExpired` (a 401: the account signs out). */
export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
  },
  actors: favoritesActors,
  actions: {
    sessionExpired: () => undefined,
    dismiss: assign({ message: null }),
    start: assign({
      message: null,
      deleted: null,
      pending: ({ event }) => {
        assertEvent(event, ['favorite.add', 'favorite.edit', 'favorite.delete']);
        return event;
      },
    }),
    failed: assign({
      message: ({ context }, params: { error: unknown }) =>
        accountMessage(params.error, operationFailure(context.pending)),
      pending: null,
    }),
  },
  guards: {
    addAllowed: ({ context, event }) => {
      assertEvent(event, 'favorite.add');
      return refusedAdd(context.book, event.input) === undefined;
    },
    canRestore: ({ context }) =>
      context.deleted !== null &&
      refusedAdd(context.book, restoreInput(context.deleted)) === undefined,
    hasUuid: ({ event }) => {
      assertEvent(event, ['favorite.edit', 'favorite.delete']);
      return event.uuid.trim() !== '';
    },
  },
}).createMachine({
  id: 'favorites',
  context: SIGNED_OUT,
  initial: 'signedOut',
  on: {
    disconnected: {
      target: '.signedOut',
      actions: assign(SIGNED_OUT),
    },
    'message.dismiss': { actions: 'dismiss' },
    'restore.dismiss': { actions: assign({ deleted: null }) },
  },
  states: {
    signedOut: {
      on: {
        connected: { target: 'loading', actions: assign({ token: ({ event }) => event.token }) },
      },
    },
    loading: {
      invoke: {
        src: 'list',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign({ book: ({ event }) => favoriteBook(event.output), loaded: true }),
        },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          {
            target: 'ready',
            actions: assign({
              message: ({ event }) => accountMessage(event.error, 'account.favorites.loadFailed'),
            }),
          },
        ],
      },
    },
    ready: {
      on: {
        load: 'loading',
        'favorite.add': [
          { guard: 'addAllowed', target: 'adding', actions: 'start' },
          {
            actions: assign({
              message: ({ context, event }) => refusedAdd(context.book, event.input) ?? null,
            }),
          },
        ],
        'favorite.edit': [
          { guard: 'hasUuid', target: 'editing', actions: 'start' },
          { actions: assign({ message: { key: 'account.favorites.noUuid' } }) },
        ],
        'favorite.delete': [
          { guard: 'hasUuid', target: 'deleting', actions: 'start' },
          { actions: assign({ message: { key: 'account.favorites.noUuid' } }) },
        ],
        'favorite.restore': {
          guard: 'canRestore',
          target: 'adding',
          actions: assign(({ context }) => ({
            message: null,
            pending: context.deleted && {
              type: 'favorite.add' as const,
              input: restoreInput(context.deleted),
            },
            deleted: null,
          })),
        },
      },
    },
    adding: {
      invoke: {
        src: 'add',
        input: ({ context }) => ({
          token: context.token ?? '',
          input: addedInput(context.pending),
        }),
        onDone: { target: 'loading', actions: assign({ pending: null }) },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          {
            target: 'loading',
            actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    editing: {
      invoke: {
        src: 'edit',
        input: ({ context, event }) => {
          assertEvent(event, 'favorite.edit');
          return { token: context.token ?? '', uuid: event.uuid, input: event.input };
        },
        onDone: { target: 'loading', actions: assign({ pending: null }) },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          {
            target: 'loading',
            actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context, event }) => {
          assertEvent(event, 'favorite.delete');
          return { token: context.token ?? '', uuid: event.uuid };
        },
        onDone: {
          target: 'loading',
          actions: assign(({ context }) => {
            const uuid = context.pending?.type === 'favorite.delete' ? context.pending.uuid : '';
            return {
              book: uuid ? withoutFavorite(context.book, uuid) : context.book,
              deleted: favoriteOf(context.book, uuid),
              pending: null,
            };
          }),
        },
        onError: [
          { guard: ({ event }) => isExpired(event.error), actions: 'sessionExpired' },
          {
            target: 'loading',
            actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});
