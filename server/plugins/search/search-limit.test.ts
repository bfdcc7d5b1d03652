import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { SearchResponse } from '../../../src/domain/search';
import { SEARCH_ADDRESS_LIMIT } from '../../../src/domain/search';

const t = monacoAppFixture();

async function addressesOf(query: Record<string, string>): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/search', query });
  expect(res.statusCode).toBe(200);
  return res.json<SearchResponse>().addresses.map((a) => a.label);
}

describe('GET /api/search limit (§7: 1 by default, 10 for the address pages)', () => {
  it('returns the best address alone when no limit is asked', async () => {
    expect(await addressesOf({ q: 'boulevard' })).toHaveLength(1);
  });

  it('returns up to the search screen’s count when it asks for it', async () => {
    const many = await addressesOf({ q: 'boulevard', limit: String(SEARCH_ADDRESS_LIMIT) });
    expect(many.length).toBeGreaterThan(1);
    expect(many.length).toBeLessThanOrEqual(SEARCH_ADDRESS_LIMIT);
    // The best one is the same either way.
    expect(many[0]).toBe((await addressesOf({ q: 'boulevard' }))[0]);
  });
});
