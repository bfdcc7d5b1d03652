/**
 * The directories of lieux-dits and of resorts (issue 18) in the visitor's language on the
 * Monaco artefacts: words, pager and links keeping `?locale=`.
 */
import { describe, expect, it } from 'vitest';
import { hamletDirectoryPage, type SeoHamlet } from '../../seo/pages/hamlet-directory';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function html(url: string, status = 200): Promise<string> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(status);
  return res.body;
}

describe('the directory of lieux-dits in English and Dutch', () => {
  it('says in the page language that the imported extracts hold none (Monaco)', async () => {
    const en = await html('/annuaire-lieu-dit/page1?locale=en-GB');
    expect(en).toMatch(/<main>\s*<h1>Directory of hamlets<\/h1>/);
    expect(en).toContain(
      'Named places of the detailed OpenStreetMap map Périple has: these extracts hold none',
    );
    expect(en).toContain('href="/annuaire-ville/page1?locale=en-GB">Directory of towns</a>');
  });

  it('pages a list in Dutch, its links keeping the locale', () => {
    const all: SeoHamlet[] = Array.from({ length: 150 }, (_, i) => ({
      name: `Lieu ${i}`,
      town: 'Bischoffsheim',
      href: `/plan/lieu-dit/lieu-${i}-67870-bischoffsheim`,
    }));
    const slice = (start: number, end: number) => all.slice(start, end);
    const second = hamletDirectoryPage(all.length, slice, 2, 'nl-BE')!;
    expect(second.h1).toBe('Gids van gehuchten: van Lieu 100 tot Lieu 149');
    expect(second.description).toContain('pagina 2 van 2 van de gids van de 150 gehuchten');
    const list = second.blocks.find((b) => b.kind === 'links');
    expect(list?.kind === 'links' && list.links[0]).toEqual({
      label: 'Lieu 100',
      href: '/plan/lieu-dit/lieu-100-67870-bischoffsheim?locale=nl-BE',
      detail: 'Bischoffsheim',
    });
    const pager = second.blocks.find((b) => b.kind === 'pager');
    expect(pager?.kind === 'pager' && pager.previous).toBe('/annuaire-lieu-dit/page1?locale=nl-BE');
  });
});

describe('the resort directories in English and Dutch', () => {
  it('says its rule and that none is listed, and links the other directories in the page language', async () => {
    const en = await html('/annuaire-station-balneaire/page1?locale=en-GB');
    expect(en).toContain('<h1>Directory of seaside resorts</h1>');
    expect(en).toContain('within 2 km of the sea');
    expect(en).toContain('so this directory lists nothing.');
    expect(en).toContain('href="/annuaire-station-sports-hiver/page1?locale=en-GB"');
    expect(en).toContain('>Directory of winter sports resorts</a>');
    const nl = await html('/annuaire-station-sports-hiver/page1?locale=nl-BE');
    expect(nl).toContain('<h1>Gids van wintersportplaatsen</h1>');
    expect(nl).toContain('minstens één skigebied');
    expect(nl).toContain('deze gids vermeldt dus niets.');
    expect(nl).toContain('href="/annuaire-lieu-dit/page1?locale=nl-BE"');
  });

  it('answers an unknown subtype with a 404 in the page language linking the directories', async () => {
    const nl = await html('/annuaire-chateaux/page1?locale=nl-BE', 404);
    expect(nl).toContain('Pagina niet gevonden');
    expect(nl).toContain('href="/annuaire-station-balneaire/page1?locale=nl-BE"');
    expect(nl).toContain('>Gids van badplaatsen</a>');
  });
});
