/**
 * Server-rendered pages (issue 18) with JavaScript disabled, as a search engine or a reader
 * without scripts gets them: a directory page, an itinerary landing, a city activity landing and
 * a legacy URL render, link correctly and carry the right status, canonical and breadcrumbs.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PHONE } from './user';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

test.use({ javaScriptEnabled: false });

test('the directory of communes: page 1, then the next page by its link', async ({ page }) => {
  const res = await page.goto('/annuaire-ville/page1');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toContainText('Annuaire des villes de France');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/annuaire-ville\/page1$/,
  );
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await expect(page.locator('main li')).toHaveCount(100);
  await expect(page.locator('main a').first()).toHaveAttribute('href', /^\/plan\/[a-z0-9-]+$/);
  // The columns start on one line (a margin kept by the first column only set it 4 px lower).
  const tops = await page
    .locator('main li')
    .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  const columnTops = tops.filter((top, i) => i === 0 || top < tops[i - 1]!);
  expect(columnTops.length).toBeGreaterThan(1);
  expect(Math.max(...columnTops) - Math.min(...columnTops)).toBeLessThan(1);
  await page.screenshot({ path: `${SHOTS}/seo-directory-desktop.png`, fullPage: false });
  await page.getByRole('link', { name: 'Page suivante ›' }).click();
  await expect(page).toHaveURL(/\/annuaire-ville\/page2$/);
  await expect(page.locator('h1')).toContainText('Annuaire des villes de France');
  const missing = await page.goto('/annuaire-ville/page0');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page introuvable');
});

test('the itinerary directory: a pair opens its landing, which answers 200', async ({ page }) => {
  const res = await page.goto('/annuaire-itineraire/page1');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Annuaire des itinéraires en voiture');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/annuaire-itineraire\/page1$/,
  );
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  const pair = page.getByRole('link', { name: 'Rouen → Paris', exact: true });
  await expect(pair).toHaveAttribute('href', '/itineraire/rouen/paris');
  await expect(page.locator('li', { has: pair })).toContainText(/\d+,\d km à vol d’oiseau/);
  const [landing] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/itineraire/rouen/paris'),
    pair.click(),
  ]);
  expect(landing.status()).toBe(200);
  await expect(page).toHaveURL(/\/itineraire\/rouen\/paris$/);
  await expect(page.locator('h1')).toHaveText('Itinéraire Rouen → Paris en voiture');
});

test('an itinerary landing Rouen → Paris says what it can and links into the planner', async ({
  page,
}) => {
  const res = await page.goto('/itineraire/rouen/paris');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Itinéraire Rouen → Paris en voiture');
  await expect(page.getByText('ne sont pas dans les données de Périple')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plan de Rouen' })).toHaveAttribute(
    'href',
    /^\/plan\/rouen-76\d{3}$/,
  );
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(ld).toContain('"BreadcrumbList"');
  await page.screenshot({ path: `${SHOTS}/seo-landing-desktop.png` });
});

test('a page of the map without JavaScript says so where it is seen, and leads to the directory', async ({
  page,
}) => {
  await page.goto('/plan/beausoleil-06240');
  const note = page.getByRole('note');
  await expect(note).toContainText('Périple a besoin de JavaScript pour afficher la carte');
  await expect(note).toBeInViewport();
  await note.getByRole('link', { name: 'Parcourir l’annuaire des villes' }).click();
  await expect(page).toHaveURL(/\/annuaire-ville\/page1$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('a zone’s page read without JavaScript keeps its separators, badges and link gaps', async ({
  page,
}) => {
  await page.goto('/zfe/rouen');
  // « Accueil › ZFE › … › Rouen »: the current page on the same line as the others.
  const crumbs = page.locator('.layer-crumbs li');
  const first = (await crumbs.first().boundingBox())!;
  const last = (await crumbs.last().boundingBox())!;
  expect(Math.abs(last.y - first.y)).toBeLessThan(4);
  const badge = (await page.locator('.zfe-badge').first().boundingBox())!;
  expect(badge.height).toBeLessThan(24);
  const order = (await page.getByRole('link', { name: 'Arrêté' }).boundingBox())!;
  const site = (await page.getByRole('link', { name: 'Site d’information' }).boundingBox())!;
  expect(site.x - (order.x + order.width)).toBeGreaterThanOrEqual(8);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the landing’s button opens the planner with both towns filled in, kept by a reload', async ({
    page,
  }) => {
    await page.goto('/itineraire/rouen/paris');
    await page.getByRole('link', { name: 'Calculer l’itinéraire sur la carte' }).click();
    await expect(page.getByTestId('step-input-0')).toHaveValue('Rouen');
    await expect(page.getByTestId('step-input-1')).toHaveValue('Paris');
    // Computed at once: the imported extracts do not join the two towns, and the planner says so.
    await expect(page.getByText('Calcul impossible')).toBeVisible();
    // The address keeps the trip: a reload tries again with the same two towns.
    await expect(page).toHaveURL(/\/itineraire#\/recherche\/voiture\/Rouen@.+\/Paris@/);
    await page.reload();
    await expect(page.getByTestId('step-input-0')).toHaveValue('Rouen');
    await expect(page.getByTestId('step-input-1')).toHaveValue('Paris');
    await expect(page.getByText('Calcul impossible')).toBeVisible();
  });
});

test('a landing the engines can compute, on a phone', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto('/itineraire/beausoleil/cap-d-ail');
  expect(res?.status()).toBe(200);
  await expect(page.locator('.seo-facts dd').first()).toHaveText(/\d+ min/);
  await page.screenshot({ path: `${SHOTS}/seo-landing-phone.png` });
  await context.close();
});

test('a legacy URL answers 301 to the town page; a slug written otherwise to its canonical', async ({
  page,
  request,
}) => {
  const legacy = await request.get('/plan/76540/rouen', { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toMatch(/^\/plan\/rouen-76\d{3}$/);
  const accents = await request.get('/itineraire/Rou%C3%ABn/PARIS', { maxRedirects: 0 });
  expect(accents.status()).toBe(301);
  await page.goto('/itineraire/Rou%C3%ABn/PARIS');
  await expect(page).toHaveURL(/\/itineraire\/rouen\/paris$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/itineraire\/rouen\/paris$/,
  );
});

test('a city activity landing lists the town’s stations and links to their POI pages', async ({
  page,
  request,
}) => {
  // The Monaco region imports the SNCF stations of every French commune: Paris has enough POIs.
  const res = await page.goto('/activite/gare/paris');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Gares à Paris');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/activite\/gare\/paris$/,
  );
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('link', { name: 'Paris' })).toHaveAttribute(
    'href',
    /^\/plan\/paris-75\d{3}$/,
  );
  await expect(page.getByText('Combien de gares à Paris ?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir sur la carte de Paris' })).toHaveAttribute(
    'href',
    /^\/activite\/gare#\?bbox=[\d.]+,[\d.]+,[\d.]+,[\d.]+$/,
  );
  await page.screenshot({ path: `${SHOTS}/seo-activity-landing-desktop.png` });
  const poi = page.getByRole('link', { name: 'Paris Gare de Lyon', exact: true });
  const href = await poi.getAttribute('href');
  expect(href).toMatch(/^\/poi\/sncf-\d+$/);
  const sheet = await request.get(`/api/geoentity/geoentity/${href!.slice('/poi/'.length)}`);
  expect(await sheet.json()).toMatchObject({ pois: [{ name: 'Paris Gare de Lyon' }] });
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === href);
  await poi.click();
  expect((await opened).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
