/**
 * A click on a place's icon of the map opens that place, as in Google Maps or Mappy, not the
 * address of the street under it; a right click there keeps the point's menu.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openMap, PHONE, SHOTS, typeSearch, type PeripleWindow } from './user';

/** Where the map draws the icon of a named place, in page pixels, or null while it is not drawn. */
async function drawnIcon(page: Page, name: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((wanted) => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const feature = map
      .queryRenderedFeatures({ layers: ['poi-label'] })
      .find((f) => f.properties.name === wanted && f.geometry.type === 'Point');
    if (feature?.geometry.type !== 'Point') return null;
    const [lng, lat] = feature.geometry.coordinates;
    const p = map.project([lng!, lat!]);
    const r = map.getContainer().getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, name);
}

/**
 * Where the map draws the icon of a named place (as a person sees it), once it is drawn: labels
 * are placed a moment after the tiles, later on a busy machine.
 */
async function iconOnScreen(page: Page, name: string): Promise<{ x: number; y: number }> {
  await expect
    .poll(() => drawnIcon(page, name), { message: `an icon named ${name} on the map` })
    .not.toBeNull();
  const found = await drawnIcon(page, name);
  if (!found) throw new Error(`no icon named ${name} on the map`);
  return found;
}

/** Goes to Place du Casino as a visitor does: typed, then picked among the suggestions. */
async function toCasinoSquare(page: Page): Promise<void> {
  await openMap(page);
  await typeSearch(page, 'place du casi');
  await page.getByTestId('suggestion').filter({ hasText: 'Place du Casino' }).first().click();
  await expect(page).toHaveURL(/\/plan\/lieu\//);
  await mapIdle(page);
}

test('a click on the Café de Paris icon opens the café, not the street', async ({ page }) => {
  await toCasinoSquare(page);
  const icon = await iconOnScreen(page, 'Café de Paris');
  await page.mouse.click(icon.x, icon.y);
  await expect(page).toHaveURL(/\/poi\/osm-/);
  await expect(page.getByTestId('poi-page')).toContainText('Café de Paris');
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/map-poi-icon-desktop.png` });
  // A right click on an icon keeps the point's menu (« Itinéraire depuis ici »).
  const again = await iconOnScreen(page, 'Café de Paris');
  await page.mouse.click(again.x, again.y, { button: 'right' });
  await expect(page.getByTestId('address-popup')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a tap on a place’s icon opens its page', async ({ page }) => {
    await toCasinoSquare(page);
    const icon = await iconOnScreen(page, 'Café de Paris');
    await page.touchscreen.tap(icon.x, icon.y);
    await expect(page).toHaveURL(/\/poi\/osm-/);
    await expect(page.getByTestId('poi-page')).toContainText('Café de Paris');
    await mapIdle(page);
    await page.screenshot({ path: `${SHOTS}/map-poi-icon-phone.png` });
  });
});
