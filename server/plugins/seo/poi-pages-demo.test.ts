/**
 * The POI pages of issue 18 on the demo artefacts (`npm run import -- demo`, not built by the
 * test setup: skipped without them), whose OSM extracts cover Rouen, Paris, Villeurbanne,
 * Talence and Bischoffsheim: OSM POIs with notoriety tags and opening hours, and a town (Paris)
 * with more than one page of POIs.
 */
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regionAppFixture } from '../../test-support/monaco-app';

const dataDir = resolve(import.meta.dirname, '../../..', process.env.PERIPLE_DATA_DIR ?? 'data');
const demo = resolve(dataDir, 'demo/search/manifest.json');

const tagsSchema = z.record(z.string(), z.string());

describe.skipIf(!existsSync(demo))('the POI pages on the demo region', () => {
  const t = regionAppFixture('demo');

  async function page(url: string, status = 200) {
    const res = await t.app.inject(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
    return res.body;
  }

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

  const poiIds = (html: string): string[] =>
    [...html.matchAll(/href="\/poi\/(?!populaire\/|liste\/)([^"]+)"/g)].map((m) => m[1]!);

  /** wikidata and wikipedia tags of an OSM POI (places artefact). */
  function signals(geoentityId: string): number {
    if (!geoentityId.startsWith('osm-')) return 0;
    const places = new Database(resolve(dataDir, 'demo/places/places.sqlite'), { readonly: true });
    const sql = 'SELECT tags FROM poi WHERE osm_id = ?';
    const text = places.prepare(sql).pluck().get(geoentityId.slice(4));
    places.close();
    const tags = tagsSchema.parse(JSON.parse(String(text)));
    return Number(Boolean(tags.wikidata)) + Number(Boolean(tags.wikipedia));
  }

  it('lands on the restaurants of Rouen from OpenStreetMap, with their count', async () => {
    const html = await page('/activite/restaurant/rouen');
    expect(html).toContain('<h1>Restaurants à Rouen</h1>');
    const restaurants = count('76540', 'restaurant');
    expect(poiIds(html)).toHaveLength(restaurants);
    expect(poiIds(html).every((id) => id.startsWith('osm-'))).toBe(true);
    expect(html).toContain(
      `Périple compte ${restaurants} restaurants à Rouen, d’après OpenStreetMap.`,
    );
  });

  it('puts the places with a Wikipedia article or a Wikidata item first', async () => {
    const ids = poiIds(await page('/poi/populaire/rouen/page1'));
    const found = ids.map(signals);
    expect(found[0]).toBeGreaterThan(0);
    expect(found).toEqual([...found].sort((a, b) => b - a));
  });

  it('pages a town of more than 100 POIs, and writes OSM opening hours in French', async () => {
    const pages = Math.ceil(count('75056') / 100);
    expect(pages).toBeGreaterThan(1);
    const last = await page(`/poi/liste/paris/page${pages}`);
    expect(last).toContain(`href="/poi/liste/paris/page${pages - 1}"`);
    await page(`/poi/liste/paris/page${pages + 1}`, 404);
    const popular = await page('/poi/populaire/paris/page1');
    expect(popular).toMatch(/horaires : (du |tous les jours|lundi|24 h)/);
  });

  it('lists the activity landings in the sitemaps; an app of one rubric names its activity as canonical', async () => {
    const index = await page('/sitemap.xml');
    const files = [...index.matchAll(/\/sitemaps\/(activites-\d+)\.xml/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    const urls = (await Promise.all(files.map((f) => page(`/sitemaps/${f}.xml`)))).join('');
    expect(urls).toMatch(/\/activite\/restaurant\/rouen</);
    // « Carburants » is the fuel station rubric alone: only its activity landing is listed.
    expect(urls).not.toMatch(/\/app\/carburants\//);
    const fuel = await page('/app/carburants/rouen');
    expect(fuel).toMatch(
      /<link rel="canonical" href="http:\/\/localhost(:80)?\/activite\/station-service\/rouen"/,
    );
    const activity = await page('/activite/station-service/rouen');
    expect(activity).toMatch(
      /<link rel="canonical" href="http:\/\/localhost(:80)?\/activite\/station-service\/rouen"/,
    );
    // Every listed landing answers 200 (a sample of them).
    const paths = [...urls.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const step = Math.max(1, Math.floor(paths.length / 25));
    for (let i = 0; i < paths.length; i += step) await page(paths[i]!);
  });

  it("lists the towns' POI directories in the sitemaps, every page, each answering 200", async () => {
    const index = await page('/sitemap.xml');
    const files = [...index.matchAll(/\/sitemaps\/(lieux-\d+)\.xml/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    const urls = (await Promise.all(files.map((f) => page(`/sitemaps/${f}.xml`)))).join('');
    const paths = [...urls.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const paris = paths.filter((p) => p.startsWith('/poi/liste/paris/'));
    // Every page of the directory of Paris, and no page past it.
    expect(paris.length).toBeGreaterThan(1);
    expect(paris.at(-1)).toBe(`/poi/liste/paris/page${paris.length}`);
    await page(`/poi/liste/paris/page${paris.length + 1}`, 404);
    expect(paths).toContain('/activite/liste/rouen/page1');
    expect(paths).toContain('/poi/populaire/rouen/page1');
    expect(paths).toContain('/poi/populaire/restaurant/rouen/page1');
    // The lieux-dits' directory is in the directories' sitemap.
    const directories = await page('/sitemaps/annuaires-1.xml');
    expect(directories).toContain('/annuaire-lieu-dit/page1</loc>');
    // Saint-Barthélemy's beaches make it a seaside resort; no extract has a ski area.
    expect(directories).toContain('/annuaire-station-balneaire/page1</loc>');
    expect(directories).not.toContain('/annuaire-station-sports-hiver/');
    const step = Math.max(1, Math.floor(paths.length / 25));
    for (let i = 0; i < paths.length; i += step) await page(paths[i]!);
  });

  it('lists Saint-Barthélemy among the seaside resorts, with its beaches, linking its town page', async () => {
    const html = await page('/annuaire-station-balneaire/page1');
    expect(html).toContain('1 commune, dans les extraits OpenStreetMap importés sur ce serveur.');
    expect(html).toMatch(
      // Its town page, as the directory of towns links it; its collectivité is not said twice.
      /<a href="\/plan\/saint-barthelemy-97000">Saint-Barthélemy<\/a>/,
    );
    expect(html).toMatch(
      /\d+ plages au bord de la mer : Anse des Flamands, Anse du Gouverneur, Anse du Grand Saline/,
    );
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/localhost(:80)?\/annuaire-station-balneaire\/page1"/,
    );
    await page('/annuaire-station-balneaire/page2', 404);
    const winter = await page('/annuaire-station-sports-hiver/page1');
    expect(winter).toContain('ne répond à cette règle');
    await page('/plan/saint-barthelemy-97000');
  });
});
