/**
 * The demo region (every extract of the shared data): a trip between two imported areas that no
 * road joins. Runs on the demo server (the 'demo' project of playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapIdle, openItinerary, pickStep } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** The Place du Casino in Monaco and the cathedral's square in Rouen (what the map must show). */
const MONACO = { lng: 7.4277, lat: 43.7394 };
const ROUEN = { lng: 1.0937, lat: 49.4405 };

/** Types both ends and picks them: the trip computes once both are there. */
async function typeMonacoToRouen(page: Page): Promise<void> {
  await openItinerary(page);
  // « Casino Square » on an English page, as its English map names it (OSM's name:en).
  await pickStep(page, 0, 'Place du Casino', /Place du Casino|Casino Square/, /98000 Monaco/);
  await pickStep(page, 1, 'Place de la Cathédrale Rouen', /Place de la Cathédrale/, /Rouen/);
}

/** True when the map shows a point (inside its current bounds). */
async function mapShows(page: Page, point: { lng: number; lat: number }): Promise<boolean> {
  return page.evaluate(
    ([lng, lat]) => {
      const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
      return map.getBounds().contains([lng!, lat!]);
    },
    [point.lng, point.lat],
  );
}

for (const size of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`${size.name}: Monaco → Rouen, no mode connects them: said once for the trip, both ends framed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/plan?e2e=1');
    await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
    await typeMonacoToRouen(page);
    const error = page.getByTestId('itinerary-error');
    await expect(error).toContainText(
      'Aucun itinéraire ne relie ces points, quel que soit le mode de transport',
      { timeout: 60_000 },
    );
    await expect(page.getByTestId('itinerary-error')).toHaveCount(1);
    await expect(page.getByText('pour ce mode de transport')).toHaveCount(0);
    // The map frames both ends: the two markers are on screen.
    await expect.poll(() => mapShows(page, MONACO), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => mapShows(page, ROUEN)).toBe(true);
    // Once the map is still: the trip's fit is eased over 600 ms, and may follow the sheet's growth.
    await mapIdle(page);
    const viewport = page.viewportSize()!;
    for (const id of ['departure', 'arrival']) {
      const marker = page.getByTestId(`itinerary-marker-${id}`);
      await expect(marker).toBeVisible();
      const box = (await marker.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // Not under the panel or the sheet: the marker is what a finger on it touches.
      const touched = await page.evaluate(
        ([x, y]) =>
          document
            .elementFromPoint(x!, y!)
            ?.closest('[data-testid^="itinerary-marker-"]')
            ?.getAttribute('data-testid'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(touched).toBe(`itinerary-marker-${id}`);
    }
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/trip-no-connection-${size.name}.png` });
    // Another mode chosen then: the message, true of every mode, stays (it was wiped).
    await page.getByTestId('mode-bike').click();
    await expect(page.getByTestId('mode-bike')).toHaveAttribute('aria-pressed', 'true');
    await expect(error).toContainText('quel que soit le mode de transport', { timeout: 60_000 });
  });

test('Monaco → Rouen in English: the whole-trip message is translated', async ({ page }) => {
  await page.goto('/plan?e2e=1&locale=en-GB');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
  await typeMonacoToRouen(page);
  await expect(page.getByTestId('itinerary-error')).toContainText(
    'No route connects these points, whatever the mode of transport',
    { timeout: 60_000 },
  );
});
