/**
 * A route fitted on a phone keeps its ends clear of the map's buttons (zoom, full screen,
 * position, styles): in Paris 11e, the start of a trip from the rue du Marché-Popincourt to the
 * place de la République sat under the position button.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openItinerary, openMap, pickStep, PHONE, SHOTS } from './user';

test.use(PHONE);

/** The map's own buttons on screen. */
function mapButtons(page: Page) {
  return page
    .locator('.maplibregl-ctrl-top-right .maplibregl-ctrl, .map-controls, .layers-button')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, bottom: r.bottom };
      }),
    );
}

test('a trip whose start is its east end: the start framed beside the buttons, not under them', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'rue du marché popincourt', /Rue du Marché Popincourt/);
  await pickStep(page, 1, 'place de la république paris', /Place de la République/, /Paris/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await mapIdle(page);
  const start = page.locator('.itinerary-marker--departure');
  const marker = (await start.boundingBox())!;
  await page.screenshot({ path: `${SHOTS}/route-buttons-phone.png` });
  for (const button of await mapButtons(page)) {
    const level = marker.y < button.bottom && marker.y + marker.height > button.top;
    if (level)
      expect(marker.x + marker.width, JSON.stringify({ marker, button })).toBeLessThanOrEqual(
        button.left,
      );
  }
});
