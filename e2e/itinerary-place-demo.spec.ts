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

test('a trip from a station off its route shows both pins, the A not above the map', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openMap(page);
  await openItinerary(page);
  // Rouen's station stands north of the street its routes start on.
  await pickStep(page, 0, 'Gare de Rouen', /Rive Droite/);
  await pickStep(page, 1, 'Cathédrale Notre-Dame', /^Cathédrale Notre-Dame(, Rouen)?$/, /Rouen/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await mapIdle(page);
  const map = await page.getByTestId('map').boundingBox();
  const panel = await page.getByTestId('itinerary-panel').boundingBox();
  if (!map || !panel) throw new Error('the map and the itinerary panel are on screen');
  for (const end of ['departure', 'arrival']) {
    const pin = await page.getByTestId(`itinerary-marker-${end}`).boundingBox();
    if (!pin) throw new Error(`the ${end} pin is drawn`);
    expect(pin.y, end).toBeGreaterThan(map.y);
    expect(pin.y + pin.height, end).toBeLessThan(map.y + map.height);
    expect(pin.x, end).toBeGreaterThan(panel.x + panel.width);
  }
});

test('by bike through Rouen’s pedestrian streets, a stop in the Rue du Gros-Horloge', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Gare de Rouen', /Rive Droite/);
  await pickStep(page, 1, 'Cathédrale Notre-Dame', /^Cathédrale Notre-Dame(, Rouen)?$/, /Rouen/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.getByTestId('step-add').click();
  await pickStep(page, 1, 'Rue du Gros', /Gros-Horloge/);
  await page.getByTestId('mode-bike').click();
  // The stop's nearest street is one a bike cannot leave: the route goes to the next one.
  await expect(page.getByTestId('route-velo-0')).toBeVisible();
  await expect(page.getByText('Il n’y a aucun itinéraire pour ce mode de transport')).toHaveCount(
    0,
  );
  await expect(page.getByText("Il n'y a aucun itinéraire pour ce mode de transport")).toHaveCount(
    0,
  );
});
