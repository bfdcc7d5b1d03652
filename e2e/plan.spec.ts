import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { z } from 'zod';

const SHOTS = 'e2e/screenshots';
/** The part of the health answer this journey reads. */
const HEALTH_BODY = z.object({ region: z.object({ name: z.string() }) });
mkdirSync(SHOTS, { recursive: true });

/** Waits until the map is styled and label layers have drawn features. */
/** Opens the map-style panel from its tile (desktop). */
async function openThemes(page: Page): Promise<void> {
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByTestId('theme-normal')).toBeVisible();
}

async function waitForLabels(page: Page): Promise<void> {
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-map-status', 'styled');
  await expect(map).toHaveAttribute('data-labels', 'rendered');
}

/** Names drawn by the label layers right now. */
async function renderedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __periple?: { map?: MapLibreMap } };
    const map = w.__periple?.map;
    if (!map) return [];
    const layers = map
      .getStyle()
      .layers.filter((l) => (l.metadata as Record<string, unknown> | undefined)?.['periple:label'])
      .map((l) => l.id);
    return map
      .queryRenderedFeatures(undefined, { layers })
      .map((f) => String(f.properties?.name ?? ''))
      .filter(Boolean);
  });
}

test('the map home renders Monaco with French labels, then the dark theme and the bicycle mode', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/plan?e2e=1');
  await waitForLabels(page);
  const labels = await renderedLabels(page);
  expect(labels.length).toBeGreaterThan(5);
  expect(labels.some((l) => /Monaco|Monte-Carlo|Boulevard|Avenue|Rue/.test(l))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/plan-normal.png` });

  await openThemes(page);
  await page.getByTestId('theme-dark').click();
  await expect(page.getByTestId('map')).toHaveAttribute('data-theme', 'dark');
  await waitForLabels(page);
  await page.screenshot({ path: `${SHOTS}/plan-dark.png` });

  // The chip is named by its visible text and described by its longer label (issue 21).
  const bike = page.getByRole('button', { name: 'Vélo', exact: true });
  await expect(bike).toHaveAccessibleDescription(
    'Afficher les pistes et les itinéraires cyclables',
  );
  await bike.click();
  await expect(page.getByTestId('map')).toHaveAttribute('data-mode', 'bicycle');
  const visibleBicycleLayers = await page.evaluate(() => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    return map
      .getStyle()
      .layers.filter(
        (l) => (l.metadata as Record<string, unknown> | undefined)?.['periple:mode'] === 'bicycle',
      )
      .filter((l) => map.getLayoutProperty(l.id, 'visibility') !== 'none').length;
  });
  expect(visibleBicycleLayers).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/plan-dark-bicycle.png` });
  expect(errors).toEqual([]);
});

test('nature and simple themes render labels; satellite explains it is unavailable', async ({
  page,
}) => {
  await page.goto('/plan?e2e=1');
  await waitForLabels(page);
  await openThemes(page);
  for (const theme of ['nature', 'simple'] as const) {
    await page.getByTestId(`theme-${theme}`).click();
    await expect(page.getByTestId('map')).toHaveAttribute('data-theme', theme);
    await waitForLabels(page);
    await page.screenshot({ path: `${SHOTS}/plan-${theme}.png` });
  }
  const satellite = page.getByTestId('theme-satellite');
  await expect(satellite).toBeDisabled();
  await expect(page.getByText(/satellite/i).first()).toBeVisible();
});

test('an unknown page falls back to home and says so', async ({ page }) => {
  const response = await page.goto('/cette-page/nexiste-pas?e2e=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Cette page n'existe pas : retour à l'accueil.")).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
});

test('the API reports health and refuses bad tiles', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(HEALTH_BODY.parse(await health.json()).region.name).toBe('monaco');
  expect((await request.get('/tiles/14/99999/1.pbf')).status()).toBe(400);
  expect((await request.get('/styles/rose.json')).status()).toBe(404);
});

test('a view without detailed data says so', async ({ page }) => {
  await page.goto('/plan?e2e=1');
  await waitForLabels(page);
  await expect(page.locator('.coverage-notice')).toBeHidden();
  await page.evaluate(() => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    map.jumpTo({ center: [5.7245, 45.1885], zoom: 12 });
  });
  const notice = page.locator('.coverage-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText('Pas de carte détaillée ici : elle ne couvre que Monaco.');
  await page.screenshot({ path: `${SHOTS}/plan-no-coverage.png` });
  // Back over Monaco: no notice.
  await page.evaluate(() => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    map.jumpTo({ center: [7.42, 43.735], zoom: 14 });
  });
  await expect(notice).toBeHidden();
  // Towards Nice, Monaco at the view's edge: the middle of the view is empty, and said so.
  await page.evaluate(() => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    map.jumpTo({ center: [7.36, 43.735], zoom: 13 });
  });
  await expect(notice).toBeVisible();
});

test('a mode’s « En savoir plus » opens its text in the modal; back closes it without a reload', async ({
  page,
}) => {
  await page.goto('/plan?e2e=1');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
  await page.getByTestId('mode-zfe').click();
  await page.getByTestId('mode-notice').getByRole('link', { name: 'En savoir plus' }).click();
  await expect(page).toHaveURL(/#\/modale\/info-zfe$/);
  const modal = page.getByRole('dialog', { name: 'Zones à faibles émissions' });
  await expect(modal.getByTestId('modal-text')).toContainText('Crit’Air');
  await page.screenshot({ path: `${SHOTS}/modal-info-zfe.png` });
  // Back: the modal goes, the page is the same one (no reload), the mode still on.
  await page.goBack();
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
  await expect(page.getByTestId('mode-zfe')).toHaveAttribute('aria-pressed', 'true');
  // Reopened, Escape closes it too; an id the modal does not know says so.
  await page.getByTestId('mode-notice').getByRole('link', { name: 'En savoir plus' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.goto('/plan?e2e=1#/modale/inconnue');
  await expect(page.getByRole('dialog')).toContainText('Ce contenu n’existe pas.');
});
