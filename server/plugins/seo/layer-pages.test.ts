/**
 * The layer pages as crawlers get them (issue 18): the SPA's page with the page's head and its
 * content rendered in the shell, from the national ZFE base and the Monaco artefacts.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';

// The page as written in the repository (the build adds scripts, not the markers).
const dist = mkdtempSync(join(tmpdir(), 'dist-layer-seo-'));
mkdirSync(join(dist, 'assets'));
copyFileSync(resolve(import.meta.dirname, '../../../index.html'), join(dist, 'index.html'));

const t = monacoAppFixture({ PERIPLE_DIST_DIR: dist });

async function page(url: string, status = 200): Promise<string> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(status);
  return res.body;
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the layer pages with their content (issue 18)', () => {
  it('the ZFE of Paris: title, h1, breadcrumbs, the zone and its rules, canonical and alternates', async () => {
    const html = await page('/zfe/paris');
    expect(count(html, '<title>')).toBe(1);
    expect(html).toContain('<title>Zones à faibles émissions à Paris · Périple</title>');
    expect(html).toContain('<h1 id="boot-page-title">Zones à faibles émissions à Paris</h1>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost(:80)?\/zfe\/paris"\/>/);
    expect(html).toMatch(/hrefLang="nl-BE" href="[^"]*\/zfe\/paris\?locale=nl-BE"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<a href="/zfe">ZFE</a>');
    // Paris, commune and département of one name, is named once in the breadcrumbs.
    expect(html).not.toContain('href="/zfe/departement/paris"');
    expect(html).toContain('Autorité\u00a0:');
    expect(html).toMatch(/Crit’Air|vignette/);
    expect(html).toContain('Source\u00a0: base nationale des ZFE');
    expect(count(html, 'name="description"')).toBe(1);
  });

  it('a location written otherwise names its canonical form', async () => {
    const html = await page('/zfe/Paris');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/zfe\/paris"\/>/);
  });

  it('the homes list what they cover; the other families say what they have', async () => {
    const home = await page('/zfe');
    expect(home).toContain('<h1 id="boot-page-title">Zones à faibles émissions</h1>');
    expect(home).toMatch(/<a href="\/zfe\/[a-z-]+(-\d[0-9ab]\d{3})?">ZFE d/);
    const cycling = await page('/pistes-cyclables/paris');
    expect(cycling).toContain('Pistes cyclables à Paris');
    expect(cycling).toContain('d’aménagements cyclables');
    const traffic = await page('/info-trafic/lyon');
    expect(traffic).toContain('Info trafic à Lyon');
    const restrictions = await page('/restrictions-circulation/departement/seine-maritime');
    expect(restrictions).toContain(
      'Restrictions de circulation\u00a0: Seine-Maritime (département)',
    );
  });

  it('in English, without a canonical (blocked for en-GB)', async () => {
    const html = await page('/zfe/paris?locale=en-GB');
    expect(html).toMatch(/<h1 id="boot-page-title">[^<]*Paris<\/h1>/);
    expect(html).not.toContain('Zones à faibles émissions à Paris</h1>');
    expect(html).not.toContain('rel="canonical"');
    // The rules, their hours and the days are English too, not only the page's frame.
    expect(html).toContain('<strong>Cars</strong>');
    expect(html).toContain('Crit’Air 4, 5 and unclassified vehicles banned');
    expect(html).toContain('Monday to Friday from 8:00 to 20:00, except public holidays');
    expect(html).toContain('1 June 2021');
    expect(html).not.toMatch(/Voitures|interdits|du lundi au vendredi|juin 2021/);
  });

  it('an unknown location keeps the bare page, with status 404; other pages have no content', async () => {
    const missing = await page('/zfe/parsi', 404);
    expect(missing).not.toContain('class="boot-page"');
    const plan = await page('/plan');
    expect(plan).not.toContain('class="boot-page"');
    expect(plan).toContain('<title>Périple · Cartes et itinéraires</title>');
  });
});
