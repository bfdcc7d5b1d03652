import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/domain/search-text/query';
import { EntryRows } from './entry-row';
import { SearchIndex, trailingOf } from './search-index';

const file = resolve(
  import.meta.dirname,
  '../..',
  process.env.PERIPLE_DATA_DIR ?? 'data',
  'monaco/search/search.sqlite',
);
const index = new SearchIndex(file);
const rows = new EntryRows(index.db);

afterAll(() => index.close());

function top(q: string, prefixLast = false): string | undefined {
  const first = index.rank(parseQuery(q, { prefixLast }), { limit: 1 })[0];
  return first ? rows.get(first.id)?.name : undefined;
}

describe('the search index on the Monaco artefact', () => {
  it('ranks the same first result with the memory and FTS5 engines', () => {
    const queries = [
      'bd des moulins',
      'grenoble',
      'cafe de paris',
      'avenue de la costa',
      'toulouse',
    ];
    const memory = queries.map((q) => top(q, true));
    index.useEngine('fts5');
    const fts5 = queries.map((q) => top(q, true));
    index.useEngine('memory');
    expect(index.engine).toBe('memory');
    expect(fts5).toEqual(memory);
    expect(memory[0]).toBe('Boulevard des Moulins');
  });

  it('allows no typo under 5 letters, one from 5, two from 9', () => {
    // « Nice » with one edit is not found as Nice; « Nicee » (5 letters) is.
    expect(top('nics')).not.toBe('Nice');
    expect(top('nicce')).toBe('Nice');
    expect(top('grenoblle')).toBe('Grenoble');
    expect(top('montpelier')).toBe('Montpellier');
    expect(top('mnotpelier')).toBe('Montpellier');
  });

  it('matches prefixes only for the word being typed', () => {
    expect(top('grenob', true)).toBe('Grenoble');
    expect(top('grenob', false)).not.toBe('Grenoble');
  });

  it('puts the entries of the focus box among the candidates', () => {
    const parsed = parseQuery('rue', { prefixLast: false });
    const monaco: [number, number, number, number] = [7.4, 43.72, 7.44, 43.76];
    const near = index.rank(parsed, { limit: 5, bbox: monaco }).map((r) => rows.get(r.id));
    expect(near.some((r) => r?.town === 'Monaco' || r?.town === 'Beausoleil')).toBe(true);
  });

  it('lets a word that matches nothing lower the score rather than empty the result', () => {
    const rank = (q: string, relax: boolean) =>
      index.rank(parseQuery(q, { prefixLast: false }), { limit: 3, relax });
    const extra = '18 bd des moulins monte-carlo';
    expect(rank(extra, false)).toEqual([]);
    const relaxed = rank(extra, true);
    expect(rows.get(relaxed[0]!.id)?.name).toBe('Boulevard des Moulins');
    const exact = rank('18 bd des moulins', true)[0]!;
    expect(exact.id).toBe(relaxed[0]!.id);
    expect(relaxed[0]!.score).toBeLessThan(exact.score);
    expect(rows.get(rank('place du casino monaco ville', true)[0]!.id)?.name).toBe(
      'Place du Casino',
    );
    // Two words: both are needed (« rue xyzzy » is no street at all).
    expect(rank('moulins xyzzyq', true)).toEqual([]);
  });

  it('weighs a name by the share of its letters typed, not of its words', () => {
    // « Rouen Rive Droite » (3 words) came after « Sotteville-lès-Rouen » (2 words), a station
    // of far less traffic: the query covers the same share of both names' letters.
    expect(top('gare de rouen', true)).toBe('Gare de Rouen Rive Droite');
    // « est » typed covers all of « Est » but 3 of the 7 letters of « Estavar ».
    expect(top("gare de l'est", true)).toBe('Gare de Paris Est');
    expect(top('gare du nord', true)).toBe('Paris Gare du Nord');
    // A town whose whole name is typed still comes before the places named after it.
    expect(top('rouen', true)).toBe('Rouen');
  });

  it('lets importance count more while a word is being typed or mistyped', () => {
    // « rou » covers as much of « Le Rouget » as of « Rouen »: the letters not yet typed say
    // nothing, and Rouen's station (segment a) has far more travellers than Le Rouget's (c).
    expect(top('gare de rou', true)).toBe('Gare de Rouen Rive Droite');
    // « montp » starts Montparnasse and Montpellier; it is only a typo of « Monts ».
    expect(top('gare de montp', true)).not.toBe('Gare de Monts');
    expect(top('gare de roeun', true)).toBe('Gare de Rouen Rive Droite');
  });
});

describe('trailingOf', () => {
  it('keeps the dropped words that end the query, in order', () => {
    expect(trailingOf([0, 3], [0, 1, 2, 3])).toEqual([3]);
    expect(trailingOf([2, 3], [0, 1, 2, 3])).toEqual([2, 3]);
    expect(trailingOf([0, 2], [0, 1, 2, 3])).toEqual([]);
    expect(trailingOf([], [0, 1])).toEqual([]);
  });
});
