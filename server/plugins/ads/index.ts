/**
 * The house-ad server (issue 16; spec 001 §4 Ad page config load, §7 ad gateway and beacons):
 * GET /api/ads/config (a page's slots for a locale and device class), GET /api/ads/creative (the
 * creative a slot shows, or null: the slot ends empty), GET /api/ads/beacon (an impression or a
 * click, counted in the user store) and the creatives' images. Query strings are checked with
 * zod; a missing or broken data file empties the slots and never fails a page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AD_PAGE_IDS, sanitizeTag } from '../../../src/domain/ads/ads';
import { LOCALES } from '../../../src/domain/map-config';
import type { PluginOptions } from '../../app';
import { pageConfig, pickCreative } from '../../ads/ad-picker';
import { houseAdsFile, houseAdsSource, type HouseAdsSource } from '../../ads/house-ads';
import type { AdCountStore } from '../../store/ad-count-store';
import { AppError, parseWith } from '../../core/errors';

const pageId = z.enum(AD_PAGE_IDS as [string, ...string[]]);
const locale = z.enum(LOCALES);
const device = z.enum(['desktop', 'mobile']);
const idList = z
  .string()
  .max(2000)
  .default('')
  .transform((v) => (v ? v.split(',').slice(0, 50) : []));

const configQuery = z.object({ page: pageId, locale, device }).strict();
const creativeQuery = z
  .object({
    page: pageId,
    locale,
    device,
    slot: z.string().regex(/^[a-z_]{1,60}(\.[a-z]{2})?$/),
    /** Targeting tags, already sanitised by the page (§5); sanitised again here. */
    tags: idList,
    exclude: idList,
  })
  .strict();
const beaconQuery = z
  .object({
    event: z.enum(['impression', 'click']),
    adId: z.string().regex(/^[a-z0-9-]{1,60}$/),
    tagid: z.string().regex(/^[a-z_]{1,60}(\.[a-z]{2})?$/),
    sid: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
    ts: z.coerce.number().int().positive(),
  })
  .strict();

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

function creativeFiles(dir: string): Map<string, { type: string; body: Buffer }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of names) {
    const type = IMAGE_TYPES[extname(name)];
    if (type) files.set(name, { type, body: readFileSync(join(dir, name)) });
  }
  return files;
}

/** The plugin. */
export async function adsPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const { config, deps } = options;
  const source = houseAdsSource(houseAdsFile(config), app.log);
  const images = creativeFiles(join(config.repoRoot, 'server', 'ads', 'creatives'));

  app.get('/api/ads/config', async (request, reply) => {
    const q = parseWith(configQuery, request.query);
    reply.header('cache-control', 'public, max-age=300');
    const data = pageConfig(await source.current(), { pageId: q.page, ...q });
    return { data };
  });

  app.get('/api/ads/creative', async (request, reply) => {
    const q = parseWith(creativeQuery, request.query);
    const tags = q.tags.map((t) => sanitizeTag(t).value).filter((t) => t.length > 0);
    const creative = pickCreative(await source.current(), {
      pageId: q.page,
      slotId: q.slot,
      locale: q.locale,
      device: q.device,
      tags,
      exclude: q.exclude,
      now: new Date(),
      random: Math.random(),
    });
    if (creative === undefined)
      throw new AppError('VALIDATION', {
        details: `slot : ${q.slot} n’est pas sur la page ${q.page}`,
      });
    reply.header('cache-control', 'no-store');
    return { data: creative };
  });

  registerBeacon(app, source, deps.users?.adCounts);
  registerCreatives(app, images);
}

/** GET /api/ads/beacon: an impression or a click of a known ad, counted. */
function registerBeacon(
  app: FastifyInstance,
  source: HouseAdsSource,
  store: AdCountStore | undefined,
): void {
  app.get('/api/ads/beacon', async (request, reply) => {
    const q = parseWith(beaconQuery, request.query);
    const ads = await source.current();
    const known =
      ads.campaigns.some((c) => c.id === q.adId) ||
      ads.sponsoredApps.some((s) => s.appId === q.adId);
    if (!known) throw new AppError('VALIDATION', { details: `adId : ${q.adId} inconnu` });
    if (!store) throw new AppError('ADS_COUNT_UNAVAILABLE');
    try {
      await store.count(q.event, { adId: q.adId, slotId: q.tagid }, new Date());
    } catch (error) {
      throw new AppError('ADS_COUNT_UNAVAILABLE').withInternal(String(error));
    }
    reply.header('cache-control', 'no-store');
    return reply.status(204).send();
  });
}

/** The creatives' images, from memory. */
function registerCreatives(
  app: FastifyInstance,
  images: Map<string, { type: string; body: Buffer }>,
): void {
  app.get<{ Params: { name: string } }>('/api/ads/creatives/:name', async (request, reply) => {
    const image = images.get(request.params.name);
    if (!image) throw new AppError('NOT_FOUND');
    reply.header('content-type', image.type);
    reply.header('cache-control', 'public, max-age=86400');
    return reply.send(image.body);
  });
}
