/**
 * A phone's map popup stands clear of the map's buttons: nearly as wide as the screen, it was
 * drawn under the right-hand column, and a tap on its ✕ pressed « Me localiser » instead.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { mapIdle, openMap, PHONE, SHOTS } from './user';

mkdirSync(SHOTS, { recursive: true });

test.use(PHONE);

test('a tapped street opens a popup beside the map buttons, and its ✕ closes it', async ({
  page,
}) => {
  await openMap(page);
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'Zoomer', exact: true }).tap();
    await mapIdle(page);
  }
  // A street on the right of the map, where the popup would reach under the buttons.
  await page.touchscreen.tap(365, 380);
  const popup = page.locator('.maplibregl-popup');
  await expect(popup.getByRole('button', { name: 'Itinéraire depuis ici' })).toBeVisible();
  await mapIdle(page);
  // Beside or below the buttons, never over them.
  const shown = (await popup.boundingBox())!;
  for (const button of [page.getByTestId('geolocate'), page.locator('.layers-button')]) {
    const b = (await button.boundingBox())!;
    const apart =
      shown.x + shown.width <= b.x ||
      b.x + b.width <= shown.x ||
      shown.y >= b.y + b.height ||
      shown.y + shown.height <= b.y;
    expect(apart, JSON.stringify({ shown, b })).toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/map-popup-phone.png` });
  await popup.getByRole('button', { name: 'Fermer la bulle' }).tap();
  await expect(popup).toHaveCount(0);
  await expect(page.getByText('Géolocalisation refusée')).toHaveCount(0);
});
