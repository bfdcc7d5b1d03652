import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapIdle, openItinerary, openMap, pickStep } from './user';

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
  // Across Monaco, its own station (in OSM, not in SNCF's référentiel) is the nearest to both ends.
  await expect(page.getByTestId('unavailable-train')).toContainText(
    'La gare la plus proche du départ et de l’arrivée est la même (Monaco - Monte Carlo)',
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
  // No turn of a few metres in the walks (Valhalla names a kerb or a crossing apart).
  const walkLengths = await page
    .locator('[data-testid="roadbook-leg"][data-mode="walk"] .timeline-length')
    .allTextContents();
  expect(walkLengths.length).toBeGreaterThan(0);
  expect(walkLengths.filter((l) => /^\d m$/.test(l.trim()))).toEqual([]);
  await expect(page.getByTestId('roadbook-departure')).toBeVisible();
  await expect(page.getByTestId('roadbook-arrival')).toBeVisible();
  // The departure and arrival times are among the trip's facts, and said there only.
  const facts = page.locator('.roadbook-summary .key-informations');
  await expect(facts).toContainText('Départ');
  await expect(page.locator('.roadbook-summary > p').filter({ hasText: /Départ à/ })).toHaveCount(
    0,
  );
  // The operator of the feed's agency.txt: its site, opened in a new tab; no ticket page given.
  const site = page.getByTestId('operator-links').getByRole('link', {
    name: 'Horaires et trajets sur le site de l’exploitant (Compagnie des Autobus de Monaco)',
  });
  await expect(site).toHaveAttribute('href', 'http://www.cam.mc/');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('operator-cta')).toHaveCount(0);
  await site.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/transit-roadbook-operator.png` });
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
      page.evaluate((): unknown => {
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
    map.jumpTo({ center: [lng, lat], zoom: 16.5 });
    await new Promise((resolve) => map.once('idle', resolve));
    const p = map.project([lng, lat]);
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

/** A place as a traveller types it and recognises it in the suggestions. */
interface TypedPlace {
  text: string;
  name: RegExp;
  town: RegExp;
}

const MONACO = /98000 Monaco/;
/** Jardin Exotique and Saint-Roman: across Monaco, a change of bus on foot at 08:00. */
const JARDIN_EXOTIQUE: TypedPlace = {
  text: 'Jardin Exotique',
  name: /^Jardin Exotique/,
  town: MONACO,
};
const SAINT_ROMAN: TypedPlace = { text: 'Saint-Roman', name: /^Saint-Roman/, town: MONACO };
/** Fontvieille (the Stade Louis II) and Monte-Carlo (the Casino). */
const STADE: TypedPlace = { text: 'Stade Louis II', name: /Stade Louis.II/, town: /Monaco/ };
const CASINO: TypedPlace = { text: 'Place du Casino', name: /Place du Casino/, town: MONACO };

/**
 * The itinerary by public transport, leaving on a date at a time: the mode and the time are
 * chosen first, then both places are typed and picked (the trip computes once both are there).
 */
async function searchByBus(
  page: Page,
  trip: { from: TypedPlace; to: TypedPlace },
  when: { date: string; time: string },
): Promise<void> {
  await page.goto('/plan?e2e=1');
  await waitForMap(page);
  await openItinerary(page);
  await page.getByTestId('mode-public_transport').click();
  await page.getByTestId('open-datetime').click();
  await page.getByTestId('when-DEPARTURE_LATER').check();
  await page.getByTestId('date').fill(when.date);
  await page.getByTestId('time').fill(when.time);
  await page.getByTestId('overlay-apply').click();
  await pickStep(page, 0, trip.from.text, trip.from.name, trip.from.town);
  await pickStep(page, 1, trip.to.text, trip.to.name, trip.to.town);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
}

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** « 25 min », « 1 h 05 min », « < 1 min » in minutes. */
const durationMinutes = (label: string): number => {
  const m = /(?:(\d+) h )?(\d+) min/.exec(label);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : 0;
};

test('a bus roadbook reads the same times everywhere: legs, walks, arrival and duration', async ({
  page,
}) => {
  await searchByBus(
    page,
    { from: JARDIN_EXOTIQUE, to: SAINT_ROMAN },
    { date: '2026-01-15', time: '08:00' },
  );
  const card = page.getByTestId('route-transports-en-commun-0');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  const [cardDeparture, cardArrival] = (
    (await card.locator('.transit-times strong').textContent()) ?? ''
  )
    .split('→')
    .map((s) => s.trim());
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook-leg').first()).toBeVisible();
  const legs = await page.getByTestId('roadbook-leg').evaluateAll((items) =>
    items.map((li) => ({
      mode: li.getAttribute('data-mode'),
      duration: li.querySelector('.transit-leg-duration')?.textContent ?? '',
      times: [...li.querySelectorAll('time, .timeline-time')].map((e) => e.textContent ?? ''),
    })),
  );
  expect(legs.length).toBeGreaterThanOrEqual(3);
  let previousEnd = 0;
  for (const leg of legs) {
    const times = leg.times.map(minutesOf);
    // Each leg starts after the previous one ends, its clock never goes back, and it lasts what it says.
    expect(times[0]).toBeGreaterThanOrEqual(previousEnd);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    if (times.length > 1) expect(times.at(-1)! - times[0]!).toBe(durationMinutes(leg.duration));
    previousEnd = times.at(-1)!;
  }
  const keys = Object.fromEntries(
    await page
      .locator('.key-informations > div')
      .evaluateAll((rows) =>
        rows.map((r) => [r.querySelector('dt')?.textContent, r.querySelector('dd')?.textContent]),
      ),
  ) as Record<string, string>;
  expect(keys['Départ']).toBe(cardDeparture);
  expect(keys['Arrivée']).toBe(cardArrival);
  expect(keys['Arrivée']).toBe(legs.at(-1)!.times.at(-1));
  expect(durationMinutes(keys['Durée'] ?? '')).toBe(
    minutesOf(keys['Arrivée']!) - minutesOf(keys['Départ']!),
  );
  await page.locator('.transit-stops summary').first().click();
  await page.screenshot({ path: `${SHOTS}/transit-roadbook-times.png`, fullPage: true });
});

for (const size of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
])
  test(`${size.name}: without a timetable that day, the public-transport message heads the list and the other modes' cards read well`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await searchByBus(page, { from: STADE, to: CASINO }, { date: '2026-06-01', time: '08:00' });
    // The chosen mode stays chosen; its message, with the validity and the nearest day, comes first.
    await expect(page.getByTestId('mode-public_transport')).toHaveAttribute('aria-pressed', 'true');
    const first = page.locator('.route-list > li').first().locator('[data-testid]').first();
    await expect(first).toHaveAttribute('data-testid', 'unavailable-transports-en-commun');
    await expect(first).toContainText('horaires valables du 20/12/2025 au 13/02/2026');
    // The nearest day is before the one asked: the timetable has ended, and the message says so.
    await expect(first).toContainText(
      'Ces horaires ont pris fin : leur dernier jour est le vendredi 13/02/2026.',
    );
    await expect(page.locator('.route-list > li').nth(1).locator('.route-card')).toHaveAttribute(
      'data-testid',
      /^route-/,
    );
    // Every note card: its title on one line above its description, never over it.
    const notes = page.locator('.route-card--note');
    expect(await notes.count()).toBeGreaterThanOrEqual(3);
    for (const note of await notes.all()) {
      await note.scrollIntoViewIfNeeded();
      const title = (await note.locator('.route-provider').boundingBox())!;
      const text = (await note.locator('.route-info').boundingBox())!;
      const box = (await note.boundingBox())!;
      expect(title.height).toBeLessThan(30);
      expect(title.y + title.height).toBeLessThanOrEqual(text.y + 1);
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await page.locator('.route-list').evaluate((list) => list.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/transit-no-timetable-${size.name}.png` });
    await notes.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/transit-notes-${size.name}.png` });
  });

test('a trip stays drawn over the bus lines when the public transport layer is chosen after it', async ({
  page,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Stade Louis', /Stade Louis-II/);
  await pickStep(page, 1, 'Musée Océanographique', /Musée Océanographique/);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
  await page.getByTestId('mode-tc').click();
  const order = (): Promise<{ gtfs: number; osm: number; route: number; labels: number }> =>
    page.evaluate(() => {
      const map = (window as unknown as { __periple: { map: MapLibreMap } }).__periple.map;
      const ids = (map.getStyle().layers ?? []).map((l) => l.id);
      const at = (id: string): number => ids.indexOf(id);
      return {
        gtfs: at('gtfs-lines'),
        osm: at('mode-tc-line'),
        route: at('itinerary-routes-line'),
        labels: at('housenumber'),
      };
    });
  await expect.poll(async () => (await order()).gtfs).toBeGreaterThan(-1);
  const { gtfs, osm, route, labels } = await order();
  // Over both networks' lines (it ran under them, seen only at its ends), under the labels.
  expect(route).toBeGreaterThan(gtfs);
  expect(route).toBeGreaterThan(osm);
  expect(route).toBeLessThan(labels);
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/trip-over-bus-lines.png` });
});
