/**
 * The search box says what the page shows, as Google Maps' does: after Back to a place's page,
 * the box names that place, not the one searched after it; Back to results names their query.
 * On a phone the box is behind its button and opens on the last search (search.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  goToPlace,
  mapIdle,
  openMap,
  PHONE,
  searchFor,
  typeSearch,
  type PeripleWindow,
} from './user';

async function pick(page: Page, text: string, choice: RegExp): Promise<void> {
  await typeSearch(page, text);
  const option = page.getByTestId('suggestion').filter({ hasText: choice }).first();
  await expect(option).toBeVisible();
  await option.click();
}

test('Back to a place’s page names that place in the search box', async ({ page }) => {
  await openMap(page);
  await pick(page, 'Casino de Monte', /Casino de Monte/);
  await expect(page).toHaveURL(/\/poi\//);
  const casino = page.url();
  await pick(page, 'Pharmacie du Rocher', /Pharmacie du Rocher/);
  await expect(page).not.toHaveURL(casino);
  await page.goBack();
  await expect(page).toHaveURL(casino);
  await expect(page.getByTestId('search-input')).toHaveValue(/^Casino de Monte/);
  // Back to the map's home: the box is empty and the map has no pin left, as after the logo.
  await page.goBack();
  await expect(page.getByRole('heading', { name: /Lieux de la région/i })).toBeVisible();
  await expect(page.getByTestId('search-input')).toHaveValue('');
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
});

test('Back to the results of a search names its query in the box', async ({ page }) => {
  await openMap(page);
  await typeSearch(page, 'louis');
  await page.getByTestId('search-input').press('Enter');
  const results = page.getByTestId('search-results');
  await results.getByRole('button', { name: /Louis Vuitton/ }).click();
  await expect(page).toHaveURL(/#\/recherche\/louis\/poi\//);
  // The place shown is named in the box, as a place picked from the suggestions is.
  await expect(page.getByTestId('search-input')).toHaveValue(/^Louis Vuitton/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/recherche\/louis(\?|$)/);
  await expect(page.getByTestId('search-input')).toHaveValue('louis');
});

/** Map pins shown (search markers) and the map's centre. */
async function mapState(page: Page): Promise<{ pins: number; lng: number }> {
  return page.evaluate(() => ({
    pins: document.querySelectorAll('[data-testid="search-marker"]').length,
    lng: (window as unknown as PeripleWindow).__periple.map.getCenter().lng,
  }));
}

function backToAListAfterATown(phone: boolean): void {
  test('Back to a category’s list after a town: its box, its name and no pin of the town', async ({
    page,
  }) => {
    await openMap(page);
    await searchFor(page, 'boulangerie');
    const list = page.getByTestId('listing-page');
    await expect(list).toContainText(/\d lieux dans la zone/);
    await mapIdle(page);
    const before = await mapState(page);
    const found = await list.getByText(/lieux dans la zone/).innerText();
    // One pin per place: the list's, not the search's drawn again under them.
    expect(before.pins).toBe(Number.parseInt(found, 10));
    await searchFor(page, 'Rouen');
    await expect(page).toHaveURL(/\/plan\/rouen/);
    await mapIdle(page);
    expect((await mapState(page)).lng).toBeLessThan(2);
    await page.goBack();
    // On a phone, Back skips the search overlay the town was searched from.
    await expect(page.getByTestId('suggestion-overlay')).toHaveCount(0);
    await expect(list).toContainText(found);
    await mapIdle(page);
    // The map is back on the bakeries of Monaco, with their pins and none of Rouen.
    expect(await mapState(page)).toEqual({
      pins: Number.parseInt(found, 10),
      lng: expect.closeTo(before.lng, 2) as unknown as number,
    });
    if (!phone) await expect(page.getByTestId('search-input')).toHaveValue('Boulangerie');
    await page.goForward();
    await expect(page).toHaveURL(/\/plan\/rouen/);
    await expect(page.getByTestId('search-marker')).toHaveCount(1);
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  backToAListAfterATown(false);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  backToAListAfterATown(true);

  test('a tap on the header’s « Itinéraire », then Back: the link is not left marked', async ({
    page,
  }) => {
    await openMap(page);
    const link = page.getByTestId('itinerary-link');
    const unmarked = await link.evaluate((e) => getComputedStyle(e).backgroundColor);
    await link.tap();
    await expect(page).toHaveURL(/\/itineraire/);
    await page.goBack();
    await expect(page).toHaveURL(/\/plan/);
    // A finger does not hover: the link under its last tap looks as before (walk 68 saw it grey).
    await expect
      .poll(() => link.evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe(unmarked);
  });
});

test('the logo leaves a place behind: the home and the quiz show no pin, the box is empty', async ({
  page,
}) => {
  await openMap(page);
  await goToPlace(page, 'Place du Casino');
  await page.getByRole('link', { name: 'Périple, accueil' }).click();
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
  await expect(page.getByTestId('search-input')).toHaveValue('');
  await page.getByTestId('quiz-link').click();
  await page.getByRole('link', { name: 'France entière' }).click();
  await expect(page).toHaveURL(/\/quiz\/villes/);
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
  // Back to the place's page shows it again.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/plan\/lieu\//);
  await expect(page.getByTestId('search-marker')).toHaveCount(1);
});

test('a place’s card closed leaves the search box empty, as its pin is gone', async ({ page }) => {
  await openMap(page);
  await pick(page, 'Place du Casi', /Place du Casino/);
  const input = page.getByTestId('search-input');
  await expect(input).toHaveValue(/^Place du Casino/);
  await page.locator('.search-panel').getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
  await expect(input).toHaveValue('');
});

test('Back from a category’s list to the place searched before it: that place’s pin alone', async ({
  page,
}) => {
  await openMap(page);
  await goToPlace(page, 'Place du Casino');
  await pick(page, 'restaurant', /Catégorie/);
  await expect(page).toHaveURL(/\/activite\/restaurant/);
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/plan\/lieu\//);
  await expect(page.getByTestId('search-input')).toHaveValue(/^Place du Casino/);
  await mapIdle(page);
  // The restaurants' pins went with their list.
  await expect(page.getByTestId('search-marker')).toHaveCount(1);
});
