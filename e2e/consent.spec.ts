/**
 * Consent as a first-time visitor meets it (issue 15): the banner on the first page, « Tout
 * refuser » leaving the browser's storage empty and sending nothing elsewhere, a search not kept
 * across a reload; the footer's « Cookies » link reopening the choices, storage granted there and
 * the history kept from then on; the dialog used with the keyboard only; a corrupted cookie asked
 * again; the banner on a phone. Every other journey starts as a visitor who accepted.
 */
import { expect, test, type Page } from '@playwright/test';
import { openMap, PHONE, SHOTS, signUp, typeSearch, waitForMap } from './user';

test.use({ storageState: { cookies: [], origins: [] } });

/** Every key of the page's local and session storage. */
async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
}

/** Searches « bd des moul » and picks Boulevard des Moulins, as the search journey does. */
async function pickBoulevard(page: Page): Promise<void> {
  await typeSearch(page, 'bd des moul');
  const first = page.getByTestId('suggestion').first();
  await expect(first).toContainText('Boulevard des Moulins');
  await first.click();
  await expect(page.getByTestId('address-card')).toContainText('Boulevard des Moulins');
}

/** Focuses the empty search box: the history, when kept, is listed first. */
async function historyShown(page: Page): Promise<boolean> {
  const input = page.getByTestId('search-input');
  await input.fill('');
  await input.focus();
  const first = page.getByTestId('suggestion').first();
  const recent =
    (await first.count()) > 0 && (await first.innerText()).includes('Recherche récente');
  await input.press('Escape');
  return recent;
}

test('refused: nothing kept, nothing sent elsewhere; then storage granted from the footer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    // MapLibre's worker runs from a blob: of this origin; anything else is another site.
    const url = r.url().replace(/^blob:/, '');
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) elsewhere.push(r.url());
  });
  await openMap(page);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/consent-desktop-banner.png` });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toHaveCount(0);

  await pickBoulevard(page);
  expect(await storedKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByTestId('search-input')).toBeVisible();
  expect(await historyShown(page)).toBe(false);
  expect(await storedKeys(page)).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toEqual(['periple_consent']);

  await page.getByTestId('consent-link').click();
  const dialog = page.getByTestId('consent-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(12 + 7);
  await page.screenshot({ path: `${SHOTS}/consent-desktop-dialog.png` });
  await dialog.getByTestId('consent-purpose-storage').click();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toHaveCount(0);
  await pickBoulevard(page);
  expect(await storedKeys(page)).toContain('periple.search.history');
  await page.reload();
  await expect(page.getByTestId('search-input')).toBeVisible();
  expect(await historyShown(page)).toBe(true);
  expect(elsewhere).toEqual([]);
});

test('« Tout refuser » tapped on the first paint, before the app has started, is the answer', async ({
  page,
}) => {
  // A slow phone: the page's shell (and its banner) is up, the app's script not yet run.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the page's load, which waits for the held script.
  await page.goto('/plan?e2e=1', { waitUntil: 'commit' });
  const shell = page.locator('.boot-consent');
  await expect(shell).toBeVisible();
  await shell.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(shell).toBeHidden();
  release();
  await waitForMap(page);
  // The app took the answer: no banner asks again, now or after a reload, and nothing is kept.
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'periple_consent'))
    .toBe(true);
  await page.reload();
  await waitForMap(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(await storedKeys(page)).toEqual([]);
});

test('the choices with the keyboard only: focus kept in the dialog, Escape refuses', async ({
  page,
}) => {
  await openMap(page);
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Personnaliser' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('consent-dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  const [cookie] = await page.context().cookies();
  expect(decodeURIComponent(cookie?.value ?? '')).toMatch(/^1\|1\|\d+\|\|$/);
});

test('a corrupted consent cookie is no answer: the banner asks again', async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([
      { name: 'periple_consent', value: '1%7C1%7Cforged%7Cstorage%7C', url: baseURL ?? '' },
    ]);
  await openMap(page);
  await expect(page.getByTestId('consent-banner')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the banner leaves the map usable above it, and « Tout accepter » keeps storage', async ({
    page,
  }) => {
    await openMap(page);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    // Not full screen: the upper half of the map stays in view.
    expect(box?.y ?? 0).toBeGreaterThan(height / 2);
    await page.screenshot({ path: `${SHOTS}/consent-phone-banner.png` });
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedKeys(page)).toContain('periple.visits');
  });
});

test('refused: the language chosen is kept all the same, and nothing else', async ({ page }) => {
  await openMap(page);
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toHaveCount(0);
  await page.getByTestId('locale').selectOption('en-GB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  // A search made meanwhile is kept nowhere.
  await pickBoulevard(page);
  // A preference of the interface the visitor asked for: the CNIL exempts it from consent.
  expect(await storedKeys(page)).toEqual(['periple.locale']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', /Address/);
});

test('refused: a person who signs in stays signed in on reload, and nothing else is kept', async ({
  page,
}) => {
  // Signing up hashes a password on the server: as the accounts' tests, a loaded CI needs time.
  test.setTimeout(180_000);
  await openMap(page);
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toHaveCount(0);
  await signUp(page, `claude.${Date.now()}@example.fr`);
  // Signing in is the service asked for: its token is exempt from consent (CNIL).
  expect(await storedKeys(page)).toEqual(['periple.account.token']);
  // The account was open when the page reloaded: its address keeps it open, signed in.
  await page.reload();
  await expect(page.getByTestId('account-overlay')).toBeVisible();
  await expect(page.getByTestId('account-hello')).toContainText('Bonjour Camille');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByTestId('signin-form')).toBeVisible();
  expect(await storedKeys(page)).toEqual([]);
});

test('in Dutch, the choices name their partners in Dutch and keep their answers in reach', async ({
  page,
}) => {
  await openMap(page);
  await page.getByTestId('locale').selectOption('nl-BE');
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Aanpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mijn keuzes beheren' });
  await expect(dialog.getByTestId('consent-vendor-ad-partner-1')).toContainText('Reclamepartner 1');
  await expect(dialog.getByTestId('consent-vendor-operator')).toContainText('Site-uitbater');
  await expect(dialog).not.toContainText('Partenaire');
  // The purposes scroll; « Mijn keuzes opslaan » stays at the foot of the dialog.
  const save = dialog.getByRole('button', { name: 'Mijn keuzes opslaan' });
  await expect(save).toBeInViewport();
  await dialog.getByTestId('consent-purpose-storage').getByRole('switch').check();
  await save.click();
  await expect(dialog).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain('periple_consent');
});
