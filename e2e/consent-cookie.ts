/** The consent cookie of a visitor who already answered, as Playwright's storage state wants it. */
import { CONSENT_COOKIE, consentCookieValue, type Consent } from '../src/domain/consent/consent';

/** The cookie of `consent` on the e2e server's host. */
export function consentCookie(consent: Consent) {
  return {
    name: CONSENT_COOKIE,
    value: consentCookieValue(consent),
    domain: '127.0.0.1',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}
