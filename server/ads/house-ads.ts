/**
 * The house-ad server's data (issue 16): `server/ads/house-ads.json` (or PERIPLE_HOUSE_ADS_FILE)
 * says which slots each page group has per device class, and holds the campaigns. Read again
 * when the file changes. A missing or broken file, or a broken campaign, is logged and left
 * out: the slots end empty, the pages are unaffected.
 */
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import { join } from 'node:path';
import {
  campaignSchema,
  houseAdsSchema,
  sponsoredAppSchema,
  type Campaign,
  type HouseAds,
  type SponsoredApp,
} from '../../src/domain/ads/ads-schema';

/** Where the reader reports what it could not use. */
export interface HouseAdsLog {
  warn(object: object, message: string): void;
}

/** The file's current content. */
export interface HouseAdsSource {
  current(): Promise<HouseAds>;
}

const EMPTY: HouseAds = { pages: {}, campaigns: [], sponsoredApps: [] };
const looseFile = z.object({
  pages: z.unknown(),
  campaigns: z.array(z.unknown()),
  sponsoredApps: z.array(z.unknown()).default([]),
});

/** The file the server reads: the configured one, else the shipped one. */
export function houseAdsFile(config: {
  houseAdsFile?: string | undefined;
  repoRoot: string;
}): string {
  return config.houseAdsFile ?? join(config.repoRoot, 'server', 'ads', 'house-ads.json');
}

/** Each entry checked apart: a broken one is named in the log and skipped. */
function eachValid<T>(
  entries: readonly unknown[],
  schema: z.ZodType<T>,
  skipped: (index: number, issues: string[]) => void,
): T[] {
  return entries.flatMap((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    skipped(
      index,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
    return [];
  });
}

/** Checks the file: the pages whole, each campaign apart (a broken one is named and skipped). */
export function readHouseAds(json: unknown, log: HouseAdsLog, file: string): HouseAds {
  const loose = looseFile.safeParse(json);
  const pages = houseAdsSchema.shape.pages.safeParse(loose.success ? loose.data.pages : undefined);
  if (!loose.success || !pages.success) {
    log.warn({ file }, 'house ads ignored: the file needs valid `pages` and a `campaigns` array');
    return EMPTY;
  }
  const campaigns: Campaign[] = eachValid(loose.data.campaigns, campaignSchema, (index, issues) =>
    log.warn({ file, index, issues }, 'house-ad campaign skipped'),
  );
  const sponsoredApps: SponsoredApp[] = eachValid(
    loose.data.sponsoredApps,
    sponsoredAppSchema,
    (index, issues) => log.warn({ file, index, issues }, 'sponsored app skipped'),
  );
  return { pages: pages.data, campaigns, sponsoredApps };
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
