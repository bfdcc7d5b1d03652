/**
 * House ads behind the ads consent (issue 16): with « Tout accepter », the home of a desktop
 * shows a house ad in its reserved 728×90 at the bottom of the map, labelled « Publicité », and
 * counts one viewable impression; a click counts and goes where the ad says. A phone's place
 * page shows the 320×50 banner. Without the ads consent no ad request leaves the page; an ad
 * blocker leaves the page as it is, without a frame.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { acceptAll } from '../src/domain/consent/consent';
import { consentCookie } from './consent-cookie';
import { openItinerary, openMap, PHONE, pickStep, SHOTS, typeSearch } from './user';

/** The titles of the house-ad library, by locale. */
const HOUSE_ADS = z.object({
  campaigns: z.array(
    z.object({ texts: z.record(z.string(), z.object({ title: z.string().optional() })) }),
  ),
});

const ACCEPTED = {
  cookies: [consentCookie(acceptAll(Date.now()))],
  origins: [],
};

/** The ad requests of a page, as paths with their query. */
function adRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/ads/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('with every consent on a desktop', () => {
  test.use({ storageState: ACCEPTED, viewport: { width: 1366, height: 800 } });

  test('the itinerary page tags its ad with the trip as it is filled in (§2 page tags)', async ({
    page,
  }) => {
    const requests = adRequests(page);
    await openMap(page);
    await openItinerary(page);
    const frame = page.getByTestId('ad-frame');
    await expect(frame).toHaveAttribute('data-placement', 'hp_itinerary_vde_desktop');
    // The itinerary page's requests only (the home's own may come late).
    const tagged = () =>
      requests
        .filter((r) => r.startsWith('/api/ads/creative') && r.includes('page=itinerary-home-1'))
        .map((r) => new URLSearchParams(r.split('?')[1]).get('tags') ?? '');
    await expect.poll(() => tagged().at(-1), { timeout: 60_000 }).toBe('mode:car');
    // The departure picked: the slot asks again with the page's new tags.
    await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
    await expect
      .poll(() => tagged().at(-1), { timeout: 60_000 })
      .toBe('steps:1,mode:car,departure_postcode:98000');
    // The arrival picked: the results page's slot has the route's length as a bucket and a letter (§9).
    await pickStep(page, 1, 'Stade Louis II', /Stade Louis-II/);
    const resultsPage = () =>
      requests
        .filter((r) => r.startsWith('/api/ads/creative') && r.includes('page=results'))
        .map((r) => new URLSearchParams(r.split('?')[1]).get('tags') ?? '');
    await expect
      .poll(() => resultsPage().at(-1), { timeout: 60_000 })
      .toBe(
        'steps:2,mode:car,distance:lt5,distance_letter:O,departure_postcode:98000,arrival_postcode:98000',
      );
  });

  test('the home shows a house ad in its reserved size and counts one viewable impression', async ({
    page,
  }) => {
    const requests = adRequests(page);
    await openMap(page);
    const frame = page.getByTestId('ad-frame');
    await expect(frame).toHaveAttribute('data-placement', 'hp_vde_desktop');
    await expect(frame.getByText('Publicité', { exact: true })).toBeVisible();
    const creative = frame.getByTestId('ad-creative');
    await expect(creative).toBeVisible();
    const box = await frame.locator('.ad-box').boundingBox();
    expect([box?.width, box?.height]).toEqual([728, 90]);
    await expect(creative).toHaveAttribute('rel', /sponsored/);
    // Viewable for a second: one impression, sent once.
    await expect
      .poll(() => requests.filter((r) => r.includes('event=impression')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await page.waitForTimeout(1_500);
    expect(requests.filter((r) => r.includes('event=impression'))).toHaveLength(1);
    expect(requests.find((r) => r.includes('event=impression'))).toContain(
      'tagid=map_hp_vde_desktop',
    );
    await page.screenshot({ path: `${SHOTS}/ads-desktop-home.png` });

    // The map's own buttons stay free.
    const attribution = await page.locator('.maplibregl-ctrl-attrib').boundingBox();
    const frameBox = await frame.boundingBox();
    expect((frameBox?.y ?? 0) + (frameBox?.height ?? 0)).toBeLessThanOrEqual(attribution?.y ?? 0);

    const target = await creative.getAttribute('href');
    const click = page.waitForRequest((r) => r.url().includes('event=click'));
    await creative.click();
    await click;
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  });

  test('the house ad speaks the language chosen in the menu', async ({ page }) => {
    await openMap(page);
    const title = page.getByTestId('ad-creative').locator('.ad-title');
    await expect(title).toBeVisible();
    const library = HOUSE_ADS.parse(JSON.parse(readFileSync('server/ads/house-ads.json', 'utf8')));
    const titles = (locale: string) =>
      library.campaigns.map((ad) => ad.texts[locale]?.title).filter((t) => t !== undefined);
    expect(titles('fr-FR')).toContain(await title.textContent());
    await page.getByTestId('locale').selectOption('en-GB');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect
      .poll(async () => titles('en-GB').includes((await title.textContent()) ?? ''))
      .toBe(true);
  });

  test('an ad blocker leaves the page as it is, without an ad frame', async ({ page }) => {
    await page.route('**/api/ads/**', (route) => route.abort('blockedbyclient'));
    await openMap(page);
    await expect(page.getByTestId('place-monaco')).toBeVisible();
    await expect(page.getByTestId('ad-frame')).toHaveCount(0);
    await expect(page.getByTestId('poi-menu-placeholder')).toHaveCount(0);
  });
});

test.describe('with every consent on a phone', () => {
  test.use({ storageState: ACCEPTED, ...PHONE });

  test('a place page shows the 320×50 banner, and the desktop’s slot is not asked', async ({
    page,
  }) => {
    const requests = adRequests(page);
    await openMap(page);
    await typeSearch(page, 'Monaco');
    await page.getByTestId('search-input').press('Enter');
    const frame = page.getByTestId('ad-frame');
    await expect(frame).toHaveAttribute('data-placement', 'address_vde_mobile');
    await expect(frame.getByTestId('ad-creative')).toBeVisible();
    const box = await frame.locator('.ad-box').boundingBox();
    expect([box?.width, box?.height]).toEqual([320, 50]);
    await page.screenshot({ path: `${SHOTS}/ads-phone-place.png` });
    expect(requests.filter((r) => r.includes('device=desktop'))).toEqual([]);
  });
});

test('without the ads consent no ad request leaves the page', async ({ page }) => {
  const requests = adRequests(page);
  await openMap(page);
  await typeSearch(page, 'Monaco');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-input')).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('ad-frame')).toHaveCount(0);
  expect(requests).toEqual([]);
});
