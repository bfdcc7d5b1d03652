/**
 * A phone held sideways (844 × 390): the screen's panel stands at the left, from under the chips
 * to the bottom, and the map keeps the right part with its buttons: the place's pin, the trip and
 * the map's buttons are beside the panel, never under it nor over it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { goToPlace, mapIdle, openMap, pickStep, searchFor, SHOTS } from './user';

test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

type Box = Awaited<ReturnType<typeof box>>;

/**
 * Waits until both ends of the trip stand where `placed` says, given the panel's (or sheet's)
 * box, once the map is idle.
 */
async function expectEnds(page: Page, placed: (end: Box, panel: Box) => boolean): Promise<void> {
  await expect
    .poll(async () => {
      await mapIdle(page);
      const panel = await box(page.locator('.overlay--side > *').first());
      const ends = await Promise.all(
        ['itinerary-marker-departure', 'itinerary-marker-arrival'].map((id) =>
          box(page.getByTestId(id)),
        ),
      );
      return ends.every((end) => placed(end, panel));
    })
    .toBe(true);
}

/** The panel's box: at the left, under the chips, to near the bottom. */
async function sidePanel(page: Page) {
  const panel = await box(page.locator('.overlay--side > *').first());
  expect(panel.x).toBeLessThan(20);
  expect(panel.width).toBeLessThanOrEqual(844 / 2);
  expect(panel.y).toBeGreaterThanOrEqual(104);
  expect(panel.y + panel.height).toBeGreaterThan(340);
  return panel;
}

test('sideways, a place and the trip to it stand beside the panel, the buttons clear of it', async ({
  page,
}) => {
  await openMap(page);
  await goToPlace(page, 'Place du Casino');
  let panel = await sidePanel(page);
  const pin = await box(page.getByTestId('search-marker'));
  expect(pin.x).toBeGreaterThan(panel.x + panel.width);
  const buttons = await box(page.getByTestId('geolocate'));
  expect(buttons.x).toBeGreaterThan(panel.x + panel.width);
  await page.screenshot({ path: `${SHOTS}/landscape-place.png` });

  await page.getByTestId('address-directions').click();
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await mapIdle(page);
  panel = await sidePanel(page);
  for (const end of ['itinerary-marker-departure', 'itinerary-marker-arrival']) {
    const marker = await box(page.getByTestId(end));
    expect(marker.x, end).toBeGreaterThan(panel.x + panel.width);
    expect(marker.y + marker.height, end).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: `${SHOTS}/landscape-route.png` });

  // Turned upright, then sideways again: the trip is framed again each time, above the sheet,
  // then beside the panel.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectEnds(
    page,
    (m, sheet) => m.y >= 104 && m.y + m.height <= sheet.y && m.x >= 0 && m.x <= 390,
  );
  await page.screenshot({ path: `${SHOTS}/landscape-route-upright.png` });
  await page.setViewportSize({ width: 844, height: 390 });
  await expectEnds(page, (m, side) => m.x > side.x + side.width && m.y + m.height <= 390);
});

test('sideways, a list at the left, and the card of a place chosen in it there too', async ({
  page,
}) => {
  await openMap(page);
  await searchFor(page, 'pharmacie');
  await expect(page.getByTestId('listing-page')).toBeVisible();
  await sidePanel(page);
  await page.getByTestId('poi-item').first().click();
  const card = await box(page.getByTestId('generic-card'));
  expect(card.x).toBeLessThan(20);
  expect(card.width).toBeLessThanOrEqual(844 / 2);
  await mapIdle(page);
  const marker = await box(page.locator('.poi-marker--focused'));
  expect(marker.x).toBeGreaterThan(card.x + card.width);
  // In the middle of the map's free part, right of the card (measured, not a phone's bottom card).
  const free = (card.x + card.width + 844) / 2;
  expect(Math.abs(marker.x + marker.width / 2 - free)).toBeLessThan(40);
  await page.screenshot({ path: `${SHOTS}/landscape-card.png` });
});
