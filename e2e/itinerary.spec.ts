import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { z } from 'zod';
import { openItinerary, pickStep, typeInStep, type PeripleWindow } from './user';

const SHOTS = 'e2e/screenshots';
/** The part of an API error answer these journeys read. */
const ERROR_BODY = z.object({ code: z.string(), message: z.string() });
mkdirSync(SHOTS, { recursive: true });

async function waitForMap(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** Features of the route layer drawn on the map. */
async function drawnRoutes(page: Page): Promise<{ routes: string[]; selected: string[] }> {
  return page.evaluate(() => {
    const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
    const features = map.querySourceFeatures('itinerary-routes');
    const ids = (list: typeof features): string[] =>
      [...new Set(list.map((f) => String(f.properties.routeId)))].sort();
    return {
      routes: ids(features),
      selected: ids(features.filter((f) => f.properties.selected === true)),
    };
  });
}

/** The step fields read these places, in this order. */
async function expectSteps(page: Page, names: readonly RegExp[]): Promise<void> {
  for (const [i, name] of names.entries())
    await expect(page.getByTestId(`step-input-${i}`)).toHaveValue(name);
}

async function computeCasinoTrip(page: Page): Promise<void> {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await page.screenshot({ path: `${SHOTS}/itinerary-input.png` });
  const modesBefore = await page.getByTestId('mode-car').boundingBox();
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  // The modes stay where the form had them, above the steps: they do not jump under the fields.
  const modesAfter = await page.getByTestId('mode-car').boundingBox();
  expect(modesAfter?.y).toBe(modesBefore?.y);
  const departure = (await page.getByTestId('step-input-0').boundingBox())!;
  expect(modesAfter!.y).toBeLessThan(departure.y);
}

test('Place du Palais → Place du Casino by car, the five modes compared', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await computeCasinoTrip(page);
  // The computing entry was replaced by the results: the URL names the provider and the route.
  await expect(page).toHaveURL(/#\/voiture\/.+\/voiture\/voiture-0/);
  for (const route of ['voiture-0', 'moto-0', 'velo-0', 'trottinette-0', 'marche-0'])
    await expect(page.getByTestId(`route-${route}`)).toBeVisible();
  await expect(page.getByTestId('placeholder-voiture-courte')).toBeVisible();
  await expect(page.getByTestId('route-voiture-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('route-voiture-0')).toContainText(/€/);
  await expect(page.getByTestId('route-marche-0')).toContainText(/CO₂e/);
  // The map draws the car's routes, the selected one in colour; the other modes are in the list.
  await expect.poll(async () => (await drawnRoutes(page)).selected).toEqual(['voiture-0']);
  for (const id of (await drawnRoutes(page)).routes) expect(id).toMatch(/^voiture-/);
  await expect(page.getByTestId('itinerary-marker-departure')).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/itinerary-results.png` });

  await page.getByTestId('sort-duration').click();
  await page.getByTestId('route-velo-0').click();
  await expect(page).toHaveURL(/\/velo\/velo-0/);
  await expect.poll(async () => (await drawnRoutes(page)).selected).toEqual(['velo-0']);
  for (const id of (await drawnRoutes(page)).routes) expect(id).toMatch(/^velo-/);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/itinerary-results-bike.png` });

  // Back returns to the car results, then to the input: the computing screen is skipped.
  await page.goBack();
  await expect(page).toHaveURL(/\/voiture\/voiture-0/);
  await page.goBack();
  await expect(page).not.toHaveURL(/recherche/);
  await expect(page.getByTestId('itinerary-input')).toBeVisible();
  // The form keeps its places; the map no longer draws the routes the panel has left.
  await expect(page.getByTestId('step-input-0')).toHaveValue(/Place du Palais/);
  await expect(page.getByTestId('step-input-1')).toHaveValue(/Place du Casino/);
  await expect.poll(async () => (await drawnRoutes(page)).routes).toEqual([]);
  // Forward shows them again.
  await page.goForward();
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await expect.poll(async () => (await drawnRoutes(page)).selected).toEqual(['voiture-0']);
  // Tolls avoided: the button says an option changes the car's route.
  await page.getByTestId('open-options').click();
  await page.getByTestId('avoid-tolls').check();
  await page.getByTestId('overlay-apply').click();
  await expect(page.getByTestId('open-options')).toHaveText('Options (1)');
  expect(errors).toEqual([]);
});

test('the shortest car route asked on a short trip is the fastest: one card, and said', async ({
  page,
}) => {
  await computeCasinoTrip(page);
  await page.getByTestId('placeholder-voiture-courte').click();
  const note = page.getByTestId('same-voiture-courte');
  await expect(note).toContainText(
    'Même trajet que « Voiture » : le plus rapide est aussi le plus court.',
  );
  await expect(page.getByTestId('placeholder-voiture-courte')).toHaveCount(0);
  await expect(page.getByTestId('route-voiture-courte-0')).toHaveCount(0);
  await expect(page.getByTestId('route-voiture-0')).toHaveAttribute('aria-pressed', 'true');
  // The note is no button: it computes nothing.
  await expect(note.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/itinerary-same-route.png` });
});

test('a town picked as the departure is shown whole, a street of it at street level', async ({
  page,
}) => {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await openItinerary(page);
  const view = () =>
    page.evaluate(() => {
      const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
      const b = map.getBounds();
      return { zoom: map.getZoom(), nice: b.contains([7.262, 43.71]) };
    });
  await pickStep(page, 0, 'Nice', /^Nice(,|$)/, /Alpes-Maritimes/);
  // The town, not a few streets of its centre.
  await expect.poll(async () => (await view()).nice).toBe(true);
  await expect.poll(async () => Math.round((await view()).zoom)).toBe(12);
  // A street is shown at street level.
  await page.getByTestId('step-input-0').fill('');
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  await expect.poll(async () => (await view()).zoom).toBeGreaterThanOrEqual(14);
});

test('a step typed that matches nothing says so under the field', async ({ page }) => {
  await page.goto('/plan?e2e=1');
  await openItinerary(page);
  await typeInStep(page, 0, 'Gratte-Ciel');
  const noMatch =
    "Aucun lieu ne correspond à « Gratte-Ciel » : vérifiez l'orthographe ou ajoutez la ville.";
  await expect(page.getByTestId('suggestion-empty')).toHaveText(noMatch);
  // Screen readers are told it too (the list's row is no option of the list).
  await expect(page.getByRole('status').filter({ hasText: noMatch })).toHaveCount(1);
  // A letter more is asked again; a place found replaces the message.
  await page.getByTestId('step-input-0').fill('Casino');
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await expect(page.getByTestId('suggestion-empty')).toHaveCount(0);
  // A street of a town the map does not hold: the town comes first, not a namesake elsewhere.
  await page.getByTestId('step-input-0').fill('');
  await typeInStep(page, 0, 'Boulevard des Moulins, Nice');
  await expect(page.locator('.suggestion-line1').first()).toHaveText('Nice');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-input-0')).toHaveValue(/^Nice/);
});

test('the results left for the home page are there again on Back, not computed again', async ({
  page,
}) => {
  await computeCasinoTrip(page);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  const computed: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/multipath/routes')) computed.push(r.url());
  });
  await page.getByRole('link', { name: 'Périple, accueil' }).click();
  await expect(page).toHaveURL(/\/$|\/plan/);
  await page.goBack();
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await expect.poll(async () => (await drawnRoutes(page)).selected).toEqual(['voiture-0']);
  expect(computed).toEqual([]);
});

test('the roadbook opens with its timeline and profile; the expense report prints', async ({
  page,
}) => {
  await computeCasinoTrip(page);
  await page.getByTestId('open-roadbook').click();
  await expect(page).toHaveURL(/feuille_de_route\/voiture-0/);
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText(/Conduisez|Tournez|Continuez/);
  await expect(page.getByTestId('roadbook-departure')).toBeVisible();
  // A car trip's facts have no times: the summary says when it leaves and arrives.
  await expect(page.locator('.roadbook-summary > p').filter({ hasText: /Départ à/ })).toHaveText(
    /^Départ à \d\d:\d\d · Arrivée à \d\d:\d\d$/,
  );
  await expect(page.getByTestId('elevation').locator('svg')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/itinerary-roadbook.png` });
  // A manoeuvre pressed: the map closes in on where it starts, as Mappy's steps do.
  const zoom = () =>
    page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom());
  expect(await zoom()).toBeLessThan(16.5);
  await timeline.getByRole('button').nth(2).click();
  await expect.poll(zoom).toBeCloseTo(17, 1);
  // Back to the results: the whole trip framed again, not the last crossing.
  await page.goBack();
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await expect.poll(zoom).toBeLessThan(16.5);
  await page.goForward();
  // Printed: the roadbook alone (no map, no header, none of the screen's buttons).
  await expect(page.getByTestId('roadbook-print')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('map')).toBeHidden();
  await expect(page.getByTestId('roadbook-print')).toBeHidden();
  await expect(page.getByTestId('gpx')).toBeHidden();
  // Its manoeuvres printed, though each is a button on the screen.
  await expect(timeline.getByText(/Conduisez|Tournez|Continuez/).first()).toBeVisible();
  await expect(page.getByTestId('roadbook-departure')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/itinerary-roadbook-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByTestId('gpx').click();
  const gpx = readFileSync(await (await download).path(), 'utf8');
  expect(gpx).toContain('<trkpt');

  await page.getByTestId('open-expense').click();
  await expect(page).toHaveURL(/note_de_frais/);
  const report = page.getByTestId('expense-report');
  await expect(report).toContainText('Note de frais : carburant et péages');
  // Not to be taken for the tax scale's mileage allowance.
  await expect(report).toContainText('pas l’indemnité du barème kilométrique fiscal');
  await expect(page.getByTestId('expense-table')).toContainText('Total');
  await page.screenshot({ path: `${SHOTS}/itinerary-expense-report.png` });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('map')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/itinerary-expense-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(`${SHOTS}/itinerary-expense-report.pdf`, pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
});

test('the share link restores the results; options and date overlays recompute', async ({
  page,
  browser,
}) => {
  await computeCasinoTrip(page);
  await page.getByTestId('route-trottinette-0').click();
  await expect(page).toHaveURL(/trottinette-0/);
  const shared = page.url();

  const other = await browser.newPage();
  await other.goto(
    shared.replace('/itineraire', '/itineraire?e2e=1').replace('?e2e=1#', '?e2e=1#'),
  );
  await expect(other.getByTestId('itinerary-results')).toBeVisible();
  await expect(other.getByTestId('route-trottinette-0')).toHaveAttribute('aria-pressed', 'true');
  await other.close();

  await page.getByTestId('open-options').click();
  await expect(page).toHaveURL(/#\/option_de_deplacement$/);
  await expect(page.getByTestId('options-overlay')).toBeVisible();
  // Reloaded with the dialog open: the trip is there again under it, and closing it shows the
  // route that was chosen.
  await page.reload();
  const dialog = page.getByTestId('options-overlay');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('step-input-0')).toHaveValue(/Place du Palais/);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByTestId('route-trottinette-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/trottinette-0/);
  await page.getByTestId('open-options').click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/itinerary-options.png` });
  await page.getByTestId('overlay-apply').click();

  await page.getByTestId('open-datetime').click();
  await expect(page).toHaveURL(/#\/date_et_heure$/);
  // The results stay under the dialog, as they were.
  await expect(page.getByTestId('itinerary-results')).toHaveCount(1);
  await page.getByTestId('when-DEPARTURE_LATER').check();
  await page.getByTestId('time').fill('08:30');
  await page.screenshot({ path: `${SHOTS}/itinerary-datetime.png` });
  await page.getByTestId('overlay-apply').click();
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await expect(page).toHaveURL(/quand=DEPARTURE_LATER/);
});

test('the API refuses bad input and names unreachable points', async ({ request }) => {
  expect((await request.get('/api/multipath/routes?from=0,0&to=7.4277,43.7394')).status()).toBe(
    400,
  );
  const sea = await request.get(
    '/api/multipath/routes?from=7.41970,43.73110&to=7.45,43.6&providers=voiture',
  );
  expect(sea.status()).toBe(404);
  expect(ERROR_BODY.parse(await sea.json()).message).toBe(
    "Il n'y a aucun itinéraire pour ce mode de transport",
  );
  const plane = await request.get(
    '/api/multipath/routes?from=7.4197,43.7311&to=7.4277,43.7394&providers=montgolfiere',
  );
  expect(ERROR_BODY.parse(await plane.json())).toMatchObject({
    code: 'NO_MODE',
    message: 'Aucun mode de transport ne correspond à cette demande.',
  });
});

test('a stop added then removed: the trip is computed again each time, the focus goes where to type', async ({
  page,
}) => {
  await page.goto('/plan?e2e=1');
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /^Place du Casino/);
  await pickStep(page, 1, 'Stade Louis', /^Stade Louis-II/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.getByTestId('step-add').click();
  // The new stop's field takes the focus: the person types at once.
  await expect(page.getByTestId('step-input-1')).toBeFocused();
  await page.getByTestId('step-input-1').pressSequentially('Palais princ', { delay: 20 });
  await page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line1', { hasText: /Palais princier/i }) })
    .first()
    .click();
  await expect(page).toHaveURL(/Palais/i);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  // The roadbook names the stop and says it is reached, not the destination.
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook-step-1')).toContainText(/Palais princier/i);
  await expect(page.getByText("Vous êtes arrivé à l'étape 1.")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  // The trip the other way in one click, stop included, and computed again; twice, it is back.
  await page.getByRole('button', { name: 'Inverser le trajet' }).click();
  await expectSteps(page, [/^Stade Louis-II/, /Palais princier/i, /^Place du Casino/]);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/itinerary-reversed.png` });
  await page.getByRole('button', { name: 'Inverser le trajet' }).click();
  await expectSteps(page, [/^Place du Casino/, /Palais princier/i, /^Stade Louis-II/]);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer « Étape 1 »' }).click();
  // Removed: the trip of the two ends is computed again, and the link no longer has the stop.
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await expect(page).not.toHaveURL(/Palais/i);
  await expect(page.getByTestId('step-input-1')).toHaveValue(/Stade Louis-II/);
  // An end removed leaves a field to fill: the focus is there.
  await page.getByRole('button', { name: 'Supprimer « Départ »' }).click();
  await expect(page.getByTestId('step-input-0')).toBeFocused();
  // The arrival emptied too: the focus is in the arrival's field, not back at the departure's.
  await page.getByRole('button', { name: 'Supprimer « Arrivée »' }).click();
  await expect(page.getByTestId('step-input-1')).toBeFocused();
});

test('with a mouse, the row of modes scrolls by its arrows to the last mode', async ({ page }) => {
  await page.goto('/plan?e2e=1');
  await openItinerary(page);
  const back = page.getByRole('button', { name: 'Modes précédents' });
  const on = page.getByRole('button', { name: 'Autres modes' });
  const plane = page.getByTestId('mode-plane');
  // The row starts with the car: nothing before it, more modes past its right edge.
  await expect(back).toBeHidden();
  await expect(plane).not.toBeInViewport();
  // Each click shows the next modes, until the last one (the plane) is whole in sight.
  // A click scrolls smoothly; the arrows show or hide once the row is still.
  const row = page.getByTestId('mode-car').locator('xpath=ancestor::ul[1]');
  const still = async (): Promise<void> => {
    let last = Number.NaN;
    await expect
      .poll(
        async () => {
          const now = await row.evaluate((element) => element.scrollLeft);
          const same = now === last;
          last = now;
          return same;
        },
        { intervals: [150] },
      )
      .toBe(true);
  };
  for (let i = 0; i < 4 && (await on.isVisible()); i += 1) {
    await on.click();
    await still();
  }
  await expect(plane).toBeInViewport({ ratio: 1 });
  await expect(on).toBeHidden();
  await expect(back).toBeVisible();
  await plane.click();
  await expect(plane).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/itinerary-modes-scrolled.png` });
  for (let i = 0; i < 4 && (await back.isVisible()); i += 1) {
    await back.click();
    await still();
  }
  await expect(page.getByTestId('mode-car')).toBeInViewport({ ratio: 1 });
});
