/**
 * Zod schemas of ads (issue 16): the house-ads data file the server reads, and the answers the
 * SPA checks (page configuration, creative).
 */
import { z } from 'zod';
import { LOCALES } from '../map-config';
import { AD_PAGE_GROUPS, AD_PLACEMENTS, AD_SIZES, type AdPageGroup } from './ads';

const size = z.enum(AD_SIZES);
const placement = z.enum(AD_PLACEMENTS);
const locale = z.enum(LOCALES);
const pageGroup = z.enum(Object.keys(AD_PAGE_GROUPS) as [AdPageGroup, ...AdPageGroup[]]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date YYYY-MM-DD');
/** A path of the product, or an https page of a partner. */
const target = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)/, 'a path of the product or an https URL');

const slotSchema = z.object({ placement, size }).strict();

const textSchema = z
  .object({
    alt: z.string().min(1).max(200),
    title: z.string().max(80).nullable().default(null),
    text: z.string().max(200).nullable().default(null),
  })
  .strict();

/** A campaign of the house-ads file. */
export const campaignSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,60}$/),
    kind: z.enum(['image', 'text-image']),
    start: day,
    end: day,
    weight: z.number().int().min(1).max(1000),
    pageGroups: z.array(pageGroup).min(1),
    placements: z.array(placement).min(1),
    /** Targeting: the campaign shows where one of these tags is set (none = everywhere). */
    tags: z.array(z.string().max(200)).default([]),
    /** One image per size it can fill (a file of `server/ads/creatives/`). */
    images: z.partialRecord(size, z.string().regex(/^[a-z0-9-]+\.(svg|png|jpg|webp)$/)),
    /** Its words per locale; a locale without them does not show it. */
    texts: z.partialRecord(locale, textSchema),
    clickUrl: target,
    externalTrackingUrl: z
      .string()
      .max(500)
      .regex(/^https:\/\/\S+$/)
      .nullable()
      .default(null),
  })
  .strict();
export type Campaign = z.infer<typeof campaignSchema>;

/** A sponsorship of the house-ads file: the POIs of an app shown as sponsored (§3 vde). */
export const sponsoredAppSchema = z
  .object({
    appId: z.string().regex(/^[a-z0-9-]{1,60}$/),
    type: z.enum(['poi', 'brand']),
    subcategoryId: z.string().max(60).nullable().default(null),
    editoRubricIds: z.array(z.string().max(60)).max(20).default([]),
    editoLinkUrl: z
      .string()
      .max(500)
      .regex(/^https:\/\/\S+$/),
    editoLinkTarget: z.enum(['_blank', '_self']).default('_blank'),
    start: day,
    end: day,
  })
  .strict();
export type SponsoredApp = z.infer<typeof sponsoredAppSchema>;

/** The house-ads file: the slots of each page group per device class, and the campaigns. */
export const houseAdsSchema = z
  .object({
    pages: z.partialRecord(
      pageGroup,
      z.object({ desktop: z.array(slotSchema), mobile: z.array(slotSchema) }).strict(),
    ),
    campaigns: z.array(campaignSchema),
    sponsoredApps: z.array(sponsoredAppSchema).default([]),
  })
  .strict();
export type HouseAds = z.infer<typeof houseAdsSchema>;

/** GET /api/ads/config's `data`. */
export const adPageConfigSchema = z.object({
  pageId: z.string(),
  locale,
  slots: z.array(z.object({ id: z.string(), placement, size })),
});

/** GET /api/ads/creative's `data` (null: nothing to show, the slot ends empty). */
export const adCreativeSchema = z
  .object({
    adId: z.string(),
    kind: z.enum(['image', 'text-image']),
    size,
    imageUrl: z.string(),
    alt: z.string(),
    title: z.string().nullable(),
    text: z.string().nullable(),
    clickUrl: z.string(),
    externalTrackingUrl: z.string().nullable(),
  })
  .nullable();
