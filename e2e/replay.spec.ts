/**
 * Session replay (issue 16): with tracking consent and sample rates of 1, a visit is recorded
 * (inputs masked), and the operator opens /admin/monitoring with the operator token, finds the
 * session and plays it back: the recorded page in the player, the map's camera moves beside it.
 */
import { expect, test } from '@playwright/test';
import { openMap, typeSearch } from './user';

const TOKEN = 'e2e-operator-token-0001';

test('a recorded visit plays back on the operator page, its inputs masked', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await visitor.route('**/api/monitoring/config', (route) =>
    route.fulfill({ json: { data: { sampleRate: 1, replaySampleRate: 1 } } }),
  );
  const chunks: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().endsWith('/api/monitoring/replay')) chunks.push(r.postData() ?? '');
  });
  await openMap(visitor);
  await expect.poll(() => chunks.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const sessionId = (JSON.parse(chunks[0] ?? '{}') as { sessionId?: string }).sessionId ?? '';
  await typeSearch(visitor, 'Casino');
  await visitor.getByRole('button', { name: 'Zoomer', exact: true }).click();
  // What was typed leaves with the next chunk (every 10 s).
  await expect
    .poll(() => chunks.some((c) => c.includes('"source":5')), { timeout: 30_000 })
    .toBe(true);
  await visitor.close({ runBeforeUnload: true });

  const operator = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await operator.goto('/admin/monitoring');
  await operator.getByTestId('operator-token').fill('pas le bon jeton du tout');
  await operator.getByRole('button', { name: 'Ouvrir' }).click();
  await expect(operator.getByRole('alert')).toHaveText('Jeton refusé.');
  await operator.getByTestId('operator-token').fill(TOKEN);
  await operator.getByRole('button', { name: 'Ouvrir' }).click();
  await expect(operator.getByTestId('operator-vitals')).toBeVisible();
  const events = await operator.request.get(`/api/admin/monitoring/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const recorded = await events.text();
  expect(recorded).not.toContain('"text":"Casino"');
  expect(recorded).toContain('"text":"******"');
  const row = operator.getByTestId('operator-sessions').getByRole('listitem').first();
  await row.getByRole('button', { name: 'Rejouer' }).click();
  const player = operator.frameLocator('[data-testid=operator-player] iframe');
  await expect(player.getByText('Itinéraire').first()).toBeAttached({ timeout: 30_000 });
  await expect(operator.getByTestId('operator-camera').getByRole('listitem').first()).toBeVisible();
  await operator.screenshot({ path: 'e2e/screenshots/operator-replay.png' });
});
