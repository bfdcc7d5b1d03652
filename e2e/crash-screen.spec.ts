/**
 * The crash screen (spec 000: « Une erreur s'est produite. »): a screen that cannot be drawn —
 * here its code lost on the way, as on a train going into a tunnel — is replaced by the spec's
 * words in the panel, the header and the map staying usable; the error reaches monitoring; once
 * the network is back, « Réessayer » draws the screen.
 */
import { expect, test } from '@playwright/test';
import { mapIdle, openMap, PHONE, SHOTS } from './user';

const RADIUS_CHUNK = '**/assets/radius-tool-*.js';

// The page's own requests only: a service worker's fetch of the chunk would go round the route.
test.use({ serviceWorkers: 'block' });

test('a screen whose code does not arrive shows the crash screen, reports it, and comes back on « Réessayer »', async ({
  page,
}) => {
  await page.route('**/api/monitoring/config', (route) =>
    route.fulfill({ json: { data: { sampleRate: 1, replaySampleRate: 0 } } }),
  );
  const errors: unknown[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/monitoring/intake')) return;
    const body: unknown = request.postDataJSON();
    if (typeof body === 'object' && body !== null && 'events' in body && Array.isArray(body.events))
      for (const event of body.events as unknown[])
        if (
          typeof event === 'object' &&
          event !== null &&
          'kind' in event &&
          event.kind === 'error'
        )
          errors.push(event);
  });
  await page.route(RADIUS_CHUNK, (route) => route.abort('internetdisconnected'));
  await openMap(page);
  await page.getByRole('link', { name: 'Calcul de rayon' }).click();
  const crash = page.getByTestId('crash-screen');
  await expect(crash.getByRole('heading', { name: "Une erreur s'est produite." })).toBeVisible();
  await expect(crash).toContainText(
    "Erreur technique survenue, nous nous engageons à gérer l'erreur très vite.",
  );
  // The rest of the page stays: the header's search and the map.
  await expect(page.getByTestId('search-input')).toBeEditable();
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/crash-screen-desktop.png` });
  // The error reaches the intake (batches leave every 10 s).
  await expect.poll(() => errors.length, { timeout: 20_000 }).toBeGreaterThan(0);
  // The network back, the screen comes on « Réessayer ».
  await page.unroute(RADIUS_CHUNK);
  await crash.getByRole('button', { name: 'Réessayer' }).click();
  await expect(crash).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Calcul de rayon' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the crash screen takes the sheet’s place, the way home one tap away', async ({ page }) => {
    await page.route(RADIUS_CHUNK, (route) => route.abort('internetdisconnected'));
    await openMap(page);
    await page.getByRole('link', { name: 'Calcul de rayon' }).click();
    const crash = page.getByTestId('crash-screen');
    await expect(crash).toBeInViewport();
    await mapIdle(page);
    await page.screenshot({ path: `${SHOTS}/crash-screen-phone.png` });
    await crash.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(crash).toHaveCount(0);
  });
});
