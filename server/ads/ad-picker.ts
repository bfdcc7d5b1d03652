/**
 * The house-ad server's decisions (issue 16): a page's slots, and the creative a slot shows
 * (campaigns running today, for the page's group, the slot's placement and size, the locale and
 * the page's tags, drawn by weight, none twice on a page).
 */
import {
  AD_IMAGE_COUNTS,
  pageGroupOf,
  slotId,
  type AdCreative,
  type AdPageConfig,
  type AdSlotConfig,
} from '../../src/domain/ads/ads';
import type { Campaign, HouseAds } from '../../src/domain/ads/ads-schema';
import type { Locale } from '../../src/domain/map-config';

/** Where creatives' images are served. */
export const CREATIVES_PATH = '/api/ads/creatives/';

/** The slots of a page for a locale and device class; undefined for an unknown page id. */
export function pageConfig(
  ads: HouseAds,
  request: { pageId: string; locale: Locale; device: 'desktop' | 'mobile' },
): AdPageConfig | undefined {
  const group = pageGroupOf(request.pageId);
  if (!group) return undefined;
  const slots: AdSlotConfig[] = (ads.pages[group]?.[request.device] ?? [])
    .slice(0, AD_IMAGE_COUNTS[request.device])
    .map((s) => ({ id: slotId(request.locale, s.placement), ...s }));
  return { pageId: request.pageId, locale: request.locale, slots };
}

/** What a slot asks for. */
export interface CreativeRequest {
  pageId: string;
  slotId: string;
  locale: Locale;
  device: 'desktop' | 'mobile';
  tags: readonly string[];
  /** Ads already on the page. */
  exclude: readonly string[];
  now: Date;
  /** A draw in [0, 1). */
  random: number;
}

function runs(campaign: Campaign, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return campaign.start <= today && today <= campaign.end;
}

function creativeOf(campaign: Campaign, slot: AdSlotConfig, locale: Locale): AdCreative | null {
  const image = campaign.images[slot.size];
  const text = campaign.texts[locale];
  if (!image || !text) return null;
  return {
    adId: campaign.id,
    kind: campaign.kind,
    size: slot.size,
    imageUrl: `${CREATIVES_PATH}${image}`,
    alt: text.alt,
    title: campaign.kind === 'text-image' ? text.title : null,
    text: campaign.kind === 'text-image' ? text.text : null,
    clickUrl: campaign.clickUrl,
    externalTrackingUrl: campaign.externalTrackingUrl,
  };
}

/** The creative of a slot; null when nothing fits (the slot ends empty); undefined: no slot. */
export function pickCreative(
  ads: HouseAds,
  request: CreativeRequest,
): AdCreative | null | undefined {
  const page = pageConfig(ads, request);
  const slot = page?.slots.find((s) => s.id === request.slotId);
  const group = pageGroupOf(request.pageId);
  if (!slot || !group) return undefined;
  const fitting = ads.campaigns.flatMap((c) => {
    if (!runs(c, request.now) || request.exclude.includes(c.id)) return [];
    if (!c.pageGroups.includes(group) || !c.placements.includes(slot.placement)) return [];
    if (c.tags.length > 0 && !c.tags.some((t) => request.tags.includes(t))) return [];
    const creative = creativeOf(c, slot, request.locale);
    return creative ? [{ creative, weight: c.weight }] : [];
  });
  const total = fitting.reduce((sum, f) => sum + f.weight, 0);
  let draw = request.random * total;
  for (const f of fitting) {
    draw -= f.weight;
    if (draw < 0) return f.creative;
  }
  return null;
}
