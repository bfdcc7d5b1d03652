import { describe, expect, it } from 'vitest';
import { isAbConfigBody, validEntries } from '../../src/domain/abtest/abtest';
import { monacoAppFixture } from '../test-support/monaco-app';

const t = monacoAppFixture();

describe('GET /api/abtest/config-web.json', () => {
  it('answers {data} with the configuration’s entries, cacheable for five minutes', async () => {
    const res = await t.app.inject('/api/abtest/config-web.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body: unknown = res.json();
    expect(isAbConfigBody(body)).toBe(true);
    const { entries } = validEntries(isAbConfigBody(body) ? body.data : []);
    expect(entries.find((e) => e.id === 'itineraire-tri-par-defaut')?.variants).toHaveLength(2);
  });
});
