/**
 * A user's consent (issue 15; spec 001 §3 Consent flags, §5, §6, §9): the purposes and vendors
 * granted, the configuration's revision it answered and when. Kept in a first-party cookie the
 * server reads too (`periple_consent`, 365 days, path /, SameSite=None; Secure where the page is
 * secure). A cookie that does not parse exactly, or of another revision, is no answer: the user
 * is asked (again). Zod-free: the SPA's first screen reads it.
 */
import {
  AD_PURPOSES,
  CONSENT_CONFIG,
  PURPOSES,
  VENDOR_IDS,
  type AdPurpose,
  type Purpose,
  type VendorId,
} from './consent-config';

/** Every choice a user makes about a purpose: the purposes, then the ad purposes. */
export const CHOICES = [...PURPOSES, ...AD_PURPOSES] as const;
/** A purpose or an ad purpose. */
export type Choice = Purpose | AdPurpose;

/** An answer. */
export interface Consent {
  revision: number;
  /** Epoch milliseconds of the answer. */
  decidedAt: number;
  granted: ReadonlySet<Choice>;
  vendors: ReadonlySet<VendorId>;
}

/** Name of the cookie. */
export const CONSENT_COOKIE = 'periple_consent';
/** Its lifetime (spec 001 §9: 365 days). */
export const CONSENT_COOKIE_DAYS = 365;
const FORMAT = '1';

/** Everything granted (« Tout accepter »). */
export function acceptAll(decidedAt: number): Consent {
  return {
    revision: CONSENT_CONFIG.revision,
    decidedAt,
    granted: new Set(CHOICES),
    vendors: new Set(VENDOR_IDS),
  };
}

/** Nothing granted (« Tout refuser », or the banner closed without a choice). */
export function refuseAll(decidedAt: number): Consent {
  return { revision: CONSENT_CONFIG.revision, decidedAt, granted: new Set(), vendors: new Set() };
}

/** True when the purpose is granted. */
export function granted(consent: Consent | null, choice: Choice): boolean {
  return consent?.granted.has(choice) === true;
}

/** True when the vendor may run: chosen, and every purpose it needs granted. */
export function allows(consent: Consent | null, vendorId: VendorId): boolean {
  const vendor = CONSENT_CONFIG.vendors.find((v) => v.id === vendorId);
  if (!consent || !vendor || !consent.vendors.has(vendorId)) return false;
  return vendor.purposes.every((p) => consent.granted.has(p));
}

/** The analytics opt state of spec 001 §4. */
export type AnalyticsOptState = 'optin' | 'optout' | 'exempt';

/**
 * The analytics opt state: `optin` once the analytics vendor is allowed (tracking granted),
 * `optout` once the user answered without it, `exempt` before any answer (only measurement the
 * CNIL exempts from consent may run then: none does in this distribution).
 */
export function analyticsOptState(consent: Consent | null): AnalyticsOptState {
  if (!consent) return 'exempt';
  return allows(consent, 'analytics') ? 'optin' : 'optout';
}

/** The vendors allowed before and refused now (their cookies are to be deleted). */
export function revokedVendors(before: Consent | null, now: Consent): VendorId[] {
  return VENDOR_IDS.filter((id) => allows(before, id) && !allows(now, id));
}

/** The cookie's value: `1|revision|epoch seconds|purposes|vendors` (lists joined by `+`). */
export function consentCookieValue(consent: Consent): string {
  const list = <T extends string>(all: readonly T[], chosen: ReadonlySet<T>) =>
    all.filter((x) => chosen.has(x)).join('+');
  return encodeURIComponent(
    [
      FORMAT,
      consent.revision,
      Math.floor(consent.decidedAt / 1000),
      list(CHOICES, consent.granted),
      list(VENDOR_IDS, consent.vendors),
    ].join('|'),
  );
}

function knownList<T extends string>(text: string, known: readonly T[]): Set<T> | undefined {
  if (text === '') return new Set();
  const items = text.split('+');
  const set = new Set(known.filter((k) => items.includes(k)));
  return set.size === items.length ? set : undefined;
}

/**
 * The answer a cookie value holds; undefined when it is malformed, forged, of a revision other
 * than the configuration's or dated in the future (`now` + a day of clock skew).
 */
export function parseConsentCookie(value: string | undefined, now: number): Consent | undefined {
  if (!value || value.length > 600) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const [format, revision, seconds, purposes, vendors, ...rest] = text.split('|');
  if (format !== FORMAT || rest.length > 0 || purposes === undefined || vendors === undefined)
    return undefined;
  if (revision !== String(CONSENT_CONFIG.revision) || !/^\d{1,12}$/.test(seconds ?? ''))
    return undefined;
  const decidedAt = Number(seconds) * 1000;
  if (decidedAt > now + 86_400_000) return undefined;
  const grantedSet = knownList(purposes, CHOICES);
  const vendorSet = knownList(vendors, VENDOR_IDS);
  if (!grantedSet || !vendorSet) return undefined;
  return { revision: CONSENT_CONFIG.revision, decidedAt, granted: grantedSet, vendors: vendorSet };
}

/** The value of cookie `name` in a `Cookie` header or `document.cookie`. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
