import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { CONSENT_BOOT_SCRIPT } from '../../src/domain/consent/boot-check';
import { consentCookieValue, refuseAll } from '../../src/domain/consent/consent';
import { FIRST_VIEW_BOOT_SCRIPT, firstViewFacts } from '../../src/domain/first-view-boot';
import {
  acceptedLanguages,
  BOOT_SCRIPT_HASHES,
  firstScreenLinks,
  localisePage,
  pageLocale,
} from './first-screen';

describe('first screen of the page', () => {
  it('reads Accept-Language by weight, then order, without * or q=0', () => {
    expect(acceptedLanguages('en;q=0.5, nl-BE, fr;q=0.8, de;q=0, *')).toEqual([
      'nl-BE',
      'fr',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('en-US;q=abc')).toEqual([]);
  });

  it('picks the locale as the SPA does: ?locale=, then the languages, else fr-FR', () => {
    expect(pageLocale({ search: '?locale=nl-BE', acceptLanguage: 'en-GB' })).toBe('nl-BE');
    expect(pageLocale({ search: '', acceptLanguage: 'de, en-GB;q=0.9' })).toBe('en-GB');
    // Other English variants are not the UK market: the product's default.
    expect(pageLocale({ search: '', acceptLanguage: 'en-US' })).toBe('fr-FR');
  });

  it('preloads the configuration and the style of the locale', () => {
    expect(firstScreenLinks('nl-BE').split(', ')).toEqual([
      '</api/map/config?locale=nl-BE>; rel=preload; as=fetch; crossorigin=anonymous',
      '</styles/normal.json?locale=nl-BE>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
  });

  it('writes the lang and the boot texts of the locale into the page', () => {
    const page =
      '<html lang="fr"><span data-boot-text="map.loading">Chargement de la carte…</span>';
    expect(localisePage(page, 'nl-BE', undefined)).toBe(
      '<html lang="nl-BE"><span data-boot-text="map.loading">Kaart wordt geladen…</span>',
    );
    expect(localisePage(page, 'fr-FR', undefined)).toContain('lang="fr-FR"');
  });

  it('writes the shell’s consent banner in the locale and the consent’s first check', () => {
    const page = readFileSync(
      join(fileURLToPath(new URL('../..', import.meta.url)), 'index.html'),
      'utf8',
    );
    const en = localisePage(page, 'en-GB', undefined);
    expect(en).toContain(`<script>${CONSENT_BOOT_SCRIPT}</script>`);
    expect(en).toMatch(/data-boot-text="consent.refuseAll"\s*>Refuse all<\/button>/);
    expect(en).toMatch(/data-boot-text="consent.acceptAll"\s*>Accept all<\/button>/);
    expect(en).not.toContain('Tout refuser');
    expect(en).toContain('<title>Périple · Maps and directions</title>');
    // What a visitor without JavaScript reads, in the locale too.
    expect(en).toMatch(/data-boot-text="app.noscript"\s*>Périple needs JavaScript/);
    expect(en).toMatch(/data-boot-text="app.noscriptDirectory"\s*>Browse the directory of towns</);
    expect(localisePage(page, 'fr-FR', undefined)).toContain(
      'Refuser ne vous prive d’aucune fonction',
    );
  });

  it('writes the first view’s facts and its warming after the shell, or nothing without facts', () => {
    const page = readFileSync(
      join(fileURLToPath(new URL('../..', import.meta.url)), 'index.html'),
      'utf8',
    );
    const facts = firstViewFacts({ center: [2.35, 46.6], zoom: 5.3, minzoom: 0, maxzoom: 14 });
    const html = localisePage(page, 'fr-FR', facts);
    expect(html).toContain(`<script>${FIRST_VIEW_BOOT_SCRIPT}</script>`);
    const content = /<meta name="periple:first-view" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual(facts);
    expect(html.indexOf('first-view')).toBeGreaterThan(html.indexOf('class="app-main"'));
    const bare = localisePage(page, 'fr-FR', undefined);
    expect(bare).not.toContain('first-view');
    expect(bare).not.toContain(FIRST_VIEW_BOOT_SCRIPT);
  });

  it('allows those two scripts, and no other inline one, by their hashes', () => {
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASHES).toEqual([hash(CONSENT_BOOT_SCRIPT), hash(FIRST_VIEW_BOOT_SCRIPT)]);
  });

  it('marks the page to ask exactly when no answer of this revision is in the cookie', () => {
    const ask = (cookie: string): boolean => {
      const classes = new Set<string>();
      const document = {
        cookie,
        documentElement: { classList: { add: (c: string) => classes.add(c) } },
        // The script also listens for an answer given on the shell's banner (src/services/consent-boot.test.ts).
        addEventListener: () => undefined,
      };
      runInNewContext(CONSENT_BOOT_SCRIPT, { document });
      return classes.has('consent-ask');
    };
    const answered = `periple_consent=${consentCookieValue(refuseAll(Date.now()))}`;
    expect(ask('')).toBe(true);
    expect(ask('periple_consent=garbage')).toBe(true);
    expect(ask(answered)).toBe(false);
    expect(ask(`a=1; ${answered}; b=2`)).toBe(false);
    expect(ask(`x${answered}`)).toBe(true);
  });
});
