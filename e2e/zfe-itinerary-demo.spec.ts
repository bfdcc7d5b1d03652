/**
 * Crit'Air-aware itineraries (issue 17) on the demo region, as a traveller plans one: a car trip
 * typed between two streets of central Paris, the vignette given when the card asks for it, a
 * weekday departure at 10:00 when the Paris low-emission zone bans Crit'Air 4 cars (national
 * base: « V4 », Mo-Fr 08:00-20:00). Both ends lie inside the zone (the imported Paris extract is
 * entirely within it), so no road avoids it: the card says so. Runs on the demo server.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openItinerary, PHONE, pickStep, signUp } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

/** Fixed French public holidays (MM-DD); the movable ones never fall on a Tuesday. */
const HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/** The next Tuesday that is not a public holiday, YYYY-MM-DD (Paris's zone is off on holidays). */
function nextTuesday(): string {
  const d = new Date();
  do d.setUTCDate(d.getUTCDate() + ((2 - d.getUTCDay() + 7) % 7 || 7));
  while (HOLIDAYS.includes(d.toISOString().slice(5, 10)));
  return d.toISOString().slice(0, 10);
}

async function planParisTrip(page: Page): Promise<void> {
  await page.goto('/plan?e2e=1');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-status', 'styled');
  await openItinerary(page);
  await pickStep(page, 0, 'Rue de Bretagne', /Rue de Bretagne/, /Paris/);
  await pickStep(page, 1, 'Boulevard Voltaire', /Boulevard Voltaire/, /Paris/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible({ timeout: 60_000 });
  // The first card's ZFE notes run past the panel's edge: the panel still starts at the form,
  // its departure field in sight, not scrolled down to show every line of the card.
  await expect(page.getByTestId('step-input-0')).toBeInViewport();
  expect(await page.getByTestId('itinerary-panel').evaluate((e) => e.scrollTop)).toBe(0);
}

async function leaveNextTuesdayAt10(page: Page): Promise<void> {
  await page.getByTestId('open-datetime').click();
  await page.getByTestId('when-DEPARTURE_LATER').check();
  await page.getByTestId('date').fill(nextTuesday());
  await page.getByTestId('time').fill('10:00');
  await page.getByTestId('overlay-apply').click();
  await expect(page).toHaveURL(/quand=DEPARTURE_LATER/);
}

for (const size of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', ...PHONE.viewport },
])
  test(`${size.name}: a Crit’Air 4 car into central Paris on a weekday is warned, the vignette asked once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await planParisTrip(page);
    await leaveNextTuesdayAt10(page);
    const card = page.getByTestId('route-voiture-0').locator('xpath=..');
    // No vignette given yet: the card names the zone and asks for it.
    await expect(card.getByTestId('zfe-vignette-unknown')).toContainText(
      'Cet itinéraire traverse la ZFE de Paris, où les Crit’Air 4, 5 et non classés sont interdits du lundi au vendredi de 8 h à 20 h, sauf jours fériés.',
      { timeout: 60_000 },
    );
    // Every route crosses the zone; the question is asked once per vehicle, on its first card:
    // the car's, then the motorbike's (each has its own vignette). The next car cards recall the
    // zone in a line instead of repeating its rules.
    const second = page.getByTestId('route-voiture-1').locator('xpath=..');
    await expect(second.getByTestId('zfe-recalled')).toHaveText(
      'Traverse aussi la ZFE de Paris : mêmes règles que ci-dessus.',
    );
    await expect(second.getByTestId('zfe-vignette-unknown')).toHaveCount(0);
    await expect(second.getByTestId('zfe-ask-critair')).toHaveCount(0);
    await expect(page.getByTestId('zfe-ask-critair')).toHaveCount(2);
    if (size.name === 'desktop') {
      // Asked in the roadbook too, and answered there: the trip is computed again with it.
      await page.getByTestId('open-roadbook').click();
      const roadbook = page.getByTestId('roadbook');
      await roadbook.getByTestId('zfe-ask-critair').selectOption({ label: 'Crit’Air 4' });
      await expect(roadbook.getByTestId('zfe-banned')).toContainText('ZFE de Paris', {
        timeout: 60_000,
      });
      await expect(roadbook.getByTestId('zfe-ask-critair')).toHaveCount(0);
      await page.goBack();
    } else await card.getByTestId('zfe-ask-critair').selectOption({ label: 'Crit’Air 4' });
    const banned = card.getByTestId('zfe-banned');
    await expect(banned).toContainText(
      'Votre véhicule (Crit’Air 4) n’a pas le droit de circuler dans la ZFE de Paris',
      { timeout: 60_000 },
    );
    await expect(card.getByTestId('zfe-notices')).toContainText(
      'aucun itinéraire ne permet d’en sortir sans y circuler',
    );
    await expect(banned.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      'https://www.zonefaiblesemissionsmetropolitaine.fr/',
    );
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/zfe-itinerary-${size.name}.png` });

    // The roadbook says it too; the vignette is kept in the travel options.
    await page.getByTestId('open-roadbook').click();
    await expect(page.getByTestId('zfe-banned')).toContainText('ZFE de Paris', { timeout: 30_000 });
    await page.goBack();
    // An account created now keeps the vignette given before.
    await signUp(page, `zfe.${size.name}.${Date.now()}@example.fr`);
    await page.getByRole('button', { name: 'Fermer la fenêtre du compte' }).click();
    await page.getByTestId('open-options').click();
    await expect(page.getByTestId('option-critair')).toHaveValue('4');

    // A Crit'Air 3 car may enter: no warning is left.
    await page.getByTestId('option-critair').selectOption({ label: 'Crit’Air 3' });
    await page.getByTestId('overlay-apply').click();
    await expect(page.getByTestId('zfe-banned')).toHaveCount(0, { timeout: 60_000 });
  });
