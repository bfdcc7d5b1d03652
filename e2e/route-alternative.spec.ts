/**
 * The grey routes of a trip are the provider's other routes: a click (a tap on a phone) on one
 * chooses it, as on Google Maps. The card list and the address follow (Back returns to the route
 * before), the map draws it in the route colour and the former route in grey.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  mapIdle,
  openItinerary,
  openMap,
  pickStep,
  PHONE,
  SHOTS,
  type PeripleWindow,
} from './user';
import { box } from './map-journeys';

/** The route each drawn line is, with the current one flagged. */
async function drawnRoutes(page: Page): Promise<{ current: string[]; grey: string[] }> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const lines = map.queryRenderedFeatures(undefined, { layers: ['itinerary-routes-line'] });
    const ids = (current: boolean) => [
      ...new Set(
        lines
          .filter((f) => (f.properties.selected === true) === current && !f.properties.walk)
          .map((f) => String(f.properties.routeId)),
      ),
    ];
    return { current: ids(true), grey: ids(false) };
  });
}

/**
 * Where a person sees grey route `routeId` alone: a point of its line, inside `free` (the map
 * outside the panel or the sheet), where no other drawn route lies within 20 px.
 */
async function greyPoint(
  page: Page,
  routeId: string,
  free: { x: number; y: number; width: number; height: number },
): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ id, area }) => {
      const map = (window as unknown as PeripleWindow).__periple.map;
      const rect = map.getContainer().getBoundingClientRect();
      const lines = map.queryRenderedFeatures(undefined, { layers: ['itinerary-routes-line'] });
      const mine = lines.filter((f) => f.properties.routeId === id);
      for (const f of mine) {
        if (f.geometry.type !== 'LineString') continue;
        for (const [lng, lat] of f.geometry.coordinates as [number, number][]) {
          const p = map.project([lng, lat]);
          const x = p.x + rect.left;
          const y = p.y + rect.top;
          const inside =
            x > area.x + 20 &&
            x < area.x + area.width - 20 &&
            y > area.y + 60 &&
            y < area.y + area.height - 20;
          if (!inside) continue;
          const near = map.queryRenderedFeatures(
            [
              [p.x - 20, p.y - 20],
              [p.x + 20, p.y + 20],
            ],
            { layers: ['itinerary-routes-line'] },
          );
          if (near.every((n) => n.properties.routeId === id)) return { x, y };
        }
      }
      throw new Error(`no free point on ${id}`);
    },
    { id: routeId, area: free },
  );
}

async function tripWithAlternatives(page: Page): Promise<string> {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  await pickStep(page, 1, 'Jardin Exotique', /Jardin Exotique/);
  await expect(page.getByTestId('route-voiture-0')).toHaveAttribute('aria-pressed', 'true');
  await mapIdle(page);
  await expect.poll(async () => (await drawnRoutes(page)).grey.length).toBeGreaterThan(0);
  const { current, grey } = await drawnRoutes(page);
  expect(current).toEqual(['voiture-0']);
  return grey[0]!;
}

async function expectChosen(page: Page, chosen: string): Promise<void> {
  await expect(page.getByTestId(`route-${chosen}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('route-voiture-0')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(new RegExp(`/${chosen}`));
  await mapIdle(page);
  await expect.poll(async () => (await drawnRoutes(page)).current).toEqual([chosen]);
  expect((await drawnRoutes(page)).grey).toContain('voiture-0');
}

test('on a desktop, a click on a grey route chooses it', async ({ page }) => {
  const grey = await tripWithAlternatives(page);
  const map = await box(page, 'map');
  const panel = await box(page, 'itinerary-panel');
  const left = panel.x + panel.width;
  const free = { x: left, y: map.y, width: map.x + map.width - left, height: map.height };
  const at = await greyPoint(page, grey, free);
  await page.mouse.click(at.x, at.y);
  await expectChosen(page, grey);
  // A click there chose a route: no map menu opened.
  await expect(page.getByTestId('map-departure')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/route-alternative-desktop.png` });
  // Back returns to the route before, as after a click on a card.
  await page.goBack();
  await expect(page.getByTestId('route-voiture-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/voiture-0$/);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a tap on a grey route above the sheet chooses it', async ({ page }) => {
    const grey = await tripWithAlternatives(page);
    const map = await box(page, 'map');
    const sheet = await box(page, 'itinerary-panel');
    const free = { x: map.x, y: map.y, width: map.width, height: sheet.y - map.y };
    const at = await greyPoint(page, grey, free);
    await page.touchscreen.tap(at.x, at.y);
    await expectChosen(page, grey);
    await page.screenshot({ path: `${SHOTS}/route-alternative-phone.png` });
  });
});
