/**
 * What the map shows and where it looks (issue 10): the map drawn above a phone's itinerary sheet
 * and under a desktop panel, the phone home sheet, a shared POI link, the view in the URL of
 * /plan, the radius tool's zoom, the keyboard order and the unavailable satellite theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  box,
  CASINO,
  computeToBoulevard,
  expectAreasFitted,
  expectPlaceShown,
  mapIdle,
  selectedRouteColour,
  waitForMap,
  type PeripleWindow,
} from './map-journeys';
import { openMap, PHONE } from './user';
import { blankMapColour, regionStats, type Region } from './map-pixels';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

const DESKTOP = { viewport: { width: 1366, height: 800 } };

/** A mouse drag of the map by pixels, from right of the middle. */
async function dragMap(page: Page, dx: number, dy: number): Promise<void> {
  const map = await box(page, 'map');
  const start = { x: map.x + map.width * 0.6, y: map.y + map.height * 0.5 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 8 });
  await page.mouse.up();
  await mapIdle(page);
}

/** The bbox of a /plan URL. */
const bboxOf = (url: string): number[] =>
  (/bbox=([^&]+)$/.exec(url)?.[1] ?? '').split(',').map(Number);

/** West, south, east, north of the map's view. */
function shownBounds(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    (window as unknown as PeripleWindow).__periple.map.getBounds().toArray().flat(),
  );
}

/** The box fits the map's view: inside it, and as wide or as high as it. */
function expectFitted(shown: number[], box: number[]): void {
  const [w, s, e, n] = shown as [number, number, number, number];
  const [bw, bs, be, bn] = box as [number, number, number, number];
  expect(w).toBeLessThanOrEqual(bw + 1e-4);
  expect(s).toBeLessThanOrEqual(bs + 1e-4);
  expect(e).toBeGreaterThanOrEqual(be - 1e-4);
  expect(n).toBeGreaterThanOrEqual(bn - 1e-4);
  expect(Math.min(Math.abs(e - w - (be - bw)), Math.abs(n - s - (bn - bs)))).toBeLessThan(0.001);
}

function expectClose(shown: number[], expected: number[]): void {
  for (let i = 0; i < 4; i++) expect(Math.abs(shown[i]! - expected[i]!)).toBeLessThan(0.002);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the map styles sheet shows every style whole, within the screen', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'Choisir le fond de carte' }).click();
    const styles = page.locator('.theme-panel').getByRole('button', { pressed: false });
    await expect(page.getByRole('button', { name: 'Sombre' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sombre' })).toBeInViewport({ ratio: 1 });
    expect(await styles.count()).toBeGreaterThan(2);
    for (const style of await styles.all()) await expect(style).toBeInViewport({ ratio: 1 });
  });

  test('the chips past the screen are hinted: the row fades at its end, and scrolled, at its start', async ({
    page,
  }) => {
    await openMap(page);
    const row = page.getByRole('navigation', { name: 'Informations à afficher' }).getByRole('list');
    const last = page.getByTestId('mode-zfe');
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await expect(row).toHaveAttribute('data-more-end', '');
    await expect(row).not.toHaveAttribute('data-more-start');
    expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    // The sheet's row of nearby activities says so too.
    const nearby = page.getByTestId('poi-quick-access').locator('.chip-row');
    await expect(nearby).toHaveAttribute('data-more-end', '');
    // The visitor scrolls the row sideways: the last chip comes into view, the start fades.
    await row.hover();
    await page.mouse.wheel(600, 0);
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(row).toHaveAttribute('data-more-start', '');
    await expect(row).not.toHaveAttribute('data-more-end');
    await mapIdle(page);
    await page.screenshot({ path: `${SHOTS}/map-phone-chips-scrolled.png` });
  });

  test('itinerary results: the map above the sheet shows streets and the route, after a drag and a zoom too', async ({
    page,
  }) => {
    test.slow();
    await computeToBoulevard(page);
    const blank = await blankMapColour(page);
    const colour = await selectedRouteColour(page);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    const map = await box(page, 'map');
    const sheet = await box(page, 'itinerary-panel');
    // The free band: under the mode chips, above the sheet, left of the map buttons.
    const band: Region = {
      x: map.x + 8,
      y: map.y + 56,
      width: map.width - 76,
      height: sheet.y - 6 - (map.y + 56),
    };
    expect(band.height).toBeGreaterThan(150);
    const shot = await page.screenshot({ path: `${SHOTS}/map-phone-results.png` });
    const drawn = await regionStats(page, { png: shot, region: band, blank, marked: colour });
    // A known-flat reference: the sheet's header (plain surface), as a blank map would be.
    const flat = await regionStats(page, {
      png: shot,
      region: { x: sheet.x + 16, y: sheet.y + 2, width: sheet.width - 32, height: 10 },
      blank,
    });
    expect(flat.dominantShare).toBeGreaterThan(0.9);
    expect(drawn.blankShare).toBeLessThan(0.02);
    expect(drawn.dominantShare).toBeLessThan(0.6);
    expect(drawn.colours).toBeGreaterThan(300);
    // The route is drawn in the band, not hidden under the sheet (a short route of 740 m: some
    // 150 pixels of its colour; none when under the sheet).
    expect(drawn.marked).toBeGreaterThan(100);

    // A drag, then the zoom button: the band stays drawn.
    const from = { x: band.x + band.width / 2, y: band.y + band.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 60, from.y + 30, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Zoomer', exact: true }).click();
    await mapIdle(page);
    const moved = await page.screenshot({ path: `${SHOTS}/map-phone-results-moved.png` });
    const after = await regionStats(page, { png: moved, region: band, blank });
    expect(after.blankShare).toBeLessThan(0.02);
    expect(after.colours).toBeGreaterThan(300);
  });

  test('the home sheet lays its chips and texts on a surface, not on the map labels', async ({
    page,
  }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await expect(page.getByTestId('poi-quick-access')).toBeVisible();
    await mapIdle(page);
    const shot = await page.screenshot({ path: `${SHOTS}/map-phone-home.png` });
    const sheet = await page.locator('.places-panel').boundingBox();
    const heading = await page.getByTestId('poi-quick-access').locator('h3').boundingBox();
    const links = await page.getByTestId('quiz-link').boundingBox();
    if (!sheet || !heading || !links) throw new Error('no home menu');
    const blank = await blankMapColour(page);
    // Right of the « À proximité » heading and of the last link: the sheet's plain surface.
    const right = sheet.x + sheet.width - 12;
    for (const region of [
      {
        x: sheet.x + sheet.width * 0.6,
        y: heading.y,
        width: sheet.width * 0.4 - 12,
        height: heading.height,
      },
      {
        x: links.x + links.width + 8,
        y: links.y,
        width: right - links.x - links.width - 8,
        height: links.height,
      },
    ]) {
      const stats = await regionStats(page, { png: shot, region, blank });
      expect(stats.dominantShare).toBeGreaterThan(0.97);
    }
    await expect(page.locator('.places-panel')).toHaveCSS('box-shadow', /rgba/);
  });

  test('a shared POI link opens on the place, zoomed in, above its open card', async ({ page }) => {
    await page.goto(`/poi/${CASINO.id}?e2e=1`);
    await expect(
      page.getByTestId('poi-page').getByRole('heading', { name: 'Casino de Monte Carlo' }),
    ).toBeVisible();
    await mapIdle(page);
    await expectPlaceShown(page);
    await page.screenshot({ path: `${SHOTS}/map-phone-poi-link.png` });
  });

  test('the radius tool zooms to the reachable areas above its sheet', async ({ page }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await page.getByTestId('radius-link').click();
    await expectAreasFitted(page, 'map-phone-radius.png');
  });
});

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('itinerary results: the strip under the panel shows the map', async ({ page }) => {
    test.slow();
    await computeToBoulevard(page);
    const blank = await blankMapColour(page);
    const map = await box(page, 'map');
    const panel = await box(page, 'itinerary-panel');
    const tile = await box(page, 'theme-toggle');
    // Under the panel, right of the map-style tile, above the bottom edge.
    const strip: Region = {
      x: tile.x + tile.width + 8,
      y: panel.y + panel.height + 6,
      width: panel.x + panel.width - (tile.x + tile.width + 8),
      height: map.y + map.height - 24 - (panel.y + panel.height + 6),
    };
    expect(strip.width).toBeGreaterThan(150);
    expect(strip.height).toBeGreaterThan(40);
    const shot = await page.screenshot({ path: `${SHOTS}/map-desktop-results.png` });
    const stats = await regionStats(page, { png: shot, region: strip, blank });
    expect(stats.blankShare).toBeLessThan(0.02);
    expect(stats.colours).toBeGreaterThan(100);
    // The route stays right of the panel.
    const colour = await selectedRouteColour(page);
    const right = await regionStats(page, {
      png: shot,
      region: {
        x: panel.x + panel.width + 4,
        y: map.y,
        width: map.width - panel.width - 80,
        height: map.height,
      },
      blank,
      marked: colour,
    });
    expect(right.marked).toBeGreaterThan(150);
  });

  test('a shared POI link opens on the place, zoomed in, beside its open card', async ({
    page,
  }) => {
    await page.goto(`/poi/${CASINO.id}?e2e=1`);
    await expect(
      page.getByTestId('poi-page').getByRole('heading', { name: 'Casino de Monte Carlo' }),
    ).toBeVisible();
    await expect(page.getByTestId('poi-page').getByRole('tab', { name: 'Infos' })).toBeVisible();
    await mapIdle(page);
    await expectPlaceShown(page);
    await page.screenshot({ path: `${SHOTS}/map-desktop-poi-link.png` });
  });

  test('/plan keeps the view in its URL: a drag replaces the entry, a reload keeps the view', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await expect(page).toHaveURL(/\/plan\?e2e=1#\?bbox=[-\d.]+(,[-\d.]+){3}$/);
    await mapIdle(page);
    const entries = await page.evaluate(() => history.length);
    const before = page.url();
    await dragMap(page, -200, 80);
    await dragMap(page, 120, -60);
    await expect(page).not.toHaveURL(before);
    // The view is written once the map rests (§9 state-saving debounce, 300 ms): the last one.
    await mapIdle(page);
    await expect
      .poll(async () => {
        const shown = await shownBounds(page);
        const written = bboxOf(page.url());
        return shown.every((v, i) => Math.abs(v - written[i]!) < 0.002);
      })
      .toBe(true);
    const moved = page.url();
    // No history entry per move.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expectClose(await shownBounds(page), bboxOf(moved));
    await page.reload();
    await waitForMap(page);
    await mapIdle(page);
    expectClose(await shownBounds(page), bboxOf(moved));
    await page.screenshot({ path: `${SHOTS}/map-desktop-plan-reloaded.png` });
  });

  test('a shared /plan link opens on its view, a bad bbox is ignored, other screens keep their URLs', async ({
    page,
  }) => {
    test.slow();
    const shared = [7.415, 43.73, 7.435, 43.745];
    await page.goto(`/plan?e2e=1#?bbox=${shared.join(',')}`);
    await waitForMap(page);
    await mapIdle(page);
    expectFitted(await shownBounds(page), shared);
    // Another view typed into the address bar: the map goes there.
    const typed = [7.42, 43.735, 7.44, 43.75];
    await page.goto(`/plan?e2e=1#?bbox=${typed.join(',')}`);
    await expect.poll(async () => (await shownBounds(page))[1]).toBeGreaterThan(43.734);
    await mapIdle(page);
    expectFitted(await shownBounds(page), typed);
    // Three numbers are not a bbox (§5): a fresh page shows the region, its bbox written back.
    await page.goto('about:blank');
    await page.goto('/plan?e2e=1#?bbox=7.41,43.72,7.44');
    await waitForMap(page);
    await expect(page).toHaveURL(/#\?bbox=[-\d.]+(,[-\d.]+){3}$/);
    expect(await page.evaluate(() => location.hash)).not.toBe('#?bbox=7.41,43.72,7.44');
    // A POI list of the home menu keeps its own URL while the map moves.
    await page.getByTestId('app-pharmacies').click();
    await expect(page).toHaveURL(/\/app\/pharmacies/);
    await mapIdle(page);
    await dragMap(page, -150, 40);
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/app\/pharmacies/);
  });

  test('the radius tool zooms to the reachable areas it draws', async ({ page }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await page.getByTestId('radius-link').click();
    await expect(page).toHaveURL(/\/outils\/calcul-rayon/);
    await expectAreasFitted(page, 'map-desktop-radius.png');
  });

  test('Tab reaches the header, the search, the mode chips and the panel before the attribution', async ({
    page,
  }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await expect(page.getByTestId('poi-quick-access')).toBeVisible();
    const order: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const e = document.activeElement;
          if (!e || e === document.body) return 'body';
          if (e.closest('.maplibregl-ctrl-attrib')) return 'attribution';
          if (e.closest('.mode-chips')) return 'chip';
          if (e.closest('.places-panel')) return 'panel';
          if (e.closest('.app-header')) return 'header';
          return e.getAttribute('data-testid') ?? e.tagName.toLowerCase();
        }),
      );
      // One round: it ends at the page's end (body) or back at the header.
      const last = order.at(-1);
      if (last === 'body' || (last === 'header' && order.some((k) => k !== 'header'))) break;
    }
    const first = (kind: string) => order.indexOf(kind);
    const attribution = first('attribution');
    expect(first('header')).toBe(0);
    expect(attribution).toBeGreaterThan(0);
    expect(first('chip')).toBeGreaterThan(first('header'));
    expect(first('panel')).toBeGreaterThan(first('chip'));
    expect(attribution).toBeGreaterThan(order.lastIndexOf('panel'));
    expect(attribution).toBeGreaterThan(order.lastIndexOf('chip'));
    // The attribution's links close the round: nothing else of the page after its first one.
    expect(order.filter((k) => k === 'attribution').length).toBeGreaterThanOrEqual(6);
    const rest = order.slice(attribution).filter((k) => k !== 'attribution' && k !== 'body');
    expect(rest.filter((k) => k !== 'header')).toEqual([]);
  });

  test('the unavailable satellite theme says so in plain words, in French and English', async ({
    page,
  }) => {
    for (const [locale, words] of [
      ['fr-FR', /ce site ne propose pas d'images aériennes/],
      ['en-GB', /this site does not offer aerial imagery/],
    ] as const) {
      await page.goto(`/plan?e2e=1&locale=${locale}`);
      await waitForMap(page);
      await page.getByTestId('theme-toggle').click();
      await expect(page.getByTestId('theme-satellite')).toHaveAttribute('aria-disabled', 'true');
      const note = page.locator('#theme-note-satellite');
      await expect(note).toHaveText(words);
      await expect(note).not.toContainText('PERIPLE_');
      await expect(page.getByTestId('theme-satellite')).not.toHaveAttribute('title', /PERIPLE_/);
    }
    await page.screenshot({ path: `${SHOTS}/map-desktop-satellite-note.png` });
  });
});
