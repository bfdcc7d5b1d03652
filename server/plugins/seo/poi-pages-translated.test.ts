/**
 * The city activity and app landings of issue 18 written in the visitor's language
 * (`?locale=en-GB`, `?locale=nl-BE`) on the Monaco artefacts: words, counts, opening hours,
 * sources, links keeping the locale, and the Dutch page as its own canonical.
 */
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function html(url: string): Promise<string> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** The hrefs of a page's links. */
function hrefs(page: string): string[] {
  return [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('the city activity landing in English and Dutch', () => {
  it('speaks Dutch: title, counts, sources, nearby towns and FAQ; its own canonical', async () => {
    const page = await html('/activite/station-service/roquebrune-cap-martin?locale=nl-BE');
    expect(page).toContain('<html lang="nl-BE">');
    expect(page).toContain('<h1>Tankstations in Roquebrune-Cap-Martin</h1>');
    expect(page).toContain(
      '<link rel="canonical" href="http://localhost:80/activite/station-service/roquebrune-cap-martin?locale=nl-BE"/>',
    );
    expect(page).toContain(
      'Périple vermeldt 3 tankstations in Roquebrune-Cap-Martin, volgens het nationale bestand met brandstofprijzen.',
    );
    expect(page).toContain('Hoeveel tankstations zijn er in Roquebrune-Cap-Martin?');
    expect(page).toMatch(/\d+ tankstations, op \d+,\d km/);
    expect(page).toContain('Veelgestelde vragen');
    expect(page).not.toMatch(/d’après|Combien|Questions fréquentes|<main lang="fr"/);
  });

  it('speaks English with the opening hours in English', async () => {
    const page = await html('/activite/station-service/paris?locale=en-GB');
    expect(page).toContain('<h1>Petrol stations in Paris</h1>');
    expect(page).toContain('according to the national fuel price file');
    expect(page).toMatch(/opening hours: (Monday|every day|open 24\/7)/);
    expect(page).not.toMatch(/horaires :|du lundi|tous les jours/);
    // en-GB pages keep the French one as the indexed version.
    expect(page).not.toContain('rel="canonical"');
  });

  it('keeps the locale in every link of the site, header and breadcrumbs included', async () => {
    const page = await html('/activite/station-service/roquebrune-cap-martin?locale=nl-BE');
    // The alternates of the head name each locale's version, the French one without a query.
    const body = page.slice(page.indexOf('<body'));
    const own = hrefs(body).filter((h) => h.startsWith('/'));
    expect(own.length).toBeGreaterThan(20);
    for (const href of own) expect(href, href).toContain('locale=nl-BE');
    expect(page).toMatch(/href="\/activite\/station-service\?locale=nl-BE#\?bbox=7\.\d+/);
  });
});

describe('the city-app landing in English', () => {
  it('names the app and its places in English', async () => {
    const page = await html('/app/carburants/paris?locale=en-GB');
    expect(page).toContain('<h1>Petrol stations in Paris</h1>');
    expect(page).toContain('How many petrol stations are there in Paris?');
    expect(page).toMatch(/Railway stations<\/a>[^]*?\d+ places/);
    expect(page).toContain('href="/app/gares/paris?locale=en-GB"');
  });

  it('leaves the French page as it was', async () => {
    const page = await html('/app/carburants/paris');
    expect(page).toContain('<h1>Stations-service à Paris</h1>');
    expect(page).toContain('href="/app/gares/paris"');
  });
});

describe('the directories and popular pages of a town in English and Dutch', () => {
  it('lists every POI in Dutch, with the directory’s words and pager', async () => {
    const page = await html('/poi/liste/paris/page1?locale=nl-BE');
    expect(page).toContain('<h1>Alle plaatsen in Paris</h1>');
    expect(page).toMatch(/Périple vermeldt \d+ plaatsen in Paris, volgens /);
    expect(page).toContain('in alfabetische volgorde.');
    expect(page).toMatch(/<h2>Plaatsen [^<]+ t\/m [^<]+<\/h2>/);
    expect(page).toContain('>Treinstation<');
    expect(page).not.toMatch(/Tous les lieux|par ordre alphabétique|<main lang="fr"/);
  });

  it('lists the activities and apps in English', async () => {
    const page = await html('/activite/liste/paris/page1?locale=en-GB');
    expect(page).toContain('<h1>Activities in Paris</h1>');
    expect(page).toMatch(
      /Activities in Paris: \d+ activities and \d+ places on the map of Paris, page 1 of 1\./,
    );
    expect(page).toContain('<h2>Apps</h2>');
    expect(page).toContain('href="/activite/gare/paris?locale=en-GB"');
  });

  it('ranks the popular places with the rule stated in the page language', async () => {
    const en = await html('/poi/populaire/gare/paris/page1?locale=en-GB');
    expect(en).toContain('<h1>Popular railway stations in Paris</h1>');
    expect(en).toContain('A ranking made from the data alone, with no ratings or reviews');
    expect(en).toMatch(/No\. 1 to \d+/);
    const nl = await html('/poi/populaire/paris/page1?locale=nl-BE');
    expect(nl).toContain('<h1>Populaire plaatsen in Paris</h1>');
    expect(nl).toContain('zonder beoordelingen of recensies');
    expect(nl).toContain('href="/poi/populaire/paris/page1?locale=nl-BE"');
  });
});
