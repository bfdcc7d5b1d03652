import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOf, errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { Address } from '../../../src/domain/address';
import type {
  ForwardGeocodeResponse,
  ReverseGeocodeResponse,
  SearchResponse,
  SuggestResponse,
} from '../../../src/domain/search';

const MONACO_VIEW = '7.40,43.72,7.44,43.76';
const NO_RESULT = 'Aucun résultat ne correspond à cette recherche.';
/** An empty query says what to type, not that nothing matched. */
const EMPTY_QUERY = 'Saisissez un lieu, une adresse ou une activité à rechercher.';

const t = monacoAppFixture();

/** A geoentity answer, its POIs read as they come. */
const POIS_BODY = z.object({ pois: z.array(z.unknown()) });

async function search(query: Record<string, string>): Promise<SearchResponse> {
  const res = await t.app.inject({ url: '/api/search', query });
  expect(res.statusCode).toBe(200);
  return res.json<SearchResponse>();
}

async function firstAddress(q: string, extra: Record<string, string> = {}): Promise<Address> {
  const body = await search({ q, ...extra });
  expect(body.addresses.length, q).toBeGreaterThan(0);
  return body.addresses[0]!;
}

describe('GET /api/search: addresses and places', () => {
  it('finds a French town anywhere with the spec fields (one address: the town page)', async () => {
    // Asked as the search screen asks (10): still one answer.
    const body = await search({ q: 'Grenoble', limit: '10' });
    expect(body.pois).toEqual([]);
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0]).toMatchObject({
      type: 'address',
      name: 'Grenoble',
      split_label: ['Grenoble', 'Isère'],
      postcode: '38000',
      postcodes: ['38000', '38100'],
      town: 'Grenoble',
      towncode: '38185',
      countryCode: '250',
      countryLabel: 'France',
      regionCode: '84',
      regionLabel: 'Auvergne-Rhône-Alpes',
      departmentCode: '38',
      departmentLabel: 'Isère',
      geocode_level: 'town',
    });
    expect(body.addresses[0]?.bbox).toHaveLength(4);
    expect(body.viewport).toEqual(body.addresses[0]?.viewport);
    expect(body.header).toEqual({ store_chains_id: null, rubric_id: null, search_hint: null });
  });

  it('reads abbreviations, missing accents, typos and numerals', async () => {
    for (const q of ['bd des moulins', 'Boulevard des Moulns', 'BOULEVARD DES MOULINS']) {
      expect((await firstAddress(q)).name, q).toBe('Boulevard des Moulins');
    }
    expect((await firstAddress('av de la madone')).name).toBe('Avenue de la Madone');
    expect((await firstAddress('boulevard louis 2')).name).toBe('Boulevard Louis II');
    expect((await firstAddress('quai albert premier')).name).toBe('Quai Albert 1er');
    expect((await firstAddress('mnaco')).name).toBe('Monaco');
  });

  it('gives Monaco its own country code and the postcode rules of the spec', async () => {
    const address = await firstAddress('Boulevard des Moulins');
    expect(address).toMatchObject({
      countryCode: '492',
      town: 'Monaco',
      postcode: '98000',
      departmentCode: '98',
      geocode_level: 'way',
    });
    const marseille = await firstAddress('Marseille');
    expect(marseille.departmentCode).toBe(marseille.postcode?.slice(0, 2));
  });

  it('finds an address point by its house number, and by postcode or INSEE code a town', async () => {
    const address = await firstAddress('4 avenue de la madone');
    expect(address).toMatchObject({
      name: '4 Avenue de la Madone',
      geocode_level: 'address_point',
    });
    expect((await firstAddress('31555')).name).toBe('Toulouse');
    expect((await firstAddress('06000')).name).toBe('Nice');
  });

  it('returns POIs found by name, and filters by f', async () => {
    const body = await search({ q: 'theatre princesse grace' });
    expect(body.addresses).toEqual([]);
    expect(body.pois[0]).toMatchObject({
      name: 'Théatre Princesse Grace',
      rubric: { id: 'theatre' },
      countryCode: '492',
    });
    const addressesOnly = await search({ q: 'theatre princesse grace', f: 'address' });
    expect(addressesOnly.pois).toEqual([]);
    const poisOnly = await search({ q: 'Monaco', f: 'poi' });
    expect(poisOnly.addresses).toEqual([]);
  });
});

describe('GET /api/search: categories and chains', () => {
  it('sets rubric_id for a category, singular or plural, and lists its POIs in the view', async () => {
    for (const [q, rubric] of [
      ['pharmacie', 'pharmacie'],
      ['Pharmacies', 'pharmacie'],
      ['boulangerie', 'boulangerie'],
      ['station service', 'station-service'],
      // The fuel app's name, typed as a search: the stations, not a « Station-service » of
      // Saint-Prix.
      ['prix des carburants', 'station-service'],
      ["prix de l'essence", 'station-service'],
    ] as const) {
      const body = await search({ q, bbox: MONACO_VIEW });
      expect(body.header.rubric_id, q).toBe(rubric);
      expect(body.pois.length, q).toBeGreaterThan(0);
      for (const poi of body.pois) expect(poi.rubric.id, q).toBe(rubric);
    }
  });

  it('sets store_chains_id for a chain', async () => {
    const carrefour = await search({ q: 'Carrefour', bbox: MONACO_VIEW });
    expect(carrefour.header.store_chains_id).toBe('carrefour');
    expect(carrefour.pois[0]?.store_chains_id).toBe('carrefour');
    expect((await search({ q: 'Shell' })).header.store_chains_id).toBe('shell');
    // No POI of the chain Esso: the station named « Esso » (tagged brand=BP) is found.
    expect((await search({ q: 'Esso' })).pois[0]).toMatchObject({ name: 'Esso' });
  });

  it("marks a located search ('pharmacie Monaco') and answers with the place's view", async () => {
    const body = await search({ q: 'pharmacie à Monaco' });
    expect(body.header).toMatchObject({ rubric_id: 'pharmacie', search_hint: 'located' });
    expect(body.pois.length).toBeGreaterThan(0);
    expect(body.pois.every((p) => p.town === 'Monaco')).toBe(true);
  });

  it('lists no far-away POI for a town that has none of the category', async () => {
    // Toulouse has no imported pharmacy: Monaco's, 470 km away, are no answer.
    const body = await search({ q: 'pharmacie à Toulouse' });
    expect(body.header).toMatchObject({ rubric_id: 'pharmacie', search_hint: 'located' });
    expect(body.pois).toEqual([]);
    // A town next to Monaco without one of its own gets the nearest, within the reach.
    const cap = await search({ q: "pharmacie à Cap-d'Ail" });
    expect(cap.pois.length).toBeGreaterThan(0);
    // The same for a map view: the nearest ones out at sea off Monaco, none off Corsica.
    const near = { q: 'pharmacie', extend_bbox: '1' };
    expect((await search({ ...near, bbox: '7.43,43.6,7.44,43.61' })).pois.length).toBeGreaterThan(
      0,
    );
    expect((await search({ ...near, bbox: '8.5,42.5,8.51,42.51' })).pois).toEqual([]);
  });
});

describe('GET /api/search: bad input', () => {
  it('refuses an empty or blank query with the spec message', async () => {
    for (const q of ['', '   ', ' \t ', '-- ,,']) {
      const res = await t.app.inject({ url: '/api/search', query: { q } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EMPTY_QUERY', message: EMPTY_QUERY });
    }
    expect((await t.app.inject('/api/search')).statusCode).toBe(400);
  });

  it('reads FTS and SQL syntax as plain text', async () => {
    const quoted = await firstAddress('"Boulevard" (des) moulins*');
    expect(quoted.name).toBe('Boulevard des Moulins');
    for (const q of [
      'bd AND moulins',
      'NEAR(moulins boulevard)',
      "'; DROP TABLE entry; --",
      'moulins\u0000',
      '"unbalanced',
      '*',
    ]) {
      const res = await t.app.inject({ url: '/api/search', query: { q } });
      expect([200, 400], q).toContain(res.statusCode);
    }
    expect((await firstAddress('moulins\u0000 bd')).name).toBe('Boulevard des Moulins');
  });

  it('cuts a query longer than 200 characters and ignores an invalid bbox', async () => {
    // Cut to its first 200 characters the query is one word that matches nothing.
    const long = `${'x'.repeat(300)} bd des moulins`;
    expect((await search({ q: long })).addresses).toEqual([]);
    const cut = `bd des moulins${' '.repeat(190)}${'x'.repeat(300)}`;
    expect((await firstAddress(cut)).name).toBe('Boulevard des Moulins');
    const plain = await search({ q: 'Boulevard des Moulins' });
    for (const bbox of ['1,2,3', 'a,b,c,d', '1,2,3,4,5', '10,50,5,40']) {
      expect(await search({ q: 'Boulevard des Moulins', bbox })).toEqual(plain);
    }
  });

  it('refuses an unknown filter', async () => {
    expect((await t.app.inject('/api/search?q=monaco&f=everything')).statusCode).toBe(400);
  });
});

describe('GET /api/suggest', () => {
  it('suggests Boulevard des Moulins for « bd des moul », at most 10, two-line labels', async () => {
    const res = await t.app.inject({
      url: '/api/suggest',
      query: { q: 'bd des moul', bbox: MONACO_VIEW },
    });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json<SuggestResponse>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions[0]).toMatchObject({
      label: 'Boulevard des Moulins, 98000 Monaco',
      split_label: ['Boulevard des Moulins', '98000 Monaco'],
      type: 'address',
      result: { kind: 'address', address: { geocode_level: 'way' } },
    });
    expect(new Set(suggestions.map((s) => s.label)).size).toBe(suggestions.length);
  });

  it('ranks a well-known place before the car park and the fountain named after it', async () => {
    const res = await t.app.inject({
      url: '/api/suggest',
      query: { q: 'Casino', bbox: MONACO_VIEW },
    });
    const labels = res.json<SuggestResponse>().suggestions.map((s) => s.split_label[0]);
    const landmark = labels.indexOf('Casino de Monte Carlo');
    expect(landmark, labels.join(' | ')).toBeGreaterThanOrEqual(0);
    for (const after of ['Parking du Casino', 'Fontaine du Casino', 'Terrasses du Casino'])
      if (labels.includes(after)) expect(landmark).toBeLessThan(labels.indexOf(after));
  });

  it('writes the places’ categories in the asker’s language (a stadium, a bus stop)', async () => {
    const categories = async (q: string, locale?: string) => {
      const query = { q, ...(locale ? { locale } : {}) };
      const { suggestions } = (
        await t.app.inject({ url: '/api/suggest', query })
      ).json<SuggestResponse>();
      return suggestions.flatMap((s) =>
        s.result.kind === 'poi' ? [`${s.split_label[0]}: ${s.result.poi.rubric.label}`] : [],
      );
    };
    // The stadium's bus stop, of its name and 100 m from its middle, is one place with it.
    expect(await categories('stade louis')).toContain('Stade Louis-II: Équipement sportif');
    expect(await categories('hopital')).toContain('Hôpital: Arrêt de bus');
    expect(await categories('stade louis', 'fr-BE')).toEqual(await categories('stade louis'));
    expect(await categories('stade louis', 'en-GB')).toContain('Stade Louis-II: Sports venue');
    expect(await categories('hopital', 'en-GB')).toContain('Hôpital: Bus stop');
    expect(await categories('hopital', 'nl-BE')).toContain('Hôpital: Bushalte');
  });

  it('finds categories by their English or Dutch names on an English or Dutch page only', async () => {
    const suggest = async (q: string, locale?: string) => {
      const query = { q, ...(locale ? { locale } : {}) };
      const res = await t.app.inject({ url: '/api/suggest', query });
      return res.json<SuggestResponse>().suggestions.filter((x) => x.type === 'rubric');
    };
    expect((await suggest('pharmac', 'en-GB'))[0]?.label).toBe('Pharmacy');
    expect((await suggest('apothe', 'nl-BE'))[0]?.label).toBe('Apotheek');
    expect(await suggest('apothe')).toEqual([]);
    const search = async (q: string, locale?: string) => {
      const query = { q, ...(locale ? { locale } : {}) };
      return (await t.app.inject({ url: '/api/search', query })).json<SearchResponse>();
    };
    expect((await search('pharmacies', 'en-GB')).header.rubric_id).toBe('pharmacie');
    expect((await search('Apotheken', 'nl-BE')).header.rubric_id).toBe('pharmacie');
    expect((await search('arts', 'nl-BE')).header.rubric_id).toBe('medecin');
    // A French page reads « arts » as French words, not as the Dutch doctor.
    expect((await search('arts et métiers')).header.rubric_id).toBeNull();
  });

  it('offers an English category typed with its place (« bakery monaco ») as the search Enter runs', async () => {
    const suggest = async (q: string, locale: string) =>
      (await t.app.inject({ url: '/api/suggest', query: { q, locale } })).json<SuggestResponse>()
        .suggestions;
    expect(await suggest('bakery  monaco', 'en-GB')).toEqual([
      {
        label: 'bakery monaco',
        split_label: ['bakery monaco', 'Catégorie'],
        type: 'rubric',
        result: { kind: 'search', query: 'bakery monaco' },
      },
    ]);
    // Enter on it lists the bakeries.
    const res = await t.app.inject({
      url: '/api/search',
      query: { q: 'bakery monaco', locale: 'en-GB' },
    });
    expect(res.json<SearchResponse>().header.rubric_id).toBe('boulangerie');
    // Nonsense stays unsuggested, and a French page says it has nothing to suggest.
    expect(await suggest('zzqx monaco', 'en-GB')).toEqual([]);
    expect(await suggest('boulangerie montpellier', 'fr-FR')).toEqual([]);
  });

  it('suggests the places of a category typed in the map view before the others', async () => {
    const pois = async (bbox?: string, q = 'boulangerie') => {
      const query = { q, ...(bbox ? { bbox } : {}) };
      const { suggestions } = (
        await t.app.inject({ url: '/api/suggest', query })
      ).json<SuggestResponse>();
      return suggestions.flatMap((x) => (x.result.kind === 'poi' ? [x.split_label[0]] : []));
    };
    // Without a view, the bakery named « Boulangerie » ranks first: its name has the word.
    const anywhere = await pois();
    expect(anywhere[0]).toBe('Boulangerie Costa');
    // Looking at the Fontvieille side of the Rocher (Maison Mullot, Avenue Albert-II), the bakery
    // in view comes first; the others still follow.
    const inView = await pois('7.416,43.729,7.420,43.731');
    expect(inView[0]).toBe('Maison Mullot');
    expect([...inView].sort()).toEqual([...anywhere].sort());
    // Only a whole category name does it: a word still being typed keeps the ranking's order.
    const typing = await pois('7.416,43.729,7.420,43.731', 'boulangeri');
    expect(typing[0]).toBe('Boulangerie Costa');
  });

  it('knows the chemist’s and the takeaway of a British page', async () => {
    const search = async (q: string) =>
      (
        await t.app.inject({ url: '/api/search', query: { q, locale: 'en-GB' } })
      ).json<SearchResponse>();
    expect((await search('chemist')).header.rubric_id).toBe('pharmacie');
    expect((await search('chemists monaco')).header.rubric_id).toBe('pharmacie');
    expect((await search('takeaway')).header.rubric_id).toBe('restauration-rapide');
  });

  it('suggests categories by their first letters and POIs with their result', async () => {
    const boul = (await t.app.inject('/api/suggest?q=boulang')).json<SuggestResponse>();
    expect(boul.suggestions[0]).toMatchObject({
      type: 'rubric',
      label: 'Boulangerie',
      result: { kind: 'search', query: 'Boulangerie' },
    });
    const cafe = (await t.app.inject('/api/suggest?q=cafe%20de%20pa')).json<SuggestResponse>();
    const poi = cafe.suggestions.find((s) => s.type === 'poi');
    expect(poi?.result).toMatchObject({ kind: 'poi', poi: { name: 'Café de Paris' } });
  });

  it('refuses a blank query', async () => {
    const res = await t.app.inject('/api/suggest?q=%20');
    expect(res.statusCode).toBe(400);
    expect(errorBodyOf(res).message).toBe(EMPTY_QUERY);
  });
});

describe('GET /api/geocode/forward', () => {
  it('answers addresses.features and the bbox of the first, with the contour when asked', async () => {
    const res = await t.app.inject('/api/geocode/forward?q=boulevard%20des%20moulins&contour=1');
    expect(res.statusCode).toBe(200);
    const body = res.json<ForwardGeocodeResponse>();
    const first = body.addresses.features[0];
    expect(first?.name).toBe('Boulevard des Moulins');
    expect(body.bbox).toEqual(first?.bbox);
    expect(first?.contour).toMatchObject({ type: 'MultiLineString' });
  });

  it('keeps the geocode levels of subtypes, and answers 404 when nothing matches', async () => {
    const towns = await t.app.inject('/api/geocode/forward?q=monaco&subtypes=town');
    expect(towns.json<ForwardGeocodeResponse>().addresses.features[0]?.geocode_level).toBe('town');
    const none = await t.app.inject('/api/geocode/forward?q=zzqxwv%20kkkjjj');
    expect(none.statusCode).toBe(404);
    expect(errorBodyOf(none).message).toBe(NO_RESULT);
  });
});

describe('GET /api/geocode/reverse', () => {
  it('gives the address at a point, then its town', async () => {
    const res = await t.app.inject('/api/geocode/reverse?x=7.42839&y=43.74331');
    expect(res.statusCode).toBe(200);
    const { addresses } = res.json<ReverseGeocodeResponse>();
    expect(addresses[0]?.split_label[0]).toMatch(/^(\d+ )?Boulevard des Moulins$/);
    expect(addresses[0]?.split_label[1]).toBe('98000 Monaco');
    expect(['way', 'address_point']).toContain(addresses[0]?.geocode_level);
    // In the middle of a street, far from numbers: the street, at the clicked point.
    const street = (
      await t.app.inject('/api/geocode/reverse?x=7.42796&y=43.74275')
    ).json<ReverseGeocodeResponse>();
    expect(street.addresses[0]?.geocode_level).toMatch(/way|unnamed_road|address_point/);
    expect(addresses.at(-1)?.geocode_level).toBe('town');
  });

  it('names a landmark at its point, and never a road by « Voie sans nom »', async () => {
    // The museum's middle, where the map writes its name.
    const museum = await t.app.inject('/api/geocode/reverse?x=7.42552&y=43.73068');
    expect(museum.json<ReverseGeocodeResponse>().addresses[0]).toMatchObject({
      name: 'Musée Océanographique',
      geocode_level: 'landmark',
    });
    const segments = t.deps.search.index.db
      .prepare(
        `SELECT (s.lng1 + s.lng2) / 2 AS x, (s.lat1 + s.lat2) / 2 AS y FROM segment s
         JOIN entry e ON e.id = s.entry_id WHERE e.level = 'unnamed_road' LIMIT 200`,
      )
      .all() as { x: number; y: number }[];
    expect(segments.length).toBeGreaterThan(100);
    for (const { x, y } of segments) {
      const first = (
        await t.app.inject(`/api/geocode/reverse?x=${x}&y=${y}`)
      ).json<ReverseGeocodeResponse>().addresses[0];
      expect(first?.name).not.toMatch(/Voie sans nom/);
      // The point on the map keeps the clicked coordinates.
      if (first?.geocode_level === 'unnamed_road') expect(first.coordinates.lng).toBe(x);
    }
  });

  it('answers 404 "No address has been found" far from everything', async () => {
    const res = await t.app.inject('/api/geocode/reverse?x=-30&y=40');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NO_ADDRESS',
      message: "Aucune adresse n'a été trouvée à cet endroit.",
    });
  });

  it('refuses x or y missing, not finite or out of range', async () => {
    for (const query of [
      'x=7.4',
      'x=&y=43.7',
      'x=abc&y=43.7',
      'x=Infinity&y=43.7',
      'x=7.4&y=NaN',
      'x=181&y=43.7',
      'x=7.4&y=-90.5',
    ]) {
      const res = await t.app.inject(`/api/geocode/reverse?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    // The reason is French too (zod's fr locale), inside the catalogue's message.
    const res = await t.app.inject('/api/geocode/reverse?x=181&y=43.7');
    expect(res.json<{ message: string }>().message).toBe(
      'Paramètres invalides : x : Trop grand : nombre doit être <=180',
    );
  });
});

describe('GET /api/geoentity/{id}.json', () => {
  it('answers a POI by the id a search gave, and the spec message for an unknown one', async () => {
    const { pois } = await search({ q: 'Café de Paris' });
    const id = pois[0]?.id ?? '';
    const res = await t.app.inject(`/api/geoentity/${id}.json`);
    expect(res.statusCode).toBe(200);
    // The geoentity plugin answers the search's POI completed (tabs, opening hours…).
    expect(bodyOf(res, POIS_BODY).pois[0]).toMatchObject(pois[0]!);
    const unknown = await t.app.inject('/api/geoentity/osm-n0.json');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).message).toBe('Ce lieu est introuvable.');
  });
});
