import { describe, expect, it } from 'vitest';
import type { MapConfig } from '../domain/map-config';
import { createApiClient, isGeoipGuess, isMapConfig } from './api-client';

const config: MapConfig = {
  region: {
    name: 'monaco',
    label: 'Monaco',
    bounds: [7.4, 43.7, 7.5, 43.8],
    center: [7.42, 43.74],
    zoom: 14,
    places: [],
    countries: [],
  },
  themes: [{ id: 'normal', label: 'Plan', available: true }],
  modes: [],
  attribution: '© OpenStreetMap',
  minzoom: 0,
  maxzoom: 18,
  streetImagery: false,
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client', () => {
  it('fetches the map config with the locale', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      baseURL: 'http://test.local',
      fetch: async (input) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return jsonResponse(config);
      },
    });
    await expect(api.getMapConfig('nl-BE')).resolves.toEqual(config);
    expect(urls[0]).toBe('https://test.local/api/map/config?locale=nl-BE'); // https forced outside localhost (§7)
  });

  it('reads an empty answer as « no data » (§8), not as a default error', async () => {
    for (const empty of ['', 'null']) {
      const api = createApiClient({
        baseURL: 'http://t',
        fetch: async () =>
          new Response(empty, { status: 200, headers: { 'content-type': 'application/json' } }),
      });
      await expect(api.getMapConfig('fr-FR')).rejects.toMatchObject({
        kind: 'noData',
        message: 'no data',
        messageKey: 'errors.noData',
      });
      await expect(api.getGeoip()).rejects.toMatchObject({ kind: 'noData' });
    }
  });

  it('maps a 500 to the server error', async () => {
    const api = createApiClient({ baseURL: 'http://t', fetch: async () => jsonResponse({}, 500) });
    await expect(api.getMapConfig('fr-FR')).rejects.toMatchObject({
      kind: 'server',
      message: 'Erreur Serveur',
    });
  });

  it('maps a time-out to the timeout message', async () => {
    const api = createApiClient({
      baseURL: 'http://t',
      timeout: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            const reason: unknown = init.signal?.reason;
            reject(reason instanceof Error ? reason : new Error(String(reason)));
          });
        }),
    });
    await expect(api.getMapConfig('fr-FR')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects a body that is not a map config with the default message', async () => {
    const api = createApiClient({ baseURL: 'http://t', fetch: async () => jsonResponse({ a: 1 }) });
    await expect(api.getMapConfig('fr-FR')).rejects.toMatchObject({ kind: 'default' });
    expect(isMapConfig(config)).toBe(true);
    expect(isMapConfig(null)).toBe(false);
  });
});

describe('GET /api/geoip answers', () => {
  it('are checked before the map reads them', () => {
    expect(isGeoipGuess({ country: 'BE', source: 'header' })).toBe(true);
    expect(isGeoipGuess({ country: null, source: 'none' })).toBe(true);
    expect(isGeoipGuess({ country: 'BE' })).toBe(false);
    expect(isGeoipGuess({ country: 32, source: 'language' })).toBe(false);
    expect(isGeoipGuess('BE')).toBe(false);
  });
});

describe('a map config cached from a server without the geoip flag', () => {
  it('is read with no country, so the region keeps its view', async () => {
    const { countries, ...old } = config.region;
    expect(countries).toEqual([]);
    const api = createApiClient({
      baseURL: 'http://localhost',
      fetch: async () => jsonResponse({ ...config, region: { ...old } }),
    });
    expect((await api.getMapConfig('fr-FR')).region.countries).toEqual([]);
  });
});
