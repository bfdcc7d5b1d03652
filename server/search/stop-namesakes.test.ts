import { describe, expect, it } from 'vitest';
import { entryRow } from '../test-support/entry-row-fixture';
import type { EntryRow } from './entry-row';
import { NAMESAKE_METRES, namesakesFirst, type NamesakeIndex } from './stop-namesakes';

const WORDS: Readonly<Record<string, string[]>> = {
  'Cathédrale Notre-Dame': ['cathedrale', 'notre', 'dame'],
  Cathédrale: ['cathedrale'],
  'Hôtel de la Cathédrale': ['hotel', 'cathedrale'],
  'Place de la Cathédrale': ['place', 'cathedrale'],
};
const NOTABLE = new Set(['Cathédrale Notre-Dame']);

const index: NamesakeIndex = {
  nameWords: (row) => WORDS[row.name] ?? [],
  notable: (row) => NOTABLE.has(row.name),
};

const at = { lng: 1.0917, lat: 49.4397 };
const stop = entryRow({ id: 1, name: 'Cathédrale', rubric_id: 'arret-de-bus', ...at });
const hotel = entryRow({ id: 2, name: 'Hôtel de la Cathédrale', rubric_id: 'hotel', ...at });
const square = entryRow({ id: 3, kind: 'address', level: 'way', name: 'Place de la Cathédrale' });
const cathedral = entryRow({
  id: 4,
  name: 'Cathédrale Notre-Dame',
  rubric_id: 'lieu-de-culte',
  lng: 1.09475,
  lat: 49.44002,
});

const names = (rows: readonly EntryRow[]): string[] => rows.map((r) => r.name);

describe('a stop after the known place it is named after', () => {
  it('moves the known place just before the stop; plain namesakes keep their rank', () => {
    const rows = namesakesFirst([stop, { ...square, ...at }, hotel, cathedral], index);
    expect(names(rows)).toEqual([
      'Cathédrale Notre-Dame',
      'Cathédrale',
      'Place de la Cathédrale',
      'Hôtel de la Cathédrale',
    ]);
  });

  it('brings the place in from the rows past the list', () => {
    expect(names(namesakesFirst([stop, hotel], index, [cathedral]))).toEqual([
      'Cathédrale Notre-Dame',
      'Cathédrale',
      'Hôtel de la Cathédrale',
    ]);
  });

  it('leaves the order when the place is far, unknown, or ranked above the stop', () => {
    const far = { ...cathedral, lat: cathedral.lat + (NAMESAKE_METRES + 100) / 111_000 };
    expect(names(namesakesFirst([stop, far], index))).toEqual(names([stop, far]));
    expect(names(namesakesFirst([stop, hotel], index))).toEqual(names([stop, hotel]));
    expect(names(namesakesFirst([cathedral, hotel, stop], index))).toEqual(
      names([cathedral, hotel, stop]),
    );
  });

  it('never moves a stop before another stop', () => {
    const other = { ...cathedral, rubric_id: 'arret-de-tram' };
    expect(names(namesakesFirst([stop, other], index))).toEqual(names([stop, other]));
  });
});
