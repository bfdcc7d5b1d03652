/**
 * The map-layer pages of issue 17 on the demo region, as a visitor uses them: the ZFE pages of
 * Paris and Rouen (the zone, its rules per vehicle class and its timeline; another day picked on
 * the date picker), the cycle paths of Villeurbanne (km per category beside the département), an
 * unknown town (served with status 404, the closest names offered, one picked), the restrictions
 * of Paris (« voir sur la carte »), the traffic page's notice, and the mode chip's link to the
 * pages. Desktop and phone, with screenshots (e2e/screenshots/layer-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { z } from 'zod';
import { CYCLE_CATEGORY_LABELS } from '../src/domain/restrictions/cycling';
import { cyclingAnswerSchema } from '../src/domain/restrictions/restrictions-api-schema';
import { mapIdle, PHONE, SHOTS, typeSearch, waitForMap, type PeripleWindow } from './user';

mkdirSync(SHOTS, { recursive: true });

/** Opens a page as a shared link (the map's test hook on). */
async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(`${path}?e2e=1`);
  await waitForMap(page);
  return response?.status();
}

/** The features of a GeoJSON source of the map (none when it is not there). */
async function sourceFeatures(page: Page, source: string): Promise<number> {
  return page.evaluate((id) => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    return map.getSource(id) ? map.querySourceFeatures(id).length : 0;
  }, source);
}

/** The map's centre and mode. */
async function mapState(page: Page) {
  return page.evaluate(() => {
    const { map } = (window as unknown as PeripleWindow).__periple;
    const c = map.getCenter();
    return { lng: c.lng, lat: c.lat, zoom: map.getZoom() };
  });
}

async function checkParis(page: Page): Promise<void> {
  const zone = page.getByTestId('zfe-zone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Zones à faibles émissions à Paris',
  );
  await expect(page).toHaveTitle('Zones à faibles émissions à Paris · Périple');
  await expect(zone.getByRole('heading', { name: 'ZFE de Paris' })).toBeVisible();
  await expect(zone.getByTestId('zfe-status')).toHaveText('En vigueur depuis le 1er juin 2021.');
  const cars = zone.getByTestId('zfe-rule-vp');
  await expect(cars).toContainText('Voitures');
  await expect(cars).toContainText('Crit’Air 4, 5 et non classés');
  await expect(cars).toContainText('du lundi au vendredi de 8 h à 20 h');
  await expect(zone.getByTestId('zfe-rule-pl')).toContainText('tous les jours de 8 h à 20 h');
  const stages = zone.getByTestId('zfe-stage');
  await expect(stages).toHaveCount(1);
  await expect(stages.first()).toContainText('Depuis le 1er juin 2021');
  await expect(stages.first()).toContainText('en vigueur');
  await expect(stages.first()).toHaveAttribute('data-status', 'ongoing');
  await expect(zone.getByRole('link', { name: 'Arrêté' })).toHaveAttribute('href', /paris\.fr/);
  // The zone is drawn from the national base, and the map is in the ZFE mode.
  await expect(page.getByTestId('map')).toHaveAttribute('data-mode', 'zfe');
  await expect.poll(() => sourceFeatures(page, 'zfe-areas')).toBeGreaterThan(0);
}

async function checkRouen(page: Page): Promise<void> {
  const zone = page.getByTestId('zfe-zone');
  await expect(zone.getByRole('heading', { name: 'ZFE de Rouen' })).toBeVisible();
  await expect(zone.getByTestId('zfe-status')).toHaveText(
    'En vigueur depuis le 1er septembre 2022, jusqu’au 1er septembre 2032.',
  );
  await expect(zone.getByTestId('zfe-rule-vp')).toContainText(
    'Crit’Air 4, 5 et non classés interdits',
  );
  await expect(zone.getByTestId('zfe-rule-vp')).toContainText('en permanence');
  await expect(zone.getByTestId('zfe-stage')).toHaveText([/Depuis le 1er septembre 2022/]);
  // A day before the zone: the server says it is planned then.
  const asked = page.waitForResponse((r) => r.url().includes('at=2022-06-15T12'));
  await page.getByTestId('zfe-date').fill('2022-06-15');
  await asked;
  await expect(zone.getByTestId('zfe-status')).toHaveText(
    'Pas encore en vigueur : à partir du 1er septembre 2022.',
  );
  await expect(zone.getByTestId('zfe-stage').first()).toHaveAttribute('data-status', 'planned');
  await expect(zone.getByTestId('zfe-stage').first()).toContainText(
    'À partir du 1er septembre 2022',
  );
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(zone.getByTestId('zfe-status')).toContainText('En vigueur depuis');
}

async function checkVilleurbanne(page: Page): Promise<void> {
  const answer = z
    .object({ data: cyclingAnswerSchema })
    .parse(await (await page.request.get('/api/restrictions/cycling?commune=villeurbanne')).json());
  const { lengths, comparison } = answer.data;
  expect(lengths.length).toBeGreaterThan(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pistes cyclables à Villeurbanne',
  );
  await expect(page.getByTestId('map')).toHaveAttribute('data-mode', 'bicycle');
  const table = page.getByTestId('cycling-lengths');
  for (const l of lengths) {
    const row = table.locator(`tr[data-category="${l.category}"]`);
    await expect(row.locator('th')).toHaveText(CYCLE_CATEGORY_LABELS[l.category]);
    const km = l.km.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
    await expect(row.locator('td').first()).toHaveText(`${km} km`);
  }
  const total = answer.data.totalKm.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
  await expect(page.getByTestId('cycling-total')).toHaveText(
    `${total} km d’aménagements cyclables`,
  );
  expect(comparison?.area.name).toBe('Rhône');
  await expect(table.locator('thead')).toContainText('Rhône');
  await expect(page.getByTestId('cycling-comparison')).toContainText(
    'des aménagements cyclables connus du département (Rhône)',
  );
  await expect(page.getByTestId('cycling-uncovered')).toHaveCount(0);
  // The figures are those of the imported extract (the La Doua campus), and the page says so.
  await expect(page.getByTestId('cycling-partial')).toContainText(
    'qui peut ne couvrir qu’une partie de Villeurbanne',
  );
}

async function pickParisAfterTypo(page: Page): Promise<void> {
  const status = await open(page, '/zfe/parsi');
  expect(status).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieu introuvable');
  const closest = page.getByTestId('layer-not-found');
  await expect(closest).toContainText('Aucun lieu ne s’appelle « parsi ». Vouliez-vous dire :');
  await closest.getByRole('link', { name: /^Paris/ }).click();
  await expect(page).toHaveURL(/\/zfe\/paris(\?|$)/);
}

async function shot(page: Page, name: string): Promise<void> {
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/layer-${name}.png` });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the ZFE of Paris and Rouen: the zone, its rules, its timeline, another day', async ({
    page,
  }) => {
    await open(page, '/zfe/paris');
    await checkParis(page);
    await shot(page, 'desktop-zfe-paris');
    await open(page, '/zfe/rouen');
    await checkRouen(page);
    await shot(page, 'desktop-zfe-rouen');
  });

  test('the cycle paths of Villeurbanne: km per category beside the Rhône', async ({ page }) => {
    await open(page, '/pistes-cyclables/villeurbanne');
    await checkVilleurbanne(page);
    await shot(page, 'desktop-cycling-villeurbanne');
  });

  test('a misspelt town: status 404, the closest names, Paris picked', async ({ page }) => {
    await pickParisAfterTypo(page);
    await checkParis(page);
  });

  test('from the ZFE chip to the pages: the home lists the zones, one opens', async ({ page }) => {
    await open(page, '/plan');
    await page.getByTestId('mode-zfe').click();
    // At the region's view, the chip draws the zones of the national base, not only OSM's few.
    await expect.poll(() => sourceFeatures(page, 'zfe-national')).toBeGreaterThan(20);
    await mapIdle(page);
    const drawn = await page.evaluate(
      () =>
        (window as unknown as PeripleWindow).__periple.map.queryRenderedFeatures({
          layers: ['zfe-national-fill'],
        }).length,
    );
    expect(drawn).toBeGreaterThan(10);
    // At France's scale a zone is a few pixels under its city's name: a dot marks each of the
    // eleven zones in force (Marseille, Nice and Reims too) and the planned ones, over the labels.
    const dots = await page.evaluate(() =>
      (window as unknown as PeripleWindow).__periple.map
        .queryRenderedFeatures({ layers: ['zfe-national-dots'] })
        .map((f) => String(f.properties.key)),
    );
    for (const zone of ['200054807-', '200030195-', '200067213-'])
      expect(
        dots.some((key) => key.startsWith(zone)),
        zone,
      ).toBe(true);
    expect(dots.length).toBeGreaterThanOrEqual(11);
    await shot(page, 'desktop-zfe-chip-france');
    await page.getByTestId('mode-notice').getByRole('link', { name: 'Voir la page ZFE' }).click();
    await expect(page).toHaveURL(/\/zfe(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zones à faibles émissions');
    await expect(page.getByTestId('layer-home-communes')).toContainText('ZFE de Paris');
    await shot(page, 'desktop-zfe-home');
    await page
      .getByTestId('layer-home-communes')
      .getByRole('link', { name: /ZFE de Rouen/ })
      .click();
    await expect(page).toHaveURL(/\/zfe\/rouen/);
    await expect(
      page.getByTestId('zfe-zone').getByRole('heading', { name: 'ZFE de Rouen' }),
    ).toBeVisible();
  });

  test('the restrictions of Paris, one shown on the map; the traffic page says what it has', async ({
    page,
  }) => {
    await open(page, '/restrictions-circulation/paris');
    await expect(page.getByTestId('restrictions-zfe')).toContainText('ZFE de Paris');
    // Three arrondissements are mapped: the count is not Paris's whole, and the page says so.
    await expect(page.getByTestId('restrictions-partial')).toContainText(
      'qui peut ne couvrir qu’une partie de Paris',
    );
    const items = page.getByTestId('restrictions-list').locator('li');
    await expect(items.first()).toBeVisible();
    await expect.poll(() => sourceFeatures(page, 'layer-page-markers')).toBeGreaterThan(0);
    await mapIdle(page);
    const before = await mapState(page);
    const last = items.last();
    await last.getByRole('button', { name: /Voir sur la carte/ }).click();
    await expect(last.getByRole('button', { name: /Voir sur la carte/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await mapIdle(page);
    await expect.poll(async () => (await mapState(page)).zoom).toBeGreaterThanOrEqual(16.9);
    expect((await mapState(page)).zoom).toBeGreaterThan(before.zoom);
    await shot(page, 'desktop-restrictions-paris');
    await open(page, '/info-trafic/paris');
    await expect(page.getByTestId('traffic-no-live')).toHaveText(
      'Aucune source d’info trafic en temps réel n’est disponible : seuls les travaux cartographiés dans OpenStreetMap sont affichés.',
    );
    await expect(page.getByTestId('map')).toHaveAttribute('data-mode', 'traffic');
    // The family's home says its pages are France's communes: Monaco has none.
    await page.getByRole('navigation').getByRole('link', { name: 'Info trafic' }).first().click();
    await expect(page.getByTestId('layer-home-scope')).toContainText('comme Monaco');
  });
});

test('in English, the restrictions of Paris say each rule in English, in the list and on its button', async ({
  page,
}) => {
  await open(page, '/restrictions-circulation/paris');
  await page.getByTestId('locale').selectOption('en-GB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  // The zone's French name is said in English, its acronym kept as the signs write it.
  await expect(page.getByTestId('restrictions-zfe').locator('strong').first()).toHaveText(
    'Paris low-emission zone (ZFE)',
  );
  const rules = page.getByTestId('restrictions-list').locator('li strong');
  await expect(rules.first()).toBeVisible();
  const french = /limitée|Interdit|Accès|Voie privée|Poids lourds|Travaux/;
  const texts = await rules.allTextContents();
  expect(texts.filter((text) => french.test(text))).toEqual([]);
  expect(texts.some((text) => /limit|^No |Access only|Private road/.test(text))).toBe(true);
  await expect(
    page
      .getByTestId('restrictions-list')
      .getByRole('button', { name: /: (Height|Width|Length|No |Access|Private)/ })
      .first(),
  ).toBeVisible();
});

test('on a desktop, the traffic chip of a town page links to its traffic page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await open(page, '/plan/rouen-76000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rouen');
  await page.getByTestId('mode-traffic').click();
  const link = page
    .getByTestId('mode-notice')
    .getByRole('link', { name: 'Voir la page info trafic' });
  await expect(link).toHaveAttribute('href', '/info-trafic/rouen-76540');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Info trafic à Rouen');
  await expect(page.getByTestId('traffic-no-live')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Info trafic');
  // The page says there is no live source: the chip's notice does not say it a second time.
  await expect(page.getByTestId('mode-notice')).toHaveCount(0);
  await shot(page, 'desktop-traffic-rouen');
});

test('on a desktop, the traffic chip at a street of Rouen links to Rouen’s traffic page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await open(page, '/plan');
  await typeSearch(page, 'Rue du Gros-Horl');
  await page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line2', { hasText: 'Rouen' }) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rue du Gros-Horloge');
  await page.getByTestId('mode-traffic').click();
  // The town of the street, not the whole of France.
  const link = page
    .getByTestId('mode-notice')
    .getByRole('link', { name: 'Voir la page info trafic' });
  await expect(link).toHaveAttribute('href', '/info-trafic/rouen-76540');
  // The street's card closed, the map still on Rouen: the town under the map's centre.
  await page.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(link).toHaveAttribute('href', '/info-trafic/rouen-76540');
  await link.click();
  await expect(page).toHaveURL(/\/info-trafic\/rouen-76540$/);
  await expect(page.getByTestId('layer-page')).toContainText('Rouen');
});

test.describe('on a phone', () => {
  test.use({ ...PHONE });

  test('the ZFE of Paris and Rouen in the bottom sheet, the map above it', async ({ page }) => {
    await open(page, '/zfe/paris');
    await checkParis(page);
    // The sheet leaves the zone in sight above it.
    const sheet = await page.getByTestId('layer-page').boundingBox();
    expect(sheet!.y).toBeGreaterThan(PHONE.viewport.height / 3);
    await shot(page, 'phone-zfe-paris');
    await page.getByTestId('layer-page').getByTestId('zfe-timeline').scrollIntoViewIfNeeded();
    await shot(page, 'phone-zfe-paris-timeline');
    await open(page, '/zfe/rouen');
    await checkRouen(page);
    await shot(page, 'phone-zfe-rouen');
  });

  test.describe('in Dutch', () => {
    // A Dutch-speaking visitor's phone: the longer names (« Personenwagens ») ran into the rule.
    test.use({ locale: 'nl-BE' });

    test('each vehicle of a ZFE is named clear of its rule', async ({ page }) => {
      await open(page, '/zfe/villeurbanne');
      const rules = page.getByTestId('zfe-zone').first().locator('.zfe-rules li');
      await expect(rules.first().locator('strong')).toHaveText('Personenwagens');
      // Each name stays in its column (it overflowed it, under the rule's text).
      const overflowing = await rules
        .locator('strong')
        .evaluateAll((names) =>
          names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent),
        );
      expect(overflowing).toEqual([]);
      await shot(page, 'phone-zfe-dutch-rules');
    });
  });

  test('the cycle paths of Villeurbanne, and a misspelt town picked from the closest', async ({
    page,
  }) => {
    await open(page, '/pistes-cyclables/villeurbanne');
    await checkVilleurbanne(page);
    await shot(page, 'phone-cycling-villeurbanne');
    await pickParisAfterTypo(page);
    await checkParis(page);
  });

  test('a restriction shown on the map from the sheet pulled up lowers it to half', async ({
    page,
  }) => {
    await open(page, '/restrictions-circulation/rouen');
    const sheet = page.getByTestId('layer-page');
    await sheet.getByTestId('sheet-grip').tap();
    await expect(sheet).toHaveAttribute('data-snap', 'full');
    const item = sheet.getByTestId('restrictions-list').locator('li').first();
    await item.getByRole('button', { name: /Voir sur la carte/ }).tap();
    await expect(sheet).toHaveAttribute('data-snap', 'half');
    await expect.poll(async () => (await mapState(page)).zoom).toBeGreaterThanOrEqual(16.9);
    await shot(page, 'phone-restriction-shown');
  });
});

test.describe('with JavaScript off (what crawlers and old browsers read)', () => {
  test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

  test('the ZFE of Rouen reads whole, and its links lead home and back', async ({ page }) => {
    const response = await page.goto('/zfe/rouen');
    expect(response?.status()).toBe(200);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Zones à faibles émissions à Rouen',
    );
    await expect(article).toContainText('Autorité : Métropole Rouen Normandie');
    await expect(article).toContainText('Crit’Air');
    await expect(article.getByRole('heading', { name: /^Règles au / })).toBeVisible();
    await expect(page).toHaveTitle('Zones à faibles émissions à Rouen · Périple');
    // No map will load and nothing is stored: neither the map's wait nor the consent banner shows.
    await expect(page.getByText('Chargement de la carte…')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Vos choix sur les cookies' })).toBeHidden();
    await article.getByRole('navigation').getByRole('link', { name: 'ZFE' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zones à faibles émissions');
    await page.getByRole('link', { name: 'ZFE de Rouen' }).click();
    await expect(page).toHaveURL(/\/zfe\/rouen(-76540)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Zones à faibles émissions à Rouen',
    );
    await page.screenshot({ path: `${SHOTS}/layer-nojs-zfe-rouen.png` });
  });
});
