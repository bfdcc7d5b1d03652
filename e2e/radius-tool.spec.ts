/**
 * The radius tool as a person uses it: a centre typed and picked among the suggestions on a
 * phone (the circle is drawn above the sheet, not under it), and a centre clicked in the sea on
 * a desktop (the areas start on the shore: the tool says how far, and joins the two).
 */
import { expect, test } from '@playwright/test';
import { box } from './map-journeys';
import { clickMapAt, mapIdle, openAccount, PHONE, SHOTS, type PeripleWindow } from './user';

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a centre picked among the suggestions: the circle is above the sheet', async ({ page }) => {
    await page.goto('/outils/calcul-rayon?e2e=1');
    const tool = page.getByTestId('radius-tool');
    await tool.getByTestId('radius-query').click();
    await tool.getByTestId('radius-query').pressSequentially('place du casi', { delay: 20 });
    await tool.getByTestId('suggestion').filter({ hasText: 'Place du Casino' }).first().click();
    await expect(tool.getByTestId('radius-center')).toContainText('Place du Casino');
    await mapIdle(page);
    const sheet = await box(page, 'radius-tool');
    const map = await box(page, 'map');
    const circle = await page.evaluate(() => {
      const m = (window as unknown as PeripleWindow).__periple.map;
      const ys = m
        .querySourceFeatures('radius-tool')
        .filter((f) => f.properties.kind === 'circle')
        .flatMap((f) => (f.geometry.type === 'Polygon' ? f.geometry.coordinates.flat() : []))
        .map(
          ([lng, lat]) => m.project([lng!, lat!]).y + m.getContainer().getBoundingClientRect().top,
        );
      return { top: Math.min(...ys), bottom: Math.max(...ys) };
    });
    await page.screenshot({ path: `${SHOTS}/radius-phone-circle.png` });
    expect(circle.top).toBeGreaterThan(map.y);
    expect(circle.bottom).toBeLessThan(sheet.y);
  });
});

test('a centre clicked in the sea: the areas start on the shore, and the tool says how far', async ({
  page,
}) => {
  await page.goto('/outils/calcul-rayon?e2e=1');
  const tool = page.getByTestId('radius-tool');
  await tool.getByTestId('radius-query').click();
  await tool.getByTestId('radius-query').pressSequentially('place du casi', { delay: 20 });
  await tool.getByTestId('suggestion').filter({ hasText: 'Place du Casino' }).first().click();
  await tool.getByRole('button', { name: '1 km' }).click();
  await mapIdle(page);
  // Some 350 m off the shore, east of the casino.
  await clickMapAt(page, { lng: 7.435, lat: 43.738 });
  await expect(tool.getByTestId('radius-center')).toContainText('Centre : 43,');
  await tool.getByTestId('radius-areas-toggle').click();
  await expect(tool.getByTestId('radius-legend')).toBeVisible();
  const far = tool.getByTestId('radius-far-start');
  // On foot from the shore, the areas stay inside the detailed map: no word of its edge.
  await expect(tool.getByTestId('radius-cut')).toHaveCount(0);
  await expect(far).toHaveText(
    /^Aucune route à moins de [34]\d0\sm du centre\s:\sles zones partent de la plus proche/,
  );
  const kinds = () =>
    page.evaluate(() => [
      ...new Set(
        (window as unknown as PeripleWindow).__periple.map
          .querySourceFeatures('radius-tool')
          .map((f): unknown => f.properties.kind),
      ),
    ]);
  await expect.poll(kinds).toEqual(expect.arrayContaining(['area', 'start']));
  await mapIdle(page);
  await page.screenshot({ path: `${SHOTS}/radius-sea-centre.png` });
  // The centre stays in view with the areas.
  const centre = await page.evaluate(() => {
    const m = (window as unknown as PeripleWindow).__periple.map;
    return m.getBounds().contains([7.435, 43.738]);
  });
  expect(centre).toBe(true);
});

test('the circle and its areas survive a reload: the URL keeps them', async ({ page }) => {
  await page.goto('/outils/calcul-rayon?e2e=1');
  const tool = page.getByTestId('radius-tool');
  await tool.getByTestId('radius-query').click();
  await tool.getByTestId('radius-query').pressSequentially('place du casi', { delay: 20 });
  await tool.getByTestId('suggestion').filter({ hasText: 'Place du Casino' }).first().click();
  await tool.getByRole('button', { name: '5 km' }).click();
  await tool.getByRole('button', { name: 'À vélo' }).click();
  await tool.getByTestId('radius-areas-toggle').click();
  await expect(tool.getByTestId('radius-legend')).toBeVisible();
  await expect(page).toHaveURL(
    /#\?centre=7\.\d+,43\.\d+&lieu=Place.*&rayon=5000&mode=velo&zones=1$/,
  );
  await page.reload();
  await expect(tool.getByTestId('radius-center')).toContainText('Centre : Place du Casino');
  await expect(tool.getByRole('button', { name: '5 km' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tool.getByRole('button', { name: 'À vélo' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tool.getByTestId('radius-legend')).toBeVisible();
  // « Mon compte » opens over the tool (the tool wrote its state over the account's fragment),
  // and closed, leaves the circle as it was.
  await openAccount(page);
  await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
  await expect(page.getByTestId('account-overlay')).toBeHidden();
  await expect(page).toHaveURL(/#\?centre=.*&rayon=5000&mode=velo&zones=1$/);
  // A quarter of an hour by bike runs into the edge of Monaco's road network: the tool says so.
  await expect(tool.getByTestId('radius-cut')).toHaveText(
    /^Au-delà de la carte détaillée, Périple ne connaît pas les routes/,
  );
  // « Effacer »: the bare tool's address.
  await tool.getByRole('button', { name: 'Effacer' }).click();
  await expect(page).toHaveURL(/\/outils\/calcul-rayon$/);
});
