/**
 * The document title of the app's pages that have none of their own, in each locale: index.html's
 * (the server writes it in the visitor's locale: server/plugins/first-screen.ts), then the page's
 * own when the interface changes language.
 */
import type { Locale } from './locales';

/** The app's title by locale. */
export const APP_TITLES: Readonly<Record<Locale, string>> = {
  'fr-FR': 'Périple · Cartes et itinéraires',
  'fr-BE': 'Périple · Cartes et itinéraires',
  'nl-BE': 'Périple · Kaarten en routes',
  'en-GB': 'Périple · Maps and directions',
};

const TITLES = new Set(Object.values(APP_TITLES));

/**
 * The title to show in `locale`: the app's title in that locale when `title` is the app's title
 * in any locale; a page's own title (a layer page's) is left as it is.
 */
export function appTitleIn(title: string, locale: Locale): string {
  return TITLES.has(title) ? APP_TITLES[locale] : title;
}
