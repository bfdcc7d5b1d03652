import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { GeoipGuess } from '../../../src/domain/geoip';
import { mapConfigSchema } from '../../../src/domain/map-config-schema';

// A CDN in front of the server puts the visitor's country in this header.
const t = monacoAppFixture({ PERIPLE_GEOIP_HEADER: 'CF-IPCountry' });

async function geoip(headers: Record<string, string>): Promise<GeoipGuess> {
  const res = await t.app.inject({ url: '/api/geoip', headers });
  expect(res.statusCode).toBe(200);
  // The visitor's own answer: no shared cache keeps it.
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers.vary).toBe('Accept-Language, cf-ipcountry');
  return res.json<GeoipGuess>();
}

describe('GET /api/geoip (§7), from the request alone', () => {
  it('reads the configured proxy header first', async () => {
    expect(await geoip({ 'cf-ipcountry': 'BE', 'accept-language': 'en-GB' })).toEqual({
      country: 'BE',
      source: 'header',
    });
  });

  it('else the browser’s language, else nothing', async () => {
    expect(await geoip({ 'cf-ipcountry': 'XX', 'accept-language': 'en-GB,en;q=0.8' })).toEqual({
      country: 'GB',
      source: 'language',
    });
    expect(await geoip({ 'accept-language': 'fr' })).toEqual({ country: null, source: 'none' });
  });

  it('answers hostile headers with no country, never an error', async () => {
    const long = 'fr-BE;q=0.5,'.repeat(2000);
    for (const headers of [
      { 'cf-ipcountry': '<script>', 'accept-language': ';;;q=zz,-,--GB' },
      { 'cf-ipcountry': 'B\u0000E', 'accept-language': long },
    ])
      expect((await geoip(headers)).source).not.toBe('header');
  });

  it('leaves the first view to the region in Monaco, which covers no country with default bounds', async () => {
    const res = await t.app.inject({ url: '/api/map/config' });
    expect(mapConfigSchema.parse(res.json()).region.countries).toEqual([]);
  });
});
