/**
 * The core journey as a traveller meets it (issue 10), on a desktop and on a phone: type two
 * addresses in the itinerary and compare the modes, search a category then an address, start an
 * itinerary from the map, use « Ma position ». Everything is typed, picked and clicked.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import {
  clickMapAt,
  openItinerary,
  openMap,
  PHONE,
  pickStep,
  policyViolations,
  roadbookNames,
  goToPlace,
  searchFor,
  SHOTS,
  typeInStep,
  typeSearch,
  watchPolicyViolations,
} from './user';

mkdirSync(SHOTS, { recursive: true });

const CASINO = /Place du Casino/;
const MOULINS = /18 Boulevard des Moulins/;

/** The place the « Ma position » journey is at: Monaco-Ville. */
const MONACO_VILLE = { latitude: 43.7311, longitude: 7.4197 };

async function typedTrip(page: Page, device: string): Promise<void> {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', CASINO);
  await pickStep(page, 1, '18 bd des moul', MOULINS);
  // Both ends chosen: the itinerary computes without another click.
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/journey-${device}-results.png` });
}

function journeys(device: 'desktop' | 'phone'): void {
  test('type two addresses, compare the modes, read the names in the roadbook, GPX, and the expense report of the car only', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await watchPolicyViolations(page);
    await typedTrip(page, device);
    // The answers were checked (zod) without code the page's policy refuses.
    expect(await policyViolations(page)).toEqual([]);
    // Every field has a name or an id, as browsers' autofill and Chromium's Issues panel expect.
    const unnamed = 'input:not([id]):not([name]), select:not([id]):not([name])';
    await expect(page.locator(unnamed)).toHaveCount(0);
    // The share link carries the real names.
    expect(decodeURIComponent(page.url())).toMatch(/Place du Casino, 98000 Monaco@.*18 Boulevard/);
    for (const route of ['voiture-0', 'velo-0', 'marche-0'])
      await expect(page.getByTestId(`route-${route}`)).toBeVisible();
    await page.getByTestId('sort-duration').click();
    await page.getByTestId('route-marche-0').click();
    await expect(page).toHaveURL(/\/marche\/marche-0/);
    await page.getByTestId('open-roadbook').click();
    await expect(page).toHaveURL(/feuille_de_route\/marche-0/);
    const names = await roadbookNames(page);
    expect(names.from).toMatch(CASINO);
    expect(names.to).toMatch(MOULINS);
    const download = page.waitForEvent('download');
    await page.getByTestId('gpx').click();
    const gpx = readFileSync(await (await download).path(), 'utf8');
    expect(gpx).toContain('<name>Place du Casino, 98000 Monaco</name>');
    expect(gpx).toContain('<name>18 Boulevard des Moulins, 98000 Monaco</name>');
    // A walk costs no fuel: no mileage expense report (the car's is read in itinerary.spec).
    await expect(page.getByTestId('open-expense')).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByTestId('route-voiture-0').click();
    await page.getByTestId('open-roadbook').click();
    await page.getByTestId('open-expense').click();
    await expect(page.getByTestId('expense-report')).toContainText('Place du Casino');
    await expect(page.getByTestId('expense-report')).toContainText('18 Boulevard des Moulins');
    expect(errors).toEqual([]);
  });

  test('swap A and B: the route is computed again at once', async ({ page }) => {
    await typedTrip(page, device);
    const before = page.url();
    await page.getByRole('button', { name: 'Inverser « Départ » et le point suivant' }).click();
    await expect(page.getByTestId('step-input-0')).toHaveValue(MOULINS);
    await expect(page.getByTestId('step-input-1')).toHaveValue(CASINO);
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect
      .poll(() => decodeURIComponent(page.url()))
      .toMatch(/\/voiture\/18 Boulevard.*\/Place du Casino.*\/voiture-0/);
    expect(page.url()).not.toBe(before);
    if (device !== 'phone') return;
    // The header's search over the results, then closed: the trip is there as it was.
    const swapped = page.url();
    await page.getByTestId('search-opener').click();
    await expect(page.getByTestId('search-input')).toBeFocused();
    await page.getByRole('button', { name: 'Fermer la recherche' }).click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.getByTestId('route-voiture-0')).toHaveAttribute('aria-pressed', 'true');
    expect(page.url()).toBe(swapped);
  });

  test('text typed and not picked is found when « Calculer » is clicked; nonsense is named', async ({
    page,
  }) => {
    await openMap(page);
    await openItinerary(page);
    await typeInStep(page, 0, 'Place du Casino');
    await page.keyboard.press('Escape');
    await typeInStep(page, 1, 'qzxwv kjhgf');
    await page.keyboard.press('Escape');
    await page.getByTestId('compute').click();
    await expect(page.getByTestId('itinerary-error')).toContainText(
      'Aucun lieu ne correspond à « qzxwv kjhgf » (Arrivée).',
    );
    await page.getByTestId('step-input-1').fill('');
    await typeInStep(page, 1, '18 boulevard des Moulins');
    await page.keyboard.press('Escape');
    await page.getByTestId('compute').click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.getByTestId('step-input-0')).toHaveValue(CASINO);
    await expect(page.getByTestId('step-input-1')).toHaveValue(MOULINS);
  });

  test('an arrival typed and not picked waits for « Calculer », then is found near the map', async ({
    page,
  }) => {
    await openMap(page);
    await openItinerary(page);
    const computed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/multipath/routes')) computed.push(r.url());
    });
    // Typed, its list seen, not picked: the person goes on to the departure.
    await typeInStep(page, 1, 'villa');
    await expect(page.getByTestId('suggestion').first()).toBeVisible();
    await pickStep(page, 0, 'Place du Casino', CASINO);
    // Nothing computed toward a « villa » somewhere (a departure picked computed at once to
    // whatever the typed text was found to be, a town across France).
    await expect(page.getByTestId('step-input-1')).toHaveValue('villa');
    await expect(page.getByTestId('itinerary-input')).toBeVisible();
    expect(computed).toEqual([]);
    await page.getByTestId('compute').click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    // Found where the map is, as the field listed it: a villa of Monaco.
    await expect(page.getByTestId('step-input-1')).toHaveValue(/Villa .*(Monaco|Beausoleil)$/);
  });

  test('keyboard in a step field: arrows, Enter on the highlighted one, Enter picks the first', async ({
    page,
  }) => {
    await openMap(page);
    await openItinerary(page);
    // Three avenues start so: the second is highlighted by two presses.
    await typeInStep(page, 0, 'av princ');
    const options = page.getByTestId('suggestion');
    await expect(options.nth(1)).toBeVisible();
    const second = (await options.nth(1).innerText()).split('\n')[0]!;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-input-0')).toHaveValue(new RegExp(second));
    await typeInStep(page, 1, 'Place du Casino');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.getByTestId('step-input-1')).toHaveValue(CASINO);
  });

  test('« Ma position » as the departure', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MONACO_VILLE);
    await openMap(page);
    await openItinerary(page);
    await page.getByTestId('step-input-0').click();
    await page.getByTestId('suggestion').filter({ hasText: 'Ma position' }).click();
    await pickStep(page, 1, 'Place du Casino', CASINO);
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    // The position is named by its address once the trip is computed.
    await expect(page.getByTestId('step-input-0')).toHaveValue(/98000 Monaco/);
  });

  test('with the position on the map, directions to a place leave from « Ma position » at once', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MONACO_VILLE);
    await openMap(page);
    await page.getByTestId('geolocate').click();
    await expect(page.getByTestId('geolocate')).toHaveAttribute('aria-pressed', 'true');
    await goToPlace(page, 'Place du Casino');
    await page.getByTestId('address-directions').click();
    // As in Google Maps: the trip is computed from the position the map shows, no field to fill.
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect(page.getByTestId('step-input-1')).toHaveValue(CASINO);
    await expect(page.getByTestId('step-input-0')).toHaveValue(/98000 Monaco/);
    // Back: the form toward the place, not computed again.
    await page.goBack();
    await expect(page.getByTestId('itinerary-input')).toBeVisible();
    // The date chosen over that form stays chosen: closing the overlay computes nothing.
    await page.getByTestId('open-datetime').click();
    await page.getByTestId('when-DEPARTURE_LATER').click();
    await page.getByTestId('overlay-apply').click();
    await expect(page.getByTestId('open-datetime')).toHaveText(/Départ le/);
    await expect(page.getByTestId('itinerary-input')).toBeVisible();
    await expect(page.getByTestId('itinerary-results')).toHaveCount(0);
    // Back again: the place.
    await page.goBack();
    await expect(page).toHaveURL(/\/plan\/lieu\//);
  });

  test('search a category, then an address: the address replaces the list', async ({ page }) => {
    await openMap(page);
    await searchFor(page, 'restaurant');
    await expect(page).toHaveURL(/\/activite\/restaurant/);
    await expect(page.getByTestId('listing-page')).toBeVisible();
    await expect(page.locator('.poi-marker, .poi-cluster').first()).toBeAttached();
    await searchFor(page, '18 bd des moulins');
    await expect(page).toHaveURL(/\/plan#\/18-boulevard-des-moulins/);
    await expect(page.getByTestId('listing-page')).toHaveCount(0);
    await expect(page.getByText('18 Boulevard des Moulins').first()).toBeVisible();
    // The restaurants left the map with their list.
    await expect(page.locator('.poi-marker, .poi-cluster')).toHaveCount(0);
    // And a suggestion clicked over a list replaces it too.
    await searchFor(page, 'pharmacie');
    await expect(page).toHaveURL(/\/activite\/pharmacie/);
    await typeSearch(page, 'Place du Casino');
    await page.getByTestId('suggestion').filter({ hasText: CASINO }).first().click();
    await expect(page).not.toHaveURL(/activite/);
    await expect(page.locator('.poi-marker, .poi-cluster')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/journey-${device}-search-replaces-list.png` });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  journeys('desktop');

  test("a right click opens the point's card; Escape closes it, from the map or from the card", async ({
    page,
  }) => {
    await openMap(page);
    const popup = page.getByTestId('address-popup');
    await clickMapAt(page, { lng: 7.4284, lat: 43.7401 }, { button: 'right' });
    await expect(popup.locator('strong')).not.toHaveText(/Recherche/);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // Again, Tab into the card first: Escape from inside it closes it too.
    await clickMapAt(page, { lng: 7.4284, lat: 43.7401 }, { button: 'right' });
    await expect(popup.locator('strong')).not.toHaveText(/Recherche/);
    await popup.getByTestId('popup-directions-to').focus();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/plan/);
  });

  test('a map click: « Itinéraire vers ici », then a typed departure', async ({ page }) => {
    await openMap(page);
    await goToPlace(page, 'Place du Casino');
    await clickMapAt(page, { lng: 7.4284, lat: 43.7401 }, { button: 'right' });
    const popup = page.getByTestId('address-popup');
    await expect(popup.locator('strong')).not.toHaveText(/Recherche/);
    await popup.getByTestId('popup-directions-to').click();
    await expect(page).toHaveURL(/\/itineraire#\/vers\//);
    await expect(page.getByTestId('step-input-1')).not.toHaveValue('');
    await pickStep(page, 0, 'Place du Casino', CASINO);
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);
  journeys('phone');
});
