/**
 * Ads (issue 16; spec 001 §3 Ad state, §5 ad tags, §9 ads): sizes, placements, slot ids per
 * locale, page groups and the rules of targeting tags. Zod-free (the ads chunk of the SPA); the
 * server checks its data files and the SPA the answers with `ads-schema.ts`.
 */
import type { Locale } from '../map-config';

/** §9 sizes. */
export const AD_SIZES = ['728x90', '300x250', '320x50'] as const;
export type AdSize = (typeof AD_SIZES)[number];

/** §9 placements. */
export const AD_PLACEMENTS = [
  'hp_vde_desktop',
  'hp_itinerary_vde_desktop',
  'address_vde_desktop',
  'address_vde_mobile',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** The page's measure from a slot's start to its ad shown (read by `npm run bench`). */
export const AD_LOADED_MEASURE = 'periple:ad-slot-loaded';

/** §9 ad image counts: how many creatives a page may hold, per device class. */
export const AD_IMAGE_COUNTS = { desktop: 20, mobile: 2 } as const;

/** §9 page groups and their number of variants (a page id is the group, or `group-n`). */
export const AD_PAGE_GROUPS = {
  home: 1,
  address: 7,
  place: 7,
  'results-list': 5,
  'itinerary-home': 4,
  'expense-report': 1,
  results: 1,
  roadbook: 1,
} as const;
export type AdPageGroup = keyof typeof AD_PAGE_GROUPS;

/** Every page id of the groups: `home`, `address-1` … `address-7`, … */
export const AD_PAGE_IDS: readonly string[] = Object.entries(AD_PAGE_GROUPS).flatMap(
  ([group, count]) =>
    count === 1 ? [group] : Array.from({ length: count }, (_, i) => `${group}-${i + 1}`),
);

/** The group of a page id, or undefined for an unknown one. */
export function pageGroupOf(pageId: string): AdPageGroup | undefined {
  if (!AD_PAGE_IDS.includes(pageId)) return undefined;
  const group = pageId.replace(/-\d+$/, '');
  return Object.keys(AD_PAGE_GROUPS).find((g): g is AdPageGroup => g === group);
}

/** §9 slot id prefixes (and suffixes) per locale. */
const SLOT_IDS: Readonly<Record<Locale, { prefix: string; suffix: string }>> = {
  'fr-FR': { prefix: 'map_', suffix: '' },
  'fr-BE': { prefix: 'mbe_', suffix: '.fs' },
  'nl-BE': { prefix: 'mbe_', suffix: '.nl' },
  'en-GB': { prefix: 'men_', suffix: '' },
};

/** The id of a placement's slot in a locale: `map_hp_vde_desktop`, `mbe_…_desktop.nl`. */
export function slotId(locale: Locale, placement: AdPlacement): string {
  const { prefix, suffix } = SLOT_IDS[locale];
  return `${prefix}${placement}${suffix}`;
}

/** A slot of a page's ad configuration. */
export interface AdSlotConfig {
  id: string;
  placement: AdPlacement;
  size: AdSize;
}

/** The ad configuration of a page (spec §4 Ad page config load). */
export interface AdPageConfig {
  pageId: string;
  locale: Locale;
  slots: AdSlotConfig[];
}

/** A creative chosen for a slot (an image, or a title and text beside an image). */
export interface AdCreative {
  adId: string;
  kind: 'image' | 'text-image';
  size: AdSize;
  imageUrl: string;
  alt: string;
  title: string | null;
  text: string | null;
  /** Where a click goes (a path of the product, or a partner's page). */
  clickUrl: string;
  /** A partner's own counter of impressions, called with the beacon (§7). */
  externalTrackingUrl: string | null;
}

/** §5: the longest targeting tag. */
export const AD_TAG_MAX = 200;
const TAG_ALLOWED = /[^\p{L}\p{N}_\-.:/ ]/gu;

/** A targeting tag made valid (§5), with a warning when it had to be changed beyond commas. */
export function sanitizeTag(tag: string): { value: string; warning: string | null } {
  const noCommas = tag.replace(/,/g, '_');
  const cleaned = noCommas.replace(TAG_ALLOWED, '').slice(0, AD_TAG_MAX);
  return {
    value: cleaned,
    warning:
      cleaned === noCommas
        ? null
        : `ad tag sanitised: ${noCommas.length > AD_TAG_MAX ? 'over 200 characters' : 'disallowed characters'}`,
  };
}

/** The page id of a place page (address group: town, address, place, hamlet; the POI page). */
export function placeAdPageId(kind: 'town' | 'address' | 'place' | 'hamlet' | 'poi'): string {
  const variants = {
    town: 'address-1',
    address: 'address-2',
    place: 'address-3',
    hamlet: 'address-4',
    poi: 'place-1',
  } as const;
  return variants[kind];
}

/** The size's width and height in pixels. */
export function sizeOf(size: AdSize): { width: number; height: number } {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { width, height };
}
