/**
 * On the demo (a map of all France at first), a departure picked before any arrival is shown:
 * the map goes to it, as Google Maps does, instead of staying on the whole country.
 */
import { expect, test } from '@playwright/test';
import { mapIdle, openItinerary, openMap, pickStep, type PeripleWindow } from './user';

test('a departure picked alone brings the map to it', async ({ page }) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Stade Louis II', /Stade Louis.II/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom()))
    .toBeGreaterThanOrEqual(13.9);
  await mapIdle(page);
  const shown = await page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    return map.getBounds().contains([7.4165, 43.7283]);
  });
  expect(shown).toBe(true);
});
