/**
 * The map-styles panel (« Fonds de carte ») closes as a map app's menus do: Escape gives the focus
 * back to its tile; a press on the map closes it; so does another page (a search).
 */
import { expect, test } from '@playwright/test';
import { openItinerary, openMap, PHONE, pickStep, searchFor, type PeripleWindow } from './user';

test('Escape and a press on the map close the map styles', async ({ page }) => {
  await openMap(page);
  await page.getByTestId('theme-toggle').click();
  const dark = page.getByTestId('theme-dark');
  await expect(dark).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dark).toHaveCount(0);
  await expect(page.getByTestId('theme-toggle')).toBeFocused();
  await page.getByTestId('theme-toggle').click();
  await expect(dark).toBeVisible();
  await page.getByTestId('map').click({ position: { x: 700, y: 300 } });
  await expect(dark).toHaveCount(0);
});

test('beside an itinerary, the map styles open next to the results, not over them', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  await pickStep(page, 1, '18 bd des moul', /18 Boulevard des Moulins/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByTestId('theme-dark')).toBeVisible();
  const results = (await page.getByTestId('itinerary-panel').boundingBox())!;
  const styles = (await page.locator('.theme-panel').boundingBox())!;
  expect(styles.x).toBeGreaterThanOrEqual(results.x + results.width);
  // Its previews still pick a style, and the results stay clickable.
  await page.getByTestId('theme-dark').click();
  await expect(page.getByTestId('theme-dark')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('route-voiture-0').click();
  await expect(page).toHaveURL(/voiture-0/);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the map settling under the open styles (its view written in the address) leaves them open', async ({
    page,
  }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'Choisir le fond de carte' }).click();
    const dark = page.getByTestId('theme-dark');
    await expect(dark).toBeVisible();
    // The map ends a move of its own (a fly, a popup brought into sight), not the person's.
    const before = page.url();
    await page.evaluate(() =>
      (window as unknown as PeripleWindow).__periple.map.panBy([80, 40], { duration: 0 }),
    );
    await expect.poll(() => page.url()).not.toBe(before);
    await page.waitForTimeout(500);
    await expect(dark).toBeVisible();
  });

  test('a tap on the map or a search closes the map styles', async ({ page }) => {
    await openMap(page);
    const layers = page.getByRole('button', { name: 'Choisir le fond de carte' });
    await layers.click();
    const dark = page.getByTestId('theme-dark');
    await expect(dark).toBeVisible();
    await page.getByTestId('map').tap({ position: { x: 200, y: 300 } });
    await expect(dark).toHaveCount(0);
    // The tap opens the point's popup (it takes the focus): the styles are asked for again after it.
    await expect(page.locator('.maplibregl-popup')).toBeVisible();
    // A person reads the popup before tapping again: once it holds the focus (on a slow machine
    // it took the focus after the next tap, closing the styles that tap opened).
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('.maplibregl-popup')))
      .toBe(true);
    await layers.click();
    await expect(dark).toBeVisible();
    await searchFor(page, 'Beausoleil');
    await expect(page.getByTestId('town-page')).toBeVisible();
    await expect(dark).toHaveCount(0);
  });
});
