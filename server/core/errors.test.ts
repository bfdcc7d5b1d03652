import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, asksEnglish, ERROR_CATALOGUE, handleError, type ErrorCode } from './errors';

const params = { details: 'x', theme: 'mars', themes: 'normal', count: '9', max: '8' };

describe('error catalogue', () => {
  it('gives every code a French and an English message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.message(params), code).not.toBe('');
      expect(entry.en(params), code).not.toBe('');
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
    }
    // The spec's own messages stay as the spec writes them.
    expect(ERROR_CATALOGUE.NO_ROUTE.message()).toBe(
      "Il n'y a aucun itinéraire pour ce mode de transport",
    );
    expect(ERROR_CATALOGUE.SERVER.message()).toBe('Erreur Serveur');
  });

  it('reads English from ?locale=en-GB or ?lang=en, French otherwise', () => {
    expect(asksEnglish({ locale: 'en-GB' })).toBe(true);
    expect(asksEnglish({ lang: 'en' })).toBe(true);
    expect(asksEnglish({ locale: 'nl-BE' })).toBe(false);
    expect(asksEnglish({ lang: 'fr' })).toBe(false);
    expect(asksEnglish(undefined)).toBe(false);
  });

  it('answers a catalogue error in the language of the request', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/fail', async () => {
      const code: ErrorCode = 'NO_ROUTE';
      throw new AppError(code);
    });
    const fr = await app.inject('/fail?lang=fr');
    const en = await app.inject('/fail?locale=en-GB');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({
      statusCode: 404,
      code: 'NO_ROUTE',
      message: "Il n'y a aucun itinéraire pour ce mode de transport",
    });
    expect(en.json()).toEqual({
      statusCode: 404,
      code: 'NO_ROUTE',
      message: 'There is no route for this means of transport',
    });
    await app.close();
  });
});
