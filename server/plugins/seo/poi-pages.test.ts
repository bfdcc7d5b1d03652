/**
 * The POI pages of issue 18 on the Monaco artefacts: the region imports Monaco's OSM POIs (Monaco
 * is no French commune: it has no POI page), a few OSM POIs of Beausoleil and Cap-d'Ail, and the
 * national files of every French commune (SNCF stations, fuel stations): Paris has its stations
 * and fuel stations, Beausoleil 3 POIs and Cap-d'Ail 4 (below the minimum: the clinic at its
 * border stands in Monaco), Roquebrune-Cap-Martin 6.
 */
import { describe, expect, it } from 'vitest';
import { CommuneIndex } from '../../seo/communes';
import { MIN_TOWN_POIS } from '../../seo/town-pois';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

const PARIS = '75056';
const BEAUSOLEIL = '06012';

async function page(url: string, status = 200) {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
  return res;
}

/** POIs of a town (of a rubric) in the search index, as the pages count them. */
function count(insee: string, rubric?: string): number {
  const sql = `SELECT count(*) FROM entry e JOIN locality l ON l.id = e.locality_id
    WHERE e.level = 'poi' AND l.towncode = ? AND e.rubric_id IS NOT NULL
    ${rubric ? 'AND e.rubric_id = ?' : ''}`;
  const args = rubric ? [insee, rubric] : [insee];
  return Number(
    t.deps.search.index.db
      .prepare(sql)
      .pluck()
      .get(...args),
  );
}

function importanceOf(sourceId: string): number {
  const sql = "SELECT importance FROM entry WHERE source_id = ? AND level = 'poi'";
  return Number(t.deps.search.index.db.prepare(sql).pluck().get(sourceId));
}

/** The POI links of a page, in order (not the list pages under /poi/). */
function poiHrefs(html: string): string[] {
  return [...html.matchAll(/href="\/poi\/(?!populaire\/|liste\/)([^"]+)"/g)].map((m) => m[1]!);
}

function hrefs(html: string, prefix: string): string[] {
  const re = new RegExp(`href="(${prefix.replace(/\//g, '\\/')}[^"#]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => m[1]!);
}

describe('the city activity landing', () => {
  it('lists the rubric’s POIs of the town, most popular first, with the map, the town’s other activities, nearby towns and an FAQ from the counts', async () => {
    const res = await page('/activite/gare/paris');
    const html = res.body;
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(html).toContain('<h1>Gares à Paris</h1>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:80/activite/gare/paris"/>',
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
    const gares = count(PARIS, 'gare');
    expect(gares).toBeGreaterThan(10);
    const ids = poiHrefs(html);
    expect(ids).toHaveLength(gares);
    expect(ids.every((id) => id.startsWith('sncf-'))).toBe(true);
    // The SNCF passenger class (the index weight) orders the stations.
    const weights = ids.map(importanceOf);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(html).toContain('Combien de gares à Paris ?');
    expect(html).toContain(
      `Périple compte ${gares} gares à Paris, d’après la liste des gares de voyageurs de la SNCF.`,
    );
    expect(html).toMatch(/href="\/activite\/gare#\?bbox=2\.\d+,48\.\d+,2\.\d+,48\.\d+"/);
    expect(html).toContain('href="/activite/station-service/paris"');
    expect(html).toContain('href="/poi/populaire/gare/paris/page1"');
    expect(html).not.toContain('<script src');
    expect(Buffer.byteLength(html)).toBeLessThan(60_000);
  });

  it('links nearby towns only when they have the activity and the minimum POI count', async () => {
    const html = (await page('/activite/gare/paris')).body;
    const communes = new CommuneIndex(t.deps.places);
    const nearby = hrefs(html, '/activite/gare/').filter((h) => h !== '/activite/gare/paris');
    expect(nearby.length).toBeGreaterThan(0);
    for (const href of nearby) {
      const town = communes.find(href.split('/')[3]!);
      expect(town, href).toBeDefined();
      expect(count(town!.insee)).toBeGreaterThanOrEqual(MIN_TOWN_POIS);
      expect(count(town!.insee, 'gare')).toBeGreaterThan(0);
    }
  });

  it('links each POI to its page in the app, whose API knows it by that id', async () => {
    const html = (await page('/activite/gare/paris')).body;
    const [first] = poiHrefs(html);
    const label = new RegExp(`href="/poi/${first}">([^<]+)</a>`).exec(html)?.[1];
    const sheet = await page(`/api/geoentity/geoentity/${first}`);
    expect(sheet.json<{ pois: { id: string; name: string }[] }>().pois[0]).toMatchObject({
      id: first,
      name: label,
    });
  });

  it('writes the opening hours in French and names a generic POI by its street', async () => {
    const html = (await page('/activite/station-service/paris')).body;
    expect(poiHrefs(html)).toHaveLength(count(PARIS, 'station-service'));
    expect(html).toMatch(/horaires : (du lundi|tous les jours|24 h\/24)/);
    expect(html).not.toMatch(/horaires : [^<]*\b(Mo|Tu|Su|PH)\b/);
    expect(html).toMatch(/>Station-service, [^<]+<\/a>/);
  });

  it('redirects a rubric or a town written otherwise to the canonical URL', async () => {
    for (const [from, to] of [
      ['/activite/Gare/PARIS', '/activite/gare/paris'],
      ['/app/Carburants/Paris', '/app/carburants/paris'],
      ['/poi/liste/PARIS/page1', '/poi/liste/paris/page1'],
      ['/poi/populaire/GARE/paris/page1', '/poi/populaire/gare/paris/page1'],
      [
        '/activite/liste/Roquebrune%20Cap%20Martin/page1',
        '/activite/liste/roquebrune-cap-martin/page1',
      ],
    ]) {
      expect((await page(from!, 301)).headers.location).toBe(to);
    }
  });

  it('answers an unknown rubric, town or app, or Monaco, with a 404 page and close matches', async () => {
    expect((await page('/activite/garre/paris', 404)).body).toContain(
      'href="/activite/gare/paris"',
    );
    expect((await page('/activite/gare/parisss', 404)).body).toContain(
      'href="/activite/gare/paris"',
    );
    expect((await page('/app/carburant/paris', 404)).body).toContain(
      'href="/app/carburants/paris"',
    );
    // A listed town without the rubric: its own activities.
    expect((await page('/activite/plage/paris', 404)).body).toContain(
      'href="/activite/gare/paris"',
    );
    const monaco = (await page('/activite/hotel/monaco', 404)).body;
    expect(monaco).toContain('Page introuvable');
    expect(monaco).not.toContain('href="/activite/hotel/monaco"');
    // « liste » is no rubric: /activite/liste/{town} without a page is no page.
    await page('/activite/liste/paris', 404);
  });

  it('has no page for a town below the minimum POI count, and links the nearest towns with enough', async () => {
    expect(count(BEAUSOLEIL)).toBeGreaterThan(0);
    expect(count(BEAUSOLEIL)).toBeLessThan(MIN_TOWN_POIS);
    const list = (await page('/activite/liste/beausoleil/page1', 404)).body;
    expect(list).toContain('href="/activite/liste/roquebrune-cap-martin/page1"');
    await page('/activite/hotel/beausoleil', 404);
    await page('/poi/liste/beausoleil/page1', 404);
    await page('/poi/populaire/beausoleil/page1', 404);
    const roquebrune = (await page('/activite/station-service/roquebrune-cap-martin')).body;
    expect(roquebrune).not.toContain('beausoleil');
  });
});

describe('the city-app landing', () => {
  it('lists the app’s POIs of the town with the town’s other apps', async () => {
    const html = (await page('/app/carburants/paris')).body;
    expect(html).toContain('<h1>Stations-service à Paris</h1>');
    const ids = poiHrefs(html);
    expect(ids).toHaveLength(count(PARIS, 'station-service'));
    expect(ids.every((id) => id.startsWith('carburant-'))).toBe(true);
    expect(html).toContain('Combien de stations-service à Paris ?');
    expect(html).toContain('d’après le fichier national des prix des carburants');
    expect(html).toContain('href="/app/gares/paris"');
    expect(html).toMatch(/href="\/app\/carburants#\?bbox=/);
  });

  it('answers an app the town has no POI of with a 404 page and the apps it has', async () => {
    expect((await page('/app/hotels/paris', 404)).body).toContain('href="/app/carburants/paris"');
  });
});

describe('the POI directories of a town', () => {
  it('lists every POI of the town in French alphabetical order, 100 a page', async () => {
    const html = (await page('/poi/liste/paris/page1')).body;
    expect(html).toContain('<h1>Tous les lieux de Paris</h1>');
    expect(count(PARIS)).toBeLessThanOrEqual(100);
    expect(poiHrefs(html)).toHaveLength(count(PARIS));
    const names = [...html.matchAll(/href="\/poi\/(?:sncf|carburant)-[^"]+">([^<,]+)/g)].map(
      (m) => m[1]!,
    );
    const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    await page('/poi/liste/paris/page2', 404);
  });

  it('lists every activity of the town with its count, and its apps', async () => {
    const html = (await page('/activite/liste/paris/page1')).body;
    expect(html).toContain('<h1>Activités de Paris</h1>');
    expect(html).toContain('href="/activite/gare/paris"');
    expect(html).toContain(`${count(PARIS, 'gare')} gares`);
    expect(html).toContain('href="/activite/station-service/paris"');
    expect(html).toContain('href="/app/carburants/paris"');
    await page('/activite/liste/paris/page2', 404);
  });

  it('answers 404 pages for page 0, negative, huge, padded or non-numeric indexes', async () => {
    for (const base of ['/poi/liste/paris', '/activite/liste/paris', '/poi/populaire/paris']) {
      for (const p of ['page0', 'page-1', 'page999999', 'page01', 'pagex', 'page']) {
        const res = await page(`${base}/${p}`, 404);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });
});

describe('the popular POIs of a town', () => {
  it('ranks from the data only and states the rule', async () => {
    const html = (await page('/poi/populaire/paris/page1')).body;
    expect(html).toContain('<h1>Lieux populaires à Paris</h1>');
    expect(html).toContain('sans note ni avis');
    const ids = poiHrefs(html);
    expect(ids).toHaveLength(count(PARIS));
    // SNCF stations (weighted by passenger class) before the national fuel file.
    const lastStation = ids.findLastIndex((id) => id.startsWith('sncf-'));
    const firstFuel = ids.findIndex((id) => id.startsWith('carburant-'));
    expect(lastStation).toBeLessThan(firstFuel);
    const weights = ids.map(importanceOf);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('ranks one rubric; answers a rubric the town lacks with its activities', async () => {
    const html = (await page('/poi/populaire/gare/paris/page1')).body;
    expect(html).toContain('<h1>Gares populaires à Paris</h1>');
    expect(poiHrefs(html)).toHaveLength(count(PARIS, 'gare'));
    await page('/poi/populaire/gare/paris/page2', 404);
    expect((await page('/poi/populaire/plage/paris/page1', 404)).body).toContain(
      'href="/poi/populaire/gare/paris/page1"',
    );
    await page('/poi/populaire/gares/paris/page1', 404);
  });
});
