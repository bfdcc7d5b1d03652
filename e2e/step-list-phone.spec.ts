/**
 * An itinerary field's suggestions on a phone: the form is a sheet at the bottom of the screen,
 * and a list opened under its field would hang below the screen's edge, its last places out of
 * reach. While the list is open the form moves to the top, with no map button over it.
 */
import { expect, test, type Page } from '@playwright/test';
import { openItinerary, openMap, PHONE, SHOTS, typeInStep } from './user';

test.use(PHONE);

/** Every part of the element is on the screen. */
async function expectOnScreen(page: Page, testId: string): Promise<void> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test('the lists of both fields stay on the screen; the last place is tapped and picked', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  for (const index of [0, 1]) {
    await typeInStep(page, index, 'Boulevard');
    const list = page.getByRole('listbox');
    // Enough places to reach past the screen's edge from a field at the bottom.
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThanOrEqual(8);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    const box = (await list.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
    // Nothing of the map's (zoom, position, layers) covers the list or the field.
    const covered = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="listbox"]') !== null,
      [box.x + box.width - 8, box.y + 12],
    );
    expect(covered).toBe(true);
    await expectOnScreen(page, `step-input-${index}`);
    if (index === 0) await page.screenshot({ path: `${SHOTS}/step-list-phone.png` });
    const last = list.getByRole('option').last();
    const name = (await last.locator('.suggestion-line1').textContent()) ?? '';
    await last.tap();
    await expect(page.getByTestId(`step-input-${index}`)).toHaveValue(
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }
  // The list closed, the form is the sheet at the bottom again, over the map's lower half.
  const sheet = page.getByTestId('itinerary-panel');
  const panel = (await sheet.boundingBox())!;
  expect(panel.y + panel.height).toBeGreaterThan(PHONE.viewport.height - 60);
  // Its grip pulled down, the sheet is its title: the map above it is whole.
  const grip = (await sheet.getByTestId('sheet-grip').boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + 5);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + 400, { steps: 8 });
  await page.mouse.up();
  await expect(sheet).toHaveAttribute('data-snap', 'peek');
  await expect.poll(async () => (await sheet.boundingBox())!.y).toBeGreaterThan(700);
  await sheet.getByTestId('sheet-grip').tap();
  await expect(sheet).toHaveAttribute('data-snap', 'half');
});

test('the radius tool’s centre: its list is not cut by the sheet, the last place is picked', async ({
  page,
}) => {
  await openMap(page, '/outils/calcul-rayon?e2e=1');
  const tool = page.getByTestId('radius-tool');
  await tool.getByTestId('radius-query').click();
  await tool.getByTestId('radius-query').pressSequentially('Boulevard', { delay: 20 });
  const list = page.getByRole('listbox');
  await expect.poll(() => list.getByRole('option').count()).toBeGreaterThanOrEqual(8);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const box = (await list.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  // As wide as the row (over the « Centrer » button), and not clipped by the sheet's scroll box.
  const row = (await tool.locator('.radius-search-row').boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(row.x + row.width - 2);
  const last = list.getByRole('option').last();
  const hit = await last.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return (
      document
        .elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        ?.closest('[role="option"]') === el
    );
  });
  expect(hit).toBe(true);
  await page.screenshot({ path: `${SHOTS}/radius-list-phone.png` });
  const name = (await last.locator('.suggestion-line1').textContent()) ?? '';
  await last.tap();
  await expect(tool.getByTestId('radius-center')).toContainText(name);
});
