import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { Address } from '../../../src/domain/address';
import type { SearchResponse, SuggestResponse } from '../../../src/domain/search';

const t = monacoAppFixture();

async function suggestedAddresses(q: string, bbox?: string): Promise<Address[]> {
  const res = await t.app.inject({ url: '/api/suggest', query: { q, ...(bbox ? { bbox } : {}) } });
  expect(res.statusCode).toBe(200);
  return res
    .json<SuggestResponse>()
    .suggestions.flatMap((s) => (s.result.kind === 'address' ? [s.result.address] : []));
}

describe('a house number the map does not know', () => {
  it('gives the street, which says it lacks that number', async () => {
    const [street, house] = await suggestedAddresses('99 avenue de la madone');
    expect(street).toMatchObject({
      name: 'Avenue de la Madone',
      geocode_level: 'way',
      missing_housenumber: '99',
    });
    // A house of the street the map knows is offered beside it, as it is.
    expect(house?.name).toBe('4 Avenue de la Madone');
    expect(house?.missing_housenumber).toBeUndefined();
    const res = await t.app.inject({ url: '/api/search', query: { q: '99 avenue de la madone' } });
    expect(res.json<SearchResponse>().addresses[0]?.missing_housenumber).toBe('99');
  });

  it('says nothing when the number exists, when none was typed, or when it names the street', async () => {
    // « 3 septembre » is Cap-d'Ail's Avenue du 3 Septembre, not its house 3.
    const named = await suggestedAddresses('3 septembre');
    expect(named.some((a) => a.name === 'Avenue du 3 Septembre')).toBe(true);
    for (const a of named) expect(a.missing_housenumber, a.name).toBeUndefined();
    for (const q of ['4 avenue de la madone', 'avenue de la madone'])
      for (const a of await suggestedAddresses(q)) expect(a.missing_housenumber, q).toBeUndefined();
  });
});

describe('no house number typed', () => {
  it('gives the street before one of its houses, even with the house in view and the street’s middle not', async () => {
    // The view of a trip from the Place du Casino to the Stade Louis-II: the number 2 is in it.
    const [first] = await suggestedAddresses('Boulevard des Moulins', '7.412,43.724,7.432,43.742');
    expect(first).toMatchObject({ name: 'Boulevard des Moulins', geocode_level: 'way' });
  });
});
