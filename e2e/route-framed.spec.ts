/**
 * A trip is framed above a phone's sheet wherever the map was: a person zooms out, picks a
 * departure (the map shows it) and an arrival, and sees the whole route, not a dot at the scale
 * of a region.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  mapIdle,
  openItinerary,
  openMap,
  pickStep,
  PHONE,
  SHOTS,
  swipe,
  type PeripleWindow,
} from './user';
import { box } from './map-journeys';
import { SLOW_MAP_STORAGE_KEY } from '../src/machines/map-speed-machine';

test.use(PHONE);

/** Where the trip's two ends are on screen, and the map's zoom. */
async function endsOnScreen(page: Page) {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const rect = map.getContainer().getBoundingClientRect();
    const at = (lng: number, lat: number) => {
      const p = map.project([lng, lat]);
      return { x: p.x + rect.left, y: p.y + rect.top };
    };
    // Place du Casino and Stade Louis-II.
    return { zoom: map.getZoom(), a: at(7.42765, 43.73936), b: at(7.41647, 43.7283) };
  });
}

test('zoomed out, then two places picked: the route fills the map above the sheet', async ({
  page,
}) => {
  await openMap(page);
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Dézoomer' }).tap();
  await mapIdle(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  await pickStep(page, 1, 'Stade Louis II', /Stade Louis.II/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await mapIdle(page);
  const sheet = await box(page, 'itinerary-panel');
  const map = await box(page, 'map');
  const { zoom, a, b } = await endsOnScreen(page);
  await page.screenshot({ path: `${SHOTS}/route-framed-phone.png` });
  // The town's scale (the broken framing left the region's, about 10), both ends between the
  // mode chips and the sheet.
  expect(zoom).toBeGreaterThan(12);
  for (const end of [a, b]) {
    expect(end.y).toBeGreaterThan(map.y + 40);
    expect(end.y).toBeLessThan(sheet.y);
    expect(end.x).toBeGreaterThan(map.x);
    expect(end.x).toBeLessThan(map.x + map.width);
  }
  // The sheet folded, the route is framed again in the taller free part of the map: closer, and
  // both ends still between the chips and the folded sheet.
  await swipe(page, page.getByTestId('sheet-grip'), 400);
  await expect(page.getByTestId('itinerary-panel')).toHaveAttribute('data-snap', 'peek');
  await expect.poll(async () => (await endsOnScreen(page)).zoom).toBeGreaterThan(zoom + 0.3);
  await mapIdle(page);
  const folded = await box(page, 'itinerary-panel');
  const refit = await endsOnScreen(page);
  await page.screenshot({ path: `${SHOTS}/route-framed-folded-phone.png` });
  for (const end of [refit.a, refit.b]) {
    expect(end.y).toBeGreaterThan(map.y + 40);
    expect(end.y).toBeLessThan(folded.y);
  }
  // Opened again to half, the trip is framed above it as before.
  await swipe(page, page.getByTestId('sheet-grip'), -300);
  await expect(page.getByTestId('itinerary-panel')).toHaveAttribute('data-snap', 'half');
  await expect.poll(async () => (await endsOnScreen(page)).zoom).toBeLessThan(zoom + 0.1);
  await mapIdle(page);
  for (const end of Object.values(await endsOnScreen(page)).slice(1)) {
    if (typeof end !== 'number') expect(end.y).toBeLessThan(sheet.y);
  }
  // The time dialog fits the phone's width, its button in reach.
  await page.getByTestId('open-datetime').tap();
  const dialog = page.getByTestId('datetime-overlay');
  await expect(dialog).toBeVisible();
  const frame = await dialog.boundingBox();
  expect(frame!.x).toBeGreaterThanOrEqual(0);
  expect(frame!.x + frame!.width).toBeLessThanOrEqual(PHONE.viewport.width);
  await expect(page.getByTestId('overlay-apply')).toBeInViewport({ ratio: 1 });
});

test('a notice over the map: the route is framed below it, not under it', async ({ page }) => {
  // A browser that never saw the too-slow notice, its first tiles held back 7 s.
  await page.addInitScript((key) => localStorage.removeItem(key), SLOW_MAP_STORAGE_KEY);
  let held = true;
  await page.route(/\/tiles\/\d+\/\d+\/\d+\.pbf$/, async (route) => {
    if (held) await new Promise((resolve) => setTimeout(resolve, 7_000));
    await route.continue();
  });
  await page.goto('/plan?e2e=1');
  const notice = page.getByTestId('map-too-slow');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  held = false;
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  await pickStep(page, 1, 'Stade Louis II', /Stade Louis.II/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await mapIdle(page);
  await expect(notice).toBeVisible();
  const below = await box(page, 'map-too-slow');
  const sheet = await box(page, 'itinerary-panel');
  const { a, b } = await endsOnScreen(page);
  await page.screenshot({ path: `${SHOTS}/route-framed-notice-phone.png` });
  for (const end of [a, b]) {
    expect(end.y).toBeGreaterThan(below.y + below.height);
    expect(end.y).toBeLessThan(sheet.y);
  }
});
