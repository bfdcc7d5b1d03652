/**
 * Rouen's landmarks, found as a visitor types them: the Gros-Horloge (mapped as a historic
 * building over its street), the cathedral before the bus stop named after it, and the city's
 * main station before a suburb's.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  openItinerary,
  openMap,
  PHONE,
  pickStep,
  mapIdle,
  SHOTS,
  typeInStep,
  type PeripleWindow,
} from './user';

test('« gros horloge » finds the monument, then its street', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('gros horloge', { delay: 30 });
  const lines = page.getByTestId('suggestion').locator('.suggestion-line1');
  await expect(lines.nth(0)).toHaveText('Gros-Horloge');
  await expect(lines.nth(1)).toHaveText('Rue du Gros-Horloge');
  await page.getByTestId('suggestion').first().click();
  const sheet = page.getByTestId('poi-page');
  await expect(sheet).toContainText('Gros-Horloge');
  await expect(sheet).toContainText('Monument');
  await expect(page.getByTestId('search-marker')).toBeVisible();
});

test('« bonsecours » picked: no source places its centre, and its card says so', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('bonsecours', { delay: 30 });
  await page.getByTestId('suggestion').filter({ hasText: 'Seine-Maritime' }).first().click();
  const card = page.getByTestId('address-card');
  await expect(card.getByRole('heading', { name: 'Bonsecours' })).toBeVisible();
  await expect(card.getByTestId('address-estimated')).toHaveText(
    /^Position approximative\s:\saucune de nos sources ne situe le centre de cette commune/,
  );
  // Rouen, placed where it is, says nothing of the kind.
  await input.click();
  await input.fill('');
  await input.pressSequentially('rouen', { delay: 30 });
  await page.getByTestId('suggestion').filter({ hasText: 'Seine-Maritime' }).first().click();
  await expect(card.getByRole('heading', { name: 'Rouen' })).toBeVisible();
  await expect(card.getByTestId('address-estimated')).toHaveCount(0);
});

test('a second place 700 km away is shown at once, and the map says nothing of a coverage it has', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('gare de rouen', { delay: 30 });
  await page.getByTestId('suggestion').first().click();
  await expect(page.getByTestId('poi-page')).toContainText('Gare de Rouen Rive Droite');
  // North of the Rouen extract: the map says its detail covers a small part of the view.
  await expect(page.locator('.coverage-notice')).toBeVisible();
  await input.click();
  await input.fill('');
  await input.pressSequentially('musée océanographique', { delay: 30 });
  await page.getByTestId('suggestion').first().click();
  // A flight from Rouen to Monaco at street level took ten seconds over a blurred map.
  const lng = () =>
    page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getCenter().lng);
  await expect.poll(lng, { timeout: 3000 }).toBeGreaterThan(7.3);
  await expect(page.getByTestId('poi-page')).toContainText('Musée Océanographique');
  await expect(page.locator('.coverage-notice')).toBeHidden();
});

test('« paris » picked: the whole town shown, and the map says its detail covers a small part', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('paris', { delay: 30 });
  await page.getByTestId('suggestion').filter({ hasText: 'Île-de-France' }).first().click();
  await expect(page.getByRole('heading', { name: 'Paris', exact: true })).toBeVisible();
  // Three arrondissements are imported: fitted whole, Paris is mostly blank, and said so.
  await expect(page.locator('.coverage-notice')).toHaveText(
    'Carte détaillée sur une petite partie de la vue seulement : elle ne couvre que Monaco et des villes de France (démonstration).',
  );
  await page.screenshot({ path: `${SHOTS}/search-paris-partial.png` });
  // Zoomed in on the 11e, the map is whole: no notice.
  await page.evaluate(() =>
    (window as unknown as PeripleWindow).__periple.map.jumpTo({
      center: [2.375, 48.859],
      zoom: 14,
    }),
  );
  await expect(page.locator('.coverage-notice')).toBeHidden();
});

test('flown out from Rouen, the map says its detail covers a small part of the view, until closed', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('rouen', { delay: 30 });
  await page.getByTestId('suggestion').filter({ hasText: 'Seine-Maritime' }).first().click();
  await expect(page.getByRole('heading', { name: 'Rouen', exact: true })).toBeVisible();
  const pill = page.locator('.coverage-notice');
  await expect(pill).toBeHidden();
  // The Seine and the place names go on beyond the imported centre; the roads do not. Three
  // steps out from the town fitted whole (zoom 12.4 on this window) is zoom 9.4, where the
  // world's layers are not yet all there is.
  await mapIdle(page);
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'Dézoomer', exact: true }).click();
    await mapIdle(page);
  }
  await expect(pill).toBeVisible();
  await expect(pill).toHaveText(/^Carte détaillée sur une petite partie de la vue seulement/);
  // Read, closed: the map dragged a little (the view still partial) does not bring it back.
  await pill.getByRole('button', { name: 'Masquer ce message' }).click();
  await expect(pill).toBeHidden();
  const map = (await page.locator('.maplibregl-canvas').boundingBox())!;
  await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
  await page.mouse.down();
  await page.mouse.move(map.x + map.width / 2 + 60, map.y + map.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await mapIdle(page);
  await expect(pill).toBeHidden();
});

test('« paris 11e » typed: the arrondissement offered first, picked, shown, and its places listed', async ({
  page,
}) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('paris 11e', { delay: 30 });
  const first = page.getByTestId('suggestion').first();
  await expect(first.locator('.suggestion-line1')).toHaveText('Paris 11e Arrondissement');
  await expect(first).toContainText('75011 Paris');
  await first.click();
  await expect(
    page.getByRole('heading', { name: 'Paris 11e Arrondissement', exact: true }),
  ).toBeVisible();
  // Its own postcode, not the list of the whole of Paris.
  await expect(page.getByTestId('address-card')).not.toContainText('Codes postaux');
  // The view is on the 11e (République–Nation), not on the whole of Paris (which reaches the
  // Bois de Boulogne, 2.25° E; the map runs on under the card, west of the 11e, to about 2.29).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        const b = map.getBounds();
        return b.contains([2.375, 48.859]) && map.getZoom() > 12.5 && !b.contains([2.25, 48.86]);
      }),
    )
    .toBe(true);
  // A district's page lists the places in it, as a town's does: its fuel stations, with prices.
  await page
    .getByRole('navigation', { name: 'À proximité' })
    .getByRole('link', { name: 'Stations-service' })
    .click();
  const stations = page.getByRole('region', { name: 'Stations-service' });
  await expect(stations.getByTestId('poi-item').first()).toContainText('750');
  await expect(
    stations.getByTestId('poi-item-price').filter({ hasText: '€' }).first(),
  ).toBeVisible();
});

test('« cathédrale » in Rouen: the cathedral, then the bus stop of its name', async ({ page }) => {
  await openMap(page);
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('cathédrale rouen', { delay: 30 });
  const places = page.getByTestId('suggestion').locator('.suggestion-line1');
  await expect(places.nth(0)).toHaveText('Cathédrale Notre-Dame');
  await expect(places.nth(1)).toHaveText('Cathédrale');
  await expect(page.getByTestId('suggestion').nth(1).locator('.suggestion-line2')).toContainText(
    'Arrêt de bus',
  );
});

test('« gare de rouen » as a departure: Rouen Rive Droite first; its route says where it starts', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await typeInStep(page, 0, 'gare de rouen');
  const places = page.getByTestId('suggestion').locator('.suggestion-line1');
  await expect(places.nth(0)).toHaveText('Gare de Rouen Rive Droite');
  await expect(places.nth(1)).toHaveText('Gare de Sotteville-lès-Rouen');
  await page.getByTestId('suggestion').first().click();
  await expect(page.getByTestId('step-input-0')).toHaveValue(/Gare de Rouen Rive Droite/);
  // The station stands north of the imported extract: the car route starts at its first street,
  // and the card says how far, rather than a trip that silently begins elsewhere.
  await pickStep(page, 1, 'gros horloge', /^Gros-Horloge/);
  const car = page.getByTestId('itinerary-results').locator('li', {
    has: page.getByTestId('route-voiture-0'),
  });
  await expect(car.getByTestId('route-approaches')).toHaveText(
    /^Départ à 4\d\d m de la route la plus proche que connaît la carte\s: le trajet part de là\.$/,
  );
  // On the map, dots join the station's pin to where the route starts.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as PeripleWindow).__periple.map
            .querySourceFeatures('itinerary-routes')
            .filter((f) => f.properties.approach === true).length,
      ),
    )
    .toBeGreaterThan(0);
  // The roadbook says it again above its first instruction.
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook').getByTestId('route-approaches')).toHaveText(
    /^Départ à 4\d\d m de la route la plus proche/,
  );
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('« boulangerie montpellier »: nothing suggested is said; the search lists no far-away bakery', async ({
    page,
  }) => {
    await openMap(page);
    await page.getByTestId('search-opener').tap();
    const input = page.getByTestId('search-input');
    await input.pressSequentially('boulangerie montpellier', { delay: 30 });
    // No imported bakery in Montpellier and no place of that name: the overlay says so.
    const nothing = page.getByTestId('search-nothing');
    await expect(nothing).toContainText('Aucune suggestion.');
    await page.screenshot({ path: `${SHOTS}/search-nothing-phone.png` });
    await nothing.getByRole('button', { name: 'Rechercher « boulangerie montpellier »' }).tap();
    // Montpellier has none within reach: no list of Monaco's or Rouen's bakeries.
    await expect(page.getByText('Aucun lieu dans cette zone')).toBeVisible();
    await expect(page.getByTestId('poi-item')).toHaveCount(0);
    await expect(page.getByTestId('poi-count')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/search-nothing-phone-list.png` });
  });
});

/** Types in the header's search box, as a person does, and clicks the suggestion reading `line`. */
async function pickInSearchBox(page: Page, typed: string, line: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.click();
  await input.fill('');
  await input.pressSequentially(typed, { delay: 30 });
  await page.getByTestId('suggestion').filter({ hasText: line }).first().click();
}

/** The map opened, « rouen » then « pharmacie » (Catégorie) picked: the list's results. */
async function pharmaciesOfRouen(page: Page): Promise<Locator> {
  await openMap(page);
  await pickInSearchBox(page, 'rouen', 'Seine-Maritime');
  await expect(
    page.getByTestId('address-card').getByRole('heading', { name: 'Rouen' }),
  ).toBeVisible();
  await pickInSearchBox(page, 'pharmacie', 'Catégorie');
  return page.getByTestId('poi-list').getByTestId('poi-item');
}

test('the pharmacies of Rouen, then of Monaco: the second list is Monaco’s, not Rouen’s again', async ({
  page,
}) => {
  const pick = (typed: string, line: string): Promise<void> => pickInSearchBox(page, typed, line);
  const items = await pharmaciesOfRouen(page);
  await expect(items.first()).toContainText('Rouen');
  await pick('monaco', '98000');
  await expect(page.getByTestId('poi-list')).toHaveCount(0);
  await mapIdle(page);
  // The same category again, from the recent searches, as the walk did.
  await pick('pharmacie', 'Recherche récente');
  await expect(items.first()).toContainText('Monaco');
  await expect(page.getByTestId('poi-list')).not.toContainText('Rouen');
  await page.screenshot({ path: `${SHOTS}/search-demo-pharmacies-monaco.png` });
});

test('a pharmacy’s card open, then bakeries searched: Back shows the pharmacies with the card, then without', async ({
  page,
}) => {
  const pick = (typed: string, line: string): Promise<void> => pickInSearchBox(page, typed, line);
  // Rouen's pharmacies from its page's « À proximité », as the walk did: the town's whole list,
  // farther than a place's card (zoom 16).
  await openMap(page);
  await pick('rouen', 'Seine-Maritime');
  await page
    .getByRole('navigation', { name: 'À proximité' })
    .getByRole('link', { name: 'Pharmacies' })
    .click();
  const items = page.getByTestId('poi-list').getByTestId('poi-item');
  await expect(items.first()).toBeVisible();
  await mapIdle(page);
  const zoom = (): Promise<number> =>
    page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom());
  const listZoom = await zoom();
  expect(listZoom).toBeLessThan(15.5);
  const first = (await items.first().locator('.poi-item-name').textContent()) ?? '';
  expect(first).not.toBe('');
  await items.first().click();
  const card = page.locator('.place-card');
  await expect(card).toContainText(first);
  await pick('boulangerie', 'Catégorie');
  await expect(card).toHaveCount(0);
  await expect(items.first()).not.toContainText(first);
  // Back: the pharmacies again, with the card that was open (walk 67: it took two presses).
  await page.goBack();
  await expect(page).toHaveURL(/\/activite\/pharmacie/);
  await expect(card).toContainText(first);
  await expect(items.first()).toContainText(first);
  // At the street's scale it was shown at (walk 68: the town's whole list was shown instead).
  await mapIdle(page);
  expect(await zoom()).toBeGreaterThanOrEqual(16);
  // Back again closes the card, the list stays; once more leaves the list for the town.
  await page.goBack();
  await expect(card).toHaveCount(0);
  await expect(items.first()).toContainText(first);
  // The list's own view again, as when its card was closed the first time.
  await mapIdle(page);
  expect(Math.abs((await zoom()) - listZoom)).toBeLessThan(0.1);
  await page.goBack();
  await expect(page).toHaveURL(/\/plan\/rouen-76000/);
  await expect(page.getByTestId('poi-list')).toHaveCount(0);
});
