/**
 * A phone's map popup stands clear of the map's buttons: nearly as wide as the screen, it was
 * drawn under the right-hand column, and a tap on its ✕ pressed « Me localiser » instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { mapIdle, openMap, PHONE, SHOTS, type PeripleWindow } from './user';

mkdirSync(SHOTS, { recursive: true });

test.use(PHONE);

/**
 * A point of the page on a street drawn at the right of the map, below its buttons (x 330 to 380,
 * y 360 to 420), with no label of a place within 10 px of it.
 */
async function streetOnTheRight(page: Page): Promise<{ x: number; y: number }> {
  const found = await page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const rect = map.getContainer().getBoundingClientRect();
    for (let y = 360; y <= 420; y += 4) {
      for (let x = 380; x >= 330; x -= 4) {
        const p = { x: x - rect.left, y: y - rect.top };
        const near = map.queryRenderedFeatures([
          [p.x - 10, p.y - 10],
          [p.x + 10, p.y + 10],
        ]);
        const under = map.queryRenderedFeatures([p.x, p.y]);
        const street = under.some((f) => f.layer.id.startsWith('road-'));
        if (street && !near.some((f) => f.layer.id.startsWith('poi'))) return { x, y };
      }
    }
    return null;
  });
  if (!found) throw new Error('a street is drawn at the right of the map');
  return found;
}

test('a tapped street opens a popup beside the map buttons, and its ✕ closes it', async ({
  page,
}) => {
  await openMap(page);
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'Zoomer', exact: true }).tap();
    await mapIdle(page);
  }
  // A street on the right of the map, where the popup would reach under the buttons (no place's
  // label within a finger's reach of it: that one would open the place's card).
  const street = await streetOnTheRight(page);
  await page.touchscreen.tap(street.x, street.y);
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
