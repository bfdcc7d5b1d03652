/**
 * Render tests of the map (as MapLibre's own): key views compared with their reference images,
 * with a tolerance for the noise of software WebGL, so that a blank or broken map fails the build.
 * After a deliberate change of the styles, `npx playwright test e2e/render.spec.ts
 * --update-snapshots` writes new references; look at them before committing.
 */
import { expect, test, type Page } from '@playwright/test';
import { HEADER_HEIGHTS } from '../src/domain/paths/route-layouts';
import { mapIdle, PHONE, waitForMap } from './user';

/** The same view of Monaco every time: the port, the Rocher and Monte-Carlo. */
const MONACO_VIEW = '#?bbox=7.41500,43.72900,7.43300,43.74200';

/** Tolerance: anti-aliasing and label placement may move a few pixels between runs. */
const TOLERANCE = { maxDiffPixelRatio: 0.02, threshold: 0.25 } as const;

async function settled(page: Page): Promise<void> {
  await waitForMap(page);
  await expect(page.getByTestId('map')).toHaveAttribute('data-labels', 'rendered');
  await mapIdle(page);
}

test.describe('render', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  for (const theme of ['normal', 'dark'] as const) {
    test(`Monaco in the ${theme} theme`, async ({ page }) => {
      await page.goto(`/plan?e2e=1${MONACO_VIEW}`);
      await settled(page);
      if (theme !== 'normal') {
        await page.getByTestId('theme-toggle').click();
        await page.getByTestId(`theme-${theme}`).click();
        await expect(page.getByTestId('map')).toHaveAttribute('data-theme', theme);
        await settled(page);
      }
      // The header is the spec's « min » mode (§9: 60 px).
      expect((await page.locator('.app-header').boundingBox())?.height).toBe(HEADER_HEIGHTS.min);
      // The map alone: the panels over it are checked by the journeys.
      await expect(page.getByTestId('map')).toHaveScreenshot(`monaco-${theme}.png`, {
        ...TOLERANCE,
        mask: [page.locator('.places-panel'), page.locator('.mode-chips')],
      });
    });
  }
});

test.describe('render on a phone', () => {
  test.use(PHONE);

  test('the home map of Monaco above its sheet', async ({ page }) => {
    await page.goto(`/plan?e2e=1${MONACO_VIEW}`);
    await settled(page);
    expect((await page.locator('.app-header').boundingBox())?.height).toBe(HEADER_HEIGHTS.min);
    await expect(page).toHaveScreenshot('phone-home.png', TOLERANCE);
  });
});
