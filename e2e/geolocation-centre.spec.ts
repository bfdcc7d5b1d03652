/**
 * « Me localiser » on a desktop, a panel open on the left: the map comes to the person's position
 * in the middle of what the panel leaves of the map, as a place found by a search, not under the
 * panel's edge.
 */
import { expect, test } from '@playwright/test';
import { mapIdle, openMap, type PeripleWindow } from './user';

const MONACO_VILLE = { latitude: 43.7308, longitude: 7.4203 };

test.use({ viewport: { width: 1366, height: 800 } });

test('the position found is centred beside the panel, not behind it', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MONACO_VILLE);
  await openMap(page);
  const panel = await page.locator('.overlay--side > *').first().boundingBox();
  expect(panel).not.toBeNull();
  await page.getByTestId('geolocate').click();
  const marker = page.locator('.position-marker');
  await expect(marker).toBeVisible();
  await mapIdle(page);
  const dot = await marker.boundingBox();
  const map = await page.getByTestId('map').boundingBox();
  const free = (panel!.x + panel!.width + map!.x + map!.width) / 2;
  expect(Math.abs(dot!.x + dot!.width / 2 - free)).toBeLessThan(40);
});

test('a position allowed on an earlier visit is shown at start, the map left where it was', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MONACO_VILLE);
  // A returning visitor opens the map at the Casino, away from their position.
  await openMap(page, '/plan?e2e=1#?bbox=7.42400,43.73600,7.43400,43.74400');
  await mapIdle(page);
  const centre = () =>
    page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getCenter().toArray());
  const before = await centre();
  await expect(page.locator('.position-marker')).toBeVisible();
  await expect(page.getByTestId('geolocate')).toHaveAttribute('data-status', 'active');
  await mapIdle(page);
  expect(await centre()).toEqual(before);
  // Pressed, the button brings the map to the position.
  await page.getByTestId('geolocate').click();
  await expect(page.getByTestId('geolocate')).toHaveAttribute('data-status', 'follow');
  await expect.poll(async () => (await centre())[1] ?? 0, { timeout: 10_000 }).toBeLessThan(43.733);
  // Directions then start from « Ma position », as on Google Maps: only the arrival to type.
  await page.getByTestId('itinerary-link').click();
  await expect(page.getByTestId('step-input-0')).toHaveValue('Ma position');
  await expect(page.getByTestId('step-input-1')).toHaveValue('');
});
