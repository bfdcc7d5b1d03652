/**
 * A/B tests (issue 15) as a browser meets them: the shipped entry « itineraire-tri-par-defaut »
 * runs for fr-FR desktops only. An enrolled desktop in the variant « duree » sees its results
 * quickest first; a phone with the same random id is not in the test; a first visit draws its id
 * and keeps it; a visit without the storage consent draws none and sees the defaults; the
 * configuration down changes nothing but the experiment.
 */
import { expect, test, type Page } from '@playwright/test';
import { ENROLMENT_STORAGE_KEY, parseEnrolments } from '../src/domain/abtest/abtest';
import { acceptAll, refuseAll } from '../src/domain/consent/consent';
import { consentCookie } from './consent-cookie';
import { ITINERARY_SORT_EXPERIMENT } from '../src/domain/abtest/experiments';
import { openItinerary, openMap, PHONE, pickStep } from './user';

const CONFIG = '**/api/abtest/config-web.json';

/** The browser kept `randomId` for the sort experiment before this visit. */
async function enrolledAt(page: Page, randomId: number): Promise<void> {
  const value = JSON.stringify({ [ITINERARY_SORT_EXPERIMENT]: randomId });
  await page.addInitScript(
    ([key, kept]) => {
      if (!sessionStorage.getItem('e2e-enrolled')) {
        localStorage.setItem(key, kept);
        sessionStorage.setItem('e2e-enrolled', '1');
      }
    },
    [ENROLMENT_STORAGE_KEY, value] as const,
  );
}

/** Types a trip in Monaco and waits for its results. */
async function typedTrip(page: Page): Promise<void> {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Palais', /Place du Palais/);
  await pickStep(page, 1, 'Place du Casino', /Place du Casino/);
  await expect(page.getByTestId('itinerary-results')).toBeVisible();
}

/** The route cards' ids in the order shown. */
async function routeOrder(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('itinerary-results')
    .locator('[data-testid^="route-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid') ?? ''));
  return ids.filter((id) => /^route-[a-z-]+-\d+$/.test(id));
}

async function pressedSort(page: Page): Promise<string | null> {
  const pressed = page.locator('[data-testid^="sort-"][aria-pressed="true"]');
  await expect(pressed).toHaveCount(1);
  return pressed.getAttribute('data-testid');
}

test.describe('on a fr-FR desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('random id 75 is in « duree »: the results open quickest first; a sort picked replaces it', async ({
    page,
  }) => {
    await enrolledAt(page, 75);
    const config = page.waitForResponse(CONFIG);
    await typedTrip(page);
    expect((await config).status()).toBe(200);
    await expect(page.getByTestId('sort-duration')).toHaveAttribute('aria-pressed', 'true');
    const opened = await routeOrder(page);
    expect(opened.length).toBeGreaterThan(2);
    await page.getByTestId('sort-default').click();
    await page.getByTestId('sort-duration').click();
    expect(await routeOrder(page)).toEqual(opened);
    await page.getByTestId('sort-price').click();
    await expect(page.getByTestId('sort-price')).toHaveAttribute('aria-pressed', 'true');
  });

  test('random id 10 is in « ordre »: the results open in the default order', async ({ page }) => {
    await enrolledAt(page, 10);
    await typedTrip(page);
    expect(await pressedSort(page)).toBe('sort-default');
  });

  test('the configuration down: no experiment, the results as usual', async ({ page }) => {
    await enrolledAt(page, 75);
    await page.route(CONFIG, (route) => route.fulfill({ status: 503, body: 'indisponible' }));
    await typedTrip(page);
    expect(await pressedSort(page)).toBe('sort-default');
  });
});

test.describe('a first visit on a fr-FR desktop', () => {
  test.use({
    viewport: { width: 1366, height: 800 },
    storageState: {
      cookies: [consentCookie(acceptAll(Date.now()))],
      origins: [],
    },
  });

  test('draws its random id, keeps it with the storage consent, and sees its variant', async ({
    page,
  }) => {
    await typedTrip(page);
    const kept = await page.evaluate((key) => localStorage.getItem(key), ENROLMENT_STORAGE_KEY);
    const randomId = parseEnrolments(kept)[ITINERARY_SORT_EXPERIMENT];
    expect(randomId).toBeGreaterThanOrEqual(0);
    expect(randomId).toBeLessThan(100);
    expect(await pressedSort(page)).toBe((randomId ?? 0) < 50 ? 'sort-default' : 'sort-duration');
  });
});

test.describe('a fr-FR desktop that refused the storage', () => {
  test.use({
    viewport: { width: 1366, height: 800 },
    storageState: { cookies: [consentCookie(refuseAll(Date.now()))], origins: [] },
  });

  test('draws no id: the results keep the default sort, reload after reload', async ({ page }) => {
    // The dice of this browser would put it in « duree »: an id drawn afresh at each page would
    // sort one load by « Durée » and the next by « Mode ».
    await page.addInitScript(() => {
      Math.random = () => 0.75;
    });
    await typedTrip(page);
    expect(await pressedSort(page)).toBe('sort-default');
    await page.reload();
    await expect(page.getByTestId('itinerary-results')).toBeVisible();
    expect(await pressedSort(page)).toBe('sort-default');
    const kept = await page.evaluate((key) => localStorage.getItem(key), ENROLMENT_STORAGE_KEY);
    expect(kept).toBeNull();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the same random id 75: a phone is not in the desktop test', async ({ page }) => {
    await enrolledAt(page, 75);
    const config = page.waitForResponse(CONFIG);
    await typedTrip(page);
    expect((await config).status()).toBe(200);
    expect(await pressedSort(page)).toBe('sort-default');
  });
});
