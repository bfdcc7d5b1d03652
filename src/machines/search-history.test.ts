import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  HISTORY_STORAGE_KEY,
  listedHistory,
  readHistory,
  writeHistory,
  type HistoryEntry,
} from './search-history';

function entry(label: string): HistoryEntry {
  return {
    label,
    split_label: [label, ''],
    type: 'rubric',
    date: '2026-01-01T00:00:00.000Z',
    result: { kind: 'search', query: label },
  };
}

describe('search history (§5)', () => {
  it('keeps the newest first, one entry per label, 50 at most', () => {
    let history: HistoryEntry[] = [];
    for (let i = 0; i < 60; i++) history = addToHistory(history, entry(`lieu ${i}`));
    expect(history).toHaveLength(50);
    expect(history[0]?.label).toBe('lieu 59');
    history = addToHistory(history, entry('lieu 30'));
    expect(history[0]?.label).toBe('lieu 30');
    expect(history.filter((h) => h.label === 'lieu 30')).toHaveLength(1);
    expect(history).toHaveLength(50);
  });

  it('lists 10 entries, or the 3 newest matching the typed text', () => {
    let history: HistoryEntry[] = [];
    for (const l of ['Rue de Paris', 'Paris', 'Rouen', 'Café de Paris', 'Lyon', 'Rue Paré'])
      history = addToHistory(history, entry(l));
    for (let i = 0; i < 10; i++) history = addToHistory(history, entry(`autre ${i}`));
    expect(listedHistory(history, '')).toHaveLength(10);
    expect(listedHistory(history, ' paris ').map((h) => h.label)).toEqual([
      'Café de Paris',
      'Paris',
      'Rue de Paris',
    ]);
    expect(listedHistory(history, 'pare').map((h) => h.label)).toEqual(['Rue Paré']);
  });

  it('reads and writes localStorage, ignoring garbage and missing storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    writeHistory(storage, [entry('Monaco')]);
    expect(readHistory(storage)).toEqual([entry('Monaco')]);
    store.set(HISTORY_STORAGE_KEY, '{not json');
    expect(readHistory(storage)).toEqual([]);
    store.set(HISTORY_STORAGE_KEY, JSON.stringify([{ label: 3 }, entry('Nice')]));
    expect(readHistory(storage).map((h) => h.label)).toEqual(['Nice']);
    expect(readHistory(undefined)).toEqual([]);
    expect(() => writeHistory(undefined, [])).not.toThrow();
  });
});
