/**
 * The service worker (issue 15): registered at the root on the first visit; a returning visitor's
 * map style, fonts and sprites come from its cache, API answers never do; with the network gone,
 * a page opens as the offline page, and « Réessayer » brings the map back once it is there.
 */
import { expect, test, type Page } from '@playwright/test';
import { openMap, waitForMap } from './user';

async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
}

test('a returning visitor’s map files come from the worker; offline, the offline page answers', async ({
  page,
  context,
}) => {
  await openMap(page);
  await controlled(page);
  const served: { url: string; worker: boolean }[] = [];
  page.on('response', (r) =>
    served.push({ url: new URL(r.url()).pathname, worker: r.fromServiceWorker() }),
  );
  await page.reload();
  await waitForMap(page);
  const styles = served.filter((r) => r.url.startsWith('/styles/'));
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.every((r) => r.worker)).toBe(true);
  expect(served.some((r) => r.url.startsWith('/assets/') && r.worker)).toBe(true);
  const api = served.filter((r) => r.url.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.some((r) => r.worker)).toBe(false);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api/') || u.startsWith('/tiles/'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/itineraire');
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading')).toHaveText('Vous êtes hors ligne');
  await context.setOffline(false);
  await offline.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('itinerary-input')).toBeVisible();
  await waitForMap(page);
});
