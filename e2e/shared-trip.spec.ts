/**
 * A trip shared by its link opens as it was shared: a person picks two places, chooses the
 * second car route, shares the link; whoever opens it (a fresh browser) gets the same places,
 * the same route chosen and the same figures.
 */
import { expect, test, type Page } from '@playwright/test';
import { openItinerary, openMap, pickStep, SHOTS } from './user';

test('a shared trip opens with the same route chosen and the same figures', async ({
  page,
  browser,
}) => {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  // The car has two routes there.
  await pickStep(page, 1, 'Jardin Exotique', /Jardin Exotique/);
  const second = page.getByTestId('route-voiture-1');
  await expect(second).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  const figures = (await second.innerText()).replace(/\s+/g, ' ');
  await page.getByTestId('share').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/voiture\/voiture-1/);

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  const shared = other.getByTestId('route-voiture-1');
  await expect(shared).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByTestId('step-input-0')).toHaveValue(/Place du Casino/);
  await expect(other.getByTestId('step-input-1')).toHaveValue(/Jardin Exotique/);
  expect((await shared.innerText()).replace(/\s+/g, ' ')).toBe(figures);
  // The link stays the one that was shared.
  await expect(other).toHaveURL(link);
  await context.close();
});

/** Types and picks Place du Casino → Stade Louis-II, and waits for the car's route. */
async function casinoToStadium(page: Page): Promise<void> {
  await openMap(page);
  await openItinerary(page);
  await pickStep(page, 0, 'Place du Casino', /Place du Casino/);
  await pickStep(page, 1, 'Stade Louis II', /Stade Louis.II/);
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
}

test('public transport chosen on a day without timetables stays chosen after a reload', async ({
  page,
}) => {
  await casinoToStadium(page);
  // Today is outside the CAM timetable's validity: public transport has no route, only a note.
  await page.getByTestId('mode-public_transport').click();
  await expect(page.getByTestId('mode-public_transport')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('unavailable-transports-en-commun')).toBeVisible();
  await expect(page).toHaveURL(/#\/transports-en-commun\/.+\/transports-en-commun(\?|$)/);
  await page.reload();
  await expect(page.getByTestId('mode-public_transport')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('unavailable-transports-en-commun')).toBeVisible();
  // Back to the car: its route again.
  await page.getByTestId('mode-car').click();
  await expect(page).toHaveURL(/#\/voiture\/.+\/voiture\/voiture-0/);
});

test('public transport on a day without timetables offers the nearest day that has one', async ({
  page,
}) => {
  await casinoToStadium(page);
  // Sorted by duration, the bus comes after the car, the motorbike, the taxi, the bike…
  await page.getByRole('button', { name: 'Durée', exact: true }).click();
  // The row of modes shows there are more past its edge, then, scrolled to this one, before it.
  const modes = page.locator('.mode-selector ul');
  await expect(modes).toHaveAttribute('data-more-end', '');
  await page.getByTestId('mode-public_transport').click();
  await expect(modes).toHaveAttribute('data-more-start', '');
  const note = page.getByTestId('unavailable-transports-en-commun');
  // The CAM timetable ends on 13/02/2026, before today: that is the nearest day with trips.
  await expect(note).toContainText(
    'Ces horaires ont pris fin : leur dernier jour est le vendredi 13/02/2026.',
  );
  await note.getByRole('button', { name: 'Voir les horaires du vendredi 13/02/2026' }).click();
  // …and the bus journey chosen, drawn on the map, is brought into sight in the list.
  const bus = page.getByTestId('route-transports-en-commun-0');
  await expect(bus).toHaveAttribute('aria-pressed', 'true');
  await expect(bus).toBeInViewport();
  await expect(page.getByTestId('unavailable-transports-en-commun')).toHaveCount(0);
  // The time of the search says so, and the address keeps it.
  await expect(page.getByRole('button', { name: /13\/02\/2026|13 févr/ })).toBeVisible();
  await expect(page).toHaveURL(/quand=DEPARTURE_LATER&date=2026-02-13&/);
  // A day gone: the results say their timetables are not today's.
  await expect(page.getByTestId('past-day')).toHaveText(
    'Cette date est passée : les horaires et les trajets affichés sont ceux d’un jour déjà écoulé.',
  );
  await page.screenshot({ path: `${SHOTS}/transit-nearest-day.png` });
  // Its roadbook says the day: the journey is not today's.
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook-day')).toHaveText('Trajet du vendredi 13/02/2026');
  const past = page.getByTestId('roadbook-past-day');
  await expect(past).toHaveText(/^Cette date est passée/);
  // The car's trip, on the same day, is not today's either: its roadbook says so too.
  await page.goBack();
  await page.getByTestId('mode-car').click();
  await expect(page.getByTestId('route-voiture-0')).toBeVisible();
  await page.getByTestId('open-roadbook').click();
  await expect(page.getByTestId('roadbook-day')).toHaveText('Trajet du vendredi 13/02/2026');
  await expect(past).toHaveText(/^Cette date est passée/);
});
