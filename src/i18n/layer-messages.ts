/**
 * The translator of the map-layer pages (issue 17). Their messages are a bundle of their own,
 * loaded with the pages' chunk (every locale at once: a few kilobytes), so that the first screen
 * carries none of them; the shell's translate.ts formats them.
 */
import type { Locale } from './locales';
import { layersEnGB } from './messages/en-gb/layers';
import { layersFrBE, layersFrFR, type LayerBundle, type LayerMessageKey } from './messages/layers';
import { layersNlBE } from './messages/nl-be/layers';
import { formatMessage, frenchSpacing, type MessageParams } from './translate';
import type { HoursLanguage } from '../domain/restrictions/hours-text';

export type { LayerMessageKey };

/** The layer pages' bundles by locale. */
export const LAYER_BUNDLES: Readonly<Record<Locale, LayerBundle>> = {
  'fr-FR': layersFrFR,
  'fr-BE': layersFrBE,
  'nl-BE': layersNlBE,
  'en-GB': layersEnGB,
};

/**
 * A translate function of the layer pages, bound to a locale; `lang` is the language the rules,
 * hours and days of the pages are written in (hours-text.ts, zfe-notice-words.ts).
 */
export type LayerTranslate = ((key: LayerMessageKey, params?: MessageParams) => string) & {
  readonly lang: HoursLanguage;
};

/** The language of a locale's rules and days. */
const LANGUAGES: Readonly<Record<Locale, HoursLanguage>> = {
  'fr-FR': 'fr',
  'fr-BE': 'fr',
  'nl-BE': 'nl',
  'en-GB': 'en',
};

/** The language a locale's rules, days and restriction labels are written in. */
export function layerLanguage(locale: Locale): HoursLanguage {
  return LANGUAGES[locale];
}

/** The layer pages' translator of `locale`. */
export function layerTranslator(locale: Locale): LayerTranslate {
  const bundle = LAYER_BUNDLES[locale];
  const french = LANGUAGES[locale] === 'fr';
  const translate = (key: LayerMessageKey, params?: MessageParams): string =>
    formatMessage(french ? frenchSpacing(bundle[key]) : bundle[key], params);
  return Object.assign(translate, { lang: LANGUAGES[locale] });
}
