/**
 * The first screen on a phone (issue 21): the page's own shell is on screen before any script,
 * in the visitor's language; nothing moves while the map, the home sheet and a place's sheet
 * load; MapLibre's credits stay behind their button until asked for.
 */
import { expect, test, type Page } from '@playwright/test';
import { CASINO } from './map-journeys';
import { PHONE, waitForMap } from './user';

/** Sums the layout shifts of the page (not those right after an input), from its start. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) w.__shifts += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the shell is on screen before any script runs, in the browser’s language', async ({
    browser,
  }) => {
    for (const [locale, text] of [
      ['fr-FR', 'Chargement de la carte…'],
      ['en-GB', 'Loading the map…'],
    ] as const) {
      const context = await browser.newContext({ ...PHONE, locale });
      const page = await context.newPage();
      // No script at all: what the first frame can show.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/plan');
      await expect(page.locator('.app-header .brand-name')).toHaveText('Périple');
      await expect(page.getByRole('status')).toHaveText(text);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await context.close();
    }
  });

  test('nothing moves while the map and the home sheet load; the credits open on demand', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/plan');
    await waitForMap(page);
    // The POI menu fills the space its placeholder kept.
    await expect(page.getByTestId('poi-quick-access')).toBeVisible();
    await expect(page.getByTestId('poi-menu-placeholder')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    // MapLibre's credits are closed from their first frame on a phone; the button opens them.
    const credits = page.locator('.maplibregl-ctrl-attrib-inner');
    await expect(credits).toBeHidden();
    await page.locator('.maplibregl-ctrl-attrib-button').click();
    await expect(credits).toContainText('OpenStreetMap');
  });

  test('a first visit: the consent banner is in its place from the first frame, nothing moves', async ({
    browser,
  }) => {
    // No answer kept: a first visit.
    const context = await browser.newContext({
      ...PHONE,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await page.goto('/plan');
    const banner = page.getByRole('region', { name: 'Vos choix sur les cookies' });
    await expect(banner).toBeVisible();
    await waitForMap(page);
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toBeHidden();
    await context.close();
  });

  // A phone's screen has two device pixels per pixel or more: the page asks for the sprite sheet
  // of that ratio (a 1× screen's is left to the app, src/domain/first-view-boot.ts).
  test.describe('at 2×', () => {
    test.use({ deviceScaleFactor: 2 });

    test('the page asks for MapLibre and the first view’s tiles before the app has run', async ({
      page,
    }) => {
      const asked: string[] = [];
      let appArrived = false;
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!appArrived) asked.push(pathname);
      });
      // The app's own script is held back: whatever is asked meanwhile, the page asked for.
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        appArrived = true;
        await route.continue();
      });
      await page.goto('/plan');
      await waitForMap(page);
      expect(asked.filter((p) => /^\/assets\/maplibre-gl-[^/]+\.js$/.test(p))).toHaveLength(1);
      expect(asked.filter((p) => p.startsWith('/tiles/')).length).toBeGreaterThan(0);
      expect(asked.filter((p) => p === '/sprites/v4/light@2x.png')).toHaveLength(1);
      expect(asked).toContain('/fonts/Noto%20Sans%20Medium/0-255.pbf');
    });
  });

  test('a shared place link: the sheet keeps its height while the place loads', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto(`/poi/${CASINO.id}`);
    await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toBeVisible();
    await waitForMap(page);
    await page.waitForTimeout(500);
    expect(await layoutShifts(page)).toBeLessThan(0.05);
  });
});

test('a map slower than 6 s on a browser without graphics acceleration says why, once', async ({
  browser,
}) => {
  // A first visit (nothing remembered), tiles held back 7 s; this Chromium draws in software.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.route(/\/tiles\/\d+\/\d+\/\d+\.pbf$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    await route.continue();
  });
  await page.goto('/plan');
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  const notice = page.getByTestId('map-too-slow');
  await expect(notice).toContainText('sans accélération graphique', { timeout: 15_000 });
  // « En savoir plus »: how to turn the acceleration on, in the modal; back closes it.
  await notice.getByRole('button', { name: 'En savoir plus' }).click();
  const help = page.getByRole('dialog', { name: 'Une carte lente à s’afficher' });
  await expect(help).toContainText('Activez l’accélération matérielle');
  await expect(page).toHaveURL(/#\/modale\/aide-carte-lente$/);
  await page.goBack();
  await expect(help).toBeHidden();
  await notice.getByRole('button', { name: 'Fermer le message' }).click();
  await expect(notice).toBeHidden();
  // The week is remembered: a slow map again does not bring it back.
  await page.reload();
  await page.waitForTimeout(8_000);
  await expect(notice).toHaveCount(0);
  await context.close();
});
