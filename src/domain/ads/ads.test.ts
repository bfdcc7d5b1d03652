import { describe, expect, it } from 'vitest';
import { acceptAll, refuseAll } from '../consent/consent';
import { adCountingAllowed, adsAllowed } from './ads-consent';
import { AD_PAGE_IDS, pageGroupOf, sanitizeTag, sizeOf, slotId } from './ads';

describe('ads (spec 001 §5, §9)', () => {
  it('names slots with the prefix and suffix of each locale', () => {
    expect(slotId('fr-FR', 'hp_vde_desktop')).toBe('map_hp_vde_desktop');
    expect(slotId('fr-BE', 'address_vde_mobile')).toBe('mbe_address_vde_mobile.fs');
    expect(slotId('nl-BE', 'address_vde_mobile')).toBe('mbe_address_vde_mobile.nl');
    expect(slotId('en-GB', 'hp_itinerary_vde_desktop')).toBe('men_hp_itinerary_vde_desktop');
  });

  it('knows the page groups and their variants', () => {
    expect(AD_PAGE_IDS).toHaveLength(1 + 7 + 7 + 5 + 4 + 1 + 1 + 1);
    expect(pageGroupOf('address-7')).toBe('address');
    expect(pageGroupOf('itinerary-home-4')).toBe('itinerary-home');
    expect(pageGroupOf('home')).toBe('home');
    expect(pageGroupOf('address-8')).toBeUndefined();
    expect(pageGroupOf('home-1')).toBeUndefined();
  });

  it('replaces commas in tags silently and sanitises the rest with a warning', () => {
    expect(sanitizeTag('restaurant,italien')).toEqual({
      value: 'restaurant_italien',
      warning: null,
    });
    expect(sanitizeTag('<script>')).toEqual({
      value: 'script',
      warning: 'ad tag sanitised: disallowed characters',
    });
    const long = sanitizeTag('a'.repeat(250));
    expect(long.value).toHaveLength(200);
    expect(long.warning).toBe('ad tag sanitised: over 200 characters');
    expect(sanitizeTag('Île-de-France').warning).toBeNull();
  });

  it('shows ads with ads, basic ads and the operator; counts them with ad performance', () => {
    const all = acceptAll(0);
    expect(adsAllowed(all)).toBe(true);
    expect(adCountingAllowed(all)).toBe(true);
    expect(adsAllowed(refuseAll(0))).toBe(false);
    expect(adsAllowed(null)).toBe(false);
    const noPerf = {
      ...all,
      granted: new Set([...all.granted].filter((g) => g !== 'ad_performance')),
    };
    expect(adsAllowed(noPerf)).toBe(true);
    expect(adCountingAllowed(noPerf)).toBe(false);
    const noOperator = { ...all, vendors: new Set<never>() };
    expect(adsAllowed(noOperator)).toBe(false);
  });

  it('reads a size', () => {
    expect(sizeOf('728x90')).toEqual({ width: 728, height: 90 });
  });
});
