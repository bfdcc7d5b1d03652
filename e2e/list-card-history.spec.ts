/**
 * A result's card over a list is a history entry, as in Google Maps: Back closes the card and
 * leaves the list on screen; Forward shows the card again; its ✕ closes it the same way.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openMap, PHONE, searchFor, SHOTS, type PeripleWindow } from './user';

async function openStations(page: Page): Promise<void> {
  await openMap(page);
  await searchFor(page, 'Beausoleil');
  const town = page.getByTestId('town-page');
  await expect(town.getByRole('heading', { name: 'Beausoleil' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'À proximité' })
    .getByRole('link', { name: 'Stations-service' })
    .click();
  await expect(page.getByRole('region', { name: 'Stations-service' })).toBeVisible();
}

async function walk(page: Page, device: 'desktop' | 'phone'): Promise<void> {
  const shot = `list-card-history-${device}`;
  await openStations(page);
  const list = page.getByRole('region', { name: 'Stations-service' });
  const items = list.getByTestId('poi-item');
  await expect(items).toHaveCount(3);
  const listUrl = page.url();
  await items.first().click();
  const card = page.getByTestId('fuel-card');
  await expect(card).toBeVisible();
  // The stations have no names: the card is told apart by its address.
  const address = card.locator('.place-card-line').first();
  const street = (await address.textContent()) ?? '';
  expect(street).not.toBe('');
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/${shot}-card.png` });
  // Back: the card goes, the list stays.
  await page.goBack();
  await expect(card).toHaveCount(0);
  await expect(items).toHaveCount(3);
  expect(page.url()).toBe(listUrl);
  // Forward: the same card again.
  await page.goForward();
  await expect(address).toHaveText(street);
  if (device === 'desktop') {
    // Beside the list (the phone's card covers it), another result replaces the card, in the same entry.
    await items.nth(1).click();
    await expect(address).not.toHaveText(street);
  }
  // Its ✕ closes it; Back then leaves the list for the town's page.
  await card.getByRole('button', { name: 'Fermer' }).click();
  await expect(card).toHaveCount(0);
  await expect(items).toHaveCount(3);
  await page.goBack();
  await expect(page.getByTestId('town-page')).toBeVisible();
}

test('Back closes a result’s card and leaves the list on screen', async ({ page }) => {
  await walk(page, 'desktop');
});

test('the pointer resting on a result marks its pin, and resting on a pin marks its line', async ({
  page,
}) => {
  await openStations(page);
  const list = page.getByRole('region', { name: 'Stations-service' });
  const lines = list.locator('li.poi-item');
  await expect(lines).toHaveCount(3);
  await mapIdle(page);
  const first = (await lines.first().getAttribute('data-poi-id')) ?? '';
  const pin = (id: string) => page.locator(`.poi-marker[data-poi-id="${id}"]`);
  // At the list's zoom each station has its own pin.
  await expect(pin(first)).toHaveCount(1);
  await lines.first().hover();
  await expect(pin(first)).toHaveClass(/poi-marker--highlighted/);
  await page.screenshot({ path: `${SHOTS}/list-hover-mark-desktop.png` });
  // On the way to another pin, the first one is lowered and the second's line marked.
  const second = (await lines.nth(1).getAttribute('data-poi-id')) ?? '';
  await pin(second).hover();
  await expect(lines.nth(1)).toHaveClass(/poi-item--highlighted/);
  await expect(pin(second)).toHaveClass(/poi-marker--highlighted/);
  await expect(pin(first)).not.toHaveClass(/poi-marker--highlighted/);
  // The pointer gone to the header: nothing marked.
  await page.getByRole('banner').hover({ position: { x: 5, y: 5 } });
  await expect(list.locator('li.poi-item--highlighted')).toHaveCount(0);
  await expect(page.locator('.poi-marker--highlighted')).toHaveCount(0);
});

test('a station dragged half under the list, clicked, is brought into sight beside it', async ({
  page,
}) => {
  await openStations(page);
  const list = page.getByRole('region', { name: 'Stations-service' });
  await expect(list.locator('li.poi-item')).toHaveCount(3);
  await mapIdle(page);
  const panel = await list.boundingBox();
  const id = (await list.locator('li.poi-item').first().getAttribute('data-poi-id')) ?? '';
  const pin = page.locator(`.poi-marker[data-poi-id="${id}"]`);
  const start = await pin.boundingBox();
  if (!panel || !start) throw new Error('no list or no pin');
  // Dragged by hand until the pin's middle is 2 px right of the list: half of it under the list.
  const shift = panel.x + panel.width + 2 - (start.x + start.width / 2);
  // Grabbed at the right, let go over the map still (not over the list).
  const grab = { x: panel.x + panel.width - shift + 100, y: start.y + start.height + 60 };
  const zoom = () =>
    page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom());
  const before = await zoom();
  // The list is asked again for the new box, 500 ms after the move: its answer redraws the pins.
  const asked = page.waitForResponse((r) => r.url().includes('/api/geoentity/rubrics/'));
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + shift / 2, grab.y, { steps: 5 });
  await page.mouse.move(grab.x + shift, grab.y, { steps: 5 });
  await page.mouse.up();
  await asked;
  await expect(list.locator('.poi-list-body')).toHaveAttribute('aria-busy', 'false');
  await mapIdle(page);
  await expect(pin).toHaveCount(1);
  // The map stays where the hand left it (it used to fit the list's box again, zooming out).
  expect(await zoom()).toBe(before);
  const dragged = await pin.boundingBox();
  if (!dragged) throw new Error('the station’s pin is not drawn after the drag');
  expect(dragged.x).toBeLessThan(panel.x + panel.width);
  // Its visible half clicked: its card opens and the map brings its whole pin beside the list.
  await page.mouse.click(panel.x + panel.width + 6, dragged.y + dragged.height / 2);
  await expect(page.getByTestId('fuel-card')).toBeVisible();
  await expect(pin).toHaveClass(/poi-marker--focused/);
  await mapIdle(page);
  await expect
    .poll(async () => (await pin.boundingBox())?.x ?? 0)
    .toBeGreaterThanOrEqual(panel.x + panel.width);
  // The pin went from under the mouse: the mouse moved on, it is not left marked.
  await page.mouse.move(panel.x + panel.width + 40, dragged.y + 60, { steps: 3 });
  await expect(page.locator('.poi-marker--highlighted')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/list-marker-revealed-desktop.png` });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('Back closes a result’s card and leaves the list on screen', async ({ page }) => {
    await walk(page, 'phone');
  });
});
