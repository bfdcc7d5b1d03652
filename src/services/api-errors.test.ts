import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError, isApiError, toApiError } from './api-errors';

describe('toApiError', () => {
  it('maps 408 and 504 to the timeout message', () => {
    for (const status of [408, 504]) {
      const e = toApiError({ status });
      expect(e.kind).toBe('timeout');
      expect(e.message).toBe(
        'La connexion a expiré, veuillez vérifier votre connexion puis réessayer',
      );
      expect(e.status).toBe(status);
    }
  });

  it('maps aborts and time-outs, also when wrapped as a cause', () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' });
    const abort = Object.assign(new Error('a'), { name: 'AbortError' });
    expect(toApiError(timeout).kind).toBe('timeout');
    expect(toApiError(abort).kind).toBe('timeout');
    expect(toApiError(new Error('wrapped', { cause: timeout })).kind).toBe('timeout');
  });

  it('maps 5xx to the server error of type 503', () => {
    for (const status of [500, 502, 503]) {
      const e = toApiError({ statusCode: status });
      expect(e).toBeInstanceOf(ApiError);
      expect({ ...e, message: e.message }).toEqual({
        name: 'ApiError',
        kind: 'server',
        status,
        type: 503,
        message: 'Erreur Serveur',
        messageKey: 'errors.server',
      });
    }
  });

  it('maps everything else to the default message', () => {
    for (const value of [new Error('x'), { status: 404 }, 'boom', null, undefined]) {
      const e = toApiError(value);
      expect(e.kind).toBe('default');
      expect(e.message).toBe(API_ERROR_MESSAGES.default);
      expect(e.message).toBe('Une erreur est survenue, veuillez réessayer');
    }
  });

  it('keeps an error already classified', () => {
    const noData = new ApiError('noData', undefined);
    expect(toApiError(noData)).toBe(noData);
  });

  it('recognises its own errors', () => {
    expect(isApiError(toApiError(null))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
