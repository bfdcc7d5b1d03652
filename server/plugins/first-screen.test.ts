import { describe, expect, it } from 'vitest';
import { acceptedLanguages, firstScreenLinks, localisePage, pageLocale } from './first-screen';

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
    expect(localisePage(page, 'nl-BE')).toBe(
      '<html lang="nl-BE"><span data-boot-text="map.loading">Kaart wordt geladen…</span>',
    );
    expect(localisePage(page, 'fr-FR')).toContain('lang="fr-FR"');
  });
});
