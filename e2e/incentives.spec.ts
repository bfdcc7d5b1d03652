/**
 * Incentive pop-ins (issue 15) as a visitor meets them: after itinerary results, a visitor not
 * signed in is offered an account, once in a page view and once a week, Escape closing it; on a
 * phone the card leaves most of the screen and opens « Mon compte »; on the third visit the push
 * pop-in asks the browser; nothing shows before the consent banner is answered, nor to a visitor
 * who refused storage.
 */
import { HEADER_HEIGHTS } from '../src/domain/paths/route-layouts';
import { expect, test, type Page } from '@playwright/test';
import { INCENTIVES_STORAGE_KEY, parseIncentiveMemory } from '../src/domain/incentives';
import { LAST_SEEN_KEY, VISIT_GAP_MS, VISITS_KEY } from '../src/domain/visits';
import type { GeoJSONSource } from 'maplibre-gl';
import {
  mapIdle,
  openItinerary,
  openMap,
  PHONE,
  pickStep,
  SHOTS,
  type PeripleWindow,
} from './user';

/** This browser has seen no pop-in yet (and `visits` visits, the last one long ago). */
async function freshBrowser(page: Page, visits = 0): Promise<void> {
  await page.addInitScript(
    ([incentives, visitsKey, lastSeenKey, count, gap]) => {
      if (sessionStorage.getItem('e2e-fresh')) return;
      localStorage.removeItem(incentives);
      if (count > 0) {
        localStorage.setItem(visitsKey, String(count));
        localStorage.setItem(lastSeenKey, String(Date.now() - gap));
      }
      sessionStorage.setItem('e2e-fresh', '1');
    },
    [INCENTIVES_STORAGE_KEY, VISITS_KEY, LAST_SEEN_KEY, visits, VISIT_GAP_MS + 60_000] as const,
  );
}

async function typedTrip(page: Page): Promise<void> {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
}

/** The points of the drawn routes that lie under the pop-in, on screen. */
async function routePointsUnder(page: Page, testId: string): Promise<number> {
  const popin = await page.getByTestId(testId).boundingBox();
  if (!popin) throw new Error('no pop-in');
  await mapIdle(page);
  return page.evaluate(async (card) => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const data = await map.getSource<GeoJSONSource>('itinerary-routes')?.getData();
    if (!data || !('features' in data)) throw new Error('no routes drawn');
    const points = data.features.flatMap((f) =>
      f.geometry.type === 'LineString' ? f.geometry.coordinates : [],
    );
    if (points.length === 0) throw new Error('no route points');
    const rect = map.getContainer().getBoundingClientRect();
    return points.filter(([lng = 0, lat = 0]) => {
      const p = map.project([lng, lat]);
      const x = p.x + rect.left;
      const y = p.y + rect.top;
      return x >= card.x && x <= card.x + card.width && y >= card.y && y <= card.y + card.height;
    }).length;
  }, popin);
}

async function memory(page: Page) {
  return parseIncentiveMemory(
    await page.evaluate((key) => localStorage.getItem(key), INCENTIVES_STORAGE_KEY),
  );
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('after the results, the account pop-in once; Escape closes it; the week is remembered', async ({
    page,
  }) => {
    await freshBrowser(page);
    await typedTrip(page);
    const popin = page.getByTestId('incentive-account');
    await expect(popin).toBeVisible();
    await expect(popin.getByRole('heading')).toHaveText('Gardez vos lieux et vos options');
    // The route framed when the results came is framed again clear of the card over the map.
    await expect.poll(() => routePointsUnder(page, 'incentive-account')).toBe(0);
    await page.screenshot({ path: `${SHOTS}/incentive-desktop-account.png` });
    await page.keyboard.press('Escape');
    await expect(popin).toHaveCount(0);
    expect((await memory(page)).userAccount.lastTimeDisplayedPopin).toBeGreaterThan(0);

    // Other results in the same page view: no second pop-in.
    await page.getByTestId('sort-duration').click();
    await page.getByTestId('route-marche-0').click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.locator('[data-testid^="incentive-"]')).toHaveCount(0);

    // Another visit the same week: the account pop-in does not come back.
    await page.reload();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.getByTestId('incentive-account')).toHaveCount(0);
  });

  test('a shared itinerary link: its results are on screen before the pop-ins start, the account pop-in still comes', async ({
    page,
  }) => {
    await freshBrowser(page);
    // A link a friend sent (copied from their address bar): Place du Palais → Place du Casino.
    await page.goto(
      '/itineraire?e2e=1#/voiture/Place%20du%20Palais%2C%2098000%20Monaco@7.42096,43.73129/Place%20du%20Casino%2C%2098000%20Monaco@7.42765,43.73936/voiture/voiture-0',
    );
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.getByTestId('incentive-account')).toBeVisible();
  });

  test('a dialog opened over the results covers the pop-in: its buttons are not under the pointer', async ({
    page,
  }) => {
    await freshBrowser(page);
    await typedTrip(page);
    const popin = page.getByTestId('incentive-account');
    await expect(popin).toBeVisible();
    await page.getByTestId('open-datetime').click();
    const dialog = page.getByRole('dialog', { name: 'Date et heure' });
    await expect(dialog).toBeVisible();
    const create = popin.getByRole('button', { name: 'Créer mon compte' });
    const box = (await create.boundingBox())!;
    const on = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.className ?? '', [
      box.x + box.width / 2,
      box.y + box.height / 2,
    ] as const);
    expect(on).toContain('dialog-backdrop');
    await page.screenshot({ path: `${SHOTS}/incentive-under-dialog.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(create).toBeVisible();
  });

  test('on the third visit, the push pop-in asks the browser', async ({ page }) => {
    await freshBrowser(page, 2);
    await openMap(page);
    const popin = page.getByTestId('incentive-push');
    await expect(popin).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/incentive-desktop-push.png` });
    await popin.getByRole('button', { name: 'Autoriser les notifications' }).click();
    await expect(popin).toHaveCount(0);
    const permission = await page.evaluate(() => Notification.permission);
    await expect
      .poll(async () => (await memory(page)).push.accepted)
      .toBe(permission === 'granted');
    expect((await memory(page)).push.lastTimeDisplayed).toBeGreaterThan(0);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the account pop-in is a card above the results, and opens « Mon compte »', async ({
    page,
  }) => {
    await freshBrowser(page);
    await typedTrip(page);
    const popin = page.getByTestId('incentive-account');
    await expect(popin).toBeVisible();
    const box = await popin.boundingBox();
    const sheet = await page.locator('.overlay--side > *').first().boundingBox();
    if (!box || !sheet) throw new Error('the pop-in and the results are both on screen');
    // Its title and buttons only: the map strip under it keeps the trip in sight.
    expect(box.height).toBeLessThan(140);
    // Under the header, over the map: the results sheet is left whole.
    expect(box.y).toBeGreaterThanOrEqual(HEADER_HEIGHTS.min);
    expect(box.y + box.height).toBeLessThanOrEqual(sheet.y);
    // The map's buttons at the right stay in reach.
    for (const name of ['Zoomer', 'Dézoomer']) {
      const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(box.x + box.width);
    }
    // The trip is framed again between the pop-in and the sheet.
    await expect.poll(() => routePointsUnder(page, 'incentive-account')).toBe(0);
    await page.screenshot({ path: `${SHOTS}/incentive-phone-account.png` });
    await popin.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('account-overlay')).toBeVisible();
    await expect(page).toHaveURL(/#\/moncompte$/);
  });
});

test.describe('before the consent banner is answered', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('no pop-in shows with the banner up', async ({ page }) => {
    await typedTrip(page);
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.locator('[data-testid^="incentive-"]')).toHaveCount(0);
  });
});

test.describe('a visitor who refused storage', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('gets no pop-in: nothing would keep it from coming back on every visit', async ({
    page,
  }) => {
    await openMap(page);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout refuser' }).click();
    await openItinerary(page);
    await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
    await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
    await expect(page.getByTestId('route-voiture-0')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.locator('[data-testid^="incentive-"]')).toHaveCount(0);
  });
});
