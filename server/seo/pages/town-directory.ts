/**
 * The directory of every French commune (`/annuaire-ville/page{n}`, tracking section 9):
 * alphabetical, 100 a page, each with its département and a link to its town page in the app;
 * written in the visitor's language (directory-texts.ts).
 */
import type { Locale } from '../../../src/domain/map-config';
import { localeQuery, type SeoPage } from '../../../src/domain/seo/seo-page';
import type { CommuneIndex } from '../communes';
import { DIRECTORY_TEXTS } from './directory-texts';
import { pageLanguage } from './page-language';

/** Communes per page of the directory. */
export const TOWNS_PER_PAGE = 100;

const path = (n: number): string => `/annuaire-ville/page${n}`;

/** The number of pages of the directory. */
export function townDirectoryPages(index: CommuneIndex): number {
  return Math.max(1, Math.ceil(index.sorted.length / TOWNS_PER_PAGE));
}

/** Page `n` (1-based) of the directory, in the visitor's language; undefined when out of range. */
export function townDirectoryPage(
  index: CommuneIndex,
  n: number,
  locale: Locale = 'fr-FR',
): SeoPage | undefined {
  const pages = townDirectoryPages(index);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const texts = DIRECTORY_TEXTS[pageLanguage(locale)];
  const words = texts.towns;
  const slice = index.sorted.slice((n - 1) * TOWNS_PER_PAGE, n * TOWNS_PER_PAGE);
  const range = { first: slice[0]?.name ?? '', last: slice.at(-1)?.name ?? '' };
  const total = index.sorted.length.toLocaleString(locale);
  const here = (k: number): string => `${path(k)}${localeQuery(locale)}`;
  return {
    status: 200,
    path: path(n),
    title: `${words.title(range, n)} | Périple`,
    h1: words.h1(range),
    description: words.description(range, n, pages, total),
    blockCanonical: false,
    tracking: 9,
    translated: true,
    breadcrumbs: [
      { label: texts.home, href: '/' },
      { label: words.crumb, href: here(1) },
      ...(n > 1 ? [{ label: texts.page(n), href: here(n) }] : []),
    ],
    blocks: [
      {
        kind: 'links',
        title: words.list(range),
        columns: true,
        links: slice.map((c) => ({
          label: c.name,
          href: c.href,
          detail: c.departmentName ? `${c.departmentName} (${c.departmentCode ?? ''})` : undefined,
        })),
      },
      {
        kind: 'pager',
        label: texts.pages,
        words: texts.pager,
        previous: n > 1 ? here(n - 1) : null,
        next: n < pages ? here(n + 1) : null,
      },
    ],
  };
}
