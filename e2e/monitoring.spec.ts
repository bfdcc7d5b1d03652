/**
 * Real-user monitoring behind consent (issue 16, first part): with tracking and error monitoring
 * accepted and a sample rate of 1, a page's vitals, its map load time and a JavaScript error reach
 * our own intake and are kept; after « Tout refuser » nothing is asked nor sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { openMap } from './user';

const CONFIG = '**/api/monitoring/config';

/** The events of every batch the page sends to the intake. */
function intake(page: Page): { kinds: () => string[]; statuses: number[] } {
  const sent: unknown[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/monitoring/intake')) return;
    const body: unknown = request.postDataJSON();
    if (typeof body !== 'object' || body === null || !('events' in body)) return;
    const events: unknown = body.events;
    if (Array.isArray(events)) events.forEach((event: unknown) => sent.push(event));
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/monitoring/intake')) statuses.push(response.status());
  });
  const kinds = (): string[] =>
    sent.flatMap((e) =>
      typeof e === 'object' && e !== null && 'kind' in e
        ? [`${String(e.kind)}${'name' in e ? `:${String(e.name)}` : ''}`]
        : [],
    );
  return { kinds, statuses };
}

test('measured with consent: vitals, the map’s load time and an error reach the intake', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route(CONFIG, (route) =>
    route.fulfill({ json: { data: { sampleRate: 1, replaySampleRate: 0 } } }),
  );
  const sent = intake(page);
  await openMap(page);
  await page.waitForResponse(CONFIG);
  // The collectors switch on once the configuration is read: an error of the page until one
  // is kept and sent (batches leave every 10 s).
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('e2e: an error of the page');
          });
        });
        return sent.kinds();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual(expect.arrayContaining(['vital:FCP', 'vital:TTFB', 'map-load', 'error']));
  await expect.poll(() => sent.statuses.length).toBeGreaterThan(0);
  expect(sent.statuses.every((s) => s === 204)).toBe(true);
});

test.describe('without consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('« Tout refuser »: the monitoring asks nothing and sends nothing', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/monitoring/')) asked.push(r.url());
    });
    await openMap(page);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout refuser' }).click();
    // The code loaded after the first screen has run: the service worker is registered.
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
      )
      .toBe(true);
    await page.waitForTimeout(1_500);
    expect(asked).toEqual([]);
  });
});
