import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { SearchResponse, SuggestResponse } from '../../../src/domain/search';

const MONACO_VIEW = '7.40,43.72,7.44,43.76';

const t = monacoAppFixture();

async function firstAddressName(q: string): Promise<string | undefined> {
  const res = await t.app.inject({ url: '/api/search', query: { q } });
  expect(res.statusCode).toBe(200);
  return res.json<SearchResponse>().addresses[0]?.name;
}

async function suggestionLabels(q: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/suggest', query: { q, bbox: MONACO_VIEW } });
  expect(res.statusCode).toBe(200);
  return res.json<SuggestResponse>().suggestions.map((s) => s.label);
}

describe('a street typed with a town the map does not hold', () => {
  it('offers that town first, never silently a namesake elsewhere', async () => {
    // Nice's Boulevard des Moulins is not in the Monaco extract: Enter goes to Nice, and the
    // suggestions offer Nice, then Monaco's boulevard.
    expect(await firstAddressName('Boulevard des Moulins, Nice')).toBe('Nice');
    const labels = await suggestionLabels('Boulevard des Moulins, Nice');
    expect(labels[0]).toMatch(/^Nice\b/);
    expect(labels[1]).toMatch(/^Boulevard des Moulins\b/);
    // Monaco's boulevard typed with its neighbour Beausoleil: the place next door stays first.
    expect(await firstAddressName('Boulevard des Moulins, Beausoleil')).toBe(
      'Boulevard des Moulins',
    );
    // Found only without its first word and the town's (no « Cours » of that name anywhere):
    // the town is still the last word typed, and comes first.
    expect(await firstAddressName('Cours Princesse Grace, Nice')).toBe('Nice');
    expect((await suggestionLabels('Cours Princesse Grace, Nice'))[0]).toMatch(/^Nice\b/);
    // A query the map answers whole is left as it is.
    expect(await firstAddressName('boulevard des moulins monaco')).toBe('Boulevard des Moulins');
  });
});
