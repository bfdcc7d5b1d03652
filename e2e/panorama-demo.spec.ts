/**
 * Street-level pictures (§2 `#/360-plein-ecran/{panoramicId}`), on the demo server, whose
 * Panoramax instance is the recorded one of playwright.config.ts: a visitor searches the Casino
 * de Monte-Carlo, finds « Vue 360° » on its sheet, opens it, the view looks toward the casino, they
 * turn it with the arrow keys and by dragging, read who took it and under which licence, and go
 * back to the sheet. Desktop and phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE, SHOTS, typeSearch, waitForMap } from './user';

/** Types the casino's name in the header's search and picks it: its sheet opens. */
async function openCasinoSheet(page: Page): Promise<void> {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await typeSearch(page, 'Casino de Monte');
  await page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line1', { hasText: /^Casino de Monte Carlo$/ }) })
    .first()
    .click();
  await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toHaveText(
    'Casino de Monte Carlo',
  );
}

/** Where the view looks, as the page writes it for the tests. */
async function heading(page: Page): Promise<number> {
  return Number(await page.getByTestId('panorama-picture').getAttribute('data-heading'));
}

function journey(device: 'desktop' | 'phone'): void {
  test('« Vue 360° » from a sheet: toward the place, turned, credited, closed by back', async ({
    page,
  }) => {
    await openCasinoSheet(page);
    const link = page.getByTestId('panorama-link');
    await expect(link).toContainText('Vue 360°');
    await expect(link).toContainText('Photo du 14 juin 2025');
    await page.screenshot({ path: `${SHOTS}/panorama-${device}-sheet.png` });
    await link.click();

    const dialog = page.getByRole('dialog', { name: 'Vue 360°' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#\/360-plein-ecran\/5b1e4c1a-3f0e-4d7e-9a51-1c2f0a9d7e01$/);
    const picture = page.getByTestId('panorama-picture');
    await expect(picture).toHaveAttribute('data-sharp', 'true');
    // The casino is south-west of where the picture was taken (228°).
    await expect(picture).toHaveAttribute('data-heading', '228');
    await expect(page.getByTestId('panorama-toward')).toHaveText('Vue vers le sud-ouest');
    await expect(page.getByTestId('panorama-credits')).toContainText(
      'Photo : Contributeur de test · licence CC-BY-SA-4.0 · 14 juin 2025',
    );
    await expect(page.getByRole('link', { name: 'Voir sur Panoramax' })).toHaveAttribute(
      'href',
      /#focus=pic&pic=5b1e4c1a-3f0e-4d7e-9a51-1c2f0a9d7e01$/,
    );
    await page.screenshot({ path: `${SHOTS}/panorama-${device}-view.png` });

    // The picture has the focus: the arrow keys turn it at once.
    await expect(picture).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(picture).toHaveAttribute('data-heading', '258');
    await expect(page.getByTestId('panorama-toward')).toHaveText('Vue vers l’ouest');
    await page.getByRole('button', { name: 'Tourner à gauche' }).click();
    await expect(picture).toHaveAttribute('data-heading', '228');
    // On the button, the arrow keys still turn the view.
    await page.keyboard.press('ArrowLeft');
    await expect(picture).toHaveAttribute('data-heading', '198');
    // A drag to the left turns the view to the right.
    const box = (await picture.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => heading(page)).toBeGreaterThan(198);
    expect(await heading(page)).toBeLessThan(360);

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('poi-page').getByRole('heading', { level: 1 })).toHaveText(
      'Casino de Monte Carlo',
    );
    await expect(page.getByTestId('panorama-link')).toBeVisible();
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });
  journey('desktop');

  test('a link to an unknown picture says so; Escape closes it onto the map home', async ({
    page,
  }) => {
    await page.goto('/plan?e2e=1#/360-plein-ecran/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('dialog', { name: 'Vue immersive' })).toContainText(
      "Cette vue immersive n'existe pas ou plus.",
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The map home, with the view it writes in its own fragment.
    await expect(page).toHaveURL(/\/plan\?e2e=1(#\?bbox=[-\d.,]+)?$/);
  });

  test('an address’s page offers it too, under its card', async ({ page }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await typeSearch(page, 'Place du Casino');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/plan\/lieu\/place-du-casino/);
    const link = page.getByTestId('address-page').getByTestId('panorama-link');
    await expect(link).toContainText('Vue 360°');
    await link.click();
    await expect(page.getByTestId('panorama-picture')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('address-page')).toBeVisible();
  });

  test('a place with no picture within 100 m has no « Vue 360° »', async ({ page }) => {
    await page.goto('/plan?e2e=1');
    await waitForMap(page);
    await typeSearch(page, 'Petit Casino');
    const answered = page.waitForResponse(/\/api\/panoramics\/nearest/);
    await page
      .getByTestId('suggestion')
      .filter({ has: page.locator('.suggestion-line1', { hasText: /^Petit Casino$/ }) })
      .first()
      .click();
    const sheet = page.getByTestId('poi-page');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Petit Casino');
    // The answer came and said « none ».
    expect(await (await answered).json()).toMatchObject({ data: { picture: null } });
    await expect(sheet.getByTestId('sheet-directions')).toBeVisible();
    await expect(page.getByTestId('panorama-link')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);
  journey('phone');
});
