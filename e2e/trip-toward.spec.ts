/**
 * « Itinéraire » from a place after an earlier trip starts a new trip, as on Google Maps: the
 * place as the arrival, an empty departure, no stop of the earlier trip, and leaving now — not
 * the earlier trip's departure, stop and February date. The address is then the trip's B, no
 * longer a search's pin beside it.
 */
import { HEADER_HEIGHTS } from '../src/domain/paths/route-layouts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mapIdle, openItinerary, openMap, PHONE, pickStep, typeSearch } from './user';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('directions to an address after another trip: a new trip, leaving now', async ({ page }) => {
    await openMap(page);
    await openItinerary(page);
    await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
    await pickStep(page, 1, 'Stade Louis II', /Stade Louis.II/);
    await expect(page.getByTestId('route-voiture-0')).toBeVisible();
    // A later departure for that trip.
    await page.getByTestId('open-datetime').click();
    await page.getByTestId('when-DEPARTURE_LATER').check();
    await page.getByTestId('date').fill('2026-02-13');
    await page.getByTestId('time').fill('09:15');
    await page.getByTestId('overlay-apply').click();
    await expect(page).toHaveURL(/quand=DEPARTURE_LATER/);

    // Then an address found with the search box, and its « Itinéraire ».
    await pickMoulins(page);
    // The place found is shown on its page (the itinerary page sent it back to /itineraire).
    await expect(page).toHaveURL(/\/plan#\/boulevard-des-moulins-98000-monaco$/);
    await page.getByTestId('address-directions').click();
    await expect(page).toHaveURL(/\/itineraire#\/vers\//);
    await expect(page.getByTestId('step-input-1')).toHaveValue(/Boulevard des Moulins/);
    await expect(page.getByTestId('step-input-0')).toHaveValue('');
    // The hint under the button names what is missing: the departure.
    await expect(page.locator('#itinerary-need-steps')).toHaveText(/^Indiquez un départ\s:/);
    // The departure is where one types next: its field has the focus, as on Google Maps.
    await expect(page.getByTestId('step-input-0')).toBeFocused();
    await expect(page.getByTestId('step-input-2')).toHaveCount(0);
    await expect(page.getByTestId('open-datetime')).toContainText('Partir maintenant');
    // One pin for the address, the arrival's B: the search's pin and words leave with it.
    await expect(page.locator('[data-testid^="itinerary-marker-"]')).toHaveCount(1);
    await expect(page.getByTestId('search-marker')).toHaveCount(0);
    await expect(page.getByTestId('search-input')).toHaveValue('');
    // Back to the address's page shows its pin again.
    await page.goBack();
    await expect(page).toHaveURL(/\/plan#\/boulevard-des-moulins-98000-monaco$/);
    await expect(page.getByTestId('search-marker')).toHaveCount(1);
  });
});

/** Types « Boulevard des Moulins » in the header's box and picks it among the suggestions. */
async function pickMoulins(page: Page): Promise<void> {
  await typeSearch(page, 'Boulevard des Moulins');
  await page.getByTestId('suggestion').filter({ hasText: 'Boulevard des Moulins' }).first().click();
}

/** A pin between the header and the sheet: on screen, not under the sheet. */
async function expectAbove(pin: Locator, sheet: Locator): Promise<void> {
  const pinBox = await pin.boundingBox();
  const sheetBox = await sheet.boundingBox();
  if (!pinBox || !sheetBox) throw new Error('the pin and the sheet are both on screen');
  expect(pinBox.y + pinBox.height).toBeLessThanOrEqual(sheetBox.y);
  expect(pinBox.y).toBeGreaterThanOrEqual(HEADER_HEIGHTS.min);
}

test.describe('phone', () => {
  test.use(PHONE);

  test('directions to an address: its B stands above the sheet, not under it', async ({ page }) => {
    await openMap(page);
    await pickMoulins(page);
    await expect(page).toHaveURL(/\/plan#\/boulevard-des-moulins-98000-monaco$/);
    // The address's pin stands above its sheet, which came with the page.
    await mapIdle(page);
    await expectAbove(
      page.getByTestId('search-marker'),
      page.locator('.overlay--side > *').first(),
    );
    await page.getByTestId('address-directions').click();
    await expect(page).toHaveURL(/\/itineraire#\/vers\//);
    const marker = page.locator('[data-testid^="itinerary-marker-"]');
    await expect(marker).toHaveCount(1);
    await mapIdle(page);
    await expectAbove(marker, page.locator('.overlay--side > *').first());
    // No keyboard raised unasked over the map: the departure waits for a tap.
    await expect(page.getByTestId('step-input-0')).not.toBeFocused();
  });
});
