/**
 * The error and technical pages (spec 001 §2, tracking section 5): 404 (with links to close
 * matches when the path named a place), 403, 500 and the browser-update page, in the visitor's
 * language (French: the spec's texts). Their status is the real one; they are never indexed. The
 * routes build them in French; `errorPageIn` writes one again in the visitor's language.
 */
import type { Locale } from '../../../src/domain/map-config';
import type { SeoError, SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import { ERROR_TEXTS, type ErrorTexts } from './error-texts';
import { pageLanguage } from './page-language';

function textsOf(locale: Locale): ErrorTexts {
  return ERROR_TEXTS[pageLanguage(locale)];
}

function errorPage(options: {
  status: SeoPage['status'];
  path: string;
  h1: string;
  text: string;
  texts: ErrorTexts;
  error: SeoError;
  links?: SeoLink[] | undefined;
  linksTitle?: string | undefined;
}): SeoPage {
  const { texts } = options;
  return {
    status: options.status,
    path: options.path,
    title: `${options.h1} | Périple`,
    h1: options.h1,
    description: options.text,
    blockCanonical: true,
    tracking: 5,
    translated: true,
    error: options.error,
    breadcrumbs: [
      { label: texts.home, href: '/' },
      { label: options.h1, href: options.path },
    ],
    blocks: [
      { kind: 'text', paragraphs: [options.text] },
      ...(options.links?.length
        ? [
            {
              kind: 'links' as const,
              title: options.linksTitle ?? texts.didYouMean,
              links: options.links,
            },
          ]
        : []),
      { kind: 'action', label: texts.backToMap, href: '/plan' },
    ],
  };
}

/** The 404 page of a path, with the pages it may have meant. */
export function notFoundPage(
  path: string,
  closest: SeoLink[] = [],
  locale: Locale = 'fr-FR',
): SeoPage {
  const texts = textsOf(locale);
  return errorPage({
    status: 404,
    path,
    ...texts.notFound,
    texts,
    error: { kind: 'notFound', closest },
    links: closest,
  });
}

/** The 403 page. */
export function forbiddenPage(path: string, locale: Locale = 'fr-FR'): SeoPage {
  const texts = textsOf(locale);
  return errorPage({ status: 403, path, ...texts.forbidden, texts, error: { kind: 'forbidden' } });
}

/** The 500 page. */
export function serverErrorPage(path: string, locale: Locale = 'fr-FR'): SeoPage {
  const texts = textsOf(locale);
  return errorPage({ status: 500, path, ...texts.server, texts, error: { kind: 'server' } });
}

/** Path of the browser-update page. */
export const BROWSER_UPDATE_PATH = '/navigateur-obsolete';

/** The browser-update page: the app needs a recent browser; this page works in any. */
export function browserUpdatePage(locale: Locale = 'fr-FR'): SeoPage {
  const texts = textsOf(locale);
  const words = texts.browserUpdate;
  return {
    ...errorPage({
      status: 200,
      path: BROWSER_UPDATE_PATH,
      h1: words.h1,
      text: words.text,
      texts,
      error: { kind: 'browserUpdate' },
      linksTitle: words.linksTitle,
      links: [
        { label: words.directory, href: '/annuaire-ville/page1' },
        { label: 'Firefox', href: words.firefox },
        { label: 'Chrome', href: words.chrome },
      ],
    }),
    blockCanonical: false,
  };
}

/** An error page written again in the visitor's language (the routes build them in French). */
export function errorPageIn(page: SeoPage, locale: Locale): SeoPage {
  const { error } = page;
  if (!error || locale === 'fr-FR') return page;
  switch (error.kind) {
    case 'notFound':
      return notFoundPage(page.path, error.closest, locale);
    case 'forbidden':
      return forbiddenPage(page.path, locale);
    case 'server':
      return serverErrorPage(page.path, locale);
    case 'browserUpdate':
      return browserUpdatePage(locale);
  }
}
