/**
 * The directory of lieux-dits (`/annuaire-lieu-dit/page{n}`, tracking section 9): the hamlets
 * and isolated dwellings (OSM `place=hamlet` and `place=isolated_dwelling`, the search index's
 * level `hamlet`) of the OSM extracts imported on this server — only those, as the page says —
 * in French alphabetical order, 100 a page, each with its commune and linking to its page in
 * the app (`/plan/lieu-dit/{slug}`, the path a search result of the SPA opens). A region with
 * none still has its page 1 saying so.
 *
 * OSM's `place=locality` (a named place without dwellings) is filed by the index with squares
 * and islands (`named_place`, opened at `/plan/lieu/…`): the index does not keep which it was,
 * so this directory cannot list it apart.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import { addressDestination } from '../../../src/domain/paths/search-paths';
import {
  localeQuery,
  localised,
  type SeoBlock,
  type SeoLink,
  type SeoPage,
} from '../../../src/domain/seo/seo-page';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import { toAddress } from '../../search/entry-format';
import type { EntryRows } from '../../search/entry-row';
import { DIRECTORY_TEXTS } from './directory-texts';
import { HAMLET_TEXTS } from './hamlet-texts';
import { pageLanguage } from './page-language';

/** Lieux-dits per page. */
export const HAMLETS_PER_PAGE = 100;

/** The search index's level of OSM place=hamlet and place=isolated_dwelling. */
export const HAMLET_LEVEL = 'hamlet';

/** What the page says of its source (in French). */
export const HAMLET_SOURCE = HAMLET_TEXTS.fr.source;

const path = (n: number): string => `/annuaire-lieu-dit/page${n}`;

/** A lieu-dit ready for a page. */
export interface SeoHamlet {
  name: string;
  town: string | null;
  href: string;
}

/** The lieux-dits of the index, sorted on first use and kept (one artefact). */
export class HamletIndex {
  private ids: Int32Array | undefined;

  constructor(
    private readonly rows: EntryRows,
    private readonly onBuilt: (count: number, ms: number) => void = () => {},
  ) {}

  /** Entry ids in French alphabetical order of name, then commune. */
  sorted(): Int32Array {
    if (this.ids) return this.ids;
    const start = performance.now();
    const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
    const names = this.rows.namesOfLevel(HAMLET_LEVEL);
    names.sort(
      (a, b) =>
        collator.compare(a.name, b.name) ||
        collator.compare(a.town ?? '', b.town ?? '') ||
        a.id - b.id,
    );
    this.ids = Int32Array.from(names, (n) => n.id);
    this.onBuilt(this.ids.length, performance.now() - start);
    return this.ids;
  }

  /** The lieux-dits from position `start` to `end` (excluded) of the sorted list. */
  slice(start: number, end: number): SeoHamlet[] {
    return [...this.sorted().subarray(start, end)].flatMap((id) => {
      const row = this.rows.get(id);
      if (!row) return [];
      return [{ name: row.name, town: row.town, href: addressDestination(toAddress(row)) }];
    });
  }
}

/** The number of pages of the directory (at least one: page 1 exists when the list is empty). */
export function hamletDirectoryPages(count: number): number {
  return Math.max(1, Math.ceil(count / HAMLETS_PER_PAGE));
}

function breadcrumbs(n: number, locale: Locale): SeoLink[] {
  const lang = pageLanguage(locale);
  const here = (k: number): string => `${path(k)}${localeQuery(locale)}`;
  return [
    { label: DIRECTORY_TEXTS[lang].home, href: `/${localeQuery(locale)}` },
    { label: HAMLET_TEXTS[lang].crumb, href: here(1) },
    ...(n > 1 ? [{ label: DIRECTORY_TEXTS[lang].page(n), href: here(n) }] : []),
  ];
}

function emptyPage(locale: Locale): SeoPage {
  const lang = pageLanguage(locale);
  const texts = HAMLET_TEXTS[lang];
  return {
    status: 200,
    path: path(1),
    title: `${texts.crumb} | Périple`,
    h1: texts.crumb,
    description: texts.noneHere,
    blockCanonical: true,
    tracking: 9,
    translated: true,
    breadcrumbs: breadcrumbs(1, locale),
    blocks: [
      { kind: 'text', paragraphs: [texts.none] },
      {
        kind: 'links',
        title: texts.others,
        links: [
          {
            label: DIRECTORY_TEXTS[lang].towns.crumb,
            href: `/annuaire-ville/page1${localeQuery(locale)}`,
          },
        ],
      },
    ],
  };
}

/**
 * Page `n` (1-based) of the directory in the visitor's language, from the sorted count and a
 * reader of a slice; undefined when out of range.
 */
export function hamletDirectoryPage(
  count: number,
  slice: (start: number, end: number) => SeoHamlet[],
  n: number,
  locale: Locale = 'fr-FR',
): SeoPage | undefined {
  const pages = hamletDirectoryPages(count);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  if (count === 0) return emptyPage(locale);
  const lang = pageLanguage(locale);
  const texts = HAMLET_TEXTS[lang];
  const total = count.toLocaleString(locale);
  const hamlets = slice((n - 1) * HAMLETS_PER_PAGE, n * HAMLETS_PER_PAGE);
  const range = texts.range(hamlets[0]?.name ?? '', hamlets.at(-1)?.name ?? '');
  const here = (k: number): string => `${path(k)}${localeQuery(locale)}`;
  const list: SeoBlock = {
    kind: 'links',
    title: texts.list(range),
    columns: true,
    links: hamlets.map((h) => ({
      label: h.name,
      href: localised(h.href, locale),
      detail: h.town ?? undefined,
    })),
  };
  return {
    status: 200,
    path: path(n),
    title: `${texts.title(range, n)} | Périple`,
    h1: texts.h1(range),
    description: texts.description(range, n, pages, total),
    blockCanonical: false,
    tracking: 9,
    translated: true,
    breadcrumbs: breadcrumbs(n, locale),
    blocks: [
      { kind: 'text', paragraphs: [texts.count(total)] },
      list,
      {
        kind: 'pager',
        label: DIRECTORY_TEXTS[lang].pages,
        words: DIRECTORY_TEXTS[lang].pager,
        previous: n > 1 ? here(n - 1) : null,
        next: n < pages ? here(n + 1) : null,
      },
    ],
  };
}

/** Registers the directory on the search index's rows; returns its index (the sitemaps count it). */
export function registerHamletDirectoryRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  rows: EntryRows,
): HamletIndex {
  const hamlets = new HamletIndex(rows, (count, ms) =>
    app.log.info({ hamlets: count, ms: Math.round(ms) }, 'lieu-dit directory built'),
  );
  app.get<{ Params: { page: string } }>('/annuaire-lieu-dit/:page', (request, reply) =>
    seo.send(request, reply, `/annuaire-lieu-dit/${request.params.page}`, (locale) =>
      hamletDirectoryPage(
        hamlets.sorted().length,
        (start, end) => hamlets.slice(start, end),
        pageIndex(request.params.page),
        locale,
      ),
    ),
  );
  return hamlets;
}
