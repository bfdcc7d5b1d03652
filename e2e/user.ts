/**
 * What a person does in the e2e journeys: open the map, type in the header's search box or in an
 * itinerary field, pick a suggestion, leave a field, click the map. No coordinates typed, no URL
 * where a person would use the interface (a shared link is a URL: a person opens it).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** The test hook of the map (?e2e=1). */
export type PeripleWindow = { __periple: { map: MapLibreMap } };

/** Screenshots of the journeys (gitignored). */
export const SHOTS = 'e2e/screenshots';

/**
 * A phone of the issue (390 × 844, touch). One device pixel per CSS pixel: the map is drawn in
 * software here, and four times the pixels would only slow the journeys down.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/** Opens a page and waits for the map's style. */
export async function openMap(page: Page, path = '/plan?e2e=1'): Promise<void> {
  await page.goto(path);
  await waitForMap(page);
}

/** Waits until the map stopped moving and drew its tiles (the map may not exist yet). */
export async function mapIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as Partial<PeripleWindow>).__periple?.map));
  // A view asked for waits for its panel to be drawn before the map moves (panel-padding.ts).
  await page.waitForFunction(() => !document.querySelector('[data-view-pending]'));
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as unknown as PeripleWindow).__periple.map;
        const done = (): void => {
          if (map.loaded() && !map.isMoving()) resolve();
          else void map.once('idle', done);
        };
        done();
      }),
  );
}

/** Waits until the map has its style. */
export async function waitForMap(page: Page): Promise<void> {
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
}

/** Types in the header's search box (on a phone, opened from its button first). */
export async function typeSearch(page: Page, text: string): Promise<void> {
  const opener = page.getByTestId('search-opener');
  if (await opener.isVisible()) await opener.click();
  const input = page.getByTestId('search-input');
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 20 });
}

/** Types in the header's search box and presses Enter. */
export async function searchFor(page: Page, text: string): Promise<void> {
  await typeSearch(page, text);
  await page.getByTestId('search-input').press('Enter');
}

/**
 * Types a place in the header's search box, presses Enter and waits for what the person then
 * sees: the place's page and its marker on the map, once the map has flown there.
 */
export async function goToPlace(page: Page, text: string): Promise<void> {
  await searchFor(page, text);
  await expect(page).toHaveURL(/\/plan\/lieu\//);
  await expect(page.getByTestId('search-marker')).toBeVisible();
  await mapIdle(page);
}

/** Types in an itinerary field (departure 0, …, arrival). */
export async function typeInStep(page: Page, index: number, text: string): Promise<void> {
  const input = page.getByTestId(`step-input-${index}`);
  await input.click();
  await input.pressSequentially(text, { delay: 20 });
}

/**
 * Types in an itinerary field and clicks the first suggestion whose name (its first line) reads
 * `choice`, and whose second line reads `town` when given; the field then shows that place.
 */
export async function pickStep(
  page: Page,
  index: number,
  text: string,
  choice: RegExp,
  town?: RegExp,
): Promise<void> {
  await typeInStep(page, index, text);
  let option = page
    .getByTestId('suggestion')
    .filter({ has: page.locator('.suggestion-line1', { hasText: choice }) });
  if (town) option = option.filter({ has: page.locator('.suggestion-line2', { hasText: town }) });
  await expect(option.first()).toBeVisible();
  await option.first().click();
  await expect(page.getByTestId(`step-input-${index}`)).toHaveValue(choice);
}

/** Opens the itinerary from the header's link. */
export async function openItinerary(page: Page): Promise<void> {
  await page.getByTestId('itinerary-link').click();
  await expect(page).toHaveURL(/\/itineraire/);
  await expect(page.getByTestId('itinerary-input')).toBeVisible();
}

/** Clicks the map where a place is (the place is found on the map, then clicked). */
export async function clickMapAt(
  page: Page,
  point: { lng: number; lat: number },
  options: { button?: 'left' | 'right' } = {},
): Promise<void> {
  const xy = await page.evaluate(
    ([lng, lat]) => {
      const map = (window as unknown as PeripleWindow).__periple.map;
      const p = map.project([lng!, lat!]);
      const r = map.getContainer().getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    [point.lng, point.lat],
  );
  await page.mouse.click(xy.x, xy.y, options);
}

/** The names of the steps in the roadbook's timeline. */
export async function roadbookNames(page: Page): Promise<{ from: string; to: string }> {
  const from = (await page.getByTestId('roadbook-departure').innerText()).trim();
  const to = (await page.getByTestId('roadbook-arrival').innerText()).trim();
  return { from, to };
}

/** The password of the accounts the tests create. */
export const PASSWORD = 'mon mot de passe de test';

/** Opens « Mon compte » from the header. */
export async function openAccount(page: Page): Promise<void> {
  await page.getByTestId('account-link').click();
  await expect(page.getByTestId('account-overlay')).toBeVisible();
}

/** Creates an account in the overlay (first name Camille). */
export async function signUp(page: Page, email: string): Promise<void> {
  await openAccount(page);
  await page.getByRole('button', { name: /Créer un compte/ }).click();
  const form = page.getByTestId('signup-form');
  await form.getByLabel(/Prénom/).fill('Camille');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('account-hello')).toContainText('Bonjour Camille');
}

/** Signs in from the account overlay (opened first when it is not). */
export async function signIn(page: Page, email: string): Promise<void> {
  if (!(await page.getByTestId('account-overlay').isVisible())) await openAccount(page);
  const form = page.getByTestId('signin-form');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('account-hello')).toBeVisible();
}

/**
 * Drags `target` by `dy` px with one finger (real touch events), in steps, as a person's swipe;
 * from its middle, or `fromBottom` px above its bottom edge.
 */
export async function swipe(
  page: Page,
  target: Locator,
  dy: number,
  fromBottom?: number,
): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const x = box.x + box.width / 2;
  const y = fromBottom === undefined ? box.y + box.height / 2 : box.y + box.height - fromBottom;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
    });
  await touch('touchStart', y);
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await touch('touchMove', y + (dy * i) / steps);
    await page.waitForTimeout(25);
  }
  await touch('touchEnd', y + dy);
  await cdp.detach();
}

/**
 * Collects the page's content-security-policy violations (what Chromium lists in its Issues panel
 * and Lighthouse counts against best practices), from the first script on: read them with
 * `policyViolations`.
 */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The violations `watchPolicyViolations` collected so far on the current page. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...((window as unknown as { __policyViolations?: string[] }).__policyViolations ?? []),
  ]);
}
