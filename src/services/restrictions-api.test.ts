import { describe, expect, it } from 'vitest';
import type { AreaRef } from '../domain/restrictions/api';
import { ApiError } from './api-errors';
import { AreaNotFoundError, areaQuery, createRestrictionsApi } from './restrictions-api';

const PARIS: AreaRef = {
  kind: 'commune',
  code: '75056',
  name: 'Paris',
  slug: 'paris',
  bbox: [2.3, 48.8, 2.4, 48.9],
  department: { code: '75', name: 'Paris', slug: 'paris' },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function client(answer: (url: string) => Response) {
  const urls: string[] = [];
  const api = createRestrictionsApi({
    baseURL: 'http://test.local',
    fetch: async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      return answer(url);
    },
  });
  return { api, urls };
}

describe('restrictions api', () => {
  it('names areas by their INSEE code, France by its slug', () => {
    expect(areaQuery(PARIS)).toEqual({ commune: '75056' });
    expect(areaQuery({ ...PARIS, kind: 'department', code: '2A' })).toEqual({ departement: '2a' });
    expect(areaQuery({ ...PARIS, kind: 'region', code: '28' })).toEqual({ region: '28' });
    expect(areaQuery({ ...PARIS, kind: 'france', code: null })).toEqual({ region: 'france' });
    expect(areaQuery(null)).toEqual({});
  });

  it('resolves an area by slug and reads the answer with its schema', async () => {
    const { api, urls } = client(() => json({ data: PARIS }));
    await expect(api.area('CITY', 'paris')).resolves.toEqual(PARIS);
    expect(urls[0]).toBe('https://test.local/api/restrictions/area?commune=paris');
  });

  it('turns AREA_NOT_FOUND into the closest names', async () => {
    const body = {
      statusCode: 404,
      code: 'AREA_NOT_FOUND',
      message: 'Aucun résultat ne correspond à cette recherche.',
      details: { closest: [PARIS] },
    };
    const { api } = client(() => json(body, 404));
    const error: unknown = await api.area('CITY', 'parsi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AreaNotFoundError);
    expect(error instanceof AreaNotFoundError && error.closest).toEqual([PARIS]);
  });

  it('refuses an answer of the wrong shape, and maps server errors', async () => {
    const wrong = client(() => json({ data: { at: 3 } }));
    const refused: unknown = await wrong.api.zfe(PARIS, null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused instanceof ApiError && refused.messageKey).toBe('errors.default');
    const down = client(() => json({ statusCode: 500 }, 500));
    const server: unknown = await down.api.cycling(PARIS).catch((e: unknown) => e);
    expect(server instanceof ApiError && server.messageKey).toBe('errors.server');
  });

  it('asks the time when one is given', async () => {
    const answer = {
      at: '2026-01-01T11:00:00.000Z',
      live: { configured: false, fetchedAt: null, lastError: null },
      events: [],
    };
    const { api, urls } = client(() => json({ data: answer }));
    await api.traffic(PARIS, '2026-01-01T12:00');
    await api.traffic(PARIS, null);
    expect(urls).toEqual([
      'https://test.local/api/traffic/events?commune=75056&at=2026-01-01T12:00',
      'https://test.local/api/traffic/events?commune=75056',
    ]);
  });
});
