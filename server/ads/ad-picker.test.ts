import { describe, expect, it } from 'vitest';
import type { HouseAds } from '../../src/domain/ads/ads-schema';
import { pickCreative } from './ad-picker';
import { readHouseAds } from './house-ads';

const campaign = (id: string, extra: object = {}) => ({
  id,
  kind: 'text-image',
  start: '2026-01-01',
  end: '2026-12-31',
  weight: 1,
  pageGroups: ['address'],
  placements: ['address_vde_desktop'],
  images: { '300x250': `${id}.svg` },
  texts: { 'fr-FR': { alt: id, title: 'Titre', text: 'Texte' } },
  clickUrl: '/quiz',
  ...extra,
});

function read(campaigns: unknown[]): { ads: HouseAds; warnings: string[] } {
  const warnings: string[] = [];
  const ads = readHouseAds(
    {
      pages: {
        address: { desktop: [{ placement: 'address_vde_desktop', size: '300x250' }], mobile: [] },
      },
      campaigns,
    },
    { warn: (_o, message) => warnings.push(message) },
    'test.json',
  );
  return { ads, warnings };
}

const ask = (ads: HouseAds, extra: object = {}) =>
  pickCreative(ads, {
    pageId: 'address-2',
    slotId: 'map_address_vde_desktop',
    locale: 'fr-FR',
    device: 'desktop',
    tags: [],
    exclude: [],
    now: new Date('2026-11-26T12:00:00Z'),
    random: 0.5,
    ...extra,
  });

describe('house-ad picker', () => {
  it('skips a broken campaign with a warning and keeps the others', () => {
    const { ads, warnings } = read([
      campaign('ok'),
      campaign('broken', { clickUrl: 'javascript:x' }),
    ]);
    expect(ads.campaigns.map((c) => c.id)).toEqual(['ok']);
    expect(warnings).toEqual(['house-ad campaign skipped']);
  });

  it('shows only running campaigns of the locale, placement and tags', () => {
    const { ads } = read([
      campaign('old', { end: '2026-11-25' }),
      campaign('english', { texts: { 'en-GB': { alt: 'x' } } }),
      campaign('tagged', { tags: ['restaurant'] }),
    ]);
    expect(ask(ads)).toBeNull();
    expect(ask(ads, { tags: ['restaurant'] })?.adId).toBe('tagged');
    expect(ask(ads, { slotId: 'map_hp_vde_desktop' })).toBeUndefined();
  });

  it('draws by weight and never repeats an ad of the page', () => {
    const { ads } = read([campaign('a', { weight: 1 }), campaign('b', { weight: 3 })]);
    expect(ask(ads, { random: 0.1 })?.adId).toBe('a');
    expect(ask(ads, { random: 0.3 })?.adId).toBe('b');
    expect(ask(ads, { random: 0.1, exclude: ['a'] })?.adId).toBe('b');
    expect(ask(ads, { exclude: ['a', 'b'] })).toBeNull();
  });
});
