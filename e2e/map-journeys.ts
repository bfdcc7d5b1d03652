/**
 * User journeys and map readings shared by the map e2e specs: search and pick an address, build
 * an itinerary with a tap on the map, where the map looks and what it draws.
 */
import { expect, type Page } from '@playwright/test';
import { mapIdle, waitForMap, type PeripleWindow } from './user';
import type { Region } from './map-pixels';

const SHOTS = 'e2e/screenshots';
/** The Casino de Monte-Carlo (OSM node). */
export const CASINO = { id: 'osm-n4416197079', lng: 7.428023, lat: 43.7391605 };

export { mapIdle, waitForMap, type PeripleWindow } from './user';

/** The box of a test id's first element, in page pixels. */
export async function box(page: Page, testId: string): Promise<Region> {
  const found = await page.getByTestId(testId).first().boundingBox();
  if (!found) throw new Error(`${testId} is not shown`);
  return found;
}

/** Searches an address in the header (the overlay on a phone) and picks its suggestion. */
export async function searchAddress(page: Page, typed: string, picked: RegExp): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1366) < 999;
  if (phone) await page.getByTestId('search-opener').click();
  const scope = phone ? page.getByTestId('suggestion-overlay') : page;
  const input = scope.getByTestId('search-input');
  await input.click();
  await input.pressSequentially(typed, { delay: 40 });
  await scope.getByTestId('suggestion').filter({ hasText: picked }).first().click();
  await expect(page.getByTestId('address-card')).toContainText(picked);
}

/**
 * The itinerary as a user builds it: « bd des moulins » picked in the search, « Itinéraire vers
 * cette adresse », a tap on the map where the trip starts (« Départ ici », which computes).
 */
export async function computeToBoulevard(page: Page): Promise<void> {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await searchAddress(page, 'bd des moul', /Boulevard des Moulins/);
  await page.getByTestId('address-directions').click();
  await expect(page).toHaveURL(/\/itineraire#\/vers\//);
  await expect(page.getByTestId('step-input-1')).toHaveValue(/Boulevard des Moulins/);
  await mapIdle(page);
  // The start: a tap in the free part of the map, left of the middle, under the mode chips.
  const map = await box(page, 'map');
  const panel = await box(page, 'itinerary-panel');
  const phone = map.width < 999;
  const x = phone ? map.x + map.width * 0.25 : panel.x + panel.width + 120;
  const y = phone ? map.y + 90 : map.y + map.height * 0.6;
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  // With both ends set, « Départ ici » computes the trip at once.
  await page.getByTestId('map-departure').click();
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await expect(page).toHaveURL(/#\/voiture\/.+\/voiture/);
  await mapIdle(page);
}

/** The colour of the selected route, as the route layer draws it. */
export async function selectedRouteColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const feature = map
      .querySourceFeatures('itinerary-routes')
      .find((f) => f.properties.selected === true);
    return String(feature?.properties.color ?? '');
  });
}

/** The casino is in the free part of the map, at a street zoom, its marker shown. */
export async function expectPlaceShown(page: Page): Promise<void> {
  const view = await page.evaluate(
    ([lng, lat]) => {
      const map = (window as unknown as PeripleWindow).__periple.map;
      const p = map.project([lng!, lat!]);
      const r = map.getContainer().getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y, zoom: map.getZoom() };
    },
    [CASINO.lng, CASINO.lat],
  );
  expect(view.zoom).toBeGreaterThanOrEqual(16);
  const map = await box(page, 'map');
  const card = await box(page, 'poi-page');
  if (map.width < 999) {
    expect(view.y).toBeGreaterThan(map.y + 40);
    expect(view.y).toBeLessThan(card.y);
  } else {
    expect(view.x).toBeGreaterThan(card.x + card.width);
    expect(view.x).toBeLessThan(map.x + map.width);
  }
  await expect(page.getByTestId('search-marker').first()).toBeVisible();
}

/** Centres the tool on the casino (10 km), shows the areas on foot, and checks the zoom. */
export async function expectAreasFitted(page: Page, shot: string): Promise<void> {
  const tool = page.getByTestId('radius-tool');
  // Nothing typed: nothing to centre on, « Centrer » waits for a place.
  await expect(tool.getByRole('button', { name: 'Centrer' })).toBeDisabled();
  // Typed, then « Centrer »: the first place found for the text.
  await tool.getByTestId('radius-query').click();
  await tool.getByTestId('radius-query').pressSequentially('Place du Casino Monaco', { delay: 20 });
  await tool.getByRole('button', { name: 'Centrer' }).click();
  await expect(tool.getByTestId('radius-center')).toContainText('Casino');
  await mapIdle(page);
  const circleZoom = await page.evaluate(() =>
    (window as unknown as PeripleWindow).__periple.map.getZoom(),
  );
  await tool.getByTestId('radius-areas-toggle').click();
  await expect(tool.getByTestId('radius-legend')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom()))
    .toBeGreaterThan(circleZoom + 1.5);
  await mapIdle(page);
  // The areas' box fills much of the free part of the map and lies inside it.
  const areas = await page.evaluate(() => {
    const map = (window as unknown as PeripleWindow).__periple.map;
    const points = map
      .querySourceFeatures('radius-tool')
      .filter((f) => f.properties.kind === 'area')
      .flatMap((f) => (f.geometry.type === 'Polygon' ? f.geometry.coordinates.flat() : []))
      .map(([lng, lat]) => map.project([lng!, lat!]));
    const r = map.getContainer().getBoundingClientRect();
    const xs = points.map((p) => p.x + r.left);
    const ys = points.map((p) => p.y + r.top);
    return {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    };
  });
  const map = await box(page, 'map');
  const panel = await box(page, 'radius-tool');
  const phone = map.width < 999;
  const free = phone
    ? { left: map.x, right: map.x + map.width, top: map.y, bottom: panel.y }
    : {
        left: panel.x + panel.width,
        right: map.x + map.width,
        top: map.y,
        bottom: map.y + map.height,
      };
  expect(areas.left).toBeGreaterThanOrEqual(free.left - 2);
  expect(areas.right).toBeLessThanOrEqual(free.right + 2);
  expect(areas.top).toBeGreaterThanOrEqual(free.top - 2);
  expect(areas.bottom).toBeLessThanOrEqual(free.bottom + 2);
  const share = Math.max(
    (areas.right - areas.left) / (free.right - free.left),
    (areas.bottom - areas.top) / (free.bottom - free.top),
  );
  expect(share).toBeGreaterThan(0.5);
  await page.screenshot({ path: `${SHOTS}/${shot}` });
}
