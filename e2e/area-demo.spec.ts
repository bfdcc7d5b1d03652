/**
 * An address's département and région are links, as on Mappy: each opens the list of its parts
 * and shows that area on the map, the street's pin and words left behind.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openMap, searchFor, type PeripleWindow } from './user';

/** The map's centre and zoom. */
function view(page: Page): Promise<{ lng: number; lat: number; zoom: number }> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    return { ...map.getCenter(), zoom: map.getZoom() };
  });
}

test('a street of Rouen, then its département, then its région: the map shows each', async ({
  page,
}) => {
  await openMap(page);
  await searchFor(page, "rue jeanne d'arc rouen");
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Rue Jeanne d');
  await expect(page.getByTestId('search-marker')).toHaveCount(1);
  await mapIdle(page);
  expect((await view(page)).zoom).toBeGreaterThan(13);

  await expect(card.getByTestId('address-directions')).toHaveText('Itinéraire vers cette adresse');

  await card.getByRole('link', { name: 'Seine-Maritime' }).click();
  await expect(page.getByRole('heading', { name: /Communes de Seine-Maritime/i })).toBeVisible();
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
  await expect(page.getByTestId('search-input')).toHaveValue('');
  await expect.poll(async () => (await view(page)).zoom, { timeout: 30_000 }).toBeLessThan(10);
  await mapIdle(page);
  const department = await view(page);
  // Seine-Maritime lies between Le Tréport and Le Havre, north of the Seine.
  expect(department.lng).toBeGreaterThan(0.1);
  expect(department.lng).toBeLessThan(1.8);
  expect(department.lat).toBeGreaterThan(49.2);
  expect(department.lat).toBeLessThan(50.1);

  await page.goBack();
  await expect(page.getByTestId('search-marker')).toHaveCount(1);
  await page.getByTestId('address-card').getByRole('link', { name: 'Normandie' }).click();
  await expect(page.getByRole('heading', { name: /Départements de Normandie/i })).toBeVisible();
  await expect.poll(async () => (await view(page)).lng, { timeout: 30_000 }).toBeLessThan(0.5);
  await mapIdle(page);
  const region = await view(page);
  expect(region.zoom).toBeLessThan(department.zoom);
  expect(region.lat).toBeGreaterThan(48.2);
  expect(region.lat).toBeLessThan(50.1);
});

test('a town’s card offers the itinerary to the town by its name, not « to this address »', async ({
  page,
}) => {
  await openMap(page);
  await searchFor(page, 'Rouen');
  const card = page.getByTestId('address-card');
  await expect(card).toHaveAttribute('data-level', 'town');
  await expect(card.getByTestId('address-directions')).toHaveText('Itinéraire vers Rouen');
  await card.getByTestId('address-directions').click();
  await expect(page.getByTestId('step-input-1')).toHaveValue(/^Rouen/);
});
