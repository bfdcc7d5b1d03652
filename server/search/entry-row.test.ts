import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EntryRows } from './entry-row';
import { SearchIndex } from './search-index';

const file = resolve(
  import.meta.dirname,
  '../..',
  process.env.PERIPLE_DATA_DIR ?? 'data',
  'monaco/search/search.sqlite',
);
const index = new SearchIndex(file);
const rows = new EntryRows(index.db);

afterAll(() => index.close());

describe('the names of a level on the Monaco artefact', () => {
  it('lists every entry of the level with its town, in id order, matching its row', () => {
    const places = rows.namesOfLevel('named_place');
    expect(places.length).toBeGreaterThan(0);
    expect(places.map((p) => p.name)).toContain('Place du Casino');
    expect(places.map((p) => p.id)).toEqual([...places.map((p) => p.id)].sort((a, b) => a - b));
    for (const p of places) {
      const row = rows.get(p.id);
      expect(row?.level).toBe('named_place');
      expect({ name: row?.name, town: row?.town }).toEqual({ name: p.name, town: p.town });
    }
  });

  it('gives nothing for a level no entry has', () => {
    expect(rows.namesOfLevel('no-such-level')).toEqual([]);
  });
});
