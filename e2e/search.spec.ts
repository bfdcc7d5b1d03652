import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapIdle, searchFor } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

type PeripleWindow = { __periple: { map: MapLibreMap } };

async function openMap(page: Page, path = '/plan?e2e=1'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** Where a point is in the map once it stopped moving: pixels from the map's top left. */
async function settledView(
  page: Page,
  lng: number,
  lat: number,
): Promise<{ x: number; y: number; width: number; height: number; zoom: number }> {
  // A view asked waits for its panel before the map moves (panel-padding.ts): read after it.
  await page.waitForFunction(() => !document.querySelector('[data-view-pending]'));
  return page.evaluate(
    ([x, y]) =>
      new Promise((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        const read = () => {
          const p = map.project([x!, y!]);
          const c = map.getContainer();
          resolve({
            x: p.x,
            y: p.y,
            width: c.clientWidth,
            height: c.clientHeight,
            zoom: map.getZoom(),
          });
        };
        if (map.isMoving()) void map.once('moveend', read);
        else read();
      }),
    [lng, lat],
  );
}

/** The point is shown in the map, right of the result panel (360 px), at a street zoom. */
async function expectShown(page: Page, lng: number, lat: number, minZoom: number): Promise<void> {
  const view = await settledView(page, lng, lat);
  expect(view.x).toBeGreaterThan(360);
  expect(view.x).toBeLessThan(view.width);
  expect(view.y).toBeGreaterThan(0);
  expect(view.y).toBeLessThan(view.height);
  expect(view.zoom).toBeGreaterThan(minZoom);
}

/** Moves the map and clicks its centre. */
async function clickMapAt(page: Page, lng: number, lat: number): Promise<void> {
  await page.evaluate(
    ([x, y]) =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        map.jumpTo({ center: [x!, y!], zoom: 17 });
        void map.once('idle', () => resolve());
      }),
    [lng, lat],
  );
  const box = await page.getByTestId('map').boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('« bd des moul »: the suggestion recentres the map on Boulevard des Moulins', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('bd des moul', { delay: 40 });
  const first = page.getByTestId('suggestion').first();
  await expect(first).toContainText('Boulevard des Moulins');
  await expect(first.locator('mark').first()).toHaveText('Boulevard');
  await page.screenshot({ path: `${SHOTS}/search-suggestions.png` });
  await first.click();
  await expect(page).toHaveURL(/\/plan#\/boulevard-des-moulins-98000-monaco$/);
  await expect(page.getByTestId('address-card')).toContainText('Boulevard des Moulins');
  await expect(page.getByTestId('search-marker')).toHaveCount(1);
  await expectShown(page, 7.42839, 43.74331, 14);
  await page.screenshot({ path: `${SHOTS}/search-boulevard-des-moulins.png` });
  // The choice is now in the history, listed first when the box is empty.
  await input.fill('');
  await input.focus();
  await expect(page.getByTestId('suggestion').first()).toContainText('Recherche récente');
  await input.press('Escape');
  // The address card leads to an itinerary whose arrival is that address.
  await page.getByTestId('address-directions').click();
  await expect(page).toHaveURL(/\/itineraire#\/vers\//);
  await expect(page.getByTestId('step-input-1')).toHaveValue(/Boulevard des Moulins/);
  expect(errors).toEqual([]);
});

test('a house number the map lacks: the street is offered and says so, picked and with Enter', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('99 avenue de la madone', { delay: 20 });
  const street = page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line1', { hasText: /^Avenue de la Madone$/ }) });
  await expect(street).toContainText('Numéro 99 inconnu : la rue · 98000 Monaco');
  await street.click();
  const card = page.getByTestId('address-card');
  await expect(card.getByRole('heading', { name: 'Avenue de la Madone' })).toBeVisible();
  await expect(page.getByTestId('address-number-unknown')).toHaveText(
    "Le numéro 99 n'est pas connu de la carte : voici la rue entière.",
  );
  // A number the map knows: no note.
  await input.fill('4 avenue de la madone');
  await input.press('Enter');
  await expect(card.getByRole('heading', { name: '4 Avenue de la Madone' })).toBeVisible();
  await expect(page.getByTestId('address-number-unknown')).toHaveCount(0);
  // Enter on the unknown number: the street, with the note.
  await input.fill('99 avenue de la madone');
  await input.press('Enter');
  await expect(card.getByRole('heading', { name: 'Avenue de la Madone' })).toBeVisible();
  await expect(page.getByTestId('address-number-unknown')).toBeVisible();
});

test('« Grenoble » with Enter opens the town page', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.fill('Grenoble');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/plan\/grenoble-38000$/);
  const town = page.getByTestId('town-page');
  await expect(town.getByRole('heading', { name: 'Grenoble' })).toBeVisible();
  // A town of two postcodes is not named by the first: both are listed.
  await expect(town.locator('.lead')).toHaveText('Isère');
  await expect(town).toContainText('Codes postaux : 38000, 38100');
  await expect(town).toContainText('Code INSEE : 38185');
  await expectShown(page, 5.71479, 45.17869, 11);
  await page.screenshot({ path: `${SHOTS}/search-grenoble-town.png` });
  // The page read back from its URL alone (a reload) shows the same town.
  await page.reload();
  await expect(page.getByTestId('town-page')).toContainText('Codes postaux : 38000, 38100');
});

test('a town page lists the town’s petrol stations from « À proximité »', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.fill('Beausoleil');
  await input.press('Enter');
  const town = page.getByTestId('town-page');
  await expect(town.getByRole('heading', { name: 'Beausoleil' })).toBeVisible();
  const places = page.getByRole('navigation', { name: 'À proximité' });
  await expect(places.getByRole('link')).toHaveText([
    'Restaurants',
    'Hôtels',
    'Parkings',
    'Stations-service',
    'Pharmacies',
    'Supermarchés',
  ]);
  await page.screenshot({ path: `${SHOTS}/search-town-nearby.png` });
  await places.getByRole('link', { name: 'Stations-service' }).click();
  // The list of the rubric in the town's box.
  await expect(page).toHaveURL(
    /\/activite\/station-service#\?bbox=7\.40327,43\.72922,7\.44173,43\.757/,
  );
  // The list is titled as the link was: in the plural.
  const list = page.getByRole('region', { name: 'Stations-service' });
  await expect(list.getByTestId('poi-item')).toHaveCount(3);
  await expect(list.getByTestId('poi-item').first()).toContainText('06240 Beausoleil');
  await expect(list).not.toContainText('voici les plus proches');
});

test('the stadium is one place; its car park and its bus stop are found by asking for them', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  const line2 = (name: string) =>
    page
      .getByTestId('suggestion')
      .filter({ has: page.locator('.suggestion-line1', { hasText: new RegExp(`^${name}$`) }) })
      .locator('.suggestion-line2');
  await input.click();
  await input.pressSequentially('stade louis', { delay: 30 });
  await expect(line2('Stade Louis-II')).toHaveText('Équipement sportif · 98000 Monaco');
  // Its namesakes beside it (a car park, a bus stop) are the same place for who types its name.
  await expect(line2('Stade Louis II')).toHaveCount(0);
  // Asked for, each says what it is.
  for (const [typed, category] of [
    ['parking stade louis', 'Parking'],
    ['arret stade louis', 'Arrêt de bus'],
  ] as const) {
    await input.fill('');
    await input.pressSequentially(typed, { delay: 30 });
    await expect(line2('Stade Louis II').first()).toHaveText(`${category} · 98000 Monaco`);
  }
});

test('a bus stop named after a church comes after the church', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('carmes', { delay: 30 });
  const lines = page.getByTestId('suggestion').locator('.suggestion-line1');
  await expect(lines.nth(0)).toHaveText('Église des Carmes');
  await expect(lines.nth(1)).toHaveText('Carmes');
  await page.getByTestId('suggestion').first().click();
  await expect(page.getByTestId('poi-page')).toContainText('Église des Carmes');
  await expect(page.getByTestId('poi-page')).toContainText('Lieu de culte');
});

test('keyboard: arrows move in the list, Enter chooses', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('cafe de pari', { delay: 30 });
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await input.press('ArrowDown');
  await expect(page.getByTestId('suggestion').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/poi\/osm-/);
  await expect(page.getByTestId('poi-page')).toContainText('Café de Paris');
});

test('a map click shows the two-line address and the nearby shortcuts', async ({ page }) => {
  await openMap(page);
  // On the boulevard, clear of the places' icons (a click on an icon opens the place).
  await clickMapAt(page, 7.4288, 43.7438);
  const popup = page.getByTestId('address-popup');
  await expect(popup).toContainText('Boulevard des Moulins');
  await expect(popup).toContainText('98000 Monaco');
  await expect(popup.getByRole('button', { name: 'Hôtels' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-map-popup.png` });
  await popup.getByRole('button', { name: 'Restaurants' }).click();
  await expect(page).toHaveURL(/\/activite\/restaurant/);
  await expect(page.getByTestId('listing-page')).toContainText('Restaurant');
  await expect(page.getByTestId('search-marker').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-restaurants-nearby.png` });
});

test('a map click far from any address says so and closes the popup', async ({ page }) => {
  await openMap(page);
  await clickMapAt(page, 7.62, 43.55);
  await expect(page.getByTestId('map-toast')).toHaveText(
    "Aucune adresse n'a été trouvée à cet endroit.",
  );
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
  await expect(page.getByTestId('map-toast')).toHaveCount(0, { timeout: 6000 });
});

test('a category typed with its town stays in the box above its list', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('pharmacie beausoleil', { delay: 20 });
  await input.press('Enter');
  await expect(page).toHaveURL(/\/activite\/pharmacie/);
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  // What the visitor typed, not the rubric alone (« Pharmacie »).
  await expect(input).toHaveValue('pharmacie beausoleil');
});

test('the search route: results, no result, bbox of four numbers only', async ({ page }) => {
  await openMap(page, '/plan?e2e=1#/recherche/Sainte-Marie');
  await expect(page.getByTestId('address-list')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-multi-address.png` });
  await page.goto('/plan?e2e=1#/recherche/zzqxw%20kkjj');
  await expect(page.getByTestId('search-results')).toContainText(
    'Aucun résultat ne correspond à cette recherche.',
  );
  await page.goto('/plan?e2e=1#/recherche/pharmacie?bbox=7.40,43.72,7.44,43.76');
  await expect(page).toHaveURL(/\/activite\/pharmacie#\?bbox=/);
  await expect(page.getByTestId('poi-list').getByRole('button').first()).toBeVisible();
});

test('area pages list régions, départements and communes', async ({ page }) => {
  // A country's page: another country's areas are not imported, and it says so.
  await openMap(page, '/plan/pays/belgique?e2e=1');
  await expect(page.getByTestId('area-page')).toContainText(
    'Périple ne couvre pas les régions de Belgique',
  );
  await openMap(page, '/plan/pays/france?e2e=1');
  await expect(page.getByRole('heading', { name: 'Régions de France' })).toBeVisible();
  await page.getByRole('link', { name: /Auvergne-Rhône-Alpes/ }).click();
  await expect(page).toHaveURL(/\/plan\/region\/auvergne-rhone-alpes$/);
  await page.getByRole('link', { name: /Isère \(38\)/ }).click();
  await expect(page).toHaveURL(/\/plan\/departement\/isere-38$/);
  await expect(page.getByTestId('area-page')).toContainText('Communes de Isère');
  await page.getByRole('link', { name: /^Grenoble/ }).click();
  await expect(page.getByTestId('town-page')).toContainText('Code INSEE : 38185');
});

test.describe('on mobile', () => {
  test.use({ viewport: { width: 420, height: 820 } });

  test('the search box opens the /#/suggestion overlay', async ({ page }) => {
    await openMap(page);
    await page.getByTestId('search-opener').click();
    await expect(page).toHaveURL(/#\/suggestion$/);
    const overlay = page.getByTestId('suggestion-overlay');
    await overlay.getByTestId('search-input').pressSequentially('bd des moul', { delay: 30 });
    await expect(overlay.getByTestId('suggestion').first()).toContainText('Boulevard des Moulins');
    await page.screenshot({ path: `${SHOTS}/search-mobile-overlay.png` });
    await overlay.getByTestId('suggestion').first().click();
    await expect(page.getByTestId('suggestion-overlay')).toHaveCount(0);
    await expect(page.getByTestId('address-card')).toContainText('Boulevard des Moulins');
    await page.screenshot({ path: `${SHOTS}/search-mobile-result.png` });
    // A second search: the box opens on the last one's text, and what is typed replaces it.
    await page.getByTestId('search-opener').click();
    await expect(overlay.getByTestId('search-input')).toHaveValue(/Boulevard des Moulins/);
    await page.keyboard.type('pharmacie', { delay: 30 });
    await expect(overlay.getByTestId('search-input')).toHaveValue('pharmacie');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('listing-page')).toBeVisible();
  });
});

test('a shared link to a place among search results opens its sheet; closing shows the results', async ({
  page,
}) => {
  // The library Louis-Notari (OSM node 1712696837), shared from the results of « louis ».
  await page.goto(
    '/plan#/recherche/louis/poi/osm-n1712696837?bbox=7.40000,43.72000,7.44000,43.76000',
  );
  const sheet = page.getByTestId('poi-page');
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('Bibliothèque Louis Notari');
  // The query is « louis », not « louis/poi/… ».
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/#\/recherche\/louis\?bbox=7\.40000,43\.72000,7\.44000,43\.76000$/);
  await expect(
    page.getByTestId('search-results').getByRole('button', { name: /Stade Louis-II/ }),
  ).toBeVisible();
});

test('a shared link to a place from an address page opens its sheet; closing shows the address', async ({
  page,
}) => {
  // The library Louis-Notari, shared from the page of Monaco (§2: /plan#/{location}/poi/{id}).
  await page.goto('/plan#/monaco/poi/osm-n1712696837');
  const sheet = page.getByTestId('poi-page');
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('Bibliothèque Louis Notari');
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/plan#\/monaco$/);
  await expect(page.getByTestId('address-card')).toContainText('Monaco');
});

test('a place picked among the results opens its sheet; closing it shows the results again', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('louis', { delay: 30 });
  await input.press('Enter');
  const results = page.getByTestId('search-results');
  const shop = results.getByRole('button', { name: /Louis Vuitton/ });
  await shop.click();
  // The sheet is the results' detail variant: the search stays in the address.
  await expect(page).toHaveURL(/#\/recherche\/louis\/poi\/[^/?]+(\?|$)/);
  const sheet = page.getByTestId('poi-page');
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('Louis Vuitton');
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/#\/recherche\/louis(\?|$)/);
  await expect(shop).toBeVisible();
});

/** The map opened, « boulevard des moulins » typed and its first suggestion picked. */
async function openOnBoulevard(page: Page): Promise<Locator> {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('boulevard des moulins', { delay: 30 });
  await page.getByTestId('suggestion').first().click();
  return input;
}

test('a second search, then its list closed: the map is left clear of both', async ({ page }) => {
  const input = await openOnBoulevard(page);
  await expect(page.getByTestId('search-marker').first()).toBeVisible();
  // The second search, typed over the first.
  await input.click();
  await input.fill('');
  await input.pressSequentially('pharmacie', { delay: 30 });
  await input.press('Enter');
  const list = page.getByTestId('listing-page');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // Titled as Mappy titles its lists: in the plural.
  await expect(list.getByRole('heading').first()).toHaveText('Pharmacies');
  await list.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(list).toHaveCount(0);
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
  await expect(page.locator('.poi-marker')).toHaveCount(0);
});

test('a long search that finds nothing: two lines of title, the address before lets its pin go', async ({
  page,
}) => {
  const input = await openOnBoulevard(page);
  await expect(page.getByTestId('search-marker').first()).toBeVisible();
  await input.click();
  await input.fill('');
  await input.pressSequentially('zzqx '.repeat(30).trim(), { delay: 5 });
  await input.press('Enter');
  const results = page.getByTestId('search-results');
  await expect(results).toContainText('Aucun résultat ne correspond à cette recherche.');
  await expect(page.getByTestId('search-marker')).toHaveCount(0);
  const title = (await results.getByRole('heading').boundingBox())!;
  expect(title.height).toBeLessThan(40);
  await page.screenshot({ path: `${SHOTS}/search-long-no-result.png` });
});

test('Back from a place of a listing frames the listing’s places again', async ({ page }) => {
  await openMap(page);
  await searchFor(page, 'pharmacie');
  const list = page.getByTestId('listing-page');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await mapIdle(page);
  const zoom = () =>
    page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom());
  const listed = await zoom();
  await list.getByRole('listitem').first().getByRole('button').first().click();
  await expect.poll(zoom).toBeGreaterThan(listed + 1);
  await page.goBack();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect.poll(zoom).toBeCloseTo(listed, 0);
});

test('an address’s card offers the places around it, as Google Maps’ « Nearby »', async ({
  page,
}) => {
  await openOnBoulevard(page);
  await expect(page.getByTestId('address-card')).toBeVisible();
  const places = page.getByRole('navigation', { name: 'À proximité' });
  await places.getByRole('link', { name: 'Pharmacies' }).click();
  // The list of the rubric within a kilometre of the address.
  await expect(page).toHaveURL(/\/activite\/pharmacie#\?bbox=/);
  const list = page.getByRole('region', { name: 'Pharmacies' });
  await expect(list.getByTestId('poi-item').first()).toContainText('Monaco');
  await expect(list).not.toContainText('voici les plus proches');
});
