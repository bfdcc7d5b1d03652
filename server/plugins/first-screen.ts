/**
 * The page's first screen (issue 21), in the visitor's locale as the SPA will pick it (`?locale=`,
 * else the browser's languages; a locale kept in the browser is unknown here, and then only the
 * boot text and a few preloaded kilobytes differ):
 * - the shell of index.html, painted before any script, with its text and `lang` in that locale;
 * - the `Link` preloads sent with it: the map configuration the app waits for and the map style
 *   MapLibre asks first, so that they travel with the scripts rather than after them (the glyphs,
 *   tiles and sprite of the first view are warmed by the app: src/map/first-tiles.ts).
 */
import { detectLocale, LOCALES, type Locale } from '../../src/i18n/locales';
import { translate } from '../../src/i18n/translate';
import { staticPage, type StaticFile } from './spa-files';

/** The languages of an Accept-Language header, by decreasing weight. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/** The locale the SPA will start in, as far as a request tells (query string, Accept-Language). */
export function pageLocale(options: {
  search: string;
  acceptLanguage: string | undefined;
}): Locale {
  return detectLocale({
    search: options.search,
    stored: null,
    languages: acceptedLanguages(options.acceptLanguage),
  });
}

/** The `Link` header value of a page in `locale`. */
export function firstScreenLinks(locale: Locale): string {
  const query = `locale=${encodeURIComponent(locale)}`;
  return [`/api/map/config?${query}`, `/styles/normal.json?${query}`]
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`)
    .join(', ');
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html in `locale`: `lang` and the boot shell's texts (`data-boot-text` keys). */
export function localisePage(html: string, locale: Locale): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      /(<span data-boot-text="map\.loading">)[^<]*(<\/span>)/,
      (_match, open: string, close: string) =>
        `${open}${escapeHtml(translate(locale, 'map.loading'))}${close}`,
    );
}

/** The page in every locale, made once at start. */
export function localisedPages(html: string): ReadonlyMap<Locale, StaticFile> {
  return new Map(LOCALES.map((locale) => [locale, staticPage(localisePage(html, locale))]));
}
