import { describe, expect, it } from 'vitest';
import { pageCacheClass } from './page-cache';

describe('pageCacheClass', () => {
  it('keeps home and itinerary short', () => {
    expect(pageCacheClass('/')).toBe('short');
    expect(pageCacheClass('/plan')).toBe('short');
    expect(pageCacheClass('/itineraire/voiture')).toBe('short');
  });
  it('caches search-engine pages long', () => {
    expect(pageCacheClass('/plan/rouen-76000')).toBe('long');
    expect(pageCacheClass('/poi/n25230434')).toBe('long');
    expect(pageCacheClass('/activite/boulangerie')).toBe('long');
  });
  it('does not cache unknown paths', () => {
    expect(pageCacheClass('/nimporte/quoi')).toBe('none');
  });
});
