/**
 * « Me localiser » on a desktop, a panel open on the left: the map comes to the person's position
 * in the middle of what the panel leaves of the map, as a place found by a search, not under the
 * panel's edge.
 */
import { expect, test } from '@playwright/test';
import { mapIdle, openMap } from './user';

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
