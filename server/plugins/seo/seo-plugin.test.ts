import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function page(url: string, status = 200) {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
  return res;
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('the directory of communes', () => {
  it('renders page 1 with its h1, canonical, hreflang, breadcrumbs and footer, no script', async () => {
    const res = await page('/annuaire-ville/page1');
    const html = res.body;
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(html).toMatch(/<h1>Annuaire des villes de France : d(e |’)\S.+ à .+<\/h1>/);
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:80/annuaire-ville/page1"/>',
    );
    expect(count(html, /rel="alternate" hrefLang=/g)).toBe(5);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(count(html, /class="seo-detail"/g)).toBeGreaterThanOrEqual(100);
    expect(html).toContain('href="/annuaire-ville/page2"');
    expect(html).not.toContain('<script src');
    expect(Buffer.byteLength(html)).toBeLessThan(60_000);
  });

  it('answers 404 pages for page 0, negative, huge, padded or non-numeric indexes', async () => {
    for (const p of ['page0', 'page-1', 'page999999', 'page01', 'pagex', 'page']) {
      const res = await page(`/annuaire-ville/${p}`, 404);
      expect(res.body).toContain('Page introuvable');
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('is written in the visitor’s language, frame and content, its pages linked in it', async () => {
    const english = (await page('/annuaire-ville/page2?locale=en-GB')).body;
    expect(english).toContain('<html lang="en-GB">');
    expect(english).toContain('>Interactive map</a>');
    expect(english).toContain('aria-label="Breadcrumb"');
    expect(english).toMatch(/<main>\s*<h1>Directory of the towns of France: \S.+ to .+<\/h1>/);
    expect(english).toContain('<h2>Towns</h2>');
    expect(english).toContain('Data © OpenStreetMap contributors');
    expect(english).toContain('href="/annuaire-ville/page3?locale=en-GB"');
    const dutch = (await page('/annuaire-ville/page1?locale=nl-BE')).body;
    expect(dutch).toContain('>Interactieve kaart</a>');
    expect(dutch).toMatch(/<h1>Gids van de steden van Frankrijk: van \S.+ tot .+<\/h1>/);
    // The directory of lieux-dits is written in English too.
    const hamlets = (await page('/annuaire-lieu-dit/page1?locale=en-GB')).body;
    expect(hamlets).toMatch(/<main>\s*<h1>Directory of hamlets<\/h1>/);
    const french = (await page('/annuaire-ville/page1')).body;
    expect(french).toContain('>Carte interactive</a>');
    expect(french).toMatch(/<main>\s*<h1>/);
  });

  it('writes its 404 and technical pages in the visitor’s language too', async () => {
    const english = (await page('/annuaire-ville/page0?locale=en-GB', 404)).body;
    expect(english).toMatch(/<main>\s*<h1>Page not found<\/h1>/);
    expect(english).toContain('>Back to the map</a>');
    const dutch = (await page('/itineraire/rouenn/paris?locale=nl-BE', 404)).body;
    expect(dutch).toContain('<h1>Pagina niet gevonden</h1>');
    expect(dutch).toContain('<h2>Bedoelde u…</h2>');
    expect(dutch).toContain('href="/itineraire/rouen/paris">Rouen → Paris</a>');
    const update = (await page('/navigateur-obsolete?locale=nl-BE')).body;
    expect(update).toContain('<h1>Werk uw browser bij</h1>');
    expect((await page('/annuaire-ville/page0', 404)).body).toContain('<h1>Page introuvable</h1>');
  });

  it('blocks the canonical of the fr-BE and en-GB versions; answers 304 to its ETag', async () => {
    expect((await page('/annuaire-ville/page1?locale=en-GB')).body).not.toContain(
      'rel="canonical"',
    );
    const first = await page('/annuaire-ville/page2');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: '/annuaire-ville/page2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the itinerary landings', () => {
  it('computes a routable trip with the real engines (Beausoleil → Cap-d’Ail, Monaco’s graph)', async () => {
    const html = (await page('/itineraire/beausoleil/cap-d-ail')).body;
    expect(html).toContain('<h1>Itinéraire Beausoleil → Cap-d&#x27;Ail en voiture</h1>');
    expect(html).toMatch(/<dt>Durée<\/dt><dd>\d+ min<\/dd>/);
    expect(html).toContain(
      'Combien de temps pour aller de Beausoleil à Cap-d&#x27;Ail en voiture ?',
    );
    expect(html).toMatch(/Environ [\d,]+ € de carburant et de péages estimés, et \d+ g CO₂e émis/);
    // The planner opens with both towns named and the car chosen, computing at once.
    expect(html).toMatch(
      /href="\/itineraire#\/recherche\/voiture\/Beausoleil@[\d.]+,[\d.]+\/Cap-d(&#x27;|')Ail@[\d.]+,[\d.]+"/,
    );
  });

  it('says honestly when the roads are not imported, with the straight-line distance', async () => {
    const html = (await page('/itineraire/rouen/paris')).body;
    expect(html).toContain('ne sont pas dans les données de Périple');
    expect(html).toMatch(/à [\d,]+ km à vol d’oiseau/);
    expect(html).not.toContain('Combien de temps');
    expect(html).toContain(
      '<title>Itinéraire Rouen → Paris en voiture : distance et trajet | Périple</title>',
    );
    // Paris's POIs in Monaco's data are its stations: not things to do, so no « Que faire ».
    expect(html).not.toContain('Que faire à Paris');
    expect(html).not.toContain('href="/activite/gare/paris"');
  });

  it('is written in English and Dutch for those locales, figures in their formats', async () => {
    const english = (await page('/itineraire/beausoleil/cap-d-ail?locale=en-GB')).body;
    expect(english).toMatch(
      /<main>\s*<h1>Directions from Beausoleil to Cap-d&#x27;Ail by car<\/h1>/,
    );
    expect(english).toMatch(/<dt>Time<\/dt><dd>\d+ min<\/dd>/);
    expect(english).toContain(
      'How long does it take to get from Beausoleil to Cap-d&#x27;Ail by car?',
    );
    expect(english).toMatch(/About €[\d.]+ of estimated fuel and tolls, and \d+ g CO₂e emitted/);
    expect(english).toContain('>Plan this route on the map</a>');
    expect(english).toMatch(/<title>Directions from .+: distance, time, cost \| Périple<\/title>/);
    const dutch = (await page('/itineraire/rouen/paris?locale=nl-BE')).body;
    // Written in Dutch, the page is its own canonical (not the French one's duplicate).
    expect(dutch).toContain(
      '<link rel="canonical" href="http://localhost:80/itineraire/rouen/paris?locale=nl-BE"/>',
    );
    expect(dutch).toMatch(/<main>\s*<h1>Route van Rouen naar Paris met de auto<\/h1>/);
    expect(dutch).toMatch(/De twee steden liggen hemelsbreed [\d,]+ km uit elkaar/);
    // Its links keep the language: the planner, the towns' maps, the footer.
    expect(dutch).toContain('href="/itineraire?locale=nl-BE#/recherche/voiture/Rouen@');
    expect(dutch).toMatch(/href="\/plan\/paris-75[0-9]+\?locale=nl-BE">Kaart van Paris<\/a>/);
    expect(dutch).toMatch(/href="\/itineraire\/paris\/[a-z-]+\?locale=nl-BE">Route Paris → /);
    expect(dutch).not.toContain('Prix des carburants');
    // The French page is unchanged by the others (each locale rendered once, on its own).
    expect((await page('/itineraire/rouen/paris')).body).toContain(
      '<h1>Itinéraire Rouen → Paris en voiture</h1>',
    );
  });

  it('redirects a slug written otherwise, answers one town clearly and unknown ones with 404', async () => {
    const moved = await page('/itineraire/Rou%C3%ABn/PARIS', 301);
    expect(moved.headers.location).toBe('/itineraire/rouen/paris');
    expect((await page('/itineraire/velo/rouen/rouen')).body).toContain('la même ville, Rouen');
    // The trips it may have meant: the misspelt town replaced by the closest names.
    expect((await page('/itineraire/rouenn/paris', 404)).body).toContain(
      'href="/itineraire/rouen/paris">Rouen → Paris</a>',
    );
    expect((await page('/itineraire/avion/rouen/paris', 404)).body).toContain('Itinéraire à vélo');
  });
});

describe('legacy URLs and technical pages', () => {
  it('redirects /plan/{code}/{town} to the town page and the old POI URL to the POI page', async () => {
    expect((await page('/plan/76540/rouen', 301)).headers.location).toMatch(
      /^\/plan\/rouen-76\d{3}$/,
    );
    expect((await page('/plan/76000/rouen', 301)).headers.location).toMatch(
      /^\/plan\/rouen-76\d{3}$/,
    );
    expect((await page('/activite/restaurants/paris/chez-nous/n123', 301)).headers.location).toBe(
      '/poi/n123',
    );
    expect((await page('/plan/99999/nulle-part', 404)).body).toContain('Page introuvable');
  });

  it('serves the browser-update page', async () => {
    expect((await page('/navigateur-obsolete')).body).toContain('Mettez à jour votre navigateur');
  });
});
