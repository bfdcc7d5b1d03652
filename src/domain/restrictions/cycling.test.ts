import { describe, expect, it } from 'vitest';
import { CYCLE_CATEGORIES, cycleCategoryIn, isCycleCategory } from './cycling';

describe('cycle facility categories', () => {
  it('reads only the schema’s categories', () => {
    expect(isCycleCategory('VOIE VERTE')).toBe(true);
    expect(isCycleCategory('voie verte')).toBe(false);
  });

  it('are named in the page’s language, each one', () => {
    expect(cycleCategoryIn('PISTE CYCLABLE', 'fr')).toBe('Pistes cyclables');
    expect(cycleCategoryIn('PISTE CYCLABLE', 'en')).toBe('Cycle tracks');
    expect(cycleCategoryIn('VELO RUE', 'nl')).toBe('Fietsstraten');
    for (const lang of ['fr', 'en', 'nl'] as const) {
      const names = CYCLE_CATEGORIES.map((c) => cycleCategoryIn(c, lang));
      expect(new Set(names).size).toBe(CYCLE_CATEGORIES.length);
    }
  });
});
