/**
 * The consent manager's data file (issue 15; spec 001 §6): its revision, the purposes a user is
 * asked about and the vendors, each mapped to the purposes it serves and the cookies it sets.
 * Raising `revision` asks every user again. An operator edits this file to list its partners
 * (and names them in the messages `consent.vendor.{id}` of each locale);
 * the ad and booking partners are not configured in this distribution (no ad or booking code
 * runs), they are listed so that the choice exists before any partner is plugged in.
 */

/** The purposes of spec 001 §3 (Consent flags) and §6. */
export const PURPOSES = [
  'storage',
  'tracking',
  'error-monitoring',
  'ads',
  'native_advertising',
  'send_keywords',
  'push_notifications',
  'booking',
] as const;
/** A purpose. */
export type Purpose = (typeof PURPOSES)[number];

/** The ad purposes of spec 001 §6, shown inside « Publicité ». */
export const AD_PURPOSES = [
  'basic_ads',
  'ads_profile',
  'personalised_ads',
  'ad_performance',
] as const;
/** An ad purpose. */
export type AdPurpose = (typeof AD_PURPOSES)[number];

/** A vendor: who receives data, for which purposes, with which cookies. */
export interface Vendor {
  /** Its id; its name is the message `consent.vendor.{id}` of each locale. */
  id: string;
  /** The purposes it needs, all of them granted for it to run. */
  purposes: readonly Purpose[];
  /** Cookie names (a trailing `*` matches a prefix), deleted when the vendor is refused. */
  cookies: readonly string[];
  /** False when no partner is plugged in: listed, but no code of it runs. */
  configured: boolean;
}

/** The configuration. */
export const CONSENT_CONFIG = {
  revision: 1,
  vendors: [
    {
      id: 'analytics',
      purposes: ['tracking'],
      cookies: ['periple_sid'],
      configured: true,
    },
    {
      id: 'page-measurement',
      purposes: ['tracking'],
      cookies: [],
      configured: true,
    },
    {
      id: 'error-monitor',
      purposes: ['error-monitoring'],
      cookies: [],
      configured: true,
    },
    {
      id: 'ad-partner-1',
      purposes: ['ads', 'native_advertising', 'send_keywords'],
      cookies: ['ad1_*'],
      configured: false,
    },
    {
      id: 'ad-partner-2',
      purposes: ['ads'],
      cookies: ['ad2_*'],
      configured: false,
    },
    {
      id: 'operator',
      purposes: ['storage', 'push_notifications'],
      cookies: [],
      configured: true,
    },
    {
      id: 'booking-partner',
      purposes: ['booking'],
      cookies: ['booking_*'],
      configured: false,
    },
  ],
} as const satisfies { revision: number; vendors: readonly Vendor[] };

/** A vendor's id. */
export type VendorId = (typeof CONSENT_CONFIG.vendors)[number]['id'];

/** The vendors' ids, in the file's order. */
export const VENDOR_IDS: readonly VendorId[] = CONSENT_CONFIG.vendors.map((v) => v.id);
