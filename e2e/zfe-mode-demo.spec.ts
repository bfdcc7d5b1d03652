/**
 * The ZFE chip as a newcomer meets it in the demo: Rouen searched and picked, the chip pressed,
 * the notice says what the colours mean; a click inside Rouen's zone opens the zone (its status,
 * what Crit’Air each vehicle may not have, a link to its page), not the point's address; the link
 * opens the zone's ZFE page with no popup left over it. A popup of a point left open closes too
 * when the notice's link opens the page. Desktop and phone, with screenshots
 * (e2e/screenshots/zfe-mode-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { POPUP_MAX_WIDTH } from '../src/domain/map-constants';
import { clickMapAt, mapIdle, openMap, PHONE, SHOTS, typeSearch, type PeripleWindow } from './user';

mkdirSync(SHOTS, { recursive: true });

/** A point of the Seine in Rouen, inside its zone (in force since 2022), away from the town's pin. */
const IN_ROUEN_ZONE = { lng: 1.08, lat: 49.437 };

/** Types « Rouen » in the search box and picks the town among the suggestions. */
async function openRouen(page: Page): Promise<void> {
  await openMap(page);
  await typeSearch(page, 'Rouen');
  await page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line1', { hasText: /^Rouen$/ }) })
    .first()
    .click();
  await expect(page.getByTestId('address-card')).toHaveAttribute('data-level', 'town');
  await mapIdle(page);
}

/** The zones of the national base the map draws in the view. */
async function zonesDrawn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    if (!map.getLayer('zfe-national-fill')) return 0;
    return map.queryRenderedFeatures({ layers: ['zfe-national-fill'] }).length;
  });
}

/** Presses the ZFE chip: the zones drawn, the notice with its link and the map's key. */
async function pressZfeChip(page: Page): Promise<void> {
  await page.getByTestId('mode-zfe').click();
  await expect(page.getByTestId('mode-zfe')).toHaveAttribute('aria-pressed', 'true');
  const notice = page.getByTestId('mode-notice');
  // A sentence says what to do with the zones.
  await expect(notice.getByTestId('mode-hint')).toHaveText(
    /^Choisissez une zone sur la carte pour voir ses règles Crit’Air\.\s*$/,
  );
  await expect(notice.getByRole('link', { name: 'Voir la page ZFE' })).toBeVisible();
  await expect(notice.getByRole('list', { name: 'Légende de la carte' })).toBeVisible();
  await expect(notice.getByTestId('zfe-legend').getByRole('listitem')).toHaveText([
    'en vigueur',
    'à venir',
    'terminée',
  ]);
  await expect.poll(() => zonesDrawn(page)).toBeGreaterThan(0);
  await mapIdle(page);
}

/** Clicks inside Rouen's zone: its popup, not the address's. */
async function openZonePopup(page: Page, shot: string): Promise<void> {
  await clickMapAt(page, IN_ROUEN_ZONE);
  const popup = page.getByTestId('zfe-popup');
  await expect(popup.getByRole('heading', { name: 'ZFE de Rouen' })).toBeVisible();
  await expect(popup).toContainText('Zone à faibles émissions');
  await expect(popup).toContainText(
    'En vigueur depuis le 1er septembre 2022, jusqu’au 1er septembre 2032.',
  );
  // Every vehicle under the same rule: said once.
  await expect(popup.getByTestId('zfe-popup-rule')).toHaveText(
    /^Tous les véhicules\s:\sCrit’Air 4, 5 et non classés interdits$/,
  );
  await expect(popup.getByRole('link', { name: 'Voir la page ZFE' })).toBeVisible();
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
  await mapIdle(page);
  // At most 320 px wide (§9's popup max width).
  const maxWidth = await page
    .locator('.maplibregl-popup')
    .evaluate((e) => getComputedStyle(e).maxWidth);
  expect(maxWidth).toBe(`${POPUP_MAX_WIDTH}px`);
  // The whole popup in sight: nothing cut by the screen's edges.
  const box = (await page.locator('.maplibregl-popup').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeLessThanOrEqual(POPUP_MAX_WIDTH);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Nor under a phone's sheet: a popup taller than the room left scrolls, its link below.
  const sheet = await page.locator('.overlay--side > *').first().boundingBox();
  if (shot === 'phone' && sheet) expect(box.y + box.height).toBeLessThanOrEqual(sheet.y);
  // No coverage pill over it (on a phone it covered the link).
  const pill = page.locator('.coverage-notice');
  const pillBox = (await pill.isVisible()) ? await pill.boundingBox() : null;
  const covered =
    !!pillBox &&
    pillBox.x < box.x + box.width &&
    box.x < pillBox.x + pillBox.width &&
    pillBox.y < box.y + box.height &&
    box.y < pillBox.y + pillBox.height;
  expect(covered).toBe(false);
  await page.screenshot({ path: `${SHOTS}/zfe-mode-${shot}-popup.png` });
}

/** Follows the popup's link: the zone's ZFE page, no popup left over the map. */
async function followToZonePage(page: Page, shot: string): Promise<void> {
  await page.getByTestId('zfe-popup').getByRole('link', { name: 'Voir la page ZFE' }).click();
  await expect(page).toHaveURL(/\/zfe\/rouen(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Zones à faibles émissions à Rouen',
  );
  await expect(
    page.getByTestId('zfe-zone').getByRole('heading', { name: 'ZFE de Rouen' }),
  ).toBeVisible();
  await expect(page.getByTestId('zfe-popup')).toHaveCount(0);
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
  await expect(page.locator('.maplibregl-popup')).toHaveCount(0);
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/zfe-mode-${shot}-page.png` });
}

test.describe('on a desktop', () => {
  test('the ZFE chip in Rouen: the key in the notice, the zone clicked, its page', async ({
    page,
  }) => {
    await openRouen(page);
    await pressZfeChip(page);
    await page.screenshot({ path: `${SHOTS}/zfe-mode-desktop-notice.png` });
    await openZonePopup(page, 'desktop');
    await followToZonePage(page, 'desktop');
  });

  test('a right click in the zone keeps the point’s popup; the notice’s link closes it', async ({
    page,
  }) => {
    await openRouen(page);
    await pressZfeChip(page);
    await clickMapAt(page, IN_ROUEN_ZONE, { button: 'right' });
    await expect(page.getByTestId('popup-directions-from')).toBeVisible();
    await expect(page.getByTestId('zfe-popup')).toHaveCount(0);
    await page.getByTestId('mode-notice').getByRole('link', { name: 'Voir la page ZFE' }).click();
    await expect(page).toHaveURL(/\/zfe\/rouen-76540(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Zones à faibles émissions à Rouen',
    );
    await expect(page.getByTestId('address-popup')).toHaveCount(0);
    await expect(page.locator('.maplibregl-popup')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ ...PHONE });

  test('the ZFE chip in Rouen: the key in the notice, the zone tapped, its page', async ({
    page,
  }) => {
    await openRouen(page);
    await pressZfeChip(page);
    await page.screenshot({ path: `${SHOTS}/zfe-mode-phone-notice.png` });
    await openZonePopup(page, 'phone');
    await followToZonePage(page, 'phone');
  });
});
