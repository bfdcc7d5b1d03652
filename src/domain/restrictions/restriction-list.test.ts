import { describe, expect, it } from 'vitest';
import type { RestrictionItem } from './api';
import { listedCount, mergeSections } from './restriction-list';

const item = (id: string, road: string | null, value = '2.7'): RestrictionItem => ({
  id,
  kind: 'maxheight',
  value,
  conditional: null,
  label: `Hauteur limitée à ${value} m`,
  road,
  lng: 1,
  lat: 49,
  commune: '76540',
});

describe('mergeSections', () => {
  it('makes one line of a road’s sections with the same rule, at the first', () => {
    const merged = mergeSections([
      item('w1', 'N 15'),
      item('w2', 'N 15'),
      item('w3', 'N 15', '3.5'),
      item('w4', 'N 15'),
    ]);
    expect(merged.map((m) => [m.id, m.sections])).toEqual([
      ['w1', 3],
      ['w3', undefined],
    ]);
  });
  it('never merges unnamed roads', () => {
    expect(mergeSections([item('w1', null), item('w2', null)])).toHaveLength(2);
  });
  it('counts every section of the merged lines (all listed: none said hidden)', () => {
    const items = [item('w1', 'N 15'), item('w2', 'N 15'), item('w3', 'N 15'), item('w4', 'A 13')];
    const merged = mergeSections(items);
    expect(merged).toHaveLength(2);
    expect(listedCount(merged)).toBe(items.length);
  });
});
