/** How the SPA picks its locale; the locales themselves are domain constants. */
import {
  DEFAULT_LOCALE,
  LOCALE_SHORT_CODES,
  LOCALES,
  matchLocale,
  type Locale,
} from '../domain/map-config';

export { DEFAULT_LOCALE, LOCALE_SHORT_CODES, LOCALES, matchLocale, type Locale };

/** Key under which the chosen locale is kept in localStorage. */
export const LOCALE_STORAGE_KEY = 'periple.locale';

/** Query parameter that forces a locale (`?locale=nl-BE`). */
export const LOCALE_QUERY_PARAM = 'locale';

/**
 * Maps a browser language tag to a locale: exact matches first (fr-BE, nl-BE, en-GB), then by
 * language for French and Dutch. Other English variants are not the UK market: they keep the
 * product's default, fr-FR.
 */
export function matchLanguage(tag: string): Locale | undefined {
  const normalised = tag.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === normalised);
  if (exact) return exact;
  const language = normalised.split('-')[0];
  if (language === 'fr') return 'fr-FR';
  if (language === 'nl') return 'nl-BE';
  return undefined;
}

/** Where the locale can come from, in order of precedence. */
export interface LocaleSources {
  /** The page's query string (`?locale=…`). */
  search: string;
  /** The value kept in localStorage, if any. */
  stored: string | null;
  /** The browser's preferred languages (navigator.languages). */
  languages: readonly string[];
}

/** Picks the locale: ?locale=, then localStorage, then navigator languages, else fr-FR. */
export function detectLocale(sources: LocaleSources): Locale {
  const fromQuery = matchLocale(new URLSearchParams(sources.search).get(LOCALE_QUERY_PARAM));
  if (fromQuery) return fromQuery;
  const fromStorage = matchLocale(sources.stored);
  if (fromStorage) return fromStorage;
  for (const tag of sources.languages) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
