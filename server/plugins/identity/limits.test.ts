/**
 * Sign-in limits: per address (@fastify/rate-limit, PERIPLE_AUTH_RATE_LIMIT a minute) and per
 * account (10 attempts a quarter of an hour, whatever the address; a sign-in that succeeds ends
 * the count), answered with the
 * catalogue's 429 and Retry-After; the other endpoints are not slowed by them.
 */
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

const fixture = monacoAppFixture({ PERIPLE_AUTH_RATE_LIMIT: '5' });
const login = (email: string, ip: string) =>
  fixture.app.inject({
    method: 'POST',
    url: '/api/identity/login',
    remoteAddress: ip,
    payload: { email, password: 'pas le bon mot de passe' },
  });

describe('sign-in limits', () => {
  it('limits one address to its attempts a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await login(`a${i}@example.fr`, '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const last = await login('b@example.fr', '10.0.0.1');
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(last.headers['retry-after']).toBeDefined();
    // Another address is not limited; other endpoints neither.
    expect((await login('b@example.fr', '10.0.0.2')).statusCode).toBe(401);
    expect(
      (await fixture.app.inject({ url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode,
    ).toBe(200);
  });

  it('limits one account to 10 attempts, whatever the address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await login('cible@example.fr', `10.1.0.${i}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('counts no sign-in that succeeded: signing in and out all day never locks out', async () => {
    const email = 'souvent@example.fr';
    const password = 'un mot de passe assez long';
    const signup = await fixture.app.inject({
      method: 'POST',
      url: '/api/identity/signup',
      remoteAddress: '10.2.0.1',
      payload: { email, password },
    });
    expect(signup.statusCode).toBe(201);
    const codes: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const res = await fixture.app.inject({
        method: 'POST',
        url: '/api/identity/login',
        remoteAddress: `10.2.1.${i}`,
        payload: { email, password },
      });
      codes.push(res.statusCode);
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    // Wrong guesses still add up: ten, then the limit.
    const wrong: number[] = [];
    for (let i = 0; i < 11; i += 1) wrong.push((await login(email, `10.2.2.${i}`)).statusCode);
    expect(wrong.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(wrong[10]).toBe(429);
  });
});
