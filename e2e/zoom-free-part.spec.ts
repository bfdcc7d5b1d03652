/**
 * The zoom buttons keep the place a person looks at where it is: with a place's card beside the
 * map (desktop) or its sheet under it (phone), « + » zooms around the middle of the part of the
 * map left free, where the place was framed, not around the canvas's middle, which pushed the
 * place under the card at every press.
 */
import { expect, test, type Page } from '@playwright/test';
import { goToPlace, mapIdle, PHONE, type PeripleWindow } from './user';

/** Where the search marker stands on the screen, px. */
async function markerAt(page: Page): Promise<{ x: number; y: number }> {
  const b = await page.getByTestId('search-marker').boundingBox();
  expect(b).not.toBeNull();
  return { x: (b?.x ?? 0) + (b?.width ?? 0) / 2, y: (b?.y ?? 0) + (b?.height ?? 0) };
}

async function zoomTwice(page: Page, step: 1 | -1): Promise<void> {
  const name = step > 0 ? /^Zoomer$/ : /^Dézoomer$/;
  const zoom = () =>
    page.evaluate(() => Math.round((window as unknown as PeripleWindow).__periple.map.getZoom()));
  for (let i = 0; i < 2; i += 1) {
    const before = await zoom();
    await page.getByRole('button', { name }).click();
    await expect.poll(zoom).toBe(before + step);
    await mapIdle(page);
  }
}

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`on a ${device}`, () => {
    if (device === 'phone') test.use(PHONE);

    test('« + » and « − » keep the place where it stands, beside or above its card', async ({
      page,
    }) => {
      await page.goto('/plan?e2e=1');
      await goToPlace(page, 'jardin exotique');
      const start = await markerAt(page);
      await zoomTwice(page, 1);
      const zoomedIn = await markerAt(page);
      // Around the canvas's middle, a desktop's marker moved some 400 px left under the card.
      expect(Math.abs(zoomedIn.x - start.x)).toBeLessThan(30);
      expect(Math.abs(zoomedIn.y - start.y)).toBeLessThan(30);
      await zoomTwice(page, -1);
      const back = await markerAt(page);
      expect(Math.abs(back.x - start.x)).toBeLessThan(30);
      expect(Math.abs(back.y - start.y)).toBeLessThan(30);
    });
  });
}
