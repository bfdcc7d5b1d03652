import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** Monaco with Beausoleil (north) and Cap-d'Ail (west). */
const AROUND_MONACO = '7.385,43.715,7.445,43.760';
/** The Cap-d'Ail station of the national file (77 avenue du 3 Septembre). */
const CAP_D_AIL = 'carburant-6320006';

type PeripleWindow = { __periple: { map: MapLibreMap } };

async function waitForMap(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** Waits until the map has drawn its tiles (before a screenshot). */
async function mapIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        if (map.loaded() && !map.isMoving()) resolve();
        else void map.once('idle', () => resolve());
      }),
  );
}

/** Pans the map by pixels, as a user drag would (a moveend with an original event). */
async function dragMap(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.getByTestId('map').boundingBox();
  if (!box) throw new Error('no map');
  const x = box.x + box.width * 0.65;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Features of the itinerary's route source drawn on the map. */
async function routeFeatureCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as PeripleWindow).__periple.map.querySourceFeatures('itinerary-routes')
        .length,
  );
}

/**
 * How far each POI marker's tip is from its POI's position on the map, px (the coordinates come
 * from the API, the positions from the map's projection).
 */
async function markerOffsets(page: Page, listUrl: string): Promise<number[]> {
  const answer = (await (await page.request.get(listUrl)).json()) as {
    pois: { id: string; coordinates: { lng: number; lat: number } }[];
  };
  const coordinates = Object.fromEntries(answer.pois.map((p) => [p.id, p.coordinates]));
  return page.evaluate((byId) => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const origin = map.getContainer().getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.poi-marker')].flatMap((element) => {
      const at = byId[element.dataset.poiId ?? ''];
      if (!at) return [];
      const tip = map.project([at.lng, at.lat]);
      const pin = element.querySelector('.poi-marker-pin')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return [Math.hypot(pin.x + pin.width / 2 - origin.x - tip.x, box.bottom - origin.y - tip.y)];
    });
  }, coordinates);
}

function listRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/geoentity/applications/')) urls.push(r.url());
  });
  return urls;
}

test('fuel stations around Monaco: prices, the fuel filter, a card and a sheet', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/app/carburants?e2e=1#?bbox=${AROUND_MONACO}`);
  await waitForMap(page);
  const panel = page.getByTestId('poi-list-panel');
  await expect(panel.getByRole('heading', { name: 'Prix des carburants' })).toBeVisible();
  await expect(panel.getByTestId('poi-item').first()).toBeVisible();
  await expect(panel).toContainText('Beausoleil');
  await expect(panel).toContainText("Cap-d'Ail");
  await expect(panel.getByTestId('poi-item-price').filter({ hasText: '€' }).first()).toBeVisible();
  // The fuel filter of §9: combobox Carburant, label Prix, sublabel Prix du {fuel} au litre.
  await expect(panel.getByTestId('fuel-sublabel')).toHaveText('Prix du Gazole au litre');
  await panel.getByRole('combobox', { name: 'Carburant' }).selectOption('E10');
  await expect(panel.getByTestId('fuel-sublabel')).toHaveText('Prix du SP95-E10 au litre');
  await expect(page).toHaveURL(/\/app\/carburants#\?bbox=/);
  const markers = page.locator('.poi-marker, .poi-cluster');
  await expect(markers.first()).toBeVisible();
  await mapIdle(page);
  // Each marker points at its station (within the pin's rotated tip).
  const offsets = await markerOffsets(
    page,
    `/api/geoentity/applications/carburants?bbox=${AROUND_MONACO}`,
  );
  expect(offsets.length).toBeGreaterThan(2);
  for (const offset of offsets) expect(offset).toBeLessThan(12);

  await panel.locator(`[data-poi-id="${CAP_D_AIL}"] [data-testid=poi-item]`).click();
  const card = page.getByTestId('fuel-card');
  await expect(card).toContainText('SP95-E10');
  await expect(card).toContainText('1,405 €');
  await expect(card).toContainText('prix ancien, du 25/08/2020');
  // The national file writes streets in capitals: the card writes them as a street sign.
  await expect(card).toContainText('77 Avenue du 3 Septembre');
  await expect(card.getByTestId('card-distance')).toHaveText(/^\d+,\d km$/);
  await expect(card.getByRole('button', { name: 'Itinéraires' })).toBeVisible();
  await panel.locator('.search-panel-scroll').evaluate((element) => element.scrollTo(0, 0));
  await page.waitForTimeout(600);
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/pois-fuel-list.png` });
  // « Partager »: the place's own link, whatever list showed it; it opens the place alone. It
  // is drawn as « Ajouter aux favoris » beside it is, outlined (it was plain text).
  const share = card.getByRole('button', { name: 'Partager' });
  await expect(share).toHaveClass(/secondary-button/);
  await expect(share).toHaveCSS('border-top-style', 'solid');
  await share.click();
  const link = await card.getByTestId('card-share-link').inputValue();
  expect(link).toMatch(new RegExp(`^http://[^/]+/poi/${CAP_D_AIL}$`));
  const shared = await page.context().newPage();
  await shared.goto(link);
  await expect(
    shared.getByTestId('poi-page').getByRole('heading', { level: 1, name: 'Station-service' }),
  ).toBeVisible();
  await expect(shared.getByTestId('poi-page')).toContainText('77 Avenue du 3 Septembre');
  await shared.close();

  await card.getByRole('button', { name: "Plus d'infos" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/carburants/poi/${CAP_D_AIL}`));
  const sheet = page.getByTestId('poi-page');
  await expect(sheet.getByRole('heading', { level: 1, name: 'Station-service' })).toBeVisible();
  await expect(sheet.getByTestId('sheet-fuels')).toContainText('1,356 €');
  await expect(sheet.getByRole('tab', { name: 'Infos' })).toHaveAttribute('aria-selected', 'true');
  await expect(sheet).toContainText('prix-carburants.gouv.fr');
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/pois-fuel-sheet.png` });
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/app\/carburants#\?bbox=/);
  expect(errors).toEqual([]);
});

test('moving the map refetches after the debounce only past 100 px on desktop', async ({
  page,
}) => {
  const requests = listRequests(page);
  await page.goto(`/app/restaurants?e2e=1#?bbox=7.41,43.725,7.435,43.745`);
  await waitForMap(page);
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await page.waitForTimeout(600);
  const before = requests.length;
  await dragMap(page, 40, 20);
  await page.waitForTimeout(900);
  expect(requests.length).toBe(before);
  await dragMap(page, -260, 0);
  await expect.poll(() => requests.length, { timeout: 5000 }).toBe(before + 1);
  await expect(page.getByTestId('poi-count')).toBeVisible();
});

test('categories, subcategories and rubrics list their POIs; a chain keeps its listing', async ({
  page,
}) => {
  await page.goto(`/plan?e2e=1#/recherche/categorie/sante?bbox=${AROUND_MONACO}`);
  await waitForMap(page);
  await expect(
    page.getByTestId('poi-list-panel').getByRole('heading', { name: 'Santé' }),
  ).toBeVisible();
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await page.goto(`/plan?e2e=1#/recherche/sous-categorie/pharmacies?bbox=${AROUND_MONACO}`);
  await expect(page.getByTestId('poi-list-panel')).toContainText('Pharmacies');
  await page.getByTestId('poi-item').first().click();
  await page.getByTestId('generic-card').getByRole('button', { name: "Plus d'infos" }).click();
  await expect(page).toHaveURL(/#\/recherche\/sous-categorie\/pharmacies\/poi\/osm-/);
  await expect(page.getByTestId('poi-page')).toContainText('Pharmacie');
  // A pharmacy's week starts today, and today's line is the one in bold (as in a maps app).
  await page.goto('/poi/osm-n1872534072?e2e=1');
  await page.getByRole('tab', { name: 'Horaires' }).click();
  const today = page.locator('.sheet-line[aria-current="date"]');
  await expect(today).toHaveCount(1);
  const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'Europe/Paris' });
  await expect(today.locator('dt')).toHaveText(new RegExp(`^${weekday.format(new Date())}$`, 'i'));
  await expect(page.locator('.sheet-line').first()).toHaveAttribute('aria-current', 'date');
  await expect(today.locator('dd')).toHaveCSS('font-weight', '700');
  await expect(page.locator('.sheet-line').nth(1).locator('dd')).toHaveCSS('font-weight', '400');
  await page.goto(`/activite/hotel?e2e=1#?bbox=${AROUND_MONACO}`);
  await expect(page.getByTestId('listing-page').getByRole('heading').first()).toHaveText('Hôtels');
  await page.getByTestId('poi-item').first().click();
  await expect(page.getByTestId('generic-card')).toBeVisible();
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/pois-hotel-card.png` });
  // Escape closes the card, as it closes a map's info window; the list stays.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('generic-card')).toHaveCount(0);
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await page.goto('/poi/osm-n267885777?e2e=1');
  await expect(page.getByTestId('poi-page')).toContainText('Metropole');
  await expect(page.getByTestId('poi-stars')).toHaveAttribute('aria-label', '5 étoiles');
  await expect(page.getByTestId('poi-stars')).toHaveText('★★★★★');
  await page.getByTestId('hotel-search').click();
  await expect(page.getByTestId('hotel-no-partner')).toContainText('aucun prix');
  await page.getByRole('tab', { name: 'Contact' }).click();
  await expect(page.getByTestId('poi-page')).toContainText('+377 93 15 15 15');
  // Its links are in the app's green (#027a32), not the browser's default blue.
  await expect(page.getByRole('link', { name: '+377 93 15 15 15' })).toHaveCSS(
    'color',
    'rgb(2, 122, 50)',
  );
  // The panel scrolled to the tab: its title and close button stay in sight.
  await expect(
    page.getByTestId('poi-page').getByRole('button', { name: 'Fermer' }),
  ).toBeInViewport();
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/pois-hotel-sheet.png` });
  await page.goto('/poi/osm-n0?e2e=1');
  await expect(page.getByTestId('poi-page')).toContainText("Ce lieu n'a pas été trouvé.");
});

test('a list whose box has none of its places says the ones shown are the nearest', async ({
  page,
}) => {
  // A shared link to the pharmacies of a box out at sea: none there, the nearest are listed.
  await page.goto('/app/pharmacies?e2e=1#?bbox=7.43000,43.60000,7.44000,43.61000');
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await expect(page.getByTestId('poi-list-panel')).toContainText(
    'Aucun lieu de ce type dans la zone demandée : voici les plus proches.',
  );
  // The list of the town itself does not say so.
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByTestId('app-pharmacies').click();
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await expect(page.getByTestId('poi-list-panel')).not.toContainText('voici les plus proches');
});

test('the home menu opens an app in the view', async ({ page }) => {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await page.getByTestId('app-pharmacies').click();
  await expect(page).toHaveURL(/\/app\/pharmacies#\?bbox=/);
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
});

test('restaurants filtered as a visitor does: « Filtres », a kind of food, back to the list, reloaded, « Ouvert »', async ({
  page,
}) => {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await page.getByTestId('app-restaurants').click();
  await expect(page).toHaveURL(/\/app\/restaurants#\?bbox=/);
  const items = page.getByTestId('poi-item');
  await expect(items.first()).toBeVisible();
  const all = await items.count();
  const listUrl = page.url();
  await page.getByTestId('filters-open').click();
  await expect(page).toHaveURL(/#\/filtres$/);
  const overlay = page.getByRole('dialog', { name: 'Filtres' });
  await overlay.getByLabel('Type de cuisine').selectOption({ label: 'Italienne' });
  await expect(overlay.getByTestId('filters-apply')).not.toHaveText(`Voir les lieux (${all})`);
  await page.screenshot({ path: `${SHOTS}/filters-overlay.png` });
  await overlay.getByTestId('filters-apply').click();
  // Back on the list, at its box, with fewer places, the filter counted on its button and kept
  // in the address.
  await expect(overlay).toBeHidden();
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres (1)');
  await expect.poll(() => items.count()).toBeLessThan(all);
  await expect(page).toHaveURL(/#\?bbox=[-\d.,]+&f\.[a-z_]+=[^&]+$/);
  expect(page.url().startsWith(listUrl)).toBe(true);
  const italian = await items.count();
  // A reload, then Back to the map and Forward: the list comes back filtered.
  await page.reload();
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres (1)');
  await expect.poll(() => items.count()).toBe(italian);
  await page.goBack();
  await expect(page).toHaveURL(/\/plan/);
  await page.goForward();
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres (1)');
  await expect.poll(() => items.count()).toBe(italian);
  // « Ouvert » among the chips: on, then off again.
  const open = page.getByTestId('filter-ouvert');
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres (2)');
  await open.click();
  await expect(open).toHaveAttribute('aria-pressed', 'false');
});

test('a shared list whose filters leave nothing here says so, and « Retirer les filtres » lists the places', async ({
  page,
}) => {
  // Restaurants near the Place d'Armes, Italian only: none there.
  await page.goto(
    '/app/restaurants?e2e=1#?bbox=7.42500,43.73400,7.43000,43.73800&f.cuisine=italian',
  );
  const list = page.getByTestId('poi-list-panel');
  await expect(list).toContainText('Aucun lieu de cette zone ne correspond à ces filtres.');
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres (1)');
  await list.getByRole('button', { name: 'Retirer les filtres' }).click();
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres');
  await expect(page).not.toHaveURL(/f\.cuisine/);
});

test('a shared list « Ouvert maintenant » over restaurants of unknown hours says why it is empty', async ({
  page,
}) => {
  // The restaurants of the Rocher, none of which gives its opening hours in OSM, shared open now.
  await page.goto('/app/restaurants?e2e=1#?bbox=7.41870,43.72880,7.42270,43.73180&f.open=now');
  const list = page.getByTestId('poi-list-panel');
  await expect(list).toContainText(
    'Aucun lieu de cette zone n’est ouvert maintenant d’après ses horaires : les lieux dont les horaires ne sont pas connus ne sont pas retenus par « Ouvert maintenant ».',
  );
  const items = page.getByTestId('poi-item');
  await expect(items).toHaveCount(0);
  await list.getByRole('button', { name: 'Retirer les filtres' }).click();
  await expect(items.first()).toBeVisible();
  await expect(page).not.toHaveURL(/f\.open/);
});

test('a fuel station along the route is added as a step of the itinerary', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(
    '/itineraire?e2e=1#/recherche/Fontvieille@7.41670,43.73030/Beausoleil@7.43500,43.75000',
  );
  await waitForMap(page);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  // A shared link opens straight on the results: the route is drawn once the map is ready.
  await expect.poll(() => routeFeatureCount(page)).toBeGreaterThan(0);
  await page.getByTestId('on-route-carburants').click();
  await expect(page).toHaveURL(/\/application\/carburants$/);
  const list = page.getByTestId('on-route-list');
  await expect(list.getByTestId('poi-item').first()).toBeVisible();
  await expect(list.getByTestId('poi-item-price').filter({ hasText: '€' }).first()).toBeVisible();
  await list.getByTestId('poi-item').filter({ hasText: 'Beausoleil' }).first().click();
  const card = page.getByTestId('fuel-card');
  await expect(card).toContainText('€');
  await mapIdle(page);
  expect(await routeFeatureCount(page)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/pois-on-route.png` });
  await card.getByRole('button', { name: "Plus d'infos" }).click();
  await expect(page).toHaveURL(/\/application\/carburants\/poi\/carburant-/);
  await expect(page.getByTestId('poi-page')).toContainText('Beausoleil');
  await page.getByTestId('sheet-add-step').click();
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  // The station is the stop of the recomputed trip (a POI step is reverse-geocoded, §4/§5).
  await expect(page).toHaveURL(/etapes=[^&]*%407\.426\d\d%2C43\.744\d\d/);
  await page.waitForTimeout(600);
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/pois-step-added.png` });
  // The results show the steps: the station is the stop between the two ends.
  await expect(page.getByTestId('step-step-1')).toBeVisible();
  await expect(page.getByTestId('step-input-1')).not.toHaveValue('');
  await expect(page.getByTestId('step-input-2')).toHaveValue(/Beausoleil/);
  expect(errors).toEqual([]);
});

test('radius tool: a circle of 10 km around a searched point, then the areas on foot', async ({
  page,
}) => {
  await page.goto('/outils/calcul-rayon?e2e=1');
  await waitForMap(page);
  const tool = page.getByTestId('radius-tool');
  await expect(tool.getByTestId('radius-value')).toHaveText('10 km');
  // The centre is typed and picked among the suggestions, as in the itinerary's fields.
  await tool.getByTestId('radius-query').click();
  await tool.getByTestId('radius-query').pressSequentially('place du casi', { delay: 20 });
  await tool.getByTestId('suggestion').filter({ hasText: 'Place du Casino' }).first().click();
  await expect(tool.getByTestId('radius-center')).toContainText('Place du Casino');
  await expect(tool.getByTestId('radius-query')).toHaveValue(/Place du Casino/);
  await tool.getByRole('button', { name: '1 km' }).click();
  await expect(tool.getByTestId('radius-value')).toHaveText('1 km');
  await tool.getByTestId('radius-areas-toggle').click();
  await expect(tool.getByTestId('radius-legend')).toBeVisible();
  const drawn = () =>
    page.evaluate(() => {
      const map = (window as unknown as PeripleWindow).__periple.map;
      return [
        ...new Set(map.querySourceFeatures('radius-tool').map((f): unknown => f.properties.kind)),
      ];
    });
  await expect.poll(drawn).toEqual(expect.arrayContaining(['circle', 'area']));
  await page.waitForTimeout(600);
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/pois-radius-tool.png` });
  // A click on the map moves the centre (the address popup leaves it alone).
  const box = await page.getByTestId('map').boundingBox();
  await page.mouse.click(box!.x + box!.width * 0.7, box!.y + box!.height * 0.4);
  await expect(tool.getByTestId('radius-center')).toContainText('Centre : 43,');
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
});

test.describe('on mobile', () => {
  test.use({ viewport: { width: 420, height: 820 } });

  test('the fuel card has no distance; it replaces the list, close, under the focused marker', async ({
    page,
  }) => {
    await page.goto(`/app/carburants?e2e=1#?bbox=${AROUND_MONACO}`);
    await waitForMap(page);
    await page.locator(`[data-poi-id="${CAP_D_AIL}"] [data-testid=poi-item]`).click();
    const card = page.getByTestId('fuel-card');
    await expect(card).toContainText('€');
    await expect(page.getByTestId('card-distance')).toHaveCount(0);
    await expect(page.getByTestId('poi-list-panel')).toBeHidden();
    await mapIdle(page);
    // Chosen in the list, the station is shown close, apart from its neighbours.
    const zoom = await page.evaluate(() =>
      (window as unknown as PeripleWindow).__periple.map.getZoom(),
    );
    expect(zoom).toBeGreaterThanOrEqual(16);
    // The focused station is drawn above the card, below the mode chips and map controls.
    const marker = await page.locator('.poi-marker--focused').boundingBox();
    const cardBox = await card.boundingBox();
    const controls = await page.locator('.map-controls').boundingBox();
    expect(marker && cardBox && controls).toBeTruthy();
    expect(marker!.y + marker!.height).toBeLessThanOrEqual(cardBox!.y);
    expect(cardBox!.y).toBeGreaterThan(controls!.y + controls!.height);
    await card.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByTestId('poi-list-panel')).toBeVisible();
    await page.locator(`[data-poi-id="${CAP_D_AIL}"] [data-testid=poi-item]`).click();
    await mapIdle(page);
    await page.screenshot({ path: `${SHOTS}/pois-mobile-card.png` });
  });

  test('a search for pharmacies shows them on the map above the list’s sheet', async ({ page }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.keyboard.type('pharmacie');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('region', { name: 'Pharmacie' });
    await expect(sheet.getByRole('listitem').first()).toBeVisible();
    await mapIdle(page);
    const top = (await sheet.boundingBox())!.y;
    const markers = page.locator('.poi-marker');
    expect(await markers.count()).toBeGreaterThan(0);
    // Every place of the list is drawn in the part of the map the sheet leaves free.
    for (const marker of await markers.all()) {
      const box = (await marker.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(top);
    }
    await page.screenshot({ path: `${SHOTS}/pois-mobile-list.png` });
  });
});
