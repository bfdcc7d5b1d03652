/**
 * The map's layers where they have no data, as a person meets them in the demo: the transit
 * layer in Villeurbanne (OSM's lines and stops, no GTFS network imported) opens a stop, not an
 * address, and says why no timetable is shown; in Bischoffsheim, 20 km from Strasbourg's zone,
 * the ZFE layer says that there is none there instead of drawing nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openMap, PHONE, searchFor, SHOTS, type PeripleWindow } from './user';

/** Flies to a place of the region's list, as its button does. */
async function goTo(page: Page, place: RegExp): Promise<void> {
  await page.getByRole('button', { name: place }).first().click();
  await mapIdle(page);
}

/** The screen point of the first tram stop the transit layer draws, if any. */
async function tramStop(page: Page): Promise<{ x: number; y: number; name: string } | null> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const [stop] = map
      .queryRenderedFeatures({ layers: ['mode-tc-stop'] })
      .filter((f) => f.properties.class === 'tram' && f.properties.name);
    if (!stop || stop.geometry.type !== 'Point') return null;
    const [lng, lat] = stop.geometry.coordinates;
    const p = map.project([lng!, lat!]);
    const r = map.getContainer().getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y, name: String(stop.properties.name) };
  });
}

test('Villeurbanne’s tram stop opens a stop that says why it has no timetable', async ({
  page,
}) => {
  await openMap(page);
  // The chip pressed at once, while the town's tiles are still coming: its lines are drawn.
  await page
    .getByRole('button', { name: /Villeurbanne/ })
    .first()
    .click();
  await page.getByTestId('mode-tc').click();
  await expect(page.getByTestId('mode-tc')).toHaveAttribute('aria-pressed', 'true');
  await mapIdle(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as PeripleWindow).__periple.map.queryRenderedFeatures({
            layers: ['mode-tc-line'],
          }).length,
      ),
    )
    .toBeGreaterThan(0);
  await expect(page.locator('.coverage-notice')).toBeHidden();
  for (let i = 0; i < 2; i += 1)
    await page.getByRole('button', { name: 'Zoomer', exact: true }).click();
  await mapIdle(page);
  await expect.poll(() => tramStop(page).then(Boolean)).toBe(true);
  const stop = (await tramStop(page))!;
  await page.mouse.click(stop.x, stop.y);
  const popup = page.getByTestId('stop-popup');
  await expect(popup.getByRole('heading', { level: 3 })).toHaveText(stop.name);
  await expect(popup).toContainText('Arrêt de tram');
  await expect(popup).toContainText('Périple n’a pas ceux des transports en commun d’ici');
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/transit-osm-stop-demo.png` });
});

test('in Bischoffsheim the ZFE layer says that there is no zone there', async ({ page }) => {
  await openMap(page);
  await goTo(page, /Bischoffsheim/);
  const pill = page.locator('.coverage-notice');
  await expect(pill).toBeHidden();
  await page.getByTestId('mode-zfe').click();
  await expect(pill).toHaveText('Pas de zone à faibles émissions dans cette zone.');
  await page.screenshot({ path: `${SHOTS}/zfe-none-demo.png` });
  // Back to the standard map: nothing to say.
  await page.getByTestId('mode-neutral').click();
  await expect(pill).toBeHidden();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the ZFE layer’s « no zone » stands above the town’s sheet, not over it', async ({
    page,
  }) => {
    await openMap(page);
    await searchFor(page, 'Bischoffsheim');
    const sheet = page.getByTestId('town-page');
    await expect(sheet).toBeVisible();
    await mapIdle(page);
    await page.getByTestId('mode-zfe').click();
    const pill = page.locator('.coverage-notice');
    await expect(pill).toHaveText('Pas de zone à faibles émissions dans cette zone.');
    const shown = (await pill.boundingBox())!;
    const under = (await page.locator('.overlay--side > *').first().boundingBox())!;
    expect(shown.y + shown.height).toBeLessThanOrEqual(under.y);
    await page.screenshot({ path: `${SHOTS}/zfe-none-phone-demo.png` });
  });
});
