import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** Places of the demo region and French names the map must draw there. */
const PLACES = [
  {
    id: 'monaco',
    center: [7.4246, 43.7384],
    zoom: 15,
    expected: /Monte-Carlo|Boulevard|Avenue|Jardin/,
  },
  { id: 'rouen', center: [1.095, 49.4374], zoom: 15.5, expected: /Rue|Quai|Place|Seine/ },
  { id: 'paris', center: [2.3661, 48.8638], zoom: 15.5, expected: /Boulevard|Rue|Avenue|Place/ },
] as const;

const THEMES = ['normal', 'nature', 'simple', 'dark'] as const;

type PeripleWindow = { __periple: { map: MapLibreMap } };

/** Moves the map and waits until every tile is loaded and drawn. */
async function jumpAndSettle(page: Page, center: readonly number[], zoom: number): Promise<void> {
  await page.evaluate(
    ([lng, lat, z]) =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        map.jumpTo({ center: [lng!, lat!], zoom: z! });
        void map.once('idle', () => resolve());
      }),
    [center[0], center[1], zoom],
  );
}

/** Names drawn by label layers in the current view. */
async function renderedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const layers = map
      .getStyle()
      .layers.filter((l) => (l.metadata as Record<string, unknown> | undefined)?.['periple:label'])
      .map((l) => l.id);
    return map
      .queryRenderedFeatures(undefined, { layers })
      .map((f) => String(f.properties?.name ?? ''));
  });
}

for (const theme of THEMES) {
  test(`the demo shows Monaco, Rouen and Paris with French labels in the ${theme} theme`, async ({
    page,
  }) => {
    await page.goto('/plan?e2e=1&locale=fr-FR');
    await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
    if (theme !== 'normal') {
      await page.getByTestId('theme-toggle').click();
      await page.getByTestId(`theme-${theme}`).click();
      await expect(page.getByTestId('map')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
    }
    for (const place of PLACES) {
      await jumpAndSettle(page, place.center, place.zoom);
      const names = await renderedNames(page);
      expect(names.filter(Boolean).length, `${place.id} labels`).toBeGreaterThan(5);
      expect(
        names.some((n) => place.expected.test(n)),
        `${place.id}: ${names.slice(0, 10).join(', ')}`,
      ).toBe(true);
      await page.screenshot({ path: `${SHOTS}/demo-${place.id}-${theme}.png` });
    }
  });
}
