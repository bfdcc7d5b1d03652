import { describe, expect, it } from 'vitest';
import type { GeoentityPoi } from '../../src/domain/geoentity';
import { keptByFilters, openFilter } from './list-filters';

function poi(id: string, status?: 'open' | 'closed'): GeoentityPoi {
  const base = { id, name: id } as unknown as GeoentityPoi;
  return status ? { ...base, openingStatus: { status, message: status } } : base;
}

describe('« Ouvert maintenant »', () => {
  it('is offered only where some place says its hours (a list without would only be emptied)', () => {
    const unknown = [poi('a'), poi('b')];
    expect(openFilter('fr', false, unknown)).toBeUndefined();
    expect(openFilter('fr', false, [...unknown, poi('c', 'closed')])?.label).toBe(
      'Ouvert maintenant',
    );
    // On (from a shared link), it stays offered, to be turned off.
    expect(openFilter('fr', true, unknown)?.value).toBe('now');
    expect(openFilter('en', false, [poi('c', 'open')])?.label).toBe('Open now');
  });

  it('keeps the places that say they are open, not those whose hours are unknown', () => {
    const pois = [poi('a'), poi('b', 'open'), poi('c', 'closed')];
    const kept = keptByFilters(pois, { open: true, cuisine: '', tagsOf: () => undefined });
    expect(kept.map((p) => p.id)).toEqual(['b']);
  });
});
