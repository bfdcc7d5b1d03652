/**
 * The account endpoints through `inject` on the Monaco app (throwaway SQLite user store): the
 * journeys of issue 13 and its bad inputs, each answered with the catalogue's code and message.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

const fixture = monacoAppFixture();
let users = 0;
const PASSWORD = 'un mot de passe solide';

/** Signs up a new user; returns its token. */
async function signup(app: FastifyInstance, name?: string): Promise<string> {
  users += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/identity/signup',
    payload: {
      email: `Camille.${users}@Example.fr`,
      password: PASSWORD,
      ...(name ? { name } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ token: string }>().token;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const home = {
  type: 'HOME',
  label: 'Maison',
  address: '7 rue Grimaldi, Monaco',
  lng: 7.4197,
  lat: 43.7322,
};

describe('identity', () => {
  it('signs up, answers the identity (name Anonyme by default) and signs in again', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const me = await app.inject({ url: '/api/identity/me', headers: auth(token) });
    expect(me.json()).toMatchObject({
      email: `camille.${users}@example.fr`,
      name: 'Anonyme',
      picture: null,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/identity/login',
      payload: { email: `camille.${users}@example.fr`, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const { app } = fixture;
    await signup(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/identity/login',
      payload: { email: `camille.${users}@example.fr`, password: 'pas le bon mot de passe' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/identity/login',
      payload: { email: 'personne@example.fr', password: 'pas le bon mot de passe' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toMatchObject({
      code: 'BAD_CREDENTIALS',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
  });

  it('refuses short or repetitive passwords, the e-mail as password and a taken e-mail', async () => {
    const { app } = fixture;
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/identity/signup', payload });
    const short = await post({ email: 'court@example.fr', password: 'court' });
    expect(short.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'Mot de passe refusé : 12 caractères au moins.',
    });
    const same = await post({
      email: 'meme.adresse@example.fr',
      password: 'Meme.Adresse@example.fr',
    });
    expect(same.json<{ code: string }>().code).toBe('WEAK_PASSWORD');
    // Twelve spaces, or one or two characters repeated, are no password.
    for (const password of [' '.repeat(12), 'a'.repeat(12), 'ab'.repeat(6)]) {
      const weak = await post({ email: 'espaces@example.fr', password });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        code: 'WEAK_PASSWORD',
        message:
          'Mot de passe refusé : il ne doit pas répéter un ou deux caractères (espaces compris).',
      });
    }
    await signup(app);
    const taken = await post({ email: `camille.${users}@example.fr`, password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('EMAIL_TAKEN');
  });

  it('signs out: the token no longer works', async () => {
    const { app } = fixture;
    const token = await signup(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/identity/logout', headers: auth(token) }))
        .statusCode,
    ).toBe(204);
    const me = await app.inject({ url: '/api/identity/me', headers: auth(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json<{ code: string }>().code).toBe('SESSION_EXPIRED');
  });

  it('changes the password: old sessions end, the new token works', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/identity/password',
      headers: auth(token),
      payload: { current: PASSWORD, password: 'un tout autre mot de passe' },
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/identity/me', headers: auth(token) })).statusCode).toBe(
      401,
    );
    const fresh = res.json<{ token: string }>().token;
    expect((await app.inject({ url: '/api/identity/me', headers: auth(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('exports everything about the user, and deletes the account with its password', async () => {
    const { app } = fixture;
    const token = await signup(app, 'Camille');
    await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      headers: auth(token),
      payload: home,
    });
    const exported = await app.inject({ url: '/api/identity/export', headers: auth(token) });
    expect(exported.json()).toMatchObject({
      user: { name: 'Camille' },
      favorites: [{ label: 'Maison' }],
    });
    expect(exported.body).not.toMatch(/argon2|password/i);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/identity/account',
      headers: auth(token),
      payload: { password: 'mauvais mot de passe' },
    });
    expect(refused.statusCode).toBe(401);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/identity/account',
      headers: auth(token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/user/favorite', headers: auth(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('favourites and preferences', () => {
  it("answers 'no token' without a token, before reading the body", async () => {
    const { app } = fixture;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NO_TOKEN', message: 'no token' });
    const forged = await app.inject({ url: '/api/user/favorite', headers: auth('A'.repeat(43)) });
    expect(forged.json<{ code: string }>().code).toBe('SESSION_EXPIRED');
  });

  it('adds home (sent upper-case, read lower-case), lists, edits and deletes', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      headers: auth(token),
      payload: { ...home, poiID: 'osm-n1' },
    });
    expect(put.statusCode).toBe(201);
    const fav = put.json<{ data: { uuid: string; type: string; poiId: string } }>().data;
    expect(fav).toMatchObject({ type: 'home', poiId: 'osm-n1' });
    const edit = await app.inject({
      method: 'POST',
      url: `/api/user/favorite/${fav.uuid}`,
      headers: auth(token),
      payload: { ...home, label: 'Chez moi' },
    });
    expect(edit.json()).toMatchObject({ data: { uuid: fav.uuid, label: 'Chez moi' } });
    const list = await app.inject({ url: '/api/user/favorite', headers: auth(token) });
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(list.headers['cache-control']).toBe('no-store');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/favorite/${fav.uuid}`,
      headers: auth(token),
    });
    expect(del.statusCode).toBe(204);
  });

  it("never shows or touches another user's favourite: 404", async () => {
    const { app } = fixture;
    const owner = await signup(app);
    const stranger = await signup(app);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      headers: auth(owner),
      payload: home,
    });
    const uuid = put.json<{ data: { uuid: string } }>().data.uuid;
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/user/favorite/${uuid}`,
        headers: auth(stranger),
        ...(method === 'POST' ? { payload: home } : {}),
      });
      expect(res.statusCode).toBe(404);
      // The spec's message (§8 « Other »): the same as for a favourite that does not exist.
      expect(res.json()).toMatchObject({ code: 'NO_FAVORITE', message: 'no favorite' });
      expect(res.body).not.toContain('Grimaldi');
    }
    expect(
      (await app.inject({ url: '/api/user/favorite', headers: auth(stranger) })).json(),
    ).toEqual({ data: [] });
  });

  it('refuses a duplicate with the spec message, and the 53rd favourite', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const other = (address: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/favorite',
        headers: auth(token),
        payload: { ...home, type: 'OTHER', address },
      });
    expect((await other('Place du Casino, Monaco')).statusCode).toBe(201);
    const dup = await other('place du casino; monaco');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'FAVORITE_DUPLICATE',
      message: 'Ce lieu a déjà été ajouté à vos favoris.',
    });
    for (let i = 1; i < 52; i += 1)
      expect((await other(`${i} boulevard Albert Ier`)).statusCode).toBe(201);
    const full = await other('53 boulevard Albert Ier');
    expect(full.json<{ code: string }>().code).toBe('FAVORITES_FULL');
  });

  it.each([
    ['an unknown field', { ...home, extra: 1 }],
    ['an over-long label', { ...home, label: 'x'.repeat(201) }],
    ['a latitude out of range', { ...home, lat: 91 }],
    ['a lower-case type', { ...home, type: 'home' }],
  ])('refuses %s with VALIDATION and stores nothing', async (_name, payload) => {
    const { app } = fixture;
    const token = await signup(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      headers: auth(token),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: 'VALIDATION' });
    expect((await app.inject({ url: '/api/user/favorite', headers: auth(token) })).json()).toEqual({
      data: [],
    });
  });

  it('replaces a non-numeric Crit’Air id by the default', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      headers: auth(token),
      payload: { ...home, pollutionClassId: 'vert' },
    });
    expect(res.json()).toMatchObject({ data: { pollutionClassId: null } });
    const two = await app.inject({
      method: 'PUT',
      url: '/api/user/favorite',
      headers: auth(token),
      payload: { ...home, type: 'WORK', pollutionClassId: 2 },
    });
    expect(two.json()).toMatchObject({ data: { pollutionClassId: '2' } });
  });

  it('keeps travel preferences, never with an empty mode list', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const initial = await app.inject({ url: '/api/user/preferences', headers: auth(token) });
    expect(
      initial.json<{ data: { transportModes: string[] } }>().data.transportModes.length,
    ).toBeGreaterThan(0);
    const prefs = {
      preferredOptions: { car: { fuel: 'B7', consumption: 5.5, gasCost: 1.72 } },
      transportModes: ['car', 'bike'],
      critAir: '2',
    };
    const saved = await app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      headers: auth(token),
      payload: prefs,
    });
    expect(saved.json()).toEqual({ data: prefs });
    expect(
      (await app.inject({ url: '/api/user/preferences', headers: auth(token) })).json(),
    ).toEqual({ data: prefs });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      headers: auth(token),
      payload: { ...prefs, transportModes: [] },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('best quiz totals', () => {
  const put = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/user/quiz', headers: auth(token), payload });

  it('keeps the best of each area and level, only for its owner', async () => {
    const { app } = fixture;
    const token = await signup(app);
    const other = await signup(app);
    expect((await app.inject({ url: '/api/user/quiz', headers: auth(token) })).json()).toEqual({
      data: {},
    });
    await put(app, token, { scores: { 'department:76:2': 6200, 'france:france:4': 800 } });
    const kept = await put(app, token, { scores: { 'department:76:2': 5000 } });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toBe('no-store');
    expect(kept.json()).toEqual({ data: { 'department:76:2': 6200, 'france:france:4': 800 } });
    expect((await app.inject({ url: '/api/user/quiz', headers: auth(other) })).json()).toEqual({
      data: {},
    });
    const anonymous = await app.inject({ url: '/api/user/quiz' });
    expect(anonymous.json<{ code: string }>().code).toBe('NO_TOKEN');
  });

  it('refuses keys and totals no game can give, keeping what was there', async () => {
    const { app } = fixture;
    const token = await signup(app);
    await put(app, token, { scores: { 'region:28:2': 100 } });
    for (const scores of [
      { 'region:28:3': 100 },
      { 'region:28:2': 11_001 },
      { 'region:28:2': -5 },
      { 'region:28:2': 10.5 },
      { 'ville:76:2': 10 },
    ]) {
      const res = await put(app, token, { scores });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect((await put(app, token, { scores: {}, extra: 1 })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/user/quiz', headers: auth(token) })).json()).toEqual({
      data: { 'region:28:2': 100 },
    });
  });
});
