import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../../../src/domain/geo';
import { CommuneIndex, type SeoCommune } from '../../seo/communes';
import {
  itineraryPairs,
  PAIR_MIN_POPULATION,
  PAIR_NEIGHBOURS,
  PAIR_RADIUS_KM,
  type ItineraryPair,
} from '../../seo/itinerary-pairs';
import {
  hamletDirectoryPage,
  HAMLET_SOURCE,
  type SeoHamlet,
} from '../../seo/pages/hamlet-directory';
import { PAIRS_PER_PAGE } from '../../seo/pages/itinerary-directory';
import { DIRECTORY_SUBTYPES, subtypeDirectoryPage } from '../../seo/pages/subtype-directory';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function page(url: string, status = 200) {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
  return res;
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const BAD_INDEXES = ['page0', 'page-1', 'page999999', 'page01', 'pagex', 'page'];

let communes: CommuneIndex | undefined;
function index(): CommuneIndex {
  communes ??= new CommuneIndex(t.deps.places);
  return communes;
}

const key = (p: ItineraryPair) => `${p.from.insee}>${p.to.insee}`;

/** The rule written plainly (every town against every other): what the directory must list. */
function bruteForce(radius: number): Set<string> {
  const towns = index().byPopulation.filter(
    (c) => c.point !== null && c.population >= PAIR_MIN_POPULATION,
  );
  const pairs = new Set<string>();
  towns.forEach((town, rank) => {
    const near: { to: SeoCommune; metres: number }[] = [];
    for (const to of towns.slice(0, rank)) {
      const metres = haversineMetres(town.point!, to.point!);
      if (metres <= radius) near.push({ to, metres });
    }
    near.sort((a, b) => a.metres - b.metres);
    for (const n of near.slice(0, PAIR_NEIGHBOURS)) pairs.add(`${town.insee}>${n.to.insee}`);
  });
  return pairs;
}

describe('the curated city pairs', () => {
  it('follows the rule: larger, nearest, within the radius, once each, sorted', () => {
    for (const [mode, km] of Object.entries(PAIR_RADIUS_KM)) {
      const pairs = itineraryPairs(index(), km * 1000);
      expect(pairs.length, mode).toBeGreaterThan(0);
      expect(new Set(pairs.map(key)).size).toBe(pairs.length);
      const wrong = pairs.filter(
        (p) =>
          p.metres > km * 1000 ||
          p.from.population < PAIR_MIN_POPULATION ||
          p.to.population < p.from.population ||
          !p.from.point ||
          !p.to.point,
      );
      expect(wrong.map(key), mode).toEqual([]);
      const perTown = new Map<string, number>();
      for (const p of pairs) perTown.set(p.from.insee, (perTown.get(p.from.insee) ?? 0) + 1);
      expect(Math.max(...perTown.values())).toBeLessThanOrEqual(PAIR_NEIGHBOURS);
      const unsorted = pairs.filter(
        (p, i) => i > 0 && pairs[i - 1]!.to.population < p.to.population,
      );
      expect(unsorted.map(key), mode).toEqual([]);
    }
  });

  it('lists exactly the pairs the rule gives when written plainly (car, bike)', () => {
    for (const km of [PAIR_RADIUS_KM.car, PAIR_RADIUS_KM.bike]) {
      const pairs = itineraryPairs(index(), km * 1000);
      expect(new Set(pairs.map(key))).toEqual(bruteForce(km * 1000));
    }
  });

  it('has Rouen → Paris by car and motorbike, not by bike or on foot', () => {
    const has = (km: number) =>
      itineraryPairs(index(), km * 1000).some(
        (p) => p.from.name === 'Rouen' && p.to.name === 'Paris',
      );
    expect(has(PAIR_RADIUS_KM.car)).toBe(true);
    expect(has(PAIR_RADIUS_KM.bike)).toBe(false);
    expect(has(PAIR_RADIUS_KM.pedestrian)).toBe(false);
  });
});

describe('the itinerary directories', () => {
  it('renders the car directory’s page 1: 100 pairs with their distance, pager, canonical', async () => {
    const res = await page('/annuaire-itineraire/page1');
    const html = res.body;
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(html).toContain('<h1>Annuaire des itinéraires en voiture</h1>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:80/annuaire-itineraire/page1"/>',
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
    const pairs = /<a href="\/itineraire\/[a-z0-9-]+\/[a-z0-9-]+">[^<]+ → [^<]+<\/a>/g;
    const main = html.slice(html.indexOf('<main>'), html.indexOf('</main>'));
    expect(count(main, pairs)).toBe(PAIRS_PER_PAGE);
    expect(html).toMatch(/<li><a href="\/itineraire\/[a-z0-9-]+\/paris">[^<]+ → Paris<\/a>/);
    expect(count(html, /km à vol d’oiseau<\/span>/g)).toBe(PAIRS_PER_PAGE);
    expect(html).toContain('à moins de 150 km à vol d’oiseau');
    expect(html).toContain('href="/annuaire-itineraire/page2"');
    expect(html).toContain('href="/annuaire-itineraire-velo/page1"');
    expect(Buffer.byteLength(html)).toBeLessThan(60_000);
  });

  it('lists Rouen → Paris on its page, linking to the landing, which answers 200', async () => {
    const pairs = itineraryPairs(index(), PAIR_RADIUS_KM.car * 1000);
    const at = pairs.findIndex((p) => p.from.name === 'Rouen' && p.to.name === 'Paris');
    const n = Math.floor(at / PAIRS_PER_PAGE) + 1;
    const html = (await page(`/annuaire-itineraire/page${n}`)).body;
    expect(html).toMatch(
      /<a href="\/itineraire\/rouen\/paris">Rouen → Paris<\/a><span class="seo-detail"> · (<!-- -->)?1\d{2},\d km à vol d’oiseau/,
    );
    const hrefs = [...html.matchAll(/href="(\/itineraire\/[^"#]+)"/g)].map((m) => m[1]!);
    for (const href of hrefs.slice(0, 5)) await page(href);
  });

  it('is written in Dutch and English, its landings and pages linked in that language', async () => {
    const dutch = (await page('/annuaire-itineraire-velo/page1?locale=nl-BE')).body;
    expect(dutch).toMatch(/<main>\s*<h1>Gids van de routes met de fiets<\/h1>/);
    expect(dutch).toMatch(
      /<a href="\/itineraire\/velo\/[a-z0-9-]+\/[a-z0-9-]+\?locale=nl-BE">[^<]+ → [^<]+<\/a><span class="seo-detail"> · (<!-- -->)?hemelsbreed [\d,]+ km/,
    );
    expect(dutch).toContain('href="/annuaire-itineraire-velo/page2?locale=nl-BE"');
    expect(dutch).toContain('>Routes met de auto</a>');
    const english = (await page('/annuaire-itineraire/page2?locale=en-GB')).body;
    expect(english).toContain('<h1>Directory of journeys by car (page 2)</h1>');
    expect(english).toMatch(/ km as the crow flies<\/span>/);
    expect(english).toContain('less than 150 km away as the crow flies');
    // The linked landing answers in English.
    const href = /href="(\/itineraire\/[a-z0-9-]+\/[a-z0-9-]+\?locale=en-GB)"/.exec(english)?.[1];
    expect((await page(href ?? '/missing')).body).toContain('<h1>Directions from ');
  });

  it('renders the other modes with their landings; the car’s mode path is a 301', async () => {
    const bike = (await page('/annuaire-itineraire-velo/page1')).body;
    expect(bike).toContain('<h1>Annuaire des itinéraires à vélo</h1>');
    expect(bike).toMatch(/<a href="\/itineraire\/velo\/[a-z0-9-]+\/[a-z0-9-]+">/);
    expect(bike).toContain('à moins de 30 km');
    const foot = (await page('/annuaire-itineraire-pieton/page1')).body;
    expect(foot).toMatch(/<a href="\/itineraire\/pieton\/[a-z0-9-]+\/[a-z0-9-]+">/);
    expect((await page('/annuaire-itineraire-moto/page2')).body).toContain(
      'Annuaire des itinéraires à moto (page 2)',
    );
    const moved = await page('/annuaire-itineraire-voiture/page3', 301);
    expect(moved.headers.location).toBe('/annuaire-itineraire/page3');
  });

  it('answers 404 to bad or out-of-range indexes and to an unknown mode', async () => {
    const pages = Math.ceil(itineraryPairs(index(), 8000).length / PAIRS_PER_PAGE);
    for (const p of [...BAD_INDEXES, `page${pages + 1}`])
      await page(`/annuaire-itineraire-pieton/${p}`, 404);
    for (const p of BAD_INDEXES) {
      await page(`/annuaire-itineraire/${p}`, 404);
      await page(`/annuaire-itineraire-voiture/${p}`, 404);
    }
    const avion = (await page('/annuaire-itineraire-avion/page1', 404)).body;
    expect(avion).toContain('href="/annuaire-itineraire-velo/page1"');
  });
});

describe('the directory of lieux-dits', () => {
  it('says on page 1 that the imported extracts hold none (Monaco), other pages 404', async () => {
    const html = (await page('/annuaire-lieu-dit/page1')).body;
    expect(html).toContain('<h1>Annuaire des lieux-dits</h1>');
    expect(html).toContain(HAMLET_SOURCE);
    expect(html).toContain('ces extraits n’en contiennent aucun');
    expect(html).toContain('"@type":"BreadcrumbList"');
    for (const p of [...BAD_INDEXES, 'page2']) await page(`/annuaire-lieu-dit/${p}`, 404);
  });

  it('pages a list alphabetically with the commune as detail', () => {
    const all: SeoHamlet[] = Array.from({ length: 150 }, (_, i) => ({
      name: `Lieu ${i}`,
      town: 'Bischoffsheim',
      href: `/plan/lieu-dit/lieu-${i}-67870-bischoffsheim`,
    }));
    const slice = (start: number, end: number) => all.slice(start, end);
    const second = hamletDirectoryPage(all.length, slice, 2)!;
    expect(second.h1).toBe('Annuaire des lieux-dits : de Lieu 100 à Lieu 149');
    const list = second.blocks.find((b) => b.kind === 'links');
    expect(list?.kind === 'links' && list.links.length).toBe(50);
    expect(list?.kind === 'links' && list.links[0]).toEqual({
      label: 'Lieu 100',
      href: '/plan/lieu-dit/lieu-100-67870-bischoffsheim',
      detail: 'Bischoffsheim',
    });
    expect(second.blocks.find((b) => b.kind === 'pager')).toMatchObject({
      previous: '/annuaire-lieu-dit/page1',
      next: null,
    });
    expect(hamletDirectoryPage(all.length, slice, 3)).toBeUndefined();
  });
});

describe('the directories by subtype', () => {
  it('says its rule and source; with no resort in the region, lists nothing and says so', async () => {
    // Monaco's beaches are Monaco's: no French commune of the extract has a beach or a ski area.
    for (const [slug, h1, rule] of [
      ['station-sports-hiver', 'Annuaire des stations de sports d’hiver', 'landuse=winter_sports'],
      ['station-balneaire', 'Annuaire des stations balnéaires', 'à moins de 2 km de la mer'],
    ] as const) {
      const html = (await page(`/annuaire-${slug}/page1`)).body;
      expect(html).toContain(`<h1>${h1}</h1>`);
      expect(html).toContain(rule);
      expect(html).toContain('ne répond à cette règle : cet annuaire ne liste donc rien.');
      expect(html).not.toContain('rel="canonical"');
      for (const p of [...BAD_INDEXES, 'page2']) await page(`/annuaire-${slug}/${p}`, 404);
    }
    expect((await page('/sitemaps/annuaires-1.xml')).body).not.toContain('/annuaire-station-');
  });

  it('lists its communes A to Z, 100 a page, each with what makes it a resort, linking its town page', () => {
    const towns = index()
      .sorted.slice(0, 150)
      .map((commune, i) => ({
        commune,
        count: 1 + (i % 3),
        names: i % 2 ? ['Plage du Nord'] : [],
      }));
    const subtype = DIRECTORY_SUBTYPES.find((s) => s.slug === 'station-balneaire')!;
    const first = subtypeDirectoryPage({ subtype, towns, n: 1 })!;
    const second = subtypeDirectoryPage({ subtype, towns, n: 2 })!;
    expect(subtypeDirectoryPage({ subtype, towns, n: 3 })).toBe(undefined);
    expect(first.blockCanonical).toBe(false);
    const list = (p: typeof first) => p.blocks.find((b) => b.kind === 'links' && b.columns);
    const links = (p: typeof first) => {
      const block = list(p);
      return block?.kind === 'links' ? block.links : [];
    };
    expect(links(first)).toHaveLength(100);
    expect(links(second)).toHaveLength(50);
    const abergement = towns[0]!.commune;
    expect(links(first)[0]).toEqual({
      label: `${abergement.name} (${abergement.departmentName})`,
      href: abergement.href,
      detail: '1 plage au bord de la mer',
    });
    expect(links(first)[1]?.detail).toBe('2 plages au bord de la mer : Plage du Nord');
    expect(first.blocks.find((b) => b.kind === 'text')).toMatchObject({
      paragraphs: [
        expect.stringContaining('natural=beach'),
        expect.stringMatching(/^150 communes/),
      ],
    });
    const pager = second.blocks.find((b) => b.kind === 'pager');
    expect(pager?.kind === 'pager' && [pager.previous, pager.next]).toEqual([
      '/annuaire-station-balneaire/page1',
      null,
    ]);
    expect(second.breadcrumbs.at(-1)).toEqual({
      label: 'Page 2',
      href: '/annuaire-station-balneaire/page2',
    });
  });

  it('answers any other subtype with a 404 linking to the directories', async () => {
    const html = (await page('/annuaire-station-thermale/page1', 404)).body;
    expect(html).toContain('Page introuvable');
    for (const href of [
      '/annuaire-ville/page1',
      '/annuaire-itineraire/page1',
      '/annuaire-lieu-dit/page1',
      '/annuaire-station-balneaire/page1',
    ])
      expect(html).toContain(`href="${href}"`);
  });
});
