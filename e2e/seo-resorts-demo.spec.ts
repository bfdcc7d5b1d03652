/**
 * The seaside resorts' directory on the demo region (issue 18): a reader coming from a search
 * engine reads the rule, sees Saint-Barthélemy listed for its beaches, and its link opens that
 * commune in the app, not one of its six homonyms of mainland France.
 */
import { expect, test } from '@playwright/test';
import { PHONE, SHOTS } from './user';

test('the seaside resorts: the rule, Saint-Barthélemy and its beaches, then its town in the app', async ({
  page,
}) => {
  const res = await page.goto('/annuaire-station-balneaire/page1');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Annuaire des stations balnéaires',
  );
  await expect(
    page.getByText(/au moins une plage \(natural=beach\) à moins de 2 km de la mer/),
  ).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'plages au bord de la mer' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Anse des Flamands');
  await item.getByRole('link', { name: 'Saint-Barthélemy' }).click();
  const card = page.getByTestId('address-card');
  await expect(card.getByRole('heading', { name: 'Saint-Barthélemy' })).toBeVisible();
  await expect(card).toContainText('97133');
  await expect(card).not.toContainText('Morbihan');
});

test('the winter sports resorts on a phone: the rule, and none in the imported extracts', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto('/annuaire-station-sports-hiver/page1');
  expect(res?.status()).toBe(200);
  await expect(
    page.getByText(/au moins un domaine skiable \(landuse=winter_sports\)/),
  ).toBeVisible();
  await expect(
    page.getByText(/ne répond à cette règle : cet annuaire ne liste donc rien\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Annuaire des stations balnéaires' }).click();
  await expect(page.getByRole('link', { name: 'Saint-Barthélemy' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/seo-resorts-phone.png`, fullPage: true });
  await context.close();
});
