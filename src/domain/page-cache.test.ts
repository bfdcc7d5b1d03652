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
  it('keeps traffic and the layer homes short, the other layer pages long (issue 17)', () => {
    expect(pageCacheClass('/info-trafic')).toBe('short');
    expect(pageCacheClass('/info-trafic/paris')).toBe('short');
    expect(pageCacheClass('/info-trafic/departement/rhone')).toBe('short');
    expect(pageCacheClass('/zfe')).toBe('short');
    expect(pageCacheClass('/zfe/paris')).toBe('long');
    expect(pageCacheClass('/pistes-cyclables/region/normandie')).toBe('long');
    expect(pageCacheClass('/restrictions-circulation/departement/paris')).toBe('long');
    expect(pageCacheClass('/zfe/a/b/c')).toBe('none');
  });
  it('does not cache unknown paths', () => {
    expect(pageCacheClass('/nimporte/quoi')).toBe('none');
  });
  it('classes only the paths the app serves (issue 18: no long-cached home for the rest)', () => {
    expect(pageCacheClass('/plan/region/normandie')).toBe('long');
    expect(pageCacheClass('/plan/pays/france')).toBe('long');
    expect(pageCacheClass('/app/restaurants/poi/n1')).toBe('long');
    expect(pageCacheClass('/activite/boulangerie/poi/n1')).toBe('long');
    expect(pageCacheClass('/plan/a/b/c')).toBe('none');
    expect(pageCacheClass('/app/restaurants/rouen')).toBe('none');
    expect(pageCacheClass('/activite/boulangerie/rouen/x/y')).toBe('none');
    expect(pageCacheClass('/itineraire/a/b/c/d')).toBe('none');
  });
});
