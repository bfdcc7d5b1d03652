/**
 * The row of modes on a desktop: eleven modes scroll sideways under two arrows. A mode chosen
 * far along the row, and the mode at the row's edge after an arrow's click, stand clear of the
 * arrows, in French and in English (whose labels are longer).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openItinerary, openMap, pickStep, SHOTS } from './user';

type Box = { x: number; y: number; width: number; height: number };

/** True when two boxes share more than a pixel of width. */
function overlap(a: Box, b: Box): boolean {
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1;
}

/** The boxes of the arrows shown. */
async function arrows(page: Page): Promise<Box[]> {
  const shown: Box[] = [];
  for (const id of ['mode-scroll-back', 'mode-scroll-on']) {
    // An arrow hidden between the two calls (the row still scrolling) is not shown.
    const box = await page.getByTestId(id).boundingBox();
    if (box) shown.push(box);
  }
  return shown;
}

/** The modes whose button lies within the row's visible width, each with its box. */
async function modesInSight(page: Page): Promise<{ mode: Locator; box: Box }[]> {
  const row = (await page.locator('.mode-selector ul').boundingBox())!;
  const inSight: { mode: Locator; box: Box }[] = [];
  for (const mode of await page.locator('.mode-selector .mode-button').all()) {
    const box = (await mode.boundingBox())!;
    if (box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1)
      inSight.push({ mode, box });
  }
  return inSight;
}

test.use({ viewport: { width: 1366, height: 800 } });

test('a mode chosen far along the row, and the row scrolled back, stay clear of the arrows', async ({
  page,
}) => {
  await openMap(page);
  await page.getByTestId('locale').selectOption('en-GB');
  await openItinerary(page);
  // An English page names the square as its English map does (OSM's name:en).
  await pickStep(page, 0, 'Place du Casino', /Casino Square/);
  await pickStep(page, 1, 'Stade Louis II', /Stade Louis.II/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('mode-public_transport').click();
  const chosen = page.getByTestId('mode-public_transport');
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('mode-scroll-back')).toBeVisible();
  await expect
    .poll(async () => {
      const box = await chosen.boundingBox();
      // Not laid out yet (the results drawn again): not clear of the arrows yet either.
      if (!box) return true;
      return (await arrows(page)).some((arrow) => overlap(arrow, box));
    })
    .toBe(false);
  await page.screenshot({ path: `${SHOTS}/mode-selector-desktop.png` });
  // Back towards the road modes: the first mode in sight is not under the back arrow.
  await page.getByTestId('mode-scroll-back').click();
  await expect
    .poll(async () => {
      const shown = await arrows(page);
      const sight = await modesInSight(page);
      return sight.length > 0 && sight.every(({ box }) => shown.every((a) => !overlap(a, box)));
    })
    .toBe(true);
});
