/**
 * A phone's bottom sheet, as on Google Maps: a short list takes its own height; its grip, dragged
 * with a finger, opens the sheet whole or folds it to its title, and a press (or Enter) opens it
 * whole and back to half.
 */
import { expect, test, type Page } from '@playwright/test';
import { openItinerary, openMap, PHONE, pickStep, SHOTS, swipe, typeSearch } from './user';

test.use(PHONE);

async function sheetBox(page: Page): Promise<{ top: number; height: number }> {
  const box = await page.getByRole('region', { name: 'Pharmacies' }).boundingBox();
  if (!box) throw new Error('no sheet');
  return { top: box.y, height: box.height };
}

test('the results sheet follows the finger: whole, folded, and back to half', async ({ page }) => {
  await openMap(page);
  await typeSearch(page, 'pharmacie');
  await page.getByTestId('search-input').press('Enter');
  const sheet = page.getByRole('region', { name: 'Pharmacies' });
  await expect(sheet.getByRole('listitem').first()).toBeVisible();
  const grip = page.getByTestId('sheet-grip');
  await expect(grip).toHaveAccessibleName('Agrandir le panneau');
  const half = await sheetBox(page);
  // Half the screen at most, its content shown whole when it is short.
  expect(half.height).toBeLessThanOrEqual(PHONE.viewport.height * 0.45 + 1);

  await swipe(page, grip, -400);
  await expect(grip).toHaveAttribute('aria-expanded', 'true');
  await expect(grip).toHaveAccessibleName('Réduire le panneau');
  await expect.poll(async () => (await sheetBox(page)).top).toBeLessThan(80);
  await page.screenshot({ path: `${SHOTS}/sheet-grip-full.png` });

  await swipe(page, grip, 700);
  await expect.poll(async () => (await sheetBox(page)).height).toBeLessThan(110);
  // Folded, the sheet keeps its title and lets the map be used.
  await expect(sheet.getByRole('heading', { level: 2 })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/sheet-grip-peek.png` });

  // A tap brings it back to half, and opens nothing the sheet slides under the finger.
  const url = page.url();
  await grip.tap();
  await page.waitForTimeout(400);
  await expect(page.getByTestId('generic-card')).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect.poll(async () => (await sheetBox(page)).top).toBeCloseTo(half.top, -1);
  // Enter on the grip opens it whole.
  await grip.press('Enter');
  await expect(grip).toHaveAttribute('aria-expanded', 'true');
});

test('an address’s sheet folded to its title still names the address', async ({ page }) => {
  await openMap(page);
  await typeSearch(page, 'boulevard des moulins');
  await page.getByTestId('suggestion').first().tap();
  const sheet = page.getByTestId('address-page');
  await expect(sheet.getByTestId('address-card')).toBeVisible();
  await swipe(page, page.getByTestId('sheet-grip'), 700);
  await expect.poll(async () => (await sheet.boundingBox())?.height ?? 0).toBeLessThan(130);
  const heading = sheet.getByRole('heading', { level: 2 });
  await expect(heading).toContainText('Boulevard des Moulins');
  await expect(heading.locator('.panel-peek-name')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/sheet-grip-address-peek.png` });
});

test('a roadbook read down folds to its title when its grip is pulled down, and opens again', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  // The roadbook's button is under the selected route's card, not below every mode's card.
  const selected = page.getByTestId('route-voiture-0');
  await expect(selected).toHaveAttribute('aria-pressed', 'true');
  const card = (await selected.boundingBox())!;
  const button = (await page.getByTestId('open-roadbook').boundingBox())!;
  expect(button.y).toBeGreaterThan(card.y + card.height - 1);
  expect(button.y).toBeLessThan(card.y + card.height + 60);
  // The selected route tapped again opens its roadbook, as Google Maps opens its steps.
  await selected.tap();
  await expect(page).toHaveURL(/feuille_de_route\/voiture-0/);
  const panel = page.locator('.itinerary-panel');
  await expect(
    panel.getByTestId('roadbook-day').or(panel.locator('.roadbook-summary')),
  ).toBeVisible();
  // Read down with a finger: the roadbook's title goes above the sheet's top.
  await swipe(page, panel, -350, 60);
  await expect.poll(() => panel.evaluate((e) => e.scrollTop)).toBeGreaterThan(100);
  const grip = page.getByTestId('sheet-grip');
  await swipe(page, grip, 400);
  // Folded under the map, not grown over the header (it was, its grip out of reach).
  await expect.poll(async () => (await panel.boundingBox())?.height ?? 0).toBeLessThan(130);
  const folded = (await panel.boundingBox())!;
  expect(folded.y).toBeGreaterThan(PHONE.viewport.height - 140);
  await expect(grip).toBeInViewport({ ratio: 1 });
  await expect(panel.locator('.panel-header')).toBeInViewport();
  // Its title says which trip it is, as Google Maps' folded sheet does (it read « Itinéraire »).
  const summary = panel.getByTestId('itinerary-peek');
  await expect(summary).toHaveText(/^Voiture · \d+ min · [\d,]+ k?m$/);
  await expect(summary).toBeInViewport({ ratio: 1 });
  // Nothing under the title can be reached in the strip, nor scroll it out (a tap or a focus
  // there showed a slice of the roadbook's buttons in place of the title).
  await expect(panel.getByTestId('gpx')).toBeHidden();
  await panel.evaluate((e) => e.scrollBy(0, 400));
  await expect.poll(() => panel.evaluate((e) => e.scrollTop)).toBe(0);
  await expect(summary).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/sheet-grip-roadbook-peek.png` });
  // Pulled up, half the screen again.
  await swipe(page, grip, -300);
  await expect
    .poll(async () => (await panel.boundingBox())?.y ?? 0)
    .toBeLessThan(PHONE.viewport.height * 0.6);
  await expect(grip).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByTestId('itinerary-peek')).toHaveCount(0);
});
