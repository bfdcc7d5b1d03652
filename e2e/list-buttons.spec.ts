/**
 * A list of places fitted on a phone keeps its pins clear of the map's buttons (zoom, full
 * screen, position, styles), as a fitted route does (route-buttons-demo.spec.ts): a pin under a
 * button can be neither seen nor tapped.
 */
import { expect, test, type Page } from '@playwright/test';
import { mapIdle, openMap, PHONE, SHOTS } from './user';

test.use(PHONE);

type Rect = { left: number; right: number; top: number; bottom: number };

async function rects(page: Page, selector: string): Promise<Rect[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
  );
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

for (const typed of ['restaurant monaco', 'pharmacie monaco']) {
  test(`« ${typed} »: no pin of the list under a map button`, async ({ page }) => {
    await openMap(page);
    await page.getByTestId('search-opener').click();
    const input = page.getByTestId('search-input');
    await input.pressSequentially(typed, { delay: 20 });
    await input.press('Enter');
    await expect(page.getByTestId('poi-item').first()).toBeVisible();
    await mapIdle(page);
    const pins = await rects(page, '.poi-marker, .poi-cluster');
    expect(pins.length).toBeGreaterThan(1);
    const buttons = await rects(
      page,
      '.maplibregl-ctrl-top-right .maplibregl-ctrl, .map-controls, .layers-button',
    );
    expect(buttons.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/list-buttons-${typed.split(' ')[0]}-phone.png` });
    for (const pin of pins)
      for (const button of buttons)
        expect(overlaps(pin, button), JSON.stringify({ pin, button })).toBe(false);
  });
}
