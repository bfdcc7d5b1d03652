/**
 * The directories by subtype (`/annuaire-{subtype}/page{n}`, tracking section 9): the winter
 * sports resorts (`station-sports-hiver`) and the seaside resorts (`station-balneaire`). A
 * commune is listed only by a stated rule on open data, never from a hand-written list: the
 * search stage keeps the ski areas and the beaches by the sea of the OSM extracts, each with its
 * commune (pipeline/stages/search/resorts.ts; resort-towns.ts reads them). The page says the rule
 * and its source, then lists the communes in French alphabetical order, 100 a page, each with
 * what makes it a resort and linking to its town page. With none, page 1 says so (200, no
 * canonical); other indexes are 404. Any other subtype is a 404 linking to the directories.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import {
  localeQuery,
  localised,
  type SeoBlock,
  type SeoLink,
  type SeoPage,
} from '../../../src/domain/seo/seo-page';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import type { ResortKind, ResortTown, ResortTowns } from '../resort-towns';
import { notFoundPage } from './error-pages';
import { DIRECTORY_MODES, itineraryDirectoryPath } from './itinerary-directory';
import { LANDING_MODES } from './itinerary-landing';
import { LANDING_TEXTS } from './itinerary-landing-texts';
import { DIRECTORY_TEXTS } from './directory-texts';
import { pageLanguage } from './page-language';
import { SUBTYPE_TEXTS } from './subtype-texts';

/** Communes per page. */
export const RESORTS_PER_PAGE = 100;

/** A subtype directory: its path word and the kind of resort it lists. */
export interface DirectorySubtype {
  slug: 'station-sports-hiver' | 'station-balneaire';
  kind: ResortKind;
}

/** The subtypes: only these exist. */
export const DIRECTORY_SUBTYPES: readonly DirectorySubtype[] = [
  { slug: 'station-sports-hiver', kind: 'winter' },
  { slug: 'station-balneaire', kind: 'seaside' },
];

const path = (slug: string, n: number): string => `/annuaire-${slug}/page${n}`;

/** The number of pages of a subtype directory (page 1 exists when the list is empty). */
export function subtypeDirectoryPages(count: number): number {
  return Math.max(1, Math.ceil(count / RESORTS_PER_PAGE));
}

/** Page 1 of every server-rendered directory, in the locale's words: the links of a 404 under `/annuaire-`. */
export function directoryLinks(locale: Locale = 'fr-FR'): SeoLink[] {
  const lang = pageLanguage(locale);
  const texts = SUBTYPE_TEXTS[lang];
  const query = localeQuery(locale);
  return [
    { label: DIRECTORY_TEXTS[lang].towns.crumb, href: '/annuaire-ville/page1' },
    ...DIRECTORY_MODES.map((mode) => ({
      label:
        lang === 'fr'
          ? `Annuaire des itinéraires ${LANDING_MODES[mode]?.by ?? ''}`
          : DIRECTORY_TEXTS[lang].trips.byMode(LANDING_TEXTS[lang].by[mode]),
      href: itineraryDirectoryPath(mode, 1),
    })),
    { label: texts.hamlets, href: '/annuaire-lieu-dit/page1' },
    ...DIRECTORY_SUBTYPES.map((s) => ({
      label: texts.directoryOf(texts.subtypes[s.slug].plural),
      href: path(s.slug, 1),
    })),
  ].map((link) => ({ ...link, href: `${link.href}${query}` }));
}

function listBlocks(options: {
  subtype: DirectorySubtype;
  towns: readonly ResortTown[];
  n: number;
  locale: Locale;
}): SeoBlock[] {
  const { subtype, towns, n, locale } = options;
  const lang = pageLanguage(locale);
  const texts = SUBTYPE_TEXTS[lang];
  const words = texts.subtypes[subtype.slug];
  const here = (k: number): string => `${path(subtype.slug, k)}${localeQuery(locale)}`;
  const shown = towns.slice((n - 1) * RESORTS_PER_PAGE, n * RESORTS_PER_PAGE);
  const pages = subtypeDirectoryPages(towns.length);
  return [
    {
      kind: 'links',
      title: texts.listTitle(n),
      columns: true,
      links: shown.map((t) => ({
        label:
          t.commune.departmentName && t.commune.departmentName !== t.commune.name
            ? `${t.commune.name} (${t.commune.departmentName})`
            : t.commune.name,
        href: localised(t.commune.href, locale),
        detail: words.detail(t.count, t.names),
      })),
    },
    {
      kind: 'pager',
      label: DIRECTORY_TEXTS[lang].pages,
      words: DIRECTORY_TEXTS[lang].pager,
      previous: n > 1 ? here(n - 1) : null,
      next: n < pages ? here(n + 1) : null,
    },
  ];
}

function breadcrumbs(options: {
  slug: DirectorySubtype['slug'];
  h1: string;
  n: number;
  locale: Locale;
}): SeoLink[] {
  const { slug, h1, n, locale } = options;
  const lang = pageLanguage(locale);
  const here = (k: number): string => `${path(slug, k)}${localeQuery(locale)}`;
  return [
    { label: DIRECTORY_TEXTS[lang].home, href: `/${localeQuery(locale)}` },
    { label: h1, href: here(1) },
    ...(n > 1 ? [{ label: DIRECTORY_TEXTS[lang].page(n), href: here(n) }] : []),
  ];
}

/**
 * Page `n` (1-based) of a subtype directory in the locale's words, from its communes; undefined
 * when out of range.
 */
export function subtypeDirectoryPage(options: {
  subtype: DirectorySubtype;
  towns: readonly ResortTown[];
  n: number;
  locale?: Locale;
}): SeoPage | undefined {
  const { subtype, towns, n } = options;
  const locale = options.locale ?? 'fr-FR';
  if (!Number.isInteger(n) || n < 1 || n > subtypeDirectoryPages(towns.length)) return undefined;
  const lang = pageLanguage(locale);
  const texts = SUBTYPE_TEXTS[lang];
  const words = texts.subtypes[subtype.slug];
  const h1 = texts.directoryOf(words.plural);
  const own = path(subtype.slug, n);
  const total = towns.length.toLocaleString(locale);
  const crumbs = breadcrumbs({ slug: subtype.slug, h1, n, locale });
  return {
    status: 200,
    path: own,
    title: `${n > 1 ? `${h1}, ${DIRECTORY_TEXTS[lang].page(n).toLowerCase()}` : h1} | Périple`,
    h1,
    description: texts.description(
      words.plural,
      total,
      DIRECTORY_TEXTS[lang].page(n).toLowerCase(),
    ),
    blockCanonical: towns.length === 0,
    tracking: 9,
    translated: true,
    breadcrumbs: crumbs,
    blocks: [
      {
        kind: 'text',
        title: texts.ruleTitle,
        paragraphs: [words.rule, towns.length ? texts.count(total, towns.length > 1) : texts.none],
      },
      ...(towns.length ? listBlocks({ subtype, towns, n, locale }) : []),
      {
        kind: 'links',
        title: texts.others,
        links: directoryLinks(locale).filter((l) => !l.href.startsWith(path(subtype.slug, 1))),
      },
    ],
  };
}

/** Registers `/annuaire-{subtype}/page{n}`: the subtypes above, any other one a 404. */
export function registerSubtypeDirectoryRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  resorts: ResortTowns,
): void {
  app.get<{ Params: { subtype: string; page: string } }>(
    '/annuaire-:subtype/:page',
    (request, reply) => {
      const { subtype, page } = request.params;
      const key = `/annuaire-${subtype}/${page}`;
      const known = DIRECTORY_SUBTYPES.find((s) => s.slug === subtype);
      return seo.send(request, reply, key, (locale) =>
        known
          ? subtypeDirectoryPage({
              subtype: known,
              towns: resorts.of(known.kind),
              n: pageIndex(page),
              locale,
            })
          : notFoundPage(key, directoryLinks(locale)),
      );
    },
  );
}

/** The paths of every page of the subtype directories that list a commune (for the sitemaps). */
export function subtypeDirectoryPaths(resorts: ResortTowns): string[] {
  return DIRECTORY_SUBTYPES.flatMap((s) => {
    const count = resorts.of(s.kind).length;
    if (count === 0) return [];
    return Array.from({ length: subtypeDirectoryPages(count) }, (_, i) => path(s.slug, i + 1));
  });
}
