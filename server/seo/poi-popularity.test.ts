import { describe, expect, it } from 'vitest';
import { POPULAR_MAX, prominenceOf, rankByPopularity, type Prominence } from './poi-popularity';
import type { TownPoi } from './town-pois';

const poi = (id: number, name: string): TownPoi => ({
  id,
  name,
  sourceId: `osm-n${id}`,
  rubricId: 'monument',
});

describe('the popularity of POIs', () => {
  it('reads the notoriety tags and counts the tags, nothing for a national file', () => {
    expect(prominenceOf({ name: 'A', wikidata: 'Q1', wikipedia: 'fr:A' }, 0.35)).toEqual({
      signals: 2,
      importance: 0.35,
      tags: 3,
    });
    expect(prominenceOf(undefined, 0.32)).toEqual({ signals: 0, importance: 0.32, tags: 0 });
  });

  it('ranks by signals, then index weight, then tags, then name', () => {
    const of: Record<number, Prominence> = {
      1: { signals: 0, importance: 0.32, tags: 12 },
      2: { signals: 1, importance: 0.35, tags: 2 },
      3: { signals: 0, importance: 0.47, tags: 0 },
      4: { signals: 0, importance: 0.32, tags: 12 },
      5: { signals: 2, importance: 0.35, tags: 4 },
    };
    const ranked = rankByPopularity(
      [poi(1, 'Zèbre'), poi(2, 'B'), poi(3, 'Gare'), poi(4, 'Éclair'), poi(5, 'Cathédrale')],
      (p) => of[p.id]!,
    );
    expect(ranked.map((p) => p.id)).toEqual([5, 2, 3, 4, 1]);
  });

  it('keeps at most POPULAR_MAX', () => {
    const many = Array.from({ length: POPULAR_MAX + 5 }, (_, i) => poi(i, `P${i}`));
    const flat = { signals: 0, importance: 0.32, tags: 1 };
    expect(rankByPopularity(many, () => flat)).toHaveLength(POPULAR_MAX);
  });
});
