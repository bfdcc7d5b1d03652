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
import { aLieu, deLieu } from '../../../src/domain/french-places';
import { addressDestination } from '../../../src/domain/paths/search-paths';
import type { SeoBlock, SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import { toAddress } from '../../search/entry-format';
import type { EntryRows } from '../../search/entry-row';

/** Lieux-dits per page. */
export const HAMLETS_PER_PAGE = 100;

/** The search index's level of OSM place=hamlet and place=isolated_dwelling. */
export const HAMLET_LEVEL = 'hamlet';

/** What the page says of its source. */
export const HAMLET_SOURCE = 'Lieux-dits des extraits OpenStreetMap importés sur ce serveur';

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

function breadcrumbs(n: number): SeoLink[] {
  return [
    { label: 'Accueil', href: '/' },
    { label: 'Annuaire des lieux-dits', href: path(1) },
    ...(n > 1 ? [{ label: `Page ${n}`, href: path(n) }] : []),
  ];
}

function sourceText(count: number): string {
  if (count === 0)
    return `${HAMLET_SOURCE} : ces extraits n’en contiennent aucun (ni hameau, ni écart : OSM place=hamlet ou place=isolated_dwelling).`;
  return `${HAMLET_SOURCE} : ${count.toLocaleString('fr-FR')} hameaux et écarts (OSM place=hamlet et place=isolated_dwelling), rangés par ordre alphabétique avec leur commune.`;
}

function emptyPage(): SeoPage {
  return {
    status: 200,
    path: path(1),
    title: 'Annuaire des lieux-dits | Périple',
    h1: 'Annuaire des lieux-dits',
    description: `${HAMLET_SOURCE} : aucun dans les données de ce serveur.`,
    blockCanonical: true,
    tracking: 9,
    breadcrumbs: breadcrumbs(1),
    blocks: [
      { kind: 'text', paragraphs: [sourceText(0)] },
      {
        kind: 'links',
        title: 'Les autres annuaires',
        links: [{ label: 'Annuaire des villes', href: '/annuaire-ville/page1' }],
      },
    ],
  };
}

/**
 * Page `n` (1-based) of the directory, from the sorted count and a reader of a slice; undefined
 * when out of range.
 */
export function hamletDirectoryPage(
  count: number,
  slice: (start: number, end: number) => SeoHamlet[],
  n: number,
): SeoPage | undefined {
  const pages = hamletDirectoryPages(count);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  if (count === 0) return emptyPage();
  const hamlets = slice((n - 1) * HAMLETS_PER_PAGE, n * HAMLETS_PER_PAGE);
  const range = `${deLieu(hamlets[0]?.name ?? '')} ${aLieu(hamlets.at(-1)?.name ?? '')}`;
  const list: SeoBlock = {
    kind: 'links',
    title: `Lieux-dits ${range}`,
    columns: true,
    links: hamlets.map((h) => ({ label: h.name, href: h.href, detail: h.town ?? undefined })),
  };
  return {
    status: 200,
    path: path(n),
    title: `Annuaire des lieux-dits, ${range} (page ${n}) | Périple`,
    h1: `Annuaire des lieux-dits : ${range}`,
    description: `Plans des lieux-dits, hameaux et écarts, ${range} : page ${n} sur ${pages} de l’annuaire des ${count.toLocaleString('fr-FR')} lieux-dits importés sur ce serveur.`,
    blockCanonical: false,
    tracking: 9,
    breadcrumbs: breadcrumbs(n),
    blocks: [
      { kind: 'text', paragraphs: [sourceText(count)] },
      list,
      {
        kind: 'pager',
        label: 'Pages de l’annuaire',
        previous: n > 1 ? path(n - 1) : null,
        next: n < pages ? path(n + 1) : null,
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
    seo.send(request, reply, `/annuaire-lieu-dit/${request.params.page}`, () =>
      hamletDirectoryPage(
        hamlets.sorted().length,
        (start, end) => hamlets.slice(start, end),
        pageIndex(request.params.page),
      ),
    ),
  );
  return hamlets;
}
