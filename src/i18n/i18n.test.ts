import { describe, expect, it } from 'vitest';
import { frFR } from './fr-fr';
import { LOCALES, detectLocale, matchLanguage, matchLocale } from './locales';
import { BUNDLES } from './bundles';
import {
  createTranslator,
  formatMessage,
  frenchSpacing,
  hasMessages,
  loadMessages,
  loadScreenMessages,
  translatorOf,
  subscribeMessages,
} from './translate';

describe('bundles', () => {
  const sourceKeys = Object.keys(frFR).sort();

  it.each(LOCALES)('%s has exactly the keys of fr-FR', (locale) => {
    expect(Object.keys(BUNDLES[locale]).sort()).toEqual(sourceKeys);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    for (const value of Object.values(BUNDLES[locale])) expect(value.trim()).not.toBe('');
  });

  it.each(['en-GB', 'nl-BE'] as const)('%s quotes with “ ”, not French guillemets', (locale) => {
    for (const [key, value] of Object.entries(BUNDLES[locale]))
      expect(value, `${locale} ${key}`).not.toMatch(/[«»]/);
  });

  it('keeps the same placeholders in every bundle', () => {
    const placeholders = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      for (const key of Object.keys(frFR) as (keyof typeof frFR)[]) {
        expect(placeholders(BUNDLES[locale][key]), `${locale} ${key}`).toEqual(
          placeholders(frFR[key]),
        );
      }
    }
  });

  it('carries the spec texts', () => {
    expect(BUNDLES['en-GB']['device.resizePrompt']).toBe(
      'Window size has changed. Would you like to refresh the page for a better experience ?',
    );
    expect(frFR['device.resizePrompt']).toBe(
      'La taille de la fenêtre a changé. Voulez-vous recharger la page pour une meilleure expérience ?',
    );
    expect(BUNDLES['fr-BE']['device.resizePrompt']).toBe(frFR['device.resizePrompt']);
    expect(frFR['router.notFound']).toBe("Cette page n'existe pas : retour à l'accueil.");
  });
});

describe('t', () => {
  it('has fr-FR and fr-BE at once; nl-BE and en-GB read fr-FR until they load', () => {
    expect(hasMessages('fr-FR')).toBe(true);
    expect(hasMessages('fr-BE')).toBe(true);
    expect(hasMessages('nl-BE')).toBe(false);
    expect(createTranslator('nl-BE')('map.theme.dark')).toBe(frFR['map.theme.dark']);
    expect(createTranslator('nl-BE')('search.placeholder')).toBe(frFR['search.placeholder']);
  });

  it('loads a bundle on demand, once, and tells the subscribers', async () => {
    let calls = 0;
    const unsubscribe = subscribeMessages(() => (calls += 1));
    await Promise.all([loadMessages('nl-BE'), loadMessages('nl-BE'), loadMessages('fr-FR')]);
    await loadMessages('nl-BE');
    unsubscribe();
    expect(calls).toBe(1);
    expect(hasMessages('nl-BE')).toBe(true);
    expect(createTranslator('nl-BE')('search.placeholder')).toBe(
      BUNDLES['nl-BE']['search.placeholder'],
    );
    // The shell's messages come in the same chunk.
    expect(createTranslator('nl-BE')('map.theme.dark')).toBe('Donker');
  });

  it('reads the French screens past the first one once their chunk is there, the key until then', async () => {
    const fr = createTranslator('fr-FR');
    expect(fr('itinerary.title')).toBe('itinerary.title');
    expect(fr('itinerary.link')).toBe('Itinéraire');
    let calls = 0;
    const unsubscribe = subscribeMessages(() => (calls += 1));
    await Promise.all([loadScreenMessages(), loadScreenMessages()]);
    unsubscribe();
    expect(calls).toBe(1);
    for (const locale of ['fr-FR', 'fr-BE'] as const) {
      expect(translatorOf(locale)('itinerary.title')).toBe(BUNDLES[locale]['itinerary.title']);
      expect(translatorOf(locale)('account.title')).toBe('Mon compte');
    }
    expect(translatorOf('fr-BE')('region.default')).toBe('Belgique');
  });

  it('translates by locale and substitutes parameters', async () => {
    await Promise.all([loadMessages('en-GB'), loadMessages('nl-BE')]);
    expect(createTranslator('fr-FR')('places.flyTo', { place: 'Monaco' })).toBe(
      'Centrer la carte sur Monaco',
    );
    expect(createTranslator('en-GB')('map.theme.dark')).toBe('Dark');
    expect(createTranslator('nl-BE')('map.theme.dark')).toBe('Donker');
  });

  it.each(LOCALES)('%s names its base styles apart from its map modes', async (locale) => {
    await loadMessages(locale);
    const t = createTranslator(locale);
    const themes = (['normal', 'satellite', 'nature', 'simple', 'dark'] as const).map((k) =>
      t(`map.theme.${k}`),
    );
    const modes = (['neutral', 'bicycle', 'traffic', 'tc', 'zfe'] as const).map((k) =>
      t(`map.mode.${k}`),
    );
    // English said « Standard » for the default style and the default mode, side by side.
    expect(themes.filter((name) => modes.includes(name))).toEqual([]);
  });

  it('keeps French punctuation on its word: the space before « : ; ! ? » and inside « » does not break', async () => {
    const nbsp = '\u00a0';
    expect(frenchSpacing('Placez les villes : plus « près » ?')).toBe(
      `Placez les villes${nbsp}: plus «${nbsp}près${nbsp}»${nbsp}?`,
    );
    expect(createTranslator('fr-FR')('router.notFound')).toBe(
      `Cette page n'existe pas${nbsp}: retour à l'accueil.`,
    );
    // Parameters are left as typed; other languages as written (the spec's English « ? »).
    expect(createTranslator('fr-FR')('places.flyTo', { place: 'A : B' })).toBe(
      'Centrer la carte sur A : B',
    );
    await loadMessages('en-GB');
    expect(createTranslator('en-GB')('device.resizePrompt')).toMatch(/experience \?$/);
  });

  it('leaves unknown placeholders as they are', () => {
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatMessage('plain')).toBe('plain');
  });
});

describe('locale detection', () => {
  it('matches full locales and short codes', () => {
    expect(matchLocale('nl_BE')).toBe('nl-BE');
    expect(matchLocale('en')).toBe('en-GB');
    expect(matchLocale('fr-be')).toBe('fr-BE');
    expect(matchLocale('de-DE')).toBeUndefined();
    expect(matchLocale(undefined)).toBeUndefined();
  });

  it('maps browser languages', () => {
    expect(matchLanguage('nl-NL')).toBe('nl-BE');
    expect(matchLanguage('en-US')).toBeUndefined();
    expect(matchLanguage('en')).toBeUndefined();
    expect(matchLanguage('en-GB')).toBe('en-GB');
    expect(matchLanguage('fr-CA')).toBe('fr-FR');
    expect(matchLanguage('de')).toBeUndefined();
  });

  it('prefers ?locale=, then storage, then the browser, else fr-FR', () => {
    const base = { search: '', stored: null, languages: [] as string[] };
    expect(detectLocale(base)).toBe('fr-FR');
    expect(detectLocale({ ...base, languages: ['de-DE', 'en-US'] })).toBe('fr-FR');
    expect(detectLocale({ ...base, languages: ['de-DE', 'en-GB'] })).toBe('en-GB');
    expect(detectLocale({ ...base, stored: 'fr-BE', languages: ['en-US'] })).toBe('fr-BE');
    expect(detectLocale({ search: '?locale=nl-BE', stored: 'fr-BE', languages: ['en'] })).toBe(
      'nl-BE',
    );
    expect(detectLocale({ ...base, search: '?locale=xx', stored: 'garbage' })).toBe('fr-FR');
  });
});
