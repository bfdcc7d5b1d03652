import { describe, expect, it } from 'vitest';
import { adCreativeSchema, adPageConfigSchema } from '../../../src/domain/ads/ads-schema';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

const creativeUrl = (query: string) =>
  `/api/ads/creative?page=home&locale=fr-FR&device=desktop&slot=map_hp_vde_desktop${query}`;

describe('house ads', () => {
  it('answers a page’s slots with the locale’s ids and the device class’s sizes', async () => {
    const home = await t.app.inject('/api/ads/config?page=home&locale=fr-FR&device=desktop');
    expect(home.statusCode).toBe(200);
    expect(adPageConfigSchema.parse(home.json<{ data: unknown }>().data)).toEqual({
      pageId: 'home',
      locale: 'fr-FR',
      slots: [{ id: 'map_hp_vde_desktop', placement: 'hp_vde_desktop', size: '728x90' }],
    });
    const phone = await t.app.inject('/api/ads/config?page=address-3&locale=nl-BE&device=mobile');
    expect(phone.json()).toMatchObject({
      data: { slots: [{ id: 'mbe_address_vde_mobile.nl', size: '320x50' }] },
    });
    const none = await t.app.inject('/api/ads/config?page=roadbook&locale=en-GB&device=desktop');
    expect(none.json()).toMatchObject({ data: { slots: [] } });
  });

  it('picks a running creative for a slot, never one already on the page', async () => {
    const first = await t.app.inject(creativeUrl(''));
    expect(first.statusCode).toBe(200);
    const creative = adCreativeSchema.parse(first.json<{ data: unknown }>().data);
    expect(creative).toMatchObject({ size: '728x90', kind: 'text-image' });
    const image = await t.app.inject(creative?.imageUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    const all = 'quiz-des-villes,compte-periple,tous-les-modes';
    const empty = await t.app.inject(creativeUrl(`&exclude=${all}`));
    expect(empty.json()).toEqual({ data: null });
  });

  it('counts impressions and clicks of known ads only', async () => {
    const before = await t.deps.users?.adCounts.totals('quiz-des-villes');
    const beacon = (event: string, adId = 'quiz-des-villes') =>
      t.app.inject(
        `/api/ads/beacon?event=${event}&adId=${adId}&tagid=map_hp_vde_desktop&sid=0123456789abcdef&ts=${Date.now()}`,
      );
    expect((await beacon('impression')).statusCode).toBe(204);
    expect((await beacon('click')).statusCode).toBe(204);
    expect(await t.deps.users?.adCounts.totals('quiz-des-villes')).toEqual({
      impressions: (before?.impressions ?? 0) + 1,
      clicks: (before?.clicks ?? 0) + 1,
    });
    const unknown = await beacon('impression', 'pas-une-pub');
    expect(unknown.statusCode).toBe(400);
    expect(errorBodyOf(unknown).code).toBe('VALIDATION');
  });

  it('refuses unknown pages, slots, locales and forged parameters with the catalogue’s shape', async () => {
    for (const url of [
      '/api/ads/config?page=accueil&locale=fr-FR&device=desktop',
      '/api/ads/config?page=home&locale=de-DE&device=desktop',
      '/api/ads/config?page=home&locale=fr-FR&device=desktop&userId=1',
      creativeUrl('').replace('map_hp_vde_desktop', 'map_address_vde_mobile'),
      creativeUrl('').replace('map_hp_vde_desktop', '<script>'),
      '/api/ads/beacon?event=view&adId=quiz-des-villes&tagid=map_a&sid=0123456789abcdef&ts=1',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorBodyOf(res).code).toBe('VALIDATION');
    }
    expect((await t.app.inject('/api/ads/creatives/../house-ads.json')).statusCode).toBe(404);
  });
});
