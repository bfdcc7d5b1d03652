import { describe, expect, it } from 'vitest';
import { CONSENT_CONFIG } from './consent-config';
import {
  analyticsOptState,
  acceptAll,
  allows,
  consentCookieValue,
  cookieValue,
  granted,
  parseConsentCookie,
  refuseAll,
  revokedVendors,
  type Consent,
} from './consent';

const NOW = Date.UTC(2026, 10, 25, 10);

describe('consent', () => {
  it('round-trips through its cookie, to the second', () => {
    const some: Consent = {
      ...refuseAll(NOW),
      granted: new Set(['storage', 'tracking', 'basic_ads'] as const),
      vendors: new Set(['analytics'] as const),
    };
    const back = parseConsentCookie(consentCookieValue(some), NOW);
    expect(back?.granted).toEqual(some.granted);
    expect(back?.vendors).toEqual(some.vendors);
    expect(back?.decidedAt).toBe(Math.floor(NOW / 1000) * 1000);
    expect(parseConsentCookie(consentCookieValue(acceptAll(NOW)), NOW)?.granted.size).toBe(12);
    expect(parseConsentCookie(consentCookieValue(refuseAll(NOW)), NOW)?.granted.size).toBe(0);
  });

  it('treats a corrupted, forged, future or other-revision cookie as no answer', () => {
    const good = decodeURIComponent(consentCookieValue(acceptAll(NOW)));
    const seconds = Math.floor(NOW / 1000);
    for (const bad of [
      undefined,
      '',
      '%E0%A4%A',
      'garbage',
      good.replace('storage', 'stockage'),
      good.replace('storage', 'storage+storage'),
      `${good}|extra`,
      good.replace(/^1\|/, '2|'),
      good.replace(`|${CONSENT_CONFIG.revision}|`, `|${CONSENT_CONFIG.revision + 1}|`),
      good.replace(String(seconds), String(seconds + 3 * 86_400)),
      good.replace(String(seconds), 'soon'),
      'x'.repeat(700),
    ]) {
      expect(parseConsentCookie(bad === undefined ? bad : encodeURIComponent(bad), NOW)).toBe(
        undefined,
      );
    }
  });

  it('lets a vendor run only when it and all its purposes are granted', () => {
    const tracking: Consent = {
      ...refuseAll(NOW),
      granted: new Set(['tracking'] as const),
      vendors: new Set(['analytics', 'error-monitor'] as const),
    };
    expect(allows(tracking, 'analytics')).toBe(true);
    expect(allows(tracking, 'error-monitor')).toBe(false);
    expect(allows(null, 'analytics')).toBe(false);
    expect(granted(tracking, 'tracking')).toBe(true);
    expect(granted(tracking, 'storage')).toBe(false);
    expect(revokedVendors(acceptAll(NOW), tracking)).toEqual([
      'page-measurement',
      'error-monitor',
      'ad-partner-1',
      'ad-partner-2',
      'operator',
      'booking-partner',
    ]);
    expect(revokedVendors(null, refuseAll(NOW))).toEqual([]);
  });

  it('reads a cookie among others', () => {
    expect(cookieValue('a=1; periple_consent=xyz; b=2', 'periple_consent')).toBe('xyz');
    expect(cookieValue('xperiple_consent=1', 'periple_consent')).toBeUndefined();
    expect(cookieValue(undefined, 'periple_consent')).toBeUndefined();
  });
});

describe('analytics opt state', () => {
  it('is exempt before an answer, optin with tracking, optout without', () => {
    const now = Date.UTC(2026, 10, 25);
    expect(analyticsOptState(null)).toBe('exempt');
    expect(analyticsOptState(acceptAll(now))).toBe('optin');
    expect(analyticsOptState(refuseAll(now))).toBe('optout');
    const trackingOnly = { ...refuseAll(now), granted: new Set(['tracking'] as const) };
    expect(analyticsOptState(trackingOnly)).toBe('optout');
    expect(analyticsOptState({ ...trackingOnly, vendors: new Set(['analytics'] as const) })).toBe(
      'optin',
    );
  });
});
