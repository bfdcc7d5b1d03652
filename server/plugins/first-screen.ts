/**
 * The page's first screen (issue 21), in the visitor's locale as the SPA will pick it (`?locale=`,
 * else the browser's languages; a locale kept in the browser is unknown here, and then only the
 * boot text and a few preloaded kilobytes differ):
 * - the shell of index.html, painted before any script, with its texts and `lang` in that locale,
 *   and its consent banner shown at once to a visitor who has not answered (boot-check.ts);
 * - the `Link` preloads sent with it: the map configuration the app waits for and the map style
 *   MapLibre asks first, so that they travel with the scripts rather than after them (the glyphs,
 *   tiles and sprite of the first view are warmed by the app: src/map/first-tiles.ts).
 */
import { createHash } from 'node:crypto';
import { CONSENT_BOOT_SCRIPT } from '../../src/domain/consent/boot-check';
import { detectLocale, LOCALES, type Locale } from '../../src/i18n/locales';
import { BUNDLES } from '../../src/i18n/bundles';
import type { MessageKey } from '../../src/i18n/translate';
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

/** The texts the boot shell carries (`data-boot-text` keys). */
const BOOT_TEXTS = [
  'map.loading',
  'consent.close',
  'consent.title',
  'consent.text',
  'consent.refuseAll',
  'consent.acceptAll',
  'consent.customize',
] as const satisfies readonly MessageKey[];

const isBootText = (key: string): key is (typeof BOOT_TEXTS)[number] =>
  (BOOT_TEXTS as readonly string[]).includes(key);

/**
 * index.html in `locale`: `lang`, the boot shell's texts (`data-boot-text` keys) and, in the
 * head, the consent's first check (its hash is in the Content-Security-Policy: `CONSENT_BOOT_HASH`).
 */
export function localisePage(html: string, locale: Locale): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<!-- consent-boot:[^>]*-->/, `<script>${CONSENT_BOOT_SCRIPT}</script>`)
    .replace(
      /(<(\w+)[^>]* data-boot-text="([\w.]+)"[^>]*>)[^<]*(<\/\2>)/g,
      (match, open: string, _tag: string, key: string, close: string) =>
        isBootText(key) ? `${open}${escapeHtml(BUNDLES[locale][key])}${close}` : match,
    );
}

/** The CSP source allowing the consent's first check, the page's one inline script. */
export const CONSENT_BOOT_HASH = `'sha256-${createHash('sha256').update(CONSENT_BOOT_SCRIPT).digest('base64')}'`;

/** The page in every locale, made once at start. */
export function localisedPages(html: string): ReadonlyMap<Locale, StaticFile> {
  return new Map(LOCALES.map((locale) => [locale, staticPage(localisePage(html, locale))]));
}
