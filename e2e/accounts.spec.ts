/**
 * Accounts as a person uses them (issue 13): create an account from the header, set home and
 * work from the map (a click, « Ajouter aux favoris »), plan « Maison → Travail » in one tap,
 * change the car's fuel and consumption and see the price change, sign out, then sign in from
 * another browser and find everything there; there, the account's travel options change the
 * price on screen, and a second visit shows the favourite prompt once. Desktop and phone.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  clickMapAt,
  mapIdle,
  openAccount,
  openItinerary,
  openMap,
  PASSWORD,
  PHONE,
  goToPlace,
  signIn,
  signUp,
  SHOTS,
  typeSearch,
} from './user';
import { LAST_SEEN_KEY, VISIT_GAP_MS } from '../src/domain/visits';

const HOME = { lng: 7.4284, lat: 43.7401 };

/** A right click on the map, then « Ajouter aux favoris » as home, work or other. */
async function addFavoriteAt(
  page: Page,
  point: { lng: number; lat: number },
  kind: RegExp,
): Promise<void> {
  await mapIdle(page);
  await clickMapAt(page, point, { button: 'right' });
  const popup = page.getByTestId('address-popup');
  await expect(popup.locator('strong')).not.toHaveText(/Recherche/);
  await popup.getByTestId('popup-favorite').click();
  const add = page.getByTestId('add-favorite');
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: kind }).click();
  await expect(page.getByTestId('add-favorite')).toHaveCount(0);
}

/** Searches a place, picks its suggestion, and adds it from its sheet as `kind`. */
async function addFavoritePlace(page: Page, typed: string, name: RegExp, kind: RegExp) {
  await typeSearch(page, typed);
  const option = page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line1', { hasText: name }) });
  await option.first().click();
  await page.getByTestId('sheet-favorite').click();
  await page.getByTestId('add-favorite').getByRole('button', { name: kind }).click();
  await expect(page.getByTestId('add-favorite')).toHaveCount(0);
}

/** The price of the car's first route, as its card shows it. */
async function carPrice(page: Page): Promise<string> {
  const card = page.getByTestId('route-voiture-0');
  await expect(card).toBeVisible();
  return (await card.getByTitle('Coût').innerText()).trim();
}

function journey(device: 'desktop' | 'phone'): void {
  test('an account keeps home, work and the car across browsers', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const email = `camille.${device}.${Date.now()}@example.fr`;
    await openMap(page);
    await signUp(page, email);
    await page.screenshot({ path: `${SHOTS}/account-${device}-signed-in.png` });
    // No « 0 sur 52 » beside « Aucun favori »: the count comes with the first favourite.
    const favoritesTitle = page.locator('#favorites-title');
    await expect(favoritesTitle).toHaveText('Mes lieux favoris');
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();

    await goToPlace(page, 'Place du Casino');
    // Home is 90 m north of the square, under a phone's mode chips at the square's zoom: one
    // step out shows it.
    if (device === 'phone') await page.getByRole('button', { name: 'Dézoomer' }).click();
    await addFavoriteAt(page, HOME, /^Maison$/);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await addFavoritePlace(page, 'Stade Louis', /^Stade Louis-II$/, /^Travail$/);
    const list = page.getByTestId('favorite');
    await expect(list).toHaveCount(2);
    await expect(list.first()).toHaveAttribute('data-favorite-type', 'home');
    await expect(favoritesTitle).toHaveText('Mes lieux favoris 2 sur 52 possibles');
    await page.screenshot({ path: `${SHOTS}/account-${device}-favorites.png` });

    await page.getByTestId('home-to-work').click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    const before = await carPrice(page);

    await page.getByTestId('open-options').click();
    await page.getByTestId('option-fuel').selectOption('B7');
    await page.getByTestId('option-consumption').fill('14');
    await page.getByTestId('overlay-apply').click();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    await expect.poll(() => carPrice(page)).not.toBe(before);
    await page.screenshot({ path: `${SHOTS}/account-${device}-price.png` });

    await openAccount(page);
    await expect(page.getByTestId('preferences-form').getByLabel(/Consommation/)).toHaveValue('14');
    // The mode icons above the fields say what they are: which mode's settings are shown.
    await expect(page.getByTestId('preferences-form').getByRole('tablist')).toHaveAccessibleName(
      'Réglages de chaque mode :',
    );
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByTestId('signin-form')).toBeVisible();

    const other = await browser.newContext(device === 'phone' ? PHONE : {});
    const fresh = await other.newPage();
    await openMap(fresh);
    await openAccount(fresh);
    await signIn(fresh, email);
    await expect(fresh.getByTestId('favorite')).toHaveCount(2);
    await expect(fresh.getByTestId('preferences-form').getByLabel(/Consommation/)).toHaveValue(
      '14',
    );
    await fresh.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await openItinerary(fresh);
    for (const [index, name] of [
      [0, 'Maison'],
      [1, 'Travail'],
    ] as const) {
      await fresh.getByTestId(`step-input-${index}`).click();
      // « Ma position » first, then home and work.
      const listed = fresh.getByTestId('suggestion').locator('.suggestion-line1');
      await expect(listed.nth(0)).toHaveText('Ma position');
      await expect(listed.nth(1)).toHaveText('Maison');
      await expect(listed.nth(2)).toHaveText('Travail');
      if (index === 0)
        await fresh.screenshot({ path: `${SHOTS}/account-${device}-step-favorites.png` });
      await listed.getByText(name, { exact: true }).click();
    }
    await expect(fresh.getByTestId('itinerary-results')).toBeVisible();
    expect(await carPrice(fresh)).not.toBe(before);
    await expect(fresh.getByTestId('favorite-prompt')).toHaveCount(0);

    // The account's travel options, over the results: their price follows at once.
    const kept = await carPrice(fresh);
    await openAccount(fresh);
    const options = fresh.getByTestId('preferences-form');
    await options.getByLabel(/Consommation/).fill('4');
    await options.getByLabel(/Consommation/).press('Tab');
    await expect(options.getByRole('status')).toHaveText('Options enregistrées');
    await fresh.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await expect.poll(() => carPrice(fresh)).not.toBe(kept);
    await fresh.screenshot({ path: `${SHOTS}/account-${device}-price-followed.png` });

    // A second visit (a new tab, more than half an hour later): the favourite prompt shows,
    // then not again within 7 days.
    for (const visit of [2, 3]) {
      await fresh.evaluate(([key, gap]) => localStorage.setItem(key, String(Date.now() - gap)), [
        LAST_SEEN_KEY,
        VISIT_GAP_MS + 60_000,
      ] as const);
      const tab = await other.newPage();
      await openMap(tab);
      await openItinerary(tab);
      await tab.getByTestId('itinerary-home-to-work').click();
      await expect(tab.getByTestId('itinerary-results')).toBeVisible();
      const prompt = tab.getByTestId('favorite-prompt');
      if (visit === 2) {
        await expect(prompt).toBeVisible();
        await prompt.scrollIntoViewIfNeeded();
        await tab.screenshot({ path: `${SHOTS}/account-${device}-prompt.png` });
        await prompt.getByRole('button', { name: 'Plus tard' }).last().click();
        await expect(prompt).toHaveCount(0);
      } else {
        await expect(tab.getByTestId('route-voiture-0')).toBeVisible();
        await expect(prompt).toHaveCount(0);
      }
      await tab.close();
    }
    await other.close();
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  journey('desktop');

  test('a wrong password and a duplicate favourite get the spec’s messages', async ({ page }) => {
    const email = `dominique.${Date.now()}@example.fr`;
    await openMap(page);
    await signUp(page, email);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    const form = page.getByTestId('signin-form');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Mot de passe').fill('pas le bon mot de passe');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
    // An address the browser lets through but the server refuses: the form says what to check.
    await form.getByLabel('Adresse e-mail').fill('dominique@example');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Cette adresse e-mail n’est pas valide : vérifiez-la (elle s’écrit comme nom@exemple.fr).',
    );
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Mot de passe').fill(PASSWORD);
    await form.getByLabel('Mot de passe').press('Enter');
    await expect(page.getByTestId('account-hello')).toContainText('Bonjour Camille');
    // The form that had the focus is gone: the dialog keeps it, and Escape still closes it.
    await expect(page.getByTestId('account-overlay')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-overlay')).toHaveCount(0);
    await goToPlace(page, 'Place du Casino');
    await addFavoriteAt(page, HOME, /^Autre favori$/);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await mapIdle(page);
    await clickMapAt(page, HOME, { button: 'right' });
    await page.getByTestId('address-popup').getByTestId('popup-favorite').click();
    await page.getByTestId('add-favorite').getByRole('button', { name: 'Autre favori' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ce lieu a déjà été ajouté à vos favoris.');
    await expect(page.getByTestId('favorite')).toHaveCount(1);

    // The other favourite gets a name of its own.
    await page
      .getByTestId('favorite')
      .getByRole('button', { name: /Renommer/ })
      .click();
    const rename = page.getByTestId('favorite-rename');
    await rename.getByLabel('Nom du lieu').fill('Chez Lou');
    await rename.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('favorite').locator('strong')).toHaveText('Chez Lou');
    // A favourite of the list shows its place on the map, at its point: the address it was kept
    // under, not that address geocoded again (a click's street or town would land elsewhere).
    const kept = await page.getByTestId('favorite-open').locator('span').innerText();
    await page.getByTestId('favorite-open').click();
    await expect(page.getByTestId('account-overlay')).toHaveCount(0);
    await expect(page).toHaveURL(/\/plan#\/[^?]+\?point=7\.\d+,43\.\d+$/);
    const card = page.getByTestId('address-card');
    await expect(card).toContainText(kept.split(',')[0]!);
    // The card says it is kept, under the name given to it.
    const keptName = card.getByTestId('address-favorite-name');
    await expect(keptName).toHaveText(/^\s·\sChez Lou$/);
    await page.screenshot({ path: `${SHOTS}/favorite-kept-name.png` });
    // Read back from its address after a reload, at the same point.
    await page.reload();
    await expect(card).toContainText(kept.split(',')[0]!);
    await expect(keptName).toHaveText(/^\s·\sChez Lou$/);
  });

  test('an address found with the search box is kept from its card', async ({ page }) => {
    await openMap(page);
    await signUp(page, `sacha.${Date.now()}@example.fr`);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await typeSearch(page, 'Boulevard des Moulins');
    await page
      .getByTestId('suggestion')
      .filter({ hasText: 'Boulevard des Moulins' })
      .first()
      .click();
    await expect(page.getByTestId('address-card')).toBeVisible();
    await page.getByTestId('address-favorite').click();
    const add = page.getByTestId('add-favorite');
    await expect(add).toContainText('Boulevard des Moulins');
    await add.getByRole('button', { name: /^Autre favori$/ }).click();
    await expect(add).toHaveCount(0);
    const kept = page.getByTestId('favorite-open').filter({ hasText: 'Boulevard des Moulins' });
    await expect(kept).toBeVisible();
    // The address's card under the account says it is kept, no longer « Ajouter aux favoris ».
    await expect(page.getByTestId('address-favorite')).toHaveAttribute('data-kept', 'true');
    await expect(page.getByTestId('address-favorite')).toHaveText('Dans vos favoris');
    // Removed by mistake, then put back with « Annuler », as Google Maps offers.
    await page.getByRole('button', { name: /^Supprimer Boulevard des Moulins/ }).click();
    const undo = page.getByTestId('favorite-undo');
    await expect(undo).toContainText('a été retiré de vos favoris');
    await expect(kept).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/favorite-undo.png` });
    await undo.getByRole('button', { name: /^Remettre «\sBoulevard des Moulins/ }).click();
    await expect(undo).toHaveCount(0);
    await expect(kept).toBeVisible();
    // Read back from the server (the account stays open: its address says so).
    await page.reload();
    await expect(kept).toBeVisible();
  });

  test('a place kept says so on its sheet, and opens again from the account', async ({ page }) => {
    await openMap(page);
    await signUp(page, `alix.${Date.now()}@example.fr`);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await addFavoritePlace(page, 'Stade Louis', /^Stade Louis-II$/, /^Autre favori$/);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    const stadium = page.url();
    await expect(page.getByTestId('sheet-favorite')).toHaveText('Dans vos favoris');
    // Elsewhere, then back from the account's list.
    await goToPlace(page, 'Place du Casino');
    await openAccount(page);
    await page.getByTestId('favorite-open').filter({ hasText: 'Stade Louis-II' }).click();
    await expect(page.getByTestId('account-overlay')).toHaveCount(0);
    await expect(page).toHaveURL(stadium);
    await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toHaveText(
      'Stade Louis-II',
    );
    await expect(page.getByTestId('sheet-favorite')).toHaveText('Dans vos favoris');
    // And from the search box, as Google Maps lists « Domicile » there: the favourite first.
    await goToPlace(page, 'Place du Casino');
    const input = page.getByTestId('search-input');
    await input.click();
    await input.fill('');
    const first = page.getByTestId('suggestion').first();
    await expect(first).toHaveClass(/suggestion--favorite-other/);
    await expect(first.locator('.suggestion-line1')).toHaveText('Stade Louis-II');
    await input.pressSequentially('stade', { delay: 20 });
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('suggestion').nth(1)).toBeVisible();
    await expect(first.locator('.suggestion-line1')).toHaveText('Stade Louis-II');
    await expect(page.getByTestId('suggestion').filter({ hasText: 'Stade Louis-II' })).toHaveCount(
      1,
    );
    await page.screenshot({ path: `${SHOTS}/search-box-favorite.png` });
    await first.click();
    await expect(page).toHaveURL(stadium);
    await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toHaveText(
      'Stade Louis-II',
    );
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);
  journey('phone');
});
