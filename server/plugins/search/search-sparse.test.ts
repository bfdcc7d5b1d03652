/**
 * A category typed in a view that holds few of its places (a phone's view of one street): the
 * nearest ones outside complete the list, and the answer's view frames them all (extend_bbox).
 */
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../src/domain/search';
import { monacoAppFixture } from '../../test-support/monaco-app';

const MONACO_VIEW = '7.40,43.72,7.44,43.76';
const t = monacoAppFixture();

async function search(query: Record<string, string>): Promise<SearchResponse> {
  const res = await t.app.inject({ url: '/api/search', query });
  expect(res.statusCode).toBe(200);
  return res.json<SearchResponse>();
}

describe('GET /api/search: a category the view holds few of', () => {
  it('completes a category the view holds few of with the nearest ones, framed together', async () => {
    // A phone's view of one street of Monte-Carlo holds one pharmacy; La Condamine's are next to it.
    const view = [7.420523, 43.731105, 7.428892, 43.74326] as const;
    const body = await search({ q: 'pharmacie', bbox: view.join(','), extend_bbox: '1' });
    expect(body.pois).toHaveLength(5);
    const inView = body.pois.filter(
      ({ coordinates: c }) =>
        c.lng >= view[0] && c.lng <= view[2] && c.lat >= view[1] && c.lat <= view[3],
    );
    expect(inView.length).toBeLessThan(5);
    const [w, s, e, n] = body.viewport ?? [];
    for (const { coordinates: c } of body.pois)
      expect(c.lng >= w! && c.lng <= e! && c.lat >= s! && c.lat <= n!).toBe(true);
    // A view that holds enough of them keeps to them.
    const monaco = await search({ q: 'pharmacie', bbox: MONACO_VIEW });
    expect(monaco.pois.length).toBeGreaterThan(5);
  });
});
