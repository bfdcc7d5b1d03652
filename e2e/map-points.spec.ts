/**
 * Two points placed on the map get two different, real names (issue 10, point 4): in the form,
 * the roadbook, the GPX and the expense report, and after a swap; a point with no name near is
 * « Point sur la carte » with its coordinates.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  clickMapAt,
  mapIdle,
  openItinerary as openItineraryFromHeader,
  openMap,
  pickStep,
} from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** The Place du Palais (above the Rocher's tunnels) and the Place du Casino. */
const PALACE = { lng: 7.4197, lat: 43.7311 };
const CASINO = { lng: 7.4277, lat: 43.7394 };
/** The sea off the Port Hercule: no address, street or POI within reach. */
const SEA = { lng: 7.433, lat: 43.729 };

async function openItinerary(page: Page): Promise<void> {
  await openMap(page);
  await openItineraryFromHeader(page);
}

/**
 * Places the departure and the arrival by clicking the map and the popup's buttons; the
 * itinerary computes once both are there.
 */
async function placeOnMap(page: Page, from: typeof PALACE, to: typeof PALACE): Promise<void> {
  await clickMapAt(page, from);
  await page.getByTestId('map-departure').click();
  await clickMapAt(page, to);
  await page.getByTestId('map-arrival').click();
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
}

test.use({ viewport: { width: 1366, height: 800 } });

test('two points placed on the map read two real names everywhere', async ({ page }) => {
  await openItinerary(page);
  await placeOnMap(page, PALACE, CASINO);
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook-departure')).toHaveText('Place du Palais, 98000 Monaco');
  await expect(page.getByTestId('roadbook-arrival')).toHaveText('Place du Casino, 98000 Monaco');
  await page.screenshot({ path: `${SHOTS}/map-points-roadbook.png` });

  const download = page.waitForEvent('download');
  await page.getByTestId('gpx').click();
  const gpx = readFileSync(await (await download).path(), 'utf8');
  expect(gpx).toContain('<name>Place du Palais, 98000 Monaco</name>');
  expect(gpx).toContain('<name>Place du Casino, 98000 Monaco</name>');
  expect(gpx).not.toContain('Voie sans nom');

  await page.getByTestId('open-expense').click();
  const report = page.getByTestId('expense-report');
  await expect(report).toContainText('Place du Palais, 98000 Monaco');
  await expect(report).toContainText('Place du Casino, 98000 Monaco');
  await expect(report).not.toContainText('Voie sans nom');

  // Back to the results, which show the steps: the names, then swapped with the points.
  await page.goBack();
  await page.goBack();
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await expect(page.getByTestId('step-input-0')).toHaveValue('Place du Palais, 98000 Monaco');
  await expect(page.getByTestId('step-input-1')).toHaveValue('Place du Casino, 98000 Monaco');
  await page
    .getByTestId('step-departure')
    .getByRole('button', { name: /Inverser/ })
    .click();
  await expect(page.getByTestId('step-input-0')).toHaveValue('Place du Casino, 98000 Monaco');
  await expect(page.getByTestId('step-input-1')).toHaveValue('Place du Palais, 98000 Monaco');
  // The arrival has no next point to swap with: no such button is shown or read there.
  await expect(
    page.getByTestId('step-arrival').getByRole('button', { name: /Inverser/ }),
  ).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/map-points-swapped.png` });
});

test('a point with no name near reads « Point sur la carte » with its coordinates', async ({
  page,
}) => {
  await openItinerary(page);
  await placeOnMap(page, CASINO, SEA);
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook-arrival')).toHaveText(
    /^Point sur la carte \(43,72\d{3}, 7,43\d{3}\), 98000 Monaco$/,
  );
  await page.screenshot({ path: `${SHOTS}/map-points-sea.png` });
});

/**
 * Brings a point into the visible top of a phone's map, above the itinerary sheet, as a user
 * dragging the map would.
 */
async function showOnPhone(page: Page, point: { lng: number; lat: number }): Promise<void> {
  await page.evaluate(
    ([lng, lat]) =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
        map.jumpTo({ center: [lng!, lat!], zoom: 16 });
        map.panBy([0, 220], { animate: false });
        void map.once('idle', () => resolve());
      }),
    [point.lng, point.lat],
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two points placed on the map read two real names in the roadbook', async ({ page }) => {
    await openItinerary(page);
    for (const [step, point] of [
      ['Départ', PALACE],
      ['Arrivée', CASINO],
    ] as const) {
      await showOnPhone(page, point);
      await page.getByRole('button', { name: `Placer « ${step} » sur la carte` }).click();
      await clickMapAt(page, point);
    }
    const compute = page.getByTestId('compute');
    if (await compute.isVisible()) await compute.click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await page.getByTestId('open-roadbook').click();
    await expect(page.getByTestId('roadbook-departure')).toHaveText(
      'Place du Palais, 98000 Monaco',
    );
    await expect(page.getByTestId('roadbook-arrival')).toHaveText('Place du Casino, 98000 Monaco');
    await page.screenshot({ path: `${SHOTS}/map-points-roadbook-phone.png` });
  });

  test('the map’s menu, opened under the chips, stands above the results sheet', async ({
    page,
  }) => {
    await openItinerary(page);
    await pickStep(page, 0, 'Place du Palais', /^Place du Palais/);
    await pickStep(page, 1, 'Place du Casino', /^Place du Casino/);
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await mapIdle(page);
    const sheet = await page.getByTestId('itinerary-panel').boundingBox();
    if (!sheet) throw new Error('the results sheet is on screen');
    const chips = await page.locator('.mode-chips').boundingBox();
    if (!chips) throw new Error('the mode chips are on the map');
    // A long press (a right click here) between the chips and the sheet, too close to the chips
    // for the menu (150 px) to open above the finger: it opens below it, over the sheet's edge.
    const y = sheet.y - 120;
    expect(y - 150).toBeLessThan(chips.y + chips.height);
    await page.mouse.click(195, y, { button: 'right' });
    const menu = page
      .locator('.maplibregl-popup')
      .filter({ has: page.getByTestId('map-departure') });
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(sheet.y);
    await mapIdle(page);
    await page.screenshot({ path: `${SHOTS}/map-menu-above-sheet-phone.png` });
    await menu.getByTestId('map-departure').click();
    await expect(page.getByTestId('step-input-0')).not.toHaveValue(/^Place du Palais/);
  });
});
