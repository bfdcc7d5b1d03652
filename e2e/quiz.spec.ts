/**
 * The city quiz as a player uses it (issue 14): from the map's menu to the quiz home, a level and
 * a département picked, ten towns placed by clicking the map — each score checked against the
 * spec's formula — the end screen, the best total found in another browser once signed in; a round played with the keyboard only; a tap on a phone; an
 * unknown area. Screenshots of a round, an answer and the end screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { cityScore, distanceKm, type QuizConfig } from '../src/domain/quiz/rules';
import type { QuizCity } from '../src/domain/quiz/quiz';
import {
  mapIdle,
  openMap,
  PHONE,
  SHOTS,
  signIn,
  signUp,
  waitForMap,
  type PeripleWindow,
} from './user';

interface ListBody {
  data: { config: QuizConfig; list: QuizCity[]; game: string };
}

/** The page's pixel of a point of the map. */
async function pixelOf(page: Page, lng: number, lat: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([x, y]) => {
      const map = (window as unknown as { __periple: { map: maplibregl.Map } }).__periple.map;
      const p = map.project([x!, y!]);
      const r = map.getContainer().getBoundingClientRect();
      // Whole pixels: the browser's pointer events land on them.
      return { x: Math.round(r.left + p.x), y: Math.round(r.top + p.y) };
    },
    [lng, lat],
  );
}

/** The map point under a page pixel (what a click there guesses). */
async function pointAt(page: Page, xy: { x: number; y: number }) {
  return page.evaluate(
    ([x, y]) => {
      const map = (window as unknown as { __periple: { map: maplibregl.Map } }).__periple.map;
      const r = map.getContainer().getBoundingClientRect();
      const p = map.unproject([x! - r.left, y! - r.top]);
      return { lng: p.lng, lat: p.lat };
    },
    [xy.x, xy.y],
  );
}

/** The town the page asks for, found in the list by its name. */
async function townAsked(page: Page, list: QuizCity[]): Promise<QuizCity> {
  const shown = (await page.getByTestId('quiz-city').innerText()).trim();
  const town = list.find((c) => shown === c.name || shown === `${c.name} (${c.departmentName})`);
  expect(town, shown).toBeDefined();
  return town!;
}

/** Towns at metropolitan France's four ends: west, north, east and south (Corsica). */
const FRANCE_ENDS = [
  { name: 'Brest', lng: -4.486, lat: 48.39 },
  { name: 'Dunkerque', lng: 2.377, lat: 51.034 },
  { name: 'Strasbourg', lng: 7.752, lat: 48.573 },
  { name: 'Ajaccio', lng: 8.737, lat: 41.919 },
] as const;

/**
 * Opens the quiz from the map's menu, as a player does, and checks that each end of France is
 * drawn on the map and clear of the quiz home's panel (beside it on a desktop, above it on a phone).
 */
async function homeShowsFrance(page: Page): Promise<void> {
  await openMap(page);
  await page.getByTestId('quiz-link').click();
  const panel = page.getByTestId('quiz-home');
  await expect(panel).toBeVisible();
  await page.waitForTimeout(300);
  await mapIdle(page);
  const box = (await panel.boundingBox())!;
  const map = (await page.getByTestId('map').boundingBox())!;
  for (const end of FRANCE_ENDS) {
    const xy = await pixelOf(page, end.lng, end.lat);
    const where = `${end.name} at ${xy.x},${xy.y}; panel ${JSON.stringify(box)}`;
    expect(xy.x > map.x && xy.x < map.x + map.width, where).toBe(true);
    expect(xy.y > map.y && xy.y < map.y + map.height, where).toBe(true);
    const besidePanel = xy.x > box.x + box.width || xy.y < box.y || xy.y > box.y + box.height;
    expect(besidePanel, where).toBe(true);
  }
}

/** The map's zoom. */
async function mapZoom(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as PeripleWindow).__periple.map.getZoom());
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a full game of Seine-Maritime, each score as the formula says, kept in the account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = `quiz.${Date.now()}@example.fr`;
    await openMap(page);
    await signUp(page, email);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await page.getByTestId('quiz-link').click();
    await expect(page.getByTestId('quiz-home')).toBeVisible();
    await page.getByLabel('Moyen').check();
    const listed = page.waitForResponse((r) => r.url().includes('/api/quiz/cities/department'));
    await page.getByTestId('quiz-department').selectOption({ label: '76 Seine-Maritime' });
    await expect(page).toHaveURL(/\/quiz\/villes\/departement\/seine-maritime\?niveau=4/);
    // The game says what is played: the area and the level chosen.
    await expect(page.getByTestId('quiz-game')).toContainText(
      'Quiz des villes · Seine-Maritime · Moyen',
    );
    const { data } = (await (await listed).json()) as ListBody;
    expect(data.config).toMatchObject({ mode: 'departmentCities', level: 4, rounds: 10 });
    await waitForMap(page);
    await expect(page.getByTestId('quiz-city')).not.toBeEmpty();
    await page.waitForTimeout(500);
    await mapIdle(page);
    // The map's credits stay while the theme's layers are hidden.
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OpenStreetMap');
    await page.screenshot({ path: `${SHOTS}/quiz-desktop-round.png` });
    const startZoom = await mapZoom(page);
    const points: number[] = [];
    let asked = '';
    for (let round = 1; round <= 10; round += 1) {
      await expect(page.getByTestId('quiz-round')).toHaveText(`Ville ${round} sur 10`);
      if (round === 2) {
        // The last answer stays readable under the next town until the next guess.
        const previous = page.getByTestId('quiz-previous');
        await expect(previous).toContainText('Ville précédente');
        await expect(previous).toContainText(`${asked} : à `);
        await expect(previous).toHaveAttribute('data-points', String(points[0]));
        await page.screenshot({ path: `${SHOTS}/quiz-desktop-previous.png` });
      }
      const town = await townAsked(page, data.list);
      asked = town.name;
      // A guess a little east of the town (farther each round).
      const xy = await pixelOf(page, town.lng + 0.01 * round, town.lat);
      const guess = await pointAt(page, xy);
      await page.mouse.click(xy.x, xy.y);
      // A second click during the pause changes nothing (the recap below has the first).
      await page.mouse.dblclick(xy.x + 40, xy.y);
      points.push(cityScore(data.config, distanceKm(guess, town)).points);
      if (round === 1) {
        // The answer shows for 2 s: read once, then its screenshot.
        await expect(page.getByTestId('quiz-answer')).toHaveAttribute(
          'data-points',
          String(points[0]),
          { timeout: 1500 },
        );
        await page.screenshot({ path: `${SHOTS}/quiz-desktop-answer.png` });
      }
    }
    const total = points.reduce((a, b) => a + b, 0);
    const over = page.getByTestId('quiz-over');
    await expect(over).toBeVisible();
    await expect(over.locator('.quiz-total')).toHaveText(
      `Partie terminée : ${total.toLocaleString('fr-FR')} points`,
    );
    // Each town's points, as the formula gives them for the first click of its round.
    await expect(over.getByTestId('quiz-recap').locator('li')).toHaveText(
      // Written as the score is (« 1 060 »).
      points.map((p) => new RegExp(` · ${p.toLocaleString('fr-FR')}$`)),
    );
    await expect(over).toContainText('Nouveau meilleur score !');
    // The link shared is this game's: its code gives the same towns.
    expect(data.game).toMatch(/^[0-9a-z]{8}$/);
    const shared = over.getByTestId('quiz-share-link');
    await expect(shared).toHaveAttribute(
      'href',
      new RegExp(`/quiz/villes/departement/seine-maritime\\?niveau=4&partie=${data.game}$`),
    );
    await expect(over.getByRole('button', { name: 'Partager cette partie' })).toBeVisible();
    const sharedHref = (await shared.getAttribute('href')) ?? '';
    // The dots say what they are, and they are all framed beside the end panel.
    await expect(over.getByTestId('quiz-legend')).toContainText('Vos réponses');
    await expect(over.getByTestId('quiz-legend')).toContainText(
      `Villes trouvées à moins de ${data.config.bonusDistance} km (bonus)`,
    );
    await mapIdle(page);
    const panel = await page.getByTestId('quiz-game').boundingBox();
    const mapBox = await page.getByTestId('map').boundingBox();
    if (!panel || !mapBox) throw new Error('the end panel and the map are on screen');
    // Each town and each guess (a little east of it), whole and with room around it (40 px:
    // a dot of 9 px at the edge was cut, or hidden by the zoom buttons' column).
    const dots = data.list
      .slice(0, 10)
      .flatMap((town, i) => [town, { ...town, lng: town.lng + 0.01 * (i + 1) }]);
    for (const dot of dots) {
      const xy = await pixelOf(page, dot.lng, dot.lat);
      expect(xy.x, dot.name).toBeGreaterThan(panel.x + panel.width + 40);
      expect(xy.x, dot.name).toBeLessThan(mapBox.x + mapBox.width - 40);
      expect(xy.y, dot.name).toBeGreaterThan(mapBox.y + 40);
      expect(xy.y, dot.name).toBeLessThan(mapBox.y + mapBox.height - 40);
    }
    // The towns are named beside their dots (the game's map has no label of its own): those
    // the map has room for, each one of the game's.
    const names = await page.evaluate(() =>
      (window as unknown as PeripleWindow).__periple.map
        .queryRenderedFeatures({ layers: ['quiz-labels'] })
        .map((f) => String(f.properties.label)),
    );
    expect(names.length).toBeGreaterThan(0);
    const towns = data.list.slice(0, 10).map((town) => town.name);
    for (const name of names) expect(towns).toContain(name);
    // The game's own map lacks no detail: no notice says the region's map does not cover it.
    await expect(page.locator('.coverage-notice')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/quiz-desktop-over.png` });
    // The end framed the dots, closer in (how much depends on the ten towns drawn: 0.12 for a
    // game spread over the département); nothing is left to aim at.
    await expect.poll(() => mapZoom(page)).toBeGreaterThan(startZoom);
    await expect(page.locator('.quiz-crosshair')).toBeHidden();
    await over.getByRole('button', { name: 'Rejouer' }).click();
    await expect(page.getByTestId('quiz-round')).toHaveText('Ville 1 sur 10');
    // A new game starts on the whole département again. Played with the mouse, no crosshair
    // (the keyboard's aim) sits at the centre of the map.
    await expect.poll(() => mapZoom(page)).toBeCloseTo(startZoom, 1);
    await expect(page.locator('.quiz-crosshair')).toBeHidden();

    // Another browser: signed in, the quiz home shows the record kept in the account.
    const other = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const fresh = await other.newPage();
    await openMap(fresh);
    await signIn(fresh, email);
    await fresh.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await fresh.getByTestId('quiz-link').click();
    const records = fresh.getByTestId('quiz-records');
    await expect(records).toHaveCount(0);
    await fresh.getByLabel('Moyen').check();
    await expect(records.locator('li')).toHaveText([
      `Seine-Maritime${total.toLocaleString('fr-FR')}`,
    ]);
    await expect(records).toContainText('Gardés dans votre compte.');
    await fresh.screenshot({ path: `${SHOTS}/quiz-desktop-records.png` });
    // The friend who opens the shared link plays the same game: its first town, and the same
    // ten towns shown on the map at its end.
    await fresh.goto(sharedHref);
    await expect(fresh.getByTestId('quiz-city')).toContainText(data.list[0]?.name ?? '-');
    await expect(fresh.getByTestId('quiz-game')).toContainText('Seine-Maritime');
    await other.close();
  });

  test('a click outside the area played is a guess too: it is answered, never lost', async ({
    page,
  }) => {
    const listed = page.waitForResponse((r) => r.url().includes('/api/quiz/cities/department'));
    await page.goto('/quiz/villes/departement/seine-maritime?defi=2026-11-23&e2e=1');
    const { data } = (await (await listed).json()) as ListBody;
    await waitForMap(page);
    await expect(page.getByTestId('quiz-city')).not.toBeEmpty();
    await mapIdle(page);
    // Past the area's eastern edge, in the Oise: shown on the map, outside Seine-Maritime's box.
    const [, south, east, north] = data.config.bounds;
    const xy = await pixelOf(page, east + 0.05, (south + north) / 2);
    expect(xy.x).toBeLessThan(1366);
    await page.mouse.click(xy.x, xy.y);
    const answer = page.getByTestId('quiz-answer');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(/à [\d,  ]+ km, \d+ points/);
    // A miss is not shown in the green of a good answer.
    const missed = (await answer.getAttribute('data-points')) === '0';
    await expect(answer).toHaveCSS(
      'background-color',
      missed ? 'rgb(253, 236, 234)' : 'rgb(229, 247, 236)',
    );
  });

  test('a round played with the keyboard only', async ({ page }) => {
    await page.goto('/quiz/villes/departement/seine-maritime?defi=2026-11-23&e2e=1');
    await waitForMap(page);
    await expect(page.getByTestId('quiz-city')).not.toBeEmpty();
    await expect(page.locator('.quiz-crosshair')).toBeHidden();
    // Tab from the page's last control before the map reaches the map: the aim shows.
    await page.locator('.maplibregl-canvas').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.maplibregl-canvas')).toBeFocused();
    await expect(page.locator('.quiz-crosshair')).toBeVisible();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(600);
    await page.keyboard.press('Enter');
    const answer = page.getByTestId('quiz-answer');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(/à [\d,]+ km, \d+ points/);
    // The screen reader hears it: the answer is in a live region.
    await expect(page.locator('[aria-live="assertive"]')).toContainText('points');
  });

  test('the quiz home shows the whole of France beside its panel', async ({ page }) => {
    await homeShowsFrance(page);
    await page.screenshot({ path: `${SHOTS}/quiz-desktop-home.png` });
  });

  test('an unknown département shows the areas to choose from, and is a 404 page', async ({
    page,
    request,
  }) => {
    const url = '/quiz/villes/departement/nulle-part';
    expect((await request.get(url)).status()).toBe(404);
    await page.goto(url);
    await expect(page.getByRole('alert')).toHaveText(
      'Cette zone n’existe pas dans le quiz. Choisissez-en une dans la liste.',
    );
    await expect(page.getByTestId('quiz-department').locator('option')).not.toHaveCount(1);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the quiz home shows the whole of France above its sheet', async ({ page }) => {
    await homeShowsFrance(page);
    await page.screenshot({ path: `${SHOTS}/quiz-phone-home.png` });
  });

  test('a town placed with a tap, above the sheet', async ({ page }) => {
    await openMap(page);
    // The quiz home loads France's list (the default game) before it is picked.
    const listed = page.waitForResponse((r) => r.url().includes('/api/quiz/cities?'));
    await page.getByTestId('quiz-link').click();
    await expect(page.getByTestId('quiz-home')).toBeVisible();
    await page.getByRole('link', { name: 'France entière' }).click();
    await expect(page).toHaveURL(/\/quiz\/villes\?niveau=2/);
    const { data, config } = (await (await listed).json()) as {
      data: QuizCity[];
      config: QuizConfig;
    };
    await waitForMap(page);
    await expect(page.getByTestId('quiz-city')).not.toBeEmpty();
    // The view is fitted to the area once the game is there: tap when the map has settled.
    await page.waitForTimeout(500);
    await mapIdle(page);
    await page.screenshot({ path: `${SHOTS}/quiz-phone-round.png` });
    const town = await townAsked(page, data);
    const xy = await pixelOf(page, town.lng, town.lat);
    const guess = await pointAt(page, xy);
    await page.touchscreen.tap(xy.x, xy.y);
    const expected = cityScore(config, distanceKm(guess, town));
    await expect(page.getByTestId('quiz-answer')).toHaveAttribute(
      'data-points',
      String(expected.points),
    );
    await page.screenshot({ path: `${SHOTS}/quiz-phone-answer.png` });
  });
});
