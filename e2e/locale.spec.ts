import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap, MapGeoJSONFeature } from 'maplibre-gl';
import { clickMapAt, mapIdle, openItinerary, pickStep } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

type PeripleWindow = { __periple: { map: MapLibreMap } };

/** What each locale shows: MapLibre's controls, a category header and the rubric list title. */
const TEXTS = {
  'fr-FR': {
    close: 'Fermer',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    map: 'Carte',
    attribution: 'Afficher ou masquer les sources de la carte',
    allCategories: 'Toutes les catégories',
    health: 'Santé',
    kind: 'Catégorie',
    pharmacy: 'Pharmacie',
    pharmacyList: 'Pharmacies',
    pharmacies: 'pharmacies',
    popupClose: 'Fermer la bulle',
  },
  'fr-BE': {
    close: 'Fermer',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    map: 'Carte',
    attribution: 'Afficher ou masquer les sources de la carte',
    allCategories: 'Toutes les catégories',
    health: 'Santé',
    kind: 'Catégorie',
    pharmacy: 'Pharmacie',
    pharmacyList: 'Pharmacies',
    pharmacies: 'pharmacies',
    popupClose: 'Fermer la bulle',
  },
  'en-GB': {
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    map: 'Map',
    attribution: 'Show or hide the map sources',
    allCategories: 'All categories',
    health: 'Health',
    kind: 'Category',
    pharmacy: 'Pharmacy',
    pharmacyList: 'Pharmacies',
    pharmacies: 'pharmacies',
    popupClose: 'Close popup',
  },
  'nl-BE': {
    close: 'Sluiten',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    map: 'Kaart',
    attribution: 'Bronnen van de kaart tonen of verbergen',
    allCategories: 'Alle categorieën',
    health: 'Gezondheid',
    kind: 'Categorie',
    pharmacy: 'Apotheek',
    pharmacyList: 'Apotheken',
    pharmacies: 'apotheken',
    popupClose: 'Pop-up sluiten',
  },
} as const;

type Locale = keyof typeof TEXTS;

async function openMap(page: Page): Promise<void> {
  await page.goto('/plan?e2e=1');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** Picks a language in the header's menu, as a user does, and waits for the map's new style. */
async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('locale').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** MapLibre's controls read the locale: title and label of the buttons, label of the canvas. */
async function expectMapLibreTexts(page: Page, locale: Locale): Promise<void> {
  const texts = TEXTS[locale];
  const zoomIn = page.locator('.maplibregl-ctrl-zoom-in');
  await expect(zoomIn).toHaveAttribute('aria-label', texts.zoomIn);
  await expect(zoomIn).toHaveAttribute('title', texts.zoomIn);
  await expect(page.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute(
    'aria-label',
    texts.zoomOut,
  );
  await expect(page.locator('.maplibregl-canvas')).toHaveAttribute('aria-label', texts.map);
  await expect(page.locator('.maplibregl-ctrl-attrib-button')).toHaveAttribute(
    'title',
    texts.attribution,
  );
}

/** Types a category in the search box and picks its suggestion: the rubric's list opens. */
async function searchPharmacies(page: Page, locale: Locale): Promise<void> {
  const texts = TEXTS[locale];
  const input = page.getByTestId('search-input');
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially('pharmac', { delay: 40 });
  // The category is suggested once, in the page's language.
  // The category's line (not a recent search « pharmacies » of an earlier language).
  const suggestion = page
    .getByTestId('suggestion')
    .filter({ hasText: texts.pharmacy })
    .filter({ hasText: texts.kind })
    .first();
  if (!locale.startsWith('fr'))
    await expect(
      page.getByTestId('suggestion').locator('.suggestion-line1', { hasText: /^Pharmacie$/ }),
    ).toHaveCount(0);
  await expect(suggestion).toContainText(texts.kind);
  if (!locale.startsWith('fr'))
    await expect(page.getByTestId('suggestion').filter({ hasText: 'Catégorie' })).toHaveCount(0);
  await suggestion.click();
  // The list is titled in the plural, in the page's language.
  await expect(page.getByTestId('listing-page').getByRole('heading').first()).toHaveText(
    texts.pharmacyList,
  );
  // The language's own word, typed and sent with Enter, lists them too (« Apotheken »).
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(texts.pharmacies, { delay: 40 });
  await input.press('Enter');
  await expect(page).toHaveURL(/\/activite\/pharmacie/);
}

test('the locale menu switches the category headers and MapLibre’s controls', async ({ page }) => {
  // Four languages, each a search and a category list: a long journey on a slow machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await openMap(page);
  await expectMapLibreTexts(page, 'fr-FR');
  for (const locale of ['en-GB', 'nl-BE', 'fr-BE', 'fr-FR'] as const) {
    await chooseLocale(page, locale);
    await expectMapLibreTexts(page, locale);
    await searchPharmacies(page, locale);
    if (locale === 'en-GB') await page.screenshot({ path: `${SHOTS}/locale-en-gb-pharmacy.png` });
    await page
      .getByTestId('listing-page')
      .getByRole('button', { name: TEXTS[locale].close, exact: true })
      .click();
    await page.getByRole('button', { name: TEXTS[locale].allCategories }).click();
    const categories = page.getByTestId('poi-categories');
    await categories.getByRole('button', { name: TEXTS[locale].health }).click();
    await categories
      .getByRole('button', { name: TEXTS[locale].health, exact: true })
      .last()
      .click();
    await expect(page.getByTestId('poi-list-panel').getByRole('heading').first()).toHaveText(
      TEXTS[locale].health,
    );
    await expect(page.getByTestId('poi-item').first()).toBeVisible();
    if (locale === 'nl-BE') await page.screenshot({ path: `${SHOTS}/locale-nl-be-health.png` });
    await page
      .getByTestId('poi-list-panel')
      .getByRole('button', { name: TEXTS[locale].close, exact: true })
      .click();
  }
});

test('on a phone, the locale menu switches MapLibre’s controls and the POI menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMap(page);
  await chooseLocale(page, 'nl-BE');
  await expectMapLibreTexts(page, 'nl-BE');
  await page.getByRole('button', { name: TEXTS['nl-BE'].allCategories }).click();
  await expect(
    page.getByTestId('poi-categories').getByRole('button', { name: TEXTS['nl-BE'].health }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/locale-nl-be-phone.png` });
  await chooseLocale(page, 'en-GB');
  await expectMapLibreTexts(page, 'en-GB');
  await expect(
    page.getByTestId('poi-categories').getByRole('button', { name: TEXTS['en-GB'].health }),
  ).toBeVisible();
});

/** The country labels the map draws (their names in every language). */
async function renderedCountries(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        const read = () =>
          resolve(
            map
              .queryRenderedFeatures()
              .filter((f) => f.sourceLayer === 'place' && f.properties.class === 'country')
              .map((f) => f.properties),
          );
        if (map.loaded() && !map.isMoving()) read();
        else void map.once('idle', read);
      }),
  );
}

test('the Dutch map names the countries by their common name: Frankrijk', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openMap(page);
  await chooseLocale(page, 'nl-BE');
  const zoomOut = page.locator('.maplibregl-ctrl-zoom-out');
  for (let i = 0; i < 8; i++) {
    await zoomOut.click();
    await page.waitForTimeout(350);
  }
  await expect
    .poll(async () => (await renderedCountries(page)).map((p) => p['name:nl']))
    .toEqual(expect.arrayContaining(['Frankrijk', 'Italië']));
  const names = (await renderedCountries(page)).map((p) =>
    typeof p['name:nl'] === 'string' ? p['name:nl'] : '',
  );
  expect(names.filter((n) => /Republiek|Koninkrijk|Vorstendom|Bondsrepubliek/.test(n))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/locale-nl-be-countries.png` });
});

test('a Dutch town page names its country in Dutch', async ({ page }) => {
  await openMap(page);
  await chooseLocale(page, 'nl-BE');
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('Beausoleil', { delay: 20 });
  await input.press('Enter');
  const town = page.getByTestId('town-page');
  await expect(town.getByRole('heading', { name: 'Beausoleil' })).toBeVisible();
  await expect(town).toContainText('Land: Frankrijk');
  await expect(town).not.toContainText('Land: France');
});

/** The stop labels the map draws around the centre, by layer. */
async function stopLabels(page: Page): Promise<{ layer: string; name: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ layer: string; name: string }[]>((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        const read = () =>
          resolve(
            map
              .queryRenderedFeatures()
              .filter(
                (f: MapGeoJSONFeature) =>
                  f.layer.id === 'gtfs-stop-labels' || f.sourceLayer === 'transit_stop',
              )
              .map((f) => ({ layer: f.layer.id, name: String(f.properties.name) })),
          );
        if (map.loaded() && !map.isMoving()) read();
        else void map.once('idle', read);
      }),
  );
}

test('public transport: each stop name is drawn once, in its proper case', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('Place du Casino Monaco', { delay: 40 });
  await page.getByTestId('suggestion').filter({ hasText: 'Place du Casino' }).first().click();
  await page.getByTestId('mode-tc').click();
  await expect
    .poll(async () => (await stopLabels(page)).filter((l) => l.layer === 'gtfs-stop-labels').length)
    .toBeGreaterThan(0);
  const labels = await stopLabels(page);
  // Only the GTFS layer names the stops here; none is written in capitals.
  expect(labels.filter((l) => l.layer !== 'gtfs-stop-labels')).toEqual([]);
  expect(labels.filter((l) => !/\p{Ll}/u.test(l.name))).toEqual([]);
  expect(labels.map((l) => l.name)).toContain('Place du Casino');
  await page.screenshot({ path: `${SHOTS}/locale-tc-stop-names.png` });
  // The stop's popup: its name as drawn, MapLibre's close button in the interface's language.
  const network = (await (await page.request.get('/api/transit/network.geojson')).json()) as {
    features: { properties: { name?: string }; geometry: { coordinates: [number, number] } }[];
  };
  const stop = network.features.find((f) => f.properties.name === 'Place du Casino')!;
  const point = await page.evaluate(([lng, lat]) => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const p = map.project([lng, lat]);
    const r = map.getContainer().getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, stop.geometry.coordinates);
  await page.mouse.click(point.x, point.y);
  const popup = page.getByTestId('stop-popup');
  await expect(popup).toContainText('Place du Casino');
  const close = page.locator('.maplibregl-popup-close-button');
  await expect(close).toHaveAttribute('aria-label', TEXTS['fr-FR'].popupClose);
  await expect(popup).toContainText('Prochains départs');
  await expect(popup).not.toContainText('Chargement');
  await chooseLocale(page, 'en-GB');
  await expect(close).toHaveAttribute('aria-label', TEXTS['en-GB'].popupClose);
  // The departures it shows are written again in English.
  await expect(popup).toContainText('Next departures');
  await expect(popup).toContainText('Place du Casino');
});

test('a map point’s popup opened before a language switch speaks the new language', async ({
  page,
}) => {
  await openMap(page);
  await mapIdle(page);
  await clickMapAt(page, { lng: 7.4284, lat: 43.7401 }, { button: 'right' });
  const popup = page.getByTestId('address-popup');
  await expect(popup).toContainText('Itinéraire depuis ici');
  await expect(popup.locator('strong')).not.toHaveText(/Recherche/);
  const street = await popup.locator('strong').innerText();
  await chooseLocale(page, 'en-GB');
  await expect(popup).toContainText('Directions from here');
  await expect(popup).toContainText('Nearby');
  await expect(popup.locator('strong')).toHaveText(street);
});

test('a trip computed in French is written again in English after a language switch', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
  const car = page.getByTestId('route-voiture-0');
  await expect(car).toContainText(/Par /);
  await chooseLocale(page, 'en-GB');
  // The route's words are the server's: computed again in English, the steps kept.
  await expect(car).toContainText(/Via /);
  await expect(car).not.toContainText(/Par |carburant/);
  await expect(page.getByTestId('step-input-1')).toHaveValue(/Place du Casino/);
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook')).toContainText(/Drive|Head|Turn/);
  await expect(page.getByTestId('roadbook')).not.toContainText(/Conduisez|Tournez/);
});

test('an English page finds and names a place as its English map does', async ({ page }) => {
  await openMap(page);
  await expect(page).toHaveTitle('Périple · Cartes et itinéraires');
  await chooseLocale(page, 'en-GB');
  // The tab's title speaks English too.
  await expect(page).toHaveTitle('Périple · Maps and directions');
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('japanese gard', { delay: 40 });
  await page.getByTestId('suggestion').filter({ hasText: 'Japanese Garden' }).first().click();
  const card = page.getByTestId('poi-page');
  await expect(card.getByRole('heading', { name: 'Japanese Garden' })).toBeVisible();
  // Back in French, the same card says the place's French name.
  await chooseLocale(page, 'fr-FR');
  await expect(card.getByRole('heading', { name: 'Jardin Japonais' })).toBeVisible();
});

test('a list of places on screen during a language switch is read again in the new one', async ({
  page,
}) => {
  await page.goto('/activite/pharmacie?e2e=1#?bbox=7.40,43.72,7.44,43.75');
  await expect(page.getByTestId('poi-item').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvert maintenant' })).toBeVisible();
  await chooseLocale(page, 'en-GB');
  await expect(page.getByRole('button', { name: 'Open now' })).toBeVisible();
  await expect(page.getByTestId('listing-page')).not.toContainText(/Ouvert|Fermé/);
});
