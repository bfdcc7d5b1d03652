/**
 * Search quality on the real Monaco artefacts (issue 10, point 17): a word that matches nothing
 * lowers the score instead of emptying the result, a name beats a town (« gare de lyon »; the
 * SNCF stations are national, so in the Monaco index too), one place is one suggestion, and only
 * what sells fuel reads as a fuel station.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResponse, Suggestion, SuggestResponse } from '../../../src/domain/search';
import { monacoAppFixture } from '../../test-support/monaco-app';

const MONACO_VIEW = '7.40,43.72,7.44,43.76';

const t = monacoAppFixture();

async function search(q: string, extra: Record<string, string> = {}): Promise<SearchResponse> {
  const res = await t.app.inject({ url: '/api/search', query: { q, ...extra } });
  expect(res.statusCode).toBe(200);
  return res.json<SearchResponse>();
}

async function suggest(q: string, bbox = MONACO_VIEW): Promise<Suggestion[]> {
  const res = await t.app.inject({ url: '/api/suggest', query: { q, bbox } });
  expect(res.statusCode).toBe(200);
  return res.json<SuggestResponse>().suggestions;
}

describe('a word that matches nothing in an address', () => {
  it('finds the address without the quarter or the second town', async () => {
    const moulins = await search('18 bd des moulins monte-carlo');
    expect(moulins.addresses[0]).toMatchObject({
      name: '18 Boulevard des Moulins',
      geocode_level: 'address_point',
    });
    const casino = await search('place du casino monaco ville');
    expect(casino.addresses[0]?.name).toBe('Place du Casino');
    expect((await suggest('18 bd des moulins monte-carlo'))[0]?.label).toBe(
      '18 Boulevard des Moulins, 98000 Monaco',
    );
    const forward = await t.app.inject(
      '/api/geocode/forward?q=place%20du%20casino%20monaco%20ville',
    );
    expect(forward.statusCode).toBe(200);
  });
});

describe('a name match beats a town match', () => {
  it('« gare de lyon » is Paris-Gare-de-Lyon, once, not the stations of Lyon', async () => {
    const body = await search('gare de lyon');
    expect(body.header).toMatchObject({ rubric_id: null, search_hint: null });
    expect(body.pois.map((p) => p.name)).toEqual(['Paris Gare de Lyon']);
    expect(body.pois[0]).toMatchObject({ town: 'Paris', rubric: { id: 'gare' } });
    const labels = (await suggest('gare de lyon')).map((s) => s.label);
    expect(labels[0]).toBe('Paris Gare de Lyon, Paris');
    // The hall and the RER platforms of the station are one suggestion.
    expect(labels.filter((l) => l.startsWith('Paris Gare de Lyon'))).toHaveLength(1);
    expect(labels).toContain('Gare de Lyon Part Dieu, Lyon');
  });

  it('keeps the located search of a category in a town', async () => {
    const lyon = await search('gare à Lyon');
    expect(lyon.header).toMatchObject({ rubric_id: 'gare', search_hint: 'located' });
    expect(lyon.pois.length).toBeGreaterThan(3);
    expect(lyon.pois.map((p) => p.name)).toContain('Gare de Lyon Part Dieu');
    expect(lyon.pois.map((p) => p.name)).not.toContain('Paris Gare de Lyon');
    expect((await search('gare de lyon part dieu')).pois[0]?.name).toBe('Gare de Lyon Part Dieu');
    expect((await search("gare de l'est")).pois[0]?.name).toBe('Gare de Paris Est');
    expect((await search("Gare de Cap-d'Ail")).pois[0]?.name).toBe("Gare de Cap-d'Ail");
  });
});

describe('one place, one suggestion', () => {
  it('merges a quarter and its garden, a square and its bus stops', async () => {
    const jardin = await suggest('jardin exotique');
    expect(jardin.filter((s) => s.split_label[0] === 'Jardin Exotique')).toHaveLength(1);
    const casino = await suggest('place du casino');
    expect(casino.filter((s) => s.split_label[0] === 'Place du Casino')).toHaveLength(1);
    const rousse = await suggest('la rousse');
    expect(rousse.filter((s) => s.split_label[0] === 'La Rousse')).toHaveLength(1);
  });

  it('suggests a street once, not its houses, unless a number is typed', async () => {
    const labels = (await suggest('avenue princesse grace')).map((s) => s.label);
    expect(labels.filter((l) => /Avenue Princesse Grace/.test(l))).toEqual([
      'Avenue Princesse Grace, 98000 Monaco',
    ]);
    const numbered = (await suggest('26 avenue princesse grace')).map((s) => s.label);
    expect(numbered).toContain('26 Avenue Princesse Grace, 98000 Monaco');
  });

  it('indexes an OSM object mapped as a line and an area once', async () => {
    const rows = t.deps.search.index.db
      .prepare(
        `SELECT source_id, count(*) AS n FROM entry WHERE kind = 'poi'
         GROUP BY source_id HAVING n > 1`,
      )
      .all();
    expect(rows).toEqual([]);
    const council = await search('conseil national');
    expect(council.pois).toHaveLength(1);
  });
});

describe('a stop named after a place', () => {
  it('comes after that place: the church before the « Carmes » and « Saint-Charles » stops', async () => {
    const carmes = (await suggest('Carmes')).map((s) => s.label);
    expect(carmes.slice(0, 2)).toEqual(['Église des Carmes, Monaco', 'Carmes, Monaco']);
    const charles = (await suggest('Saint-Charles')).map((s) => s.label);
    expect(charles.indexOf('Église Saint-Charles, Monaco')).toBe(0);
    expect(charles.indexOf('Saint-Charles, Monaco')).toBe(1);
    // A search returns the place with the stop, the place first.
    const found = await search('Carmes', { bbox: MONACO_VIEW });
    expect(found.pois.map((p) => p.name).slice(0, 2)).toEqual(['Église des Carmes', 'Carmes']);
  });
});

describe('fuel stations', () => {
  it('reads the Range Rover showroom tagged fuel without fuel as a car dealer', async () => {
    const body = await search('range rover');
    expect(body.pois[0]).toMatchObject({ name: 'Range Rover', rubric: { id: 'garage' } });
    const fuel = await search('station service', { bbox: MONACO_VIEW });
    expect(fuel.header.rubric_id).toBe('station-service');
    expect(fuel.pois.map((p) => p.name)).not.toContain('Range Rover');
    expect(fuel.pois.map((p) => p.name)).toContain('Avia Boutique');
  });

  it('keeps the Casino de Monte-Carlo out of the Casino supermarkets', async () => {
    const chain = await search('casino', { bbox: MONACO_VIEW });
    expect(chain.header.store_chains_id).toBe('casino');
    expect(chain.pois.map((p) => p.name)).not.toContain('Casino de Monte Carlo');
    const named = await search('casino de monte carlo');
    expect(named.pois[0]).toMatchObject({
      name: 'Casino de Monte Carlo',
      rubric: { id: 'monument' },
    });
  });
});

describe('a place searched by its name in another language', () => {
  it('finds « Japanese Garden » and « Fisherman’s Garden » as the English map writes them', async () => {
    expect((await suggest('japanese garden'))[0]?.label).toBe('Jardin Japonais, Monaco');
    expect((await suggest('jardin japonais'))[0]?.label).toBe('Jardin Japonais, Monaco');
    const body = await search("fisherman's garden");
    expect(body.pois[0]?.name).toBe('Jardin des Pêcheurs');
  });

  it('names it in English on an English page, as the English map does, and in French otherwise', async () => {
    const english = await t.app.inject({
      url: '/api/suggest',
      query: { q: 'jardin japonais', bbox: MONACO_VIEW, locale: 'en-GB' },
    });
    expect(english.json<SuggestResponse>().suggestions[0]?.label).toBe('Japanese Garden, Monaco');
    const dutch = await t.app.inject({
      url: '/api/suggest',
      query: { q: 'japanese garden', bbox: MONACO_VIEW, locale: 'nl-BE' },
    });
    // No Dutch name in OSM: the French one.
    expect(dutch.json<SuggestResponse>().suggestions[0]?.label).toBe('Jardin Japonais, Monaco');
    const listed = await search('jardin japonais', { locale: 'en-GB' });
    const id = listed.pois[0]?.id;
    expect(listed.pois[0]?.name).toBe('Japanese Garden');
    const sheet = await t.app.inject(`/api/geoentity/${id}?locale=en-GB`);
    expect(sheet.json<{ pois: { name: string }[] }>().pois[0]?.name).toBe('Japanese Garden');
    const french = await t.app.inject(`/api/geoentity/${id}?locale=fr-FR`);
    expect(french.json<{ pois: { name: string }[] }>().pois[0]?.name).toBe('Jardin Japonais');
  });
});

describe('a map opened at street level', () => {
  // About 160 m across, at the Casino: a place opened on a phone.
  const STREET_VIEW = '7.4265,43.7385,7.4285,43.7400';

  it('suggests the places of the town around before namesakes across France', async () => {
    // The view alone holds no villa: read as the town around it, Monaco's come first, as with the whole town in view (it gave ten French towns, « Villars, Loire » first).
    const street = (await suggest('villa', STREET_VIEW)).slice(0, 5).map((s) => s.label);
    expect(street).toHaveLength(5);
    for (const label of street) expect(label).toMatch(/, (98000 )?(Monaco|Beausoleil)$/);
  });
});
