/**
 * The consent's browser side (issue 15): its cookie read and written (`periple_consent`, spec 001
 * §9: 365 days from the answer, path /, SameSite=None and Secure on a secure page — a plain-HTTP
 * page gets SameSite=Lax, as browsers refuse SameSite=None without Secure), a refused vendor's
 * cookies deleted, and the storage erased without storage consent.
 */
import { BOOT_ANSWER_ATTRIBUTE, bootAnswerOf, type BootAnswer } from '../domain/consent/boot-check';
import { CONSENT_CONFIG, type VendorId } from '../domain/consent/consent-config';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  consentCookieValue,
  cookieValue,
  parseConsentCookie,
  type Consent,
} from '../domain/consent/consent';

const DAY_MS = 86_400_000;

/** The answer the page's cookie holds; undefined when none, unreadable or of another revision. */
export function readConsent(doc: Pick<Document, 'cookie'>, now: number): Consent | undefined {
  try {
    return parseConsentCookie(cookieValue(doc.cookie, CONSENT_COOKIE), now);
  } catch {
    return undefined;
  }
}

/** The attributes of a cookie set by a page served over `protocol`. */
function attributes(protocol: string, expires: Date): string {
  const site = protocol === 'https:' ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `path=/; expires=${expires.toUTCString()}; ${site}`;
}

/** Writes the answer's cookie (it lasts 365 days from the answer). */
export function writeConsent(
  doc: Pick<Document, 'cookie'>,
  protocol: string,
  consent: Consent,
): void {
  const expires = new Date(consent.decidedAt + CONSENT_COOKIE_DAYS * DAY_MS);
  doc.cookie = `${CONSENT_COOKIE}=${consentCookieValue(consent)}; ${attributes(protocol, expires)}`;
}

/** The names of the page's cookies matching a vendor's patterns (`name` or `prefix*`). */
export function matchingCookies(cookieHeader: string, patterns: readonly string[]): string[] {
  const names = cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  return names.filter((name) =>
    patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p)),
  );
}

/** Deletes the cookies of refused vendors, on this host and its parent domains. */
export function deleteVendorCookies(
  doc: Pick<Document, 'cookie'>,
  hostname: string,
  vendors: readonly VendorId[],
): string[] {
  const patterns = CONSENT_CONFIG.vendors
    .filter((v) => vendors.includes(v.id))
    .flatMap((v) => [...v.cookies]);
  const names = matchingCookies(doc.cookie, patterns);
  const labels = hostname.split('.');
  const domains = [
    '',
    ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join('.')}`),
  ];
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
    }
  }
  return names;
}

/**
 * Erases a storage but the `keep` keys (the consent lives in its cookie; the language the
 * visitor chose is a preference of the interface they asked for, which the CNIL exempts from
 * consent).
 */
export function eraseStorage(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined,
  keep: readonly string[] = [],
): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && !keep.includes(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A storage that refuses access holds nothing of ours.
  }
}

/**
 * The answer given on the shell's banner before the app started (src/domain/consent/boot-check.ts),
 * once: read from `<html>` and removed there, so that it is applied a single time.
 */
export function takeBootAnswer(root: Element): BootAnswer | undefined {
  const answer = bootAnswerOf(root.getAttribute(BOOT_ANSWER_ATTRIBUTE));
  root.removeAttribute(BOOT_ANSWER_ATTRIBUTE);
  return answer;
}
