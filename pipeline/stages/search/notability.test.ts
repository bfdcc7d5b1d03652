import { describe, expect, it } from 'vitest';
import { MOST_NOTABILITY, notability } from './notability';

describe('notability', () => {
  it('is nothing for a place known only by its name', () => {
    expect(notability({ name: 'Parking du Casino', amenity: 'parking' })).toBe(0);
    expect(notability({ name: 'Casino', brand: 'Casino', 'brand:wikidata': 'Q2670967' })).toBe(0);
  });
  it('adds the article, the designation and the translated names', () => {
    const casino = {
      name: 'Casino de Monte Carlo',
      'name:cs': 'Kasino Monte Carlo',
      'name:de': 'Kasino Monte Carlo',
      'name:en': 'Monte-Carlo Casino and Opera House',
      'name:ko': '몬테카를로 카지노',
      'name:etymology': 'Monte Carlo',
      tourism: 'attraction',
      wikidata: 'Q1779905',
      wikipedia: 'en:Monte Carlo Casino',
    };
    expect(notability(casino)).toBeCloseTo(0.23);
  });
  it('never gives more than its ceiling', () => {
    const tags: Record<string, string> = { wikipedia: 'x', wikidata: 'Q1', historic: 'castle' };
    for (const l of ['fr', 'en', 'de', 'it', 'es', 'nl', 'pt', 'ru', 'zh-Hant'])
      tags[`name:${l}`] = l;
    expect(notability(tags)).toBe(MOST_NOTABILITY);
  });
});
