/**
 * Back to a list finds it where it was left, as a browser does for a page: a person scrolls a
 * long list of restaurants, opens one of them and comes back.
 */
import { expect, test } from '@playwright/test';
import { openMap, PHONE, searchFor, swipe } from './user';

test.use({ viewport: { width: 1280, height: 800 } });

test('Back from a place of a long list finds the list scrolled where it was', async ({ page }) => {
  await openMap(page);
  await searchFor(page, 'restaurant');
  const list = page.getByTestId('listing-page');
  const rows = list.getByTestId('poi-item');
  // What scrolls: the list under the panel's title.
  const scroller = list.locator('.search-panel-scroll');
  await expect(rows.nth(12)).toBeVisible();
  // Down the list with the mouse wheel, to a restaurant far from the top.
  await list.hover();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scroller.evaluate((e) => e.scrollTop)).toBeGreaterThan(600);
  const row = rows.nth(14);
  const name = (await row.locator('.poi-item-name').innerText()).trim();
  const left = await scroller.evaluate((e) => e.scrollTop);
  await row.click();
  await page.getByTestId('generic-card').getByRole('button', { name: "Plus d'infos" }).click();
  await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(rows.nth(14)).toBeVisible();
  await expect.poll(() => scroller.evaluate((e) => e.scrollTop)).toBeGreaterThan(left - 40);
  await expect(rows.nth(14)).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('Back from a place of the sheet’s list finds the list scrolled where it was', async ({
    page,
  }) => {
    await openMap(page);
    await searchFor(page, 'restaurant');
    const list = page.getByTestId('listing-page');
    const scroller = list.locator('.search-panel-scroll');
    const rows = list.getByTestId('poi-item');
    await expect(rows.nth(8)).toBeAttached();
    // A finger swipes the list up, inside the half sheet.
    await swipe(page, scroller, -250, 20);
    await expect.poll(() => scroller.evaluate((e) => e.scrollTop)).toBeGreaterThan(150);
    await page.waitForTimeout(800);
    const left = await scroller.evaluate((e) => e.scrollTop);
    const row = rows.nth(6);
    const name = (await row.locator('.poi-item-name').innerText()).trim();
    await row.tap();
    await page.getByTestId('generic-card').getByRole('button', { name: "Plus d'infos" }).tap();
    await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toHaveText(name);
    // Back to the place's card, then to the list.
    await page.goBack();
    await page.goBack();
    await expect(page.getByTestId('generic-card')).toHaveCount(0);
    // Down the list, the place opened in sight (tapping it may have scrolled it into view).
    await expect.poll(() => scroller.evaluate((e) => e.scrollTop)).toBeGreaterThan(left / 3);
    await expect(rows.nth(6)).toBeInViewport();
  });
});
