/**
 * A marker tapped is in sight when its whole 60 × 52 box is (spec §9), clear of the card that
 * opens at the bottom of the map: a restaurant dragged to the map's foot moves up when clicked;
 * another in the free part of the map leaves the map where it is.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mapIdle, openMap } from './user';

/** The map's centre, read from the address's view (`map=zoom/lat/lng`) once the map is still. */
async function viewOf(page: Page): Promise<string> {
  await mapIdle(page);
  return page.evaluate(() => {
    const map = (
      window as unknown as { __periple: { map: { getCenter(): { lng: number; lat: number } } } }
    ).__periple.map;
    const c = map.getCenter();
    return `${c.lng.toFixed(5)},${c.lat.toFixed(5)}`;
  });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

test('a restaurant dragged to the foot of the map moves into sight when clicked; one in sight does not move', async ({
  page,
}) => {
  await openMap(page);
  await page.getByTestId('app-restaurants').click();
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  const map = page.getByTestId('map');
  const mapBox = await boxOf(map);
  await mapIdle(page);
  // The marker nearest the middle of the map's free part (right of the list), read in one pass
  // (the markers are drawn again as the map settles).
  // Zoomed in twice: single markers rather than clusters.
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Zoomer', exact: true }).click();
    await mapIdle(page);
  }
  await page.waitForTimeout(1_000);
  await mapIdle(page);
  const middle = {
    x: (mapBox.x + 400 + mapBox.x + mapBox.width) / 2,
    y: mapBox.y + mapBox.height / 2,
  };
  const id = await page.evaluate((m) => {
    let best: { id: string; d: number } | null = null;
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="search-marker"]')) {
      const r = el.getBoundingClientRect();
      const d = Math.hypot(r.x + r.width / 2 - m.x, r.bottom - m.y);
      if (el.dataset.poiId && (!best || d < best.d)) best = { id: el.dataset.poiId, d };
    }
    return best?.id ?? null;
  }, middle);
  expect(id).not.toBeNull();
  const place = page.locator(`[data-testid="search-marker"][data-poi-id="${id}"]`);
  // Dragged by hand to 20 px above the map's foot, under where the card will stand.
  const start = await boxOf(place);
  const grab = { x: start.x + start.width / 2 + 80, y: start.y + start.height / 2 };
  const shift = mapBox.y + mapBox.height - 20 - (start.y + start.height);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y + shift / 2, { steps: 5 });
  await page.mouse.move(grab.x, grab.y + shift, { steps: 5 });
  await page.mouse.up();
  // The list is asked again for the new box (500 ms after the move) and answers.
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  const dragged = await viewOf(page);
  expect((await boxOf(place)).y).toBeGreaterThan(mapBox.y + mapBox.height - 220);
  // Clicked, it opens its card and the map brings its whole box above the card's 220 px.
  await place.click();
  expect(await viewOf(page)).not.toBe(dragged);
  const shown = await boxOf(place);
  expect(shown.y + shown.height).toBeLessThanOrEqual(mapBox.y + mapBox.height - 220 + 2);
  expect(shown.y).toBeGreaterThanOrEqual(mapBox.y + 60);
  // Another restaurant whose whole box is in the free part: clicked, the map stays.
  const free = (b: { x: number; y: number; width: number; height: number }) =>
    b.x >= mapBox.x + 400 &&
    b.x + b.width <= mapBox.x + mapBox.width - 60 &&
    b.y >= mapBox.y + 130 &&
    b.y + b.height <= mapBox.y + mapBox.height - 240;
  let other: Locator | undefined;
  for (const m of await page.getByTestId('search-marker').all())
    if ((await m.getAttribute('data-poi-id')) !== id && free(await boxOf(m))) other = m;
  if (!other) throw new Error('no other restaurant in the free part of the map');
  const still = await viewOf(page);
  await other.click();
  await expect(other).toHaveClass(/poi-marker--focused/);
  expect(await viewOf(page)).toBe(still);
});
