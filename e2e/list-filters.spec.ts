/**
 * The filters a list draws by their type, used as a visitor does: the hotels of Monaco by their
 * stars (− and +) and Wi-Fi (a chip) on a phone, a fuel's highest price per litre (a slider moved
 * with the keys) on a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, PHONE, SHOTS, waitForMap } from './user';

async function openApp(page: Page, app: string): Promise<number> {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await page.getByTestId(`app-${app}`).click();
  await expect(page).toHaveURL(new RegExp(`/app/${app}#\\?bbox=`));
  const items = page.getByTestId('poi-item');
  await expect(items.first()).toBeVisible();
  return items.count();
}

test('the stations whose litre of diesel is at most a price set with the slider', async ({
  page,
}) => {
  const near = await openApp(page, 'carburants');
  // Monaco's own stations are not in the French price file: the map zoomed out reaches France's.
  const items = page.getByTestId('poi-item');
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Dézoomer', exact: true }).click();
    await mapIdle(page);
  }
  await expect.poll(() => items.count()).toBeGreaterThan(near);
  await page.getByTestId('filters-open').click();
  const overlay = page.getByRole('dialog', { name: 'Filtres' });
  const slider = overlay.getByRole('slider', { name: 'Prix maximum au litre' });
  await expect(overlay.getByText('Tous les prix')).toBeVisible();
  await slider.focus();
  for (let i = 0; i < 5; i += 1) await slider.press('ArrowLeft');
  const shown = overlay.getByText(/^\d,\d\d €\/L au plus$/);
  await expect(shown).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/filters-fuel-price.png` });
  await overlay.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/f\.maxPrice=\d\.\d\d/);
  const cap = Number(/f\.maxPrice=(\d\.\d\d)/.exec(page.url())?.[1]);
  await expect(page.getByTestId('filters-open')).toHaveText('Filtres (1)');
  // Every station listed sells diesel at the price asked or less (none without a price).
  await expect(items.first()).toBeVisible();
  await expect
    .poll(async () =>
      (await items.allInnerTexts()).every((text) => {
        const price = /(\d),(\d{3}) €/.exec(text);
        return price !== null && Number(`${price[1]}.${price[2]}`) <= cap;
      }),
    )
    .toBe(true);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the hotels of Monaco with four stars or more and Wi-Fi, kept on reload', async ({
    page,
  }) => {
    const all = await openApp(page, 'hotels');
    const items = page.getByTestId('poi-item');
    await page.getByTestId('filters-open').click();
    const overlay = page.getByRole('dialog', { name: 'Filtres' });
    const stars = overlay.getByRole('group', { name: 'Nombre d’étoiles minimum' });
    await expect(stars.getByRole('status')).toHaveText('Indifférent');
    await expect(stars.getByRole('button', { name: 'Moins' })).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await stars.getByRole('button', { name: 'Plus' }).click();
    // Shown « 4 ★ et plus », read « 4 étoiles et plus » (not the symbol's name).
    await expect(stars.getByRole('status').locator('[aria-hidden="true"]')).toHaveText(
      '4 ★ et plus',
    );
    await expect(stars.getByRole('status')).toMatchAriaSnapshot('- status: 4 étoiles et plus');
    await overlay
      .getByRole('group', { name: 'Services' })
      .getByRole('button', { name: 'Wi-Fi' })
      .click();
    await expect(overlay.getByRole('button', { name: 'Wi-Fi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(overlay.getByTestId('filters-apply')).not.toHaveText(`Voir les lieux (${all})`);
    await page.screenshot({ path: `${SHOTS}/filters-hotels-phone.png` });
    await overlay.getByTestId('filters-apply').click();
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('filters-open')).toHaveText('Filtres (2)');
    await expect.poll(() => items.count()).toBeLessThan(all);
    await expect(page).toHaveURL(/f\.services=wifi/);
    await expect(page).toHaveURL(/f\.stars=4/);
    const kept = await items.count();
    expect(kept).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByTestId('filters-open')).toHaveText('Filtres (2)');
    await expect.poll(() => items.count()).toBe(kept);
  });
});
