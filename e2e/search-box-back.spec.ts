/**
 * The search box says what the page shows, as Google Maps' does: after Back to a place's page,
 * the box names that place, not the one searched after it; Back to results names their query.
 * On a phone the box is behind its button and opens on the last search (search.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { openMap, typeSearch } from './user';

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
});

test('Back to the results of a search names its query in the box', async ({ page }) => {
  await openMap(page);
  await typeSearch(page, 'louis');
  await page.getByTestId('search-input').press('Enter');
  const results = page.getByTestId('search-results');
  await results.getByRole('button', { name: /Bibliothèque Louis Notari/ }).click();
  await expect(page).toHaveURL(/#\/recherche\/louis\/poi\//);
  // The place shown is named in the box, as a place picked from the suggestions is.
  await expect(page.getByTestId('search-input')).toHaveValue(/^Bibliothèque Louis Notari/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/recherche\/louis(\?|$)/);
  await expect(page.getByTestId('search-input')).toHaveValue('louis');
});
