/**
 * A refused geolocation is told where the person asked for it, and not carried to the next page
 * (the browser of these tests refuses the position, as a person who said « Bloquer » would);
 * its « Comment l’autoriser ? » opens the help in the modal.
 */
import { expect, test } from '@playwright/test';
import { goToPlace, mapIdle, openMap, PHONE, SHOTS } from './user';

function refusedThenElsewhere(): void {
  test('« Géolocalisation refusée » stays on its page only', async ({ page }) => {
    await openMap(page);
    await page.getByTestId('geolocate').click();
    const notice = page.getByTestId('geolocation-notice');
    await expect(notice).toContainText('Géolocalisation refusée');
    // The map moving (its box in the address) is the same page: the notice stays.
    await page.getByRole('button', { name: 'Zoomer', exact: true }).click();
    await mapIdle(page);
    await expect(notice).toContainText('Géolocalisation refusée');
    await goToPlace(page, 'Place du Casino');
    await expect(notice).toHaveCount(0);
    // The button still says the browser refuses, and asking again tells again.
    await page.getByTestId('geolocate').click();
    await expect(notice).toContainText('Géolocalisation refusée');
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  refusedThenElsewhere();
});

test('« Comment l’autoriser ? » opens the help over the map; back closes it onto the notice', async ({
  page,
}) => {
  await openMap(page);
  await page.getByTestId('geolocate').click();
  const notice = page.getByTestId('geolocation-notice');
  await notice.getByRole('button', { name: 'Comment l’autoriser ?' }).click();
  const help = page.getByRole('dialog', { name: 'Autoriser la localisation' });
  await expect(help).toContainText('Sur un téléphone : activez la localisation');
  await expect(page).toHaveURL(/\/plan[^#]*#\/modale\/aide-localisation$/);
  await page.screenshot({ path: `${SHOTS}/help-location.png` });
  await page.goBack();
  await expect(help).toBeHidden();
  await expect(notice).toContainText('Géolocalisation refusée');
});

test.describe('on a phone', () => {
  test.use(PHONE);
  refusedThenElsewhere();
});
