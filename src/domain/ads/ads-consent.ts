/** The ads' consent gate (issue 15, issue 16), read by the ads' lazy code only. */
import type { Consent } from '../consent/consent';

/**
 * Whether house ads may show: the ads purpose and basic ads granted, and the site's operator
 * (who serves them) among the chosen vendors.
 */
export function adsAllowed(consent: Consent | null): boolean {
  if (!consent) return false;
  const granted = consent.granted;
  return granted.has('ads') && granted.has('basic_ads') && consent.vendors.has('operator');
}

/** Whether a shown ad's impression and click may be counted (ad performance granted). */
export function adCountingAllowed(consent: Consent | null): boolean {
  return adsAllowed(consent) && consent?.granted.has('ad_performance') === true;
}
