/**
 * Regression tests of the hardening issue: requests that used to break or stall the server, and
 * errors raised before a route runs, all answered in the catalogue's shape.
 */
import type { InjectOptions } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../test-support/monaco-app';

const t = monacoAppFixture();

function body(payload: string): { code: string; message: string; statusCode: number } {
  const parsed: unknown = JSON.parse(payload);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
  return {
    code: String(Reflect.get(parsed, 'code')),
    message: String(Reflect.get(parsed, 'message')),
    statusCode: Number(Reflect.get(parsed, 'statusCode')),
  };
}

const ROUTE_URL = '/api/multipath/pois-on-route?rubrics=pharmacie';

describe('POIs on a route', () => {
  it('answers two far-apart points at once (the work follows the length, not the box)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ROUTE_URL,
      payload: {
        data: [
          [0, 40],
          [20, 60],
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pois: [] });
  });

  it('refuses a world-sized line and a tiny buffer with a clear 400', async () => {
    for (const [url, data] of [
      [
        ROUTE_URL,
        [
          [-180, -85],
          [180, 85],
          [-180, 85],
        ],
      ],
      [
        `${ROUTE_URL}&buffer=0.000001`,
        [
          [7.41, 43.73],
          [7.43, 43.75],
        ],
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload: { data } });
      expect(res.statusCode).toBe(400);
      expect(body(res.body)).toMatchObject({ code: 'ROUTE_TOO_LARGE', statusCode: 400 });
      expect(body(res.body).message).toMatch(/^Trajet trop long/);
    }
  });

  it('refuses more points than a route can have', async () => {
    const data = Array.from({ length: 50_001 }, (_, i) => [7.4 + i * 1e-7, 43.73]);
    const res = await t.app.inject({ method: 'POST', url: ROUTE_URL, payload: { data } });
    expect(res.statusCode).toBe(400);
    expect(body(res.body).code).toBe('ROUTE_TOO_LARGE');
  });
});

describe('ids and words that used to crash', () => {
  it('answers a lone % in a geoentity id as an invalid id', async () => {
    for (const url of [
      '/api/geoentity/%25',
      '/api/geoentity/geoentity/%25',
      '/api/geoentity/geoentity/%25/infos.json',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('searches words that are members of Object.prototype', async () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const url of [
        `/api/suggest?q=${word}`,
        `/api/search?q=rue%20${word}`,
        `/api/geocode/forward?q=${word}%20monaco`,
      ]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    }
  });
});

describe('errors raised before a route runs', () => {
  const cases: { name: string; code: string; status: number; send: () => Promise<string> }[] = [];
  const inject = (options: InjectOptions | string) => async () => {
    const res = await t.app.inject(options);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return `${res.statusCode} ${res.body}`;
  };
  cases.push(
    {
      name: 'a malformed percent-escape',
      code: 'BAD_URL',
      status: 400,
      send: inject('/api/geoentity/%E0%A4%A'),
    },
    {
      name: 'a body over the limit',
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      send: inject({
        method: 'POST',
        url: ROUTE_URL,
        payload: `{"data":"${'x'.repeat(4_300_000)}"}`,
        headers: { 'content-type': 'application/json' },
      }),
    },
    {
      name: 'a body of an unknown type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      send: inject({
        method: 'POST',
        url: ROUTE_URL,
        payload: 'data',
        headers: { 'content-type': 'text/x-secret' },
      }),
    },
    {
      name: 'invalid JSON',
      code: 'INVALID_JSON',
      status: 400,
      send: inject({
        method: 'POST',
        url: ROUTE_URL,
        payload: '{"data": [secret',
        headers: { 'content-type': 'application/json' },
      }),
    },
    {
      name: 'an unknown API path',
      code: 'NOT_FOUND',
      status: 404,
      send: inject('/api/secret-path'),
    },
    { name: 'the tiles path alone', code: 'NOT_FOUND', status: 404, send: inject('/tiles') },
  );
  it.each(cases)('$name answers $code', async ({ code, status, send }) => {
    const answer = await send();
    const [got, ...rest] = answer.split(' ');
    const parsed = body(rest.join(' '));
    expect(Number(got)).toBe(status);
    expect(parsed).toMatchObject({ code, statusCode: status });
    expect(parsed.message).not.toMatch(/secret|%E0|xxxx/i);
    expect(parsed.message).toMatch(/[éèàêô]|^[A-Z][a-z]/);
  });

  it('answers a path segment over 100 characters in the catalogue shape', async () => {
    const res = await t.app.inject(`/api/geoentity/${'a'.repeat(150)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(body(res.body).code).toMatch(/^[A-Z_]+$/);
  });

  it('answers in English for en-GB', async () => {
    const res = await t.app.inject('/api/secret-path?locale=en-GB');
    expect(body(res.body).message).toBe('This resource does not exist.');
  });

  it('serves /index.html as the home page', async () => {
    const res = await t.app.inject('/index.html');
    expect([200, 503]).toContain(res.statusCode);
  });
});

describe('headers', () => {
  it('protects every page and answer', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy', async () => {
    const res = await t.app.inject({
      url: '/tiles.json',
      headers: { host: 'localhost:8080', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('http://localhost:8080/tiles/');
    expect(String(res.headers.vary)).toContain('X-Forwarded-Host');
  });
});

describe('validation details', () => {
  it('are French by default and English for en-GB', async () => {
    const fr = await t.app.inject('/api/tools/isochrone?lng=500&lat=43.7');
    expect(body(fr.body).message).toMatch(/^Paramètres invalides : lng : /);
    const en = await t.app.inject('/api/tools/isochrone?lng=500&lat=43.7&locale=en-GB');
    expect(body(en.body).message).toMatch(/^Invalid parameters: lng: Too big/);
  });
});

describe('compressed JSON', () => {
  it('sends the map and POI configurations brotli or gzip, identical once decoded', async () => {
    for (const url of ['/api/map/config?locale=fr-FR', '/api/poiassets/configuration.fr-FR.json']) {
      const raw = await t.app.inject(url);
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(raw.body);
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });
});
