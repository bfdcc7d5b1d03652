import { describe, expect, it } from 'vitest';
import { asksGeoip, COUNTRY_BOUNDS, defaultBoundsCountry, guessCountry } from './geoip';

describe('guessCountry (the geoip flag, from the request alone)', () => {
  it('reads the trusted proxy’s country header first', () => {
    expect(guessCountry({ countryHeader: 'be', acceptLanguage: 'fr-FR,fr;q=0.9' })).toEqual({
      country: 'BE',
      source: 'header',
    });
  });

  it('ignores a header that holds no country (XX: unknown, T1: Tor) and reads the language', () => {
    for (const countryHeader of ['XX', 'T1', '', 'France'])
      expect(guessCountry({ countryHeader, acceptLanguage: 'nl-BE,nl;q=0.9' })).toEqual({
        country: 'BE',
        source: 'language',
      });
  });

  it('reads the preferred language only: its region, or none', () => {
    expect(guessCountry({ acceptLanguage: 'en-GB;q=0.9, fr-FR;q=0.8' }).country).toBe('GB');
    expect(guessCountry({ acceptLanguage: 'fr-FR;q=0.5, nl-BE' }).country).toBe('BE');
    expect(guessCountry({ acceptLanguage: 'zh-Hant-TW' }).country).toBe('TW');
    // A French speaker who also reads English is no British visitor.
    expect(guessCountry({ acceptLanguage: 'fr, en-GB;q=0.5' }).country).toBeNull();
    // A language refused (q=0) is not the visitor's.
    expect(guessCountry({ acceptLanguage: 'en-GB;q=0, fr-BE;q=0.3' }).country).toBe('BE');
  });

  it('says it knows nothing without a region in the request', () => {
    expect(guessCountry({ acceptLanguage: 'fr, en;q=0.5' })).toEqual({
      country: null,
      source: 'none',
    });
    expect(guessCountry({})).toEqual({ country: null, source: 'none' });
  });
});

describe('the default bounds per locale (France, Belgium, UK)', () => {
  it('opens on the guessed country when the deployment covers it', () => {
    const covered = ['FR', 'BE'];
    expect(defaultBoundsCountry({ covered, guess: 'BE', locale: 'fr-FR' })).toBe('BE');
    expect(defaultBoundsCountry({ covered, guess: 'FR', locale: 'nl-BE' })).toBe('FR');
  });

  it('else on the locale’s country, when covered', () => {
    expect(defaultBoundsCountry({ covered: ['BE'], guess: 'DE', locale: 'nl-BE' })).toBe('BE');
    expect(defaultBoundsCountry({ covered: ['BE'], guess: null, locale: 'fr-BE' })).toBe('BE');
  });

  it('else on the region’s own view: never on a country without data', () => {
    expect(defaultBoundsCountry({ covered: [], guess: 'FR', locale: 'fr-FR' })).toBeUndefined();
    expect(defaultBoundsCountry({ covered: ['FR'], guess: 'GB', locale: 'en-GB' })).toBeUndefined();
  });

  it('asks the geoip service only for a deployment covering one of those countries', () => {
    expect(asksGeoip([])).toBe(false);
    expect(asksGeoip(['MC'])).toBe(false);
    expect(asksGeoip(['MC', 'FR'])).toBe(true);
  });

  it('has bounds that hold each capital', () => {
    const holds = ([w, s, e, n]: readonly number[], [lng, lat]: [number, number]) =>
      lng > w! && lng < e! && lat > s! && lat < n!;
    expect(holds(COUNTRY_BOUNDS.FR, [2.35, 48.86])).toBe(true);
    expect(holds(COUNTRY_BOUNDS.FR, [9.45, 42.7])).toBe(true); // Bastia
    expect(holds(COUNTRY_BOUNDS.BE, [4.35, 50.85])).toBe(true);
    expect(holds(COUNTRY_BOUNDS.GB, [-0.13, 51.51])).toBe(true);
    expect(holds(COUNTRY_BOUNDS.GB, [-4.25, 55.86])).toBe(true); // Glasgow
    expect(holds(COUNTRY_BOUNDS.GB, [-1.14, 60.15])).toBe(true); // Lerwick
    expect(holds(COUNTRY_BOUNDS.GB, [-7.63, 54.35])).toBe(true); // Enniskillen
    expect(holds(COUNTRY_BOUNDS.BE, [6.4, 50.32])).toBe(true); // Sankt Vith's east
  });
});
