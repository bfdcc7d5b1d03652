/**
 * The account system (issue 13): the account, favourites and travel-preferences actors of an
 * app system, created on first use (the account overlay, « Ajouter aux favoris », the itinerary
 * page, or at start when the browser kept a session), and wired: signing in loads the favourites
 * and preferences, signing out clears them, a 401 from any call signs out with a message. The
 * favourite prompt follows the account too.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { favoriteHref, favoritesInOrder, type FavoriteBook } from '../domain/account/favorites';
import { TOKEN_STORAGE_KEY } from '../domain/account/identity';
import type { TravelPreferences } from '../domain/account/preferences';
import { createAccountApi, type AccountApi } from '../services/account-api';
import { isPreferences, isRecord } from '../services/account-checks';
import { visitsOf } from '../services/visits';
import { accountAdminMachine } from './account-admin-machine';
import { accountMachine } from './account-machine';
import type { AppSystem } from './app-system';
import {
  existingAccountSystem,
  forgetAccountSystem,
  registerAccountSystem,
  withAccountSystem,
} from './account-registry';
import { favoritePromptMachine } from './favorite-prompt-machine';
import { favoritesMachine } from './favorites-machine';
import { preferencesMachine } from './preferences-machine';

/** Where the browser keeps the session's token and an anonymous user's preferences. */
export const TOKEN_KEY = TOKEN_STORAGE_KEY;
export const PREFERENCES_KEY = 'periple.preferences';
/** Where the browser keeps when the account incentives were shown (spec 001 §3 Incentive state). */
export const INCENTIVE_KEY = 'periple.incentive.userAccount';

/** The actors of the account. */
export interface AccountSystem {
  account: ActorRefFrom<typeof accountMachine>;
  favorites: ActorRefFrom<typeof favoritesMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  admin: ActorRefFrom<typeof accountAdminMachine>;
  prompt: ActorRefFrom<typeof favoritePromptMachine>;
  api: AccountApi;
  stop(): void;
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

/** The anonymous user's preferences the browser kept, null when none or unreadable. */
export function storedPreferences(storage: KeyStore): TravelPreferences | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PREFERENCES_KEY) ?? 'null');
    return isPreferences(value) ? value : null;
  } catch {
    return null;
  }
}

/** When the favourite prompt was last shown with itinerary results, null when never. */
export function promptLastShown(storage: KeyStore): number | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(INCENTIVE_KEY) ?? 'null');
    const at = isRecord(value) ? value.lastTimeDisplayedItineraryResults : undefined;
    return typeof at === 'number' && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

function createPrompt(storage: KeyStore) {
  return createActor(
    favoritePromptMachine.provide({
      actions: {
        persist: (_, { lastShown }) =>
          write(
            storage,
            INCENTIVE_KEY,
            JSON.stringify({ lastTimeDisplayedItineraryResults: lastShown }),
          ),
      },
    }),
    { input: { visits: visitsOf(storage), lastShown: promptLastShown(storage) } },
  );
}

function write(storage: KeyStore, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the session lasts as long as the page.
  }
}

function createActors(api: AccountApi, storage: KeyStore) {
  const account = createActor(
    accountMachine.provide({
      actors: {
        me: fromPromise(({ input }) => api.me(input.token)),
        login: fromPromise(({ input }) => api.login(input)),
        signup: fromPromise(({ input }) =>
          api.signup(input.name ? input : { email: input.email, password: input.password }),
        ),
        logout: fromPromise(({ input }) => api.logout(input.token)),
      },
      actions: { persistToken: (_, { token }) => write(storage, TOKEN_KEY, token) },
    }),
    { input: { token: readToken(storage) } },
  );
  const expired = () => account.send({ type: 'session.expired' });
  const favorites = createActor(
    favoritesMachine.provide({
      actors: {
        list: fromPromise(({ input }) => api.favorites(input.token)),
        add: fromPromise(({ input }) => api.addFavorite(input.token, input.input)),
        edit: fromPromise(({ input }) => api.editFavorite(input.token, input.uuid, input.input)),
        remove: fromPromise(({ input }) => api.deleteFavorite(input.token, input.uuid)),
      },
      actions: { sessionExpired: expired },
    }),
  );
  const preferences = createActor(
    preferencesMachine.provide({
      actors: {
        load: fromPromise(({ input }) => api.preferences(input.token)),
        save: fromPromise(({ input }) => api.savePreferences(input.token, input.preferences)),
      },
      actions: {
        sessionExpired: expired,
        persistLocal: (_, { preferences: p }) => write(storage, PREFERENCES_KEY, JSON.stringify(p)),
      },
    }),
    { input: { stored: storedPreferences(storage) } },
  );
  return {
    account,
    favorites,
    preferences,
    admin: createAdmin(api, account),
    prompt: createPrompt(storage),
  };
}

/** The housekeeping actor: a deleted account signs out. */
function createAdmin(api: AccountApi, account: { send: (e: { type: 'signout' }) => void }) {
  return createActor(
    accountAdminMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }) => api.requestReset(input.email)),
        reset: fromPromise(({ input }) => api.reset(input.resetToken, input.password)),
        exportData: fromPromise(({ input }) => api.exportData(input.token)),
        deleteAccount: fromPromise(({ input }) => api.deleteAccount(input.token, input.password)),
      },
      actions: { accountDeleted: () => account.send({ type: 'signout' }) },
    }),
  );
}

function readToken(storage: KeyStore): string | null {
  try {
    return storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Tells the favourites and preferences when the account connects or disconnects. */
function wire(actors: ReturnType<typeof createActors>): () => void {
  let token: string | null = null;
  const sub = actors.account.subscribe((s) => {
    const now = s.matches('connected') ? s.context.token : null;
    if (now === token) return;
    token = now;
    const event = now
      ? ({ type: 'connected', token: now } as const)
      : ({ type: 'disconnected' } as const);
    actors.favorites.send(event);
    // A new account takes the choices made before it was created (preferences-machine.ts).
    actors.preferences.send(
      now ? { type: 'connected', token: now, created: s.context.created } : event,
    );
    actors.prompt.send(now ? { type: 'connected' } : { type: 'disconnected' });
  });
  return () => sub.unsubscribe();
}

/**
 * Gives the header's search box the favourites of the user signed in, home and work first, each
 * with its page (none once signed out): they are listed when it is focused, as in the itinerary's.
 */
function offerFavorites(app: AppSystem, favorites: ActorRefFrom<typeof favoritesMachine>) {
  let offered: FavoriteBook | null = null;
  const offer = ({ context }: ReturnType<typeof favorites.getSnapshot>): void => {
    if (context.book === offered) return;
    offered = context.book;
    const listed = favoritesInOrder(context.book).map((f) => ({
      type: f.type,
      label: f.label,
      address: f.address,
      href: favoriteHref(f),
    }));
    app.suggest.send({ type: 'favorites', favorites: listed });
  };
  offer(favorites.getSnapshot());
  const sub = favorites.subscribe(offer);
  return () => sub.unsubscribe();
}

function create(app: AppSystem, api: AccountApi): AccountSystem {
  const actors = createActors(api, app.storage);
  const unwireAccount = wire(actors);
  const unwireFavorites = offerFavorites(app, actors.favorites);
  const { favorites, preferences, admin, prompt, account } = actors;
  for (const actor of [favorites, preferences, admin, prompt, account]) {
    actor.start();
  }
  return {
    ...actors,
    api,
    stop() {
      unwireAccount();
      unwireFavorites();
      for (const actor of Object.values(actors)) actor.stop();
    },
  };
}

/** The account system of an app system (created once; `api` replaces the real client in tests). */
export function accountSystemOf(app: AppSystem, api?: AccountApi): AccountSystem {
  const existing = existingAccountSystem(app);
  if (existing) return existing;
  const created = create(
    app,
    api ??
      app.clients.account ??
      createAccountApi({ locale: () => app.locale.getSnapshot().context.locale }),
  );
  registerAccountSystem(app, created);
  app.own(() => {
    created.stop();
    forgetAccountSystem(app);
  });
  return created;
}

export { existingAccountSystem, withAccountSystem };
