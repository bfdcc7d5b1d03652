import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { openItinerary, pickStep } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function waitForMap(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** Features of the itinerary layer: colours, walking legs, selected ones. */
async function drawnLegs(page: Page): Promise<{ walks: number; colours: string[] }> {
  return page.evaluate(() => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    const selected = map
      .querySourceFeatures('itinerary-routes')
      .filter((f) => f.properties.selected === true);
    return {
      walks: selected.filter((f) => f.properties.walk === true).length,
      colours: [...new Set(selected.map((f) => String(f.properties.color)))],
    };
  });
}

test('Fontvieille → Monte-Carlo by bus on 2026-01-15 at 08:00: walks on the map and in the roadbook', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await openItinerary(page);
  await page.getByTestId('mode-public_transport').click();
  // The date and time overlay drives the query.
  await page.getByTestId('open-datetime').click();
  await page.getByTestId('when-DEPARTURE_LATER').check();
  await page.getByTestId('date').fill('2026-01-15');
  await page.getByTestId('time').fill('08:00');
  await page.getByTestId('overlay-apply').click();
  await expect(page.getByTestId('open-datetime')).toContainText('15/01/2026');
  // Fontvieille (the Stade Louis II) → Monte-Carlo (the Casino): both picked, the trip computes.
  await pickStep(page, 0, 'Stade Louis II', /Stade Louis.II/);
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);

  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await expect(page).toHaveURL(
    /#\/transports-en-commun\/.+\/transports-en-commun\/transports-en-commun-0\?quand=DEPARTURE_LATER&date=2026-01-15&heure=08%3A00/,
  );
  const card = page.getByTestId('route-transports-en-commun-0');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('transit-summary')).toContainText(/08:0\d → 08:\d\d/);
  await expect(card.getByTestId('transit-summary')).toContainText('de marche');
  await expect(card.getByTestId('line-badge').first()).toHaveText(/^[A-Z0-9]+$/);
  await expect(page.getByTestId('unavailable-train')).toContainText(
    'Horaires de train indisponibles',
  );
  await expect
    .poll(async () => (await drawnLegs(page)).walks, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const { colours } = await drawnLegs(page);
  expect(colours).toContain('#6d6d6d');
  expect(colours.length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/transit-results.png` });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/transit-results-card.png` });

  await page.getByTestId('open-roadbook').click();
  await expect(page).toHaveURL(/feuille_de_route\/transports-en-commun-0/);
  const legs = page.getByTestId('roadbook-leg');
  await expect(legs.first()).toHaveAttribute('data-mode', 'walk');
  await expect(legs.last()).toHaveAttribute('data-mode', 'walk');
  await expect(page.locator('[data-testid="roadbook-leg"][data-mode="bus"]').first()).toContainText(
    /Montée à .+Descente à /s,
  );
  await expect(legs.first()).toContainText(/Marchez|Tournez|Continuez/);
  await expect(page.getByTestId('roadbook-departure')).toBeVisible();
  await expect(page.getByTestId('roadbook-arrival')).toBeVisible();
  await page.locator('.transit-stops summary').first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/transit-roadbook.png` });
  expect(errors).toEqual([]);
});

test("the 'tc' map mode draws the GTFS lines and a stop lists its next departures", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-01-15T08:00:00+01:00'));
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await page.getByTestId('mode-tc').click();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
        return map.getLayer('gtfs-lines')
          ? map.getLayoutProperty('gtfs-lines', 'visibility')
          : null;
      }),
    )
    .toBe('visible');
  // Centre on the Stade Louis II stop (from the network API) and click it.
  const network = (await (await page.request.get('/api/transit/network.geojson')).json()) as {
    features: { properties: { name?: string }; geometry: { coordinates: [number, number] } }[];
  };
  const stop = network.features.find((f) => f.properties.name === 'Stade Louis II')!;
  const point = await page.evaluate(async ([lng, lat]) => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    map.jumpTo({ center: [lng!, lat!], zoom: 16.5 });
    await new Promise((resolve) => map.once('idle', resolve));
    const p = map.project([lng!, lat!]);
    const r = map.getContainer().getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, stop.geometry.coordinates);
  await page.mouse.click(point.x, point.y);
  const popup = page.getByTestId('stop-popup');
  await expect(popup).toContainText('Stade Louis II');
  await expect(popup.getByTestId('stop-departures').first()).toContainText(/\d\d:\d\d/);
  // The address popup leaves a click on a stop alone.
  await expect(page.getByTestId('address-popup')).toHaveCount(0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/transit-tc-stop-popup.png` });
});
