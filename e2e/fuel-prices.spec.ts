/**
 * Fuel prices carry their day (the national file is from 2020): « prix ancien, du 25/08/2020 »
 * in the fuel list, on the card and on the sheet (a price of more than 30 days ago), « prix du
 * 25/08/2020 » on the car's result card, in the roadbook, in the travel options and on the
 * expense report's fuel price line.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openItinerary, pickStep, searchFor } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** The day of a price of the 2020 file, said to be old: « prix ancien, du 25/08/2020 ». */
const PRICE_DAY = /prix ancien, du \d\d\/\d\d\/20\d\d/;

async function waitForMap(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

for (const size of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`${size.name}: every fuel price of the list, the card and the sheet says its day`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await page.getByTestId('app-carburants').click();
    const panel = page.getByTestId('poi-list-panel');
    const prices = panel.getByTestId('poi-item-price').filter({ hasText: '€' });
    await expect(prices.first()).toBeVisible();
    for (const price of await prices.all()) await expect(price).toContainText(PRICE_DAY);
    await page.screenshot({ path: `${SHOTS}/fuel-prices-list-${size.name}.png` });

    await prices.first().click();
    const card = page.getByTestId('fuel-card');
    await expect(card.getByTestId('fuel-price')).toContainText(/\d,\d{3} €/);
    await expect(card.getByTestId('fuel-price-date')).toHaveText(PRICE_DAY);
    await page.screenshot({ path: `${SHOTS}/fuel-prices-card-${size.name}.png` });

    await card.getByRole('button', { name: "Plus d'infos" }).click();
    const fuels = page.getByTestId('sheet-fuels').locator('li').filter({ hasText: '€' });
    await expect(fuels.first()).toBeVisible();
    for (const fuel of await fuels.all()) await expect(fuel).toContainText(PRICE_DAY);
    await page.getByTestId('sheet-fuels').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/fuel-prices-sheet-${size.name}.png` });
  });

test('« prix des carburants » typed in the search box lists the stations with their prices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await searchFor(page, 'prix des carburants');
  await expect(page).toHaveURL(/\/activite\/station-service/);
  const panel = page.getByRole('region', { name: 'Stations-service' });
  // The fuel app's list: its fuel to choose, each station's price of it.
  await expect(panel.getByRole('combobox', { name: /Carburant/ })).toHaveValue('B7');
  await expect(panel.getByTestId('poi-item-price').filter({ hasText: '€' }).first()).toContainText(
    PRICE_DAY,
  );
  await expect(panel).not.toContainText('Saint-Prix');
});

test('the car trip says the day of the fuel price it costs: card, roadbook, options, expense report', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
  const car = page.getByTestId('route-voiture-0');
  await expect(car.getByTestId('route-fuel-price')).toHaveText(
    'carburant à 1,304 €/L, prix du 25/08/2020',
  );
  await expect(page.getByTestId('route-velo-0').getByTestId('route-fuel-price')).toHaveCount(0);

  await page.getByTestId('open-options').click();
  await expect(page.getByTestId('option-price-default').first()).toContainText(
    'Par défaut, médiane nationale : 1,304 €/L, prix du 25/08/2020',
  );
  // The fields show their numbers as French writes them.
  await expect(page.getByTestId('option-price').first()).toHaveAttribute('placeholder', '1,304');
  await expect(page.getByTestId('option-consumption').first()).toHaveAttribute(
    'placeholder',
    /^\d+(,\d)?$/,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('open-roadbook').click();
  const fuelPrice = page
    .locator('.key-informations > div')
    .filter({ hasText: 'Prix du carburant' });
  await expect(fuelPrice.locator('dd')).toHaveText('1,304 €/L, prix du 25/08/2020');
  await page.getByTestId('open-expense').click();
  const line = page.locator('.expense-facts > div').filter({ hasText: 'Prix du carburant' });
  await expect(line.locator('dd')).toHaveText('1,304 €/L, prix du 25/08/2020');
  await page.screenshot({ path: `${SHOTS}/fuel-prices-expense-report.png` });
});
