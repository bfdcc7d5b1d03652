/**
 * The account client on the real identity API (Fastify inject on the Monaco app): a refused
 * form keeps the fields the server names, so that the screens say which one to check.
 */
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../server/test-support/monaco-app';
import { injectFetch } from '../../tests/integration/inject-fetch';
import { AccountError, createAccountApi } from './account-api';

const server = monacoAppFixture();

describe('account client', () => {
  it('names the refused field of a form', async () => {
    const api = createAccountApi({ fetch: injectFetch(() => server.app) });
    const refusal = await api
      .signup({ email: 'dominique@example', password: 'un mot de passe assez long' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AccountError);
    expect(refusal).toMatchObject({ code: 'VALIDATION', status: 400, fields: ['email'] });
  });

  it('keeps the catalogue’s code and message of another refusal, with no field', async () => {
    const api = createAccountApi({ fetch: injectFetch(() => server.app) });
    const refusal = await api
      .login({ email: 'personne@example.fr', password: 'pas le bon mot de passe' })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'BAD_CREDENTIALS',
      message: 'Adresse e-mail ou mot de passe incorrect.',
      fields: [],
    });
  });
});
