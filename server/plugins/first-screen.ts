/**
 * The page's first screen (issue 21), in the visitor's locale as the SPA will pick it (`?locale=`,
 * else the browser's languages; a locale kept in the browser is unknown here, and then only the
 * boot text and a few preloaded kilobytes differ):
 * - the shell of index.html, painted before any script, with its texts and `lang` in that locale,
 *   and its consent banner shown at once to a visitor who has not answered (boot-check.ts);
 * - the `Link` preloads sent with it: the map configuration the app waits for and the map style
 *   MapLibre asks first, so that they travel with the scripts rather than after them;
 * - at the end of the shell, the warming of the region view's tiles, sprite and glyphs
 *   (src/domain/first-view-boot.ts; other views are warmed by the app: src/map/first-tiles.ts).
 */
import { createHash } from 'node:crypto';
import { CONSENT_BOOT_SCRIPT } from '../../src/domain/consent/boot-check';
import {
  FIRST_VIEW_BOOT_SCRIPT,
  FIRST_VIEW_META,
  type FirstViewFacts,
} from '../../src/domain/first-view-boot';
import { detectLocale, LOCALES, type Locale } from '../../src/i18n/locales';
import { BUNDLES } from '../../src/i18n/bundles';
import { APP_TITLES } from '../../src/i18n/app-title';
import { frenchSpacing, type MessageKey } from '../../src/i18n/translate';
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

const escapeAttribute = (text: string): string => escapeHtml(text).replace(/"/g, '&quot;');

/** The meta of the first view's facts and the script that warms it. */
function firstViewBoot(facts: FirstViewFacts): string {
  const content = escapeAttribute(JSON.stringify(facts));
  return `<meta name="${FIRST_VIEW_META}" content="${content}"><script>${FIRST_VIEW_BOOT_SCRIPT}</script>`;
}

/** The texts the boot shell carries (`data-boot-text` keys). */
const BOOT_TEXTS = [
  'map.loading',
  'app.noscript',
  'app.noscriptDirectory',
  'consent.close',
  'consent.title',
  'consent.text',
  'consent.refuseAll',
  'consent.acceptAll',
  'consent.customize',
] as const satisfies readonly MessageKey[];

const isBootText = (key: string): key is (typeof BOOT_TEXTS)[number] =>
  (BOOT_TEXTS as readonly string[]).includes(key);

/** A boot text in `locale`, spaced as the app's French messages are (translate.ts). */
function bootText(locale: Locale, key: (typeof BOOT_TEXTS)[number]): string {
  const text = BUNDLES[locale][key];
  return locale.startsWith('fr') ? frenchSpacing(text) : text;
}

/**
 * index.html in `locale`: `lang`, the boot shell's texts (`data-boot-text` keys), in the head the
 * consent's first check, and after the shell the first view's warming when its facts are known
 * (both scripts' hashes are in the Content-Security-Policy: `BOOT_SCRIPT_HASHES`).
 */
export function localisePage(
  html: string,
  locale: Locale,
  firstView: FirstViewFacts | undefined,
): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(APP_TITLES[locale])}</title>`)
    .replace(/<!-- consent-boot:[^>]*-->/, () => `<script>${CONSENT_BOOT_SCRIPT}</script>`)
    .replace(/<!-- first-view-boot:[^>]*-->/, () => (firstView ? firstViewBoot(firstView) : ''))
    .replace(
      /(<(\w+)[^>]* data-boot-text="([\w.]+)"[^>]*>)[^<]*(<\/\2>)/g,
      (match, open: string, _tag: string, key: string, close: string) =>
        isBootText(key) ? `${open}${escapeHtml(bootText(locale, key))}${close}` : match,
    );
}

const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources allowing the page's inline scripts: the consent's first check, the warming. */
export const BOOT_SCRIPT_HASHES = [
  scriptHash(CONSENT_BOOT_SCRIPT),
  scriptHash(FIRST_VIEW_BOOT_SCRIPT),
] as const;

/** The page in every locale, made once at start. */
export function localisedPages(
  html: string,
  firstView: FirstViewFacts | undefined,
): ReadonlyMap<Locale, StaticFile> {
  return new Map(
    LOCALES.map((locale) => [locale, staticPage(localisePage(html, locale, firstView))]),
  );
}
