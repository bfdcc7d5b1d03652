/**
 * The house-ad server's data (issue 16): `server/ads/house-ads.json` (or PERIPLE_HOUSE_ADS_FILE)
 * says which slots each page group has per device class, and holds the campaigns. Read again
 * when the file changes. A missing or broken file, or a broken campaign, is logged and left
 * out: the slots end empty, the pages are unaffected.
 */
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import {
  campaignSchema,
  houseAdsSchema,
  type Campaign,
  type HouseAds,
} from '../../src/domain/ads/ads-schema';

/** Where the reader reports what it could not use. */
export interface HouseAdsLog {
  warn(object: object, message: string): void;
}

/** The file's current content. */
export interface HouseAdsSource {
  current(): Promise<HouseAds>;
}

const EMPTY: HouseAds = { pages: {}, campaigns: [] };
const looseFile = z.object({ pages: z.unknown(), campaigns: z.array(z.unknown()) });

/** Checks the file: the pages whole, each campaign apart (a broken one is named and skipped). */
export function readHouseAds(json: unknown, log: HouseAdsLog, file: string): HouseAds {
  const loose = looseFile.safeParse(json);
  const pages = houseAdsSchema.shape.pages.safeParse(loose.success ? loose.data.pages : undefined);
  if (!loose.success || !pages.success) {
    log.warn({ file }, 'house ads ignored: the file needs valid `pages` and a `campaigns` array');
    return EMPTY;
  }
  const campaigns: Campaign[] = [];
  for (const [index, raw] of loose.data.campaigns.entries()) {
    const campaign = campaignSchema.safeParse(raw);
    if (campaign.success) campaigns.push(campaign.data);
    else
      log.warn(
        {
          file,
          index,
          issues: campaign.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        },
        'house-ad campaign skipped',
      );
  }
  return { pages: pages.data, campaigns };
}

/** The content of `file`, read again when its modification time changes. */
export function houseAdsSource(file: string, log: HouseAdsLog): HouseAdsSource {
  let cached: { mtimeMs: number; ads: HouseAds } | undefined;
  return {
    async current() {
      const mtimeMs = await stat(file).then(
        (s) => s.mtimeMs,
        () => -1,
      );
      if (cached?.mtimeMs === mtimeMs) return cached.ads;
      let ads = EMPTY;
      if (mtimeMs === -1) log.warn({ file }, 'house ads missing: every slot ends empty');
      else
        try {
          ads = readHouseAds(JSON.parse(await readFile(file, 'utf8')), log, file);
        } catch (error) {
          log.warn({ file, error: String(error) }, 'house ads unreadable: every slot ends empty');
        }
      cached = { mtimeMs, ads };
      return ads;
    },
  };
}
