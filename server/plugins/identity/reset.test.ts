/**
 * Password reset: the link goes to the mail outbox (no SMTP configured), works once, ends every
 * session; an unknown e-mail gets the same answer and no message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

const fixture = monacoAppFixture();
const email = 'oubli@example.fr';
const post = (url: string, payload: object) => fixture.app.inject({ method: 'POST', url, payload });

/** The messages of the outbox. */
function outbox(): string[] {
  const dir = join(fixture.usersDir, 'outbox');
  try {
    return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

describe('password reset', () => {
  it('writes a link to the outbox that sets a new password once', async () => {
    const signup = await post('/api/identity/signup', { email, password: 'mot de passe oublié' });
    const oldToken = signup.json<{ token: string }>().token;
    const unknown = await post('/api/identity/reset-request', { email: 'inconnu@example.fr' });
    expect(outbox()).toHaveLength(0);
    const asked = await post('/api/identity/reset-request', { email });
    expect(asked.statusCode).toBe(202);
    expect(asked.body).toBe(unknown.body);
    const [message] = outbox();
    expect(message).toContain(`To: ${email}`);
    const token = /reinitialisation\/([A-Za-z0-9_-]+)/.exec(message ?? '')?.[1] ?? '';
    const short = await post('/api/identity/reset', { token, password: 'court' });
    expect(short.json<{ code: string }>().code).toBe('WEAK_PASSWORD');
    const reset = await post('/api/identity/reset', { token, password: 'un nouveau mot de passe' });
    expect(reset.statusCode).toBe(204);
    const again = await post('/api/identity/reset', { token, password: 'encore un autre mot' });
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    const me = await fixture.app.inject({
      url: '/api/identity/me',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.statusCode).toBe(401);
    const login = await post('/api/identity/login', { email, password: 'un nouveau mot de passe' });
    expect(login.statusCode).toBe(200);
  });
});
