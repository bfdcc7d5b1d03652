/**
 * The contract every user-store adapter passes (SQLite and PostgreSQL run the same checks):
 * accounts, sessions with sliding expiry, reset links used once, the favourite rules of spec 001
 * §5 under concurrent writes, ownership, preferences, the best quiz totals and the export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_LIMIT, type FavoriteInput } from '../../src/domain/account/favorites';
import { defaultPreferences } from '../../src/domain/account/preferences';
import { adCountContract } from './ad-count-store.contract';
import { monitoringContract } from './monitoring-store.contract';
import { replayContract } from './replay-store.contract';
import type { UserStore } from './user-store';

const DAY = 86_400_000;
let emails = 0;

/** A favourite input at `address` (Monaco coordinates). */
export function place(address: string, type: FavoriteInput['type'] = 'other'): FavoriteInput {
  return {
    type,
    label: address.split(',')[0] ?? address,
    address,
    poiId: null,
    lng: 7.4246,
    lat: 43.7384,
    pollutionClassId: null,
  };
}

/** Registers the contract's tests for a store opened by `open` (closed after them). */
export function describeUserStoreContract(name: string, open: () => Promise<UserStore>): void {
  describe(`user store contract: ${name}`, () => {
    let store: UserStore;
    beforeAll(async () => {
      store = await open();
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });
    const newUser = async () => {
      emails += 1;
      const user = await store.createUser({
        email: `u${emails}-${Date.now()}@example.fr`,
        name: null,
        passwordHash: '$argon2id$x',
      });
      if (!user) throw new Error('user not created');
      return user;
    };

    it('creates a user once per e-mail and finds it by e-mail and id', async () => {
      const user = await newUser();
      expect(await store.userByEmail(user.email)).toEqual(user);
      expect(await store.userById(user.id)).toEqual(user);
      expect(
        await store.createUser({ email: user.email, name: 'x', passwordHash: 'y' }),
      ).toBeUndefined();
      expect(await store.userByEmail('nobody@example.fr')).toBeUndefined();
    });

    it('keeps a session until it expires and slides its expiry when used', async () => {
      const user = await newUser();
      const now = new Date();
      await store.createSession({
        tokenHash: `s-${user.id}`,
        userId: user.id,
        expiresAt: new Date(now.getTime() + 2 * DAY),
      });
      const slideTo = new Date(now.getTime() + 30 * DAY);
      expect((await store.sessionUser(`s-${user.id}`, now, slideTo))?.id).toBe(user.id);
      // Slid to 30 days: still valid 29 days later, gone after 31.
      const later = new Date(now.getTime() + 29 * DAY);
      expect((await store.sessionUser(`s-${user.id}`, later, later))?.id).toBe(user.id);
      const expired = new Date(now.getTime() + 31 * DAY);
      expect(await store.sessionUser(`s-${user.id}`, expired, expired)).toBeUndefined();
      expect(await store.sessionUser('unknown', now, slideTo)).toBeUndefined();
    });

    it('ends every session of a user whose password changes, and one at sign-out', async () => {
      const user = await newUser();
      const far = new Date(Date.now() + DAY);
      for (const t of ['a', 'b', 'c']) {
        await store.createSession({
          tokenHash: `${t}-${user.id}`,
          userId: user.id,
          expiresAt: far,
        });
      }
      await store.deleteSession(`a-${user.id}`);
      expect(await store.sessionUser(`a-${user.id}`, new Date(), far)).toBeUndefined();
      expect(await store.sessionUser(`b-${user.id}`, new Date(), far)).toBeDefined();
      await store.setPassword(user.id, '$argon2id$new');
      expect(await store.sessionUser(`b-${user.id}`, new Date(), far)).toBeUndefined();
      expect((await store.userById(user.id))?.passwordHash).toBe('$argon2id$new');
    });

    it('uses a reset link once, and never after it expires', async () => {
      const user = await newUser();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + 60_000);
      await store.createResetToken({ tokenHash: `r-${user.id}`, userId: user.id, expiresAt });
      await store.createResetToken({ tokenHash: `o-${user.id}`, userId: user.id, expiresAt });
      expect(await store.consumeResetToken(`r-${user.id}`, now)).toBe(user.id);
      expect(await store.consumeResetToken(`r-${user.id}`, now)).toBeUndefined();
      const late = new Date(now.getTime() + 120_000);
      expect(await store.consumeResetToken(`o-${user.id}`, late)).toBeUndefined();
    });

    it('adds favourites in order, one home and one work that later ones replace', async () => {
      const user = await newUser();
      const home = await store.addFavorite(user.id, place('1 rue A, Monaco', 'home'));
      const other = await store.addFavorite(user.id, place('2 rue B, Monaco'));
      const home2 = await store.addFavorite(user.id, place('3 rue C, Monaco', 'home'));
      expect(home.ok && home2.ok && home2.favorite.uuid === home.favorite.uuid).toBe(true);
      const list = await store.listFavorites(user.id);
      expect(list.map((f) => [f.type, f.address])).toEqual([
        ['home', '3 rue C, Monaco'],
        ['other', '2 rue B, Monaco'],
      ]);
      expect(other.ok && other.favorite).toEqual(list[1]);
    });

    it('refuses an other favourite at an address already kept (case and · / _ , . : ; ignored)', async () => {
      const user = await newUser();
      expect((await store.addFavorite(user.id, place('Place du Casino, Monaco'))).ok).toBe(true);
      const again = await store.addFavorite(user.id, place('place du casino ; monaco.'));
      expect(again).toEqual({ ok: false, reason: 'duplicate' });
      // A home at the same address is not a duplicate of an other.
      expect((await store.addFavorite(user.id, place('Place du Casino, Monaco', 'home'))).ok).toBe(
        true,
      );
      expect(await store.listFavorites(user.id)).toHaveLength(2);
    });

    it(`stores at most ${FAVORITES_LIMIT} favourites, even when written at once`, async () => {
      const user = await newUser();
      const writes = Array.from({ length: FAVORITES_LIMIT + 8 }, (_, i) =>
        store.addFavorite(user.id, place(`${i} avenue de la Costa, Monaco`)),
      );
      const results = await Promise.all(writes);
      expect(results.filter((r) => r.ok)).toHaveLength(FAVORITES_LIMIT);
      expect(results.filter((r) => !r.ok && r.reason === 'limit')).toHaveLength(8);
      expect(await store.listFavorites(user.id)).toHaveLength(FAVORITES_LIMIT);
      // Replacing a home at the limit is refused as a new one would be: there is no home yet.
      expect(await store.addFavorite(user.id, place('x', 'home'))).toEqual({
        ok: false,
        reason: 'limit',
      });
    });

    it('refuses duplicates written at once: one stored', async () => {
      const user = await newUser();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => store.addFavorite(user.id, place('9 quai Antoine Ier'))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await store.listFavorites(user.id)).toHaveLength(1);
    });

    it("edits and deletes only the user's own favourites", async () => {
      const owner = await newUser();
      const stranger = await newUser();
      const added = await store.addFavorite(owner.id, place('4 rue D'));
      if (!added.ok) throw new Error('not added');
      const uuid = added.favorite.uuid;
      expect(await store.updateFavorite(stranger.id, uuid, place('5 rue E'))).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(await store.deleteFavorite(stranger.id, uuid)).toBe(false);
      expect(await store.listFavorites(stranger.id)).toEqual([]);
      const edited = await store.updateFavorite(owner.id, uuid, place('5 rue E', 'work'));
      expect(edited.ok && edited.favorite).toMatchObject({
        uuid,
        type: 'work',
        address: '5 rue E',
      });
      expect(await store.deleteFavorite(owner.id, uuid)).toBe(true);
      expect(await store.listFavorites(owner.id)).toEqual([]);
    });

    it('an edit into home replaces the old home', async () => {
      const user = await newUser();
      await store.addFavorite(user.id, place('old home', 'home'));
      const other = await store.addFavorite(user.id, place('new home'));
      if (!other.ok) throw new Error('not added');
      await store.updateFavorite(user.id, other.favorite.uuid, place('new home', 'home'));
      const list = await store.listFavorites(user.id);
      expect(list.map((f) => [f.type, f.address])).toEqual([['home', 'new home']]);
    });

    it('stores text as text (SQL-shaped strings included)', async () => {
      const user = await newUser();
      const evil = "Robert'); DROP TABLE favorites;-- « é » 🏠";
      const added = await store.addFavorite(user.id, { ...place(evil), label: evil });
      expect(added.ok && added.favorite.label).toBe(evil);
      expect((await store.listFavorites(user.id))[0]?.address).toBe(evil);
    });

    it('keeps preferences per user', async () => {
      const user = await newUser();
      expect(await store.preferences(user.id)).toBeUndefined();
      const prefs = {
        ...defaultPreferences(),
        preferredOptions: { car: { fuel: 'B7' as const, consumption: 5.2 } },
        critAir: '2' as const,
      };
      await store.setPreferences(user.id, prefs);
      await store.setPreferences(user.id, prefs);
      expect(await store.preferences(user.id)).toEqual(prefs);
    });

    it('keeps the best quiz total of each area and level, per user', async () => {
      const user = await newUser();
      const other = await newUser();
      expect(await store.quizBest(user.id)).toEqual({});
      expect(
        await store.keepQuizBest(user.id, { 'region:28:2': 4200, 'france:france:2': 900 }),
      ).toEqual({ 'france:france:2': 900, 'region:28:2': 4200 });
      // A lower total leaves the best; a higher one replaces it; a new key is added.
      const kept = await store.keepQuizBest(user.id, {
        'region:28:2': 3000,
        'france:france:2': 950,
        'department:2A:12': 0,
      });
      expect(kept).toEqual({ 'department:2A:12': 0, 'france:france:2': 950, 'region:28:2': 4200 });
      expect(await store.quizBest(user.id)).toEqual(kept);
      expect(await store.quizBest(other.id)).toEqual({});
      expect(await store.keepQuizBest(user.id, {})).toEqual(kept);
    });

    it('keeps the higher of concurrent quiz totals', async () => {
      const user = await newUser();
      const totals = Array.from({ length: 20 }, (_, i) => ((i * 7) % 20) * 100);
      await Promise.all(totals.map((t) => store.keepQuizBest(user.id, { 'region:28:4': t })));
      expect(await store.quizBest(user.id)).toEqual({ 'region:28:4': 1900 });
    });

    it('exports everything about a user, and deletes all of it', async () => {
      const user = await newUser();
      await store.keepQuizBest(user.id, { 'department:76:2': 5100 });
      await store.addFavorite(user.id, place('7 rue G', 'work'));
      await store.setPreferences(user.id, defaultPreferences());
      await store.createSession({
        tokenHash: `e-${user.id}`,
        userId: user.id,
        expiresAt: new Date(Date.now() + DAY),
      });
      const exported = await store.exportUser(user.id);
      expect(exported?.user.email).toBe(user.email);
      expect(exported?.favorites).toHaveLength(1);
      expect(exported?.sessions).toHaveLength(1);
      expect(exported?.quizBest).toEqual({ 'department:76:2': 5100 });
      expect(JSON.stringify(exported)).not.toContain('argon2');
      await store.deleteUser(user.id);
      expect(await store.exportUser(user.id)).toBeUndefined();
      expect(await store.listFavorites(user.id)).toEqual([]);
      expect(await store.quizBest(user.id)).toEqual({});
      expect(await store.sessionUser(`e-${user.id}`, new Date(), new Date())).toBeUndefined();
    });

    monitoringContract(() => store);
    adCountContract(() => store);
    replayContract(() => store);
  });
}
