import { describe, expect, it } from 'vitest';
import { filterValues, toggledValue } from './filter-definition';

describe("a multichip's values", () => {
  it('are read from its value, none from an empty one', () => {
    expect(filterValues('wifi;terrasse')).toEqual(['wifi', 'terrasse']);
    expect(filterValues('')).toEqual([]);
    expect(filterValues(';wifi;')).toEqual(['wifi']);
  });

  it('toggle one at a time, the others kept in their order', () => {
    expect(toggledValue('', 'wifi')).toBe('wifi');
    expect(toggledValue('wifi', 'terrasse')).toBe('wifi;terrasse');
    expect(toggledValue('wifi;terrasse', 'wifi')).toBe('terrasse');
    expect(toggledValue('now', 'now')).toBe('');
  });
});
