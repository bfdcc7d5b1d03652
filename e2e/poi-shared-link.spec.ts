/**
 * A list's POI page opened from a shared link (`/activite/{rubric}/poi/{id}`): the place at
 * street level beside its sheet, kept in sight in another language; an unknown activity.
 */
import { expect, test, type Page } from '@playwright/test';
import type { PeripleWindow } from './user';

async function waitForMap(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** The map's zoom and where a point lies on screen (px from the map's top left). */
async function mapView(page: Page, lng: number, lat: number) {
  return page.evaluate(
    ([x, y]) => {
      const map = (window as unknown as PeripleWindow).__periple.map;
      return { zoom: map.getZoom(), at: map.project([x, y]), width: map.getCanvas().clientWidth };
    },
    [lng, lat] as const,
  );
}

test('a list’s POI page opened from a shared link shows the place at street level', async ({
  page,
}) => {
  const moulins = { id: 'osm-n280489587', lng: 7.4284058, lat: 43.743628 };
  await page.goto(`/activite/pharmacie/poi/${moulins.id}?e2e=1`);
  await waitForMap(page);
  await expect(page.getByTestId('poi-page')).toContainText('Pharmacie des Moulins');
  await expect
    .poll(async () => (await mapView(page, moulins.lng, moulins.lat)).zoom)
    .toBeGreaterThanOrEqual(16);
  // Beside the sheet (360 px wide on the left), not under it.
  const { at, width } = await mapView(page, moulins.lng, moulins.lat);
  expect(at.x).toBeGreaterThan(380);
  expect(at.x).toBeLessThan(width);
  // Another language: the page is written again in it, the place stays in sight.
  await page.getByTestId('locale').selectOption('en-GB');
  await expect(page.getByTestId('poi-page')).toContainText('Pharmacy');
  await page.waitForTimeout(1500);
  const after = await mapView(page, moulins.lng, moulins.lat);
  expect([after.zoom >= 15, after.at.x > 380, after.at.x < after.width]).toEqual([
    true,
    true,
    true,
  ]);
  await page.getByTestId('locale').selectOption('fr-FR');
  // The same link with the box of Monaco-Ville, which does not hold it: still shown there.
  await page.goto(
    `/activite/pharmacie/poi/${moulins.id}?e2e=1#?bbox=7.4150,43.7300,7.4200,43.7340`,
  );
  await expect(page.getByTestId('poi-page')).toContainText('Pharmacie des Moulins');
  await expect
    .poll(async () => {
      const view = await mapView(page, moulins.lng, moulins.lat);
      return view.zoom >= 15 && view.at.x > 380 && view.at.x < view.width;
    })
    .toBe(true);
  // An activity that does not exist says so in French and how to find it.
  await page.goto('/activite/pharmacy?e2e=1');
  await expect(page.getByTestId('poi-list-panel')).toContainText(
    "Aucune activité ne porte l'identifiant « pharmacy »",
  );
});
