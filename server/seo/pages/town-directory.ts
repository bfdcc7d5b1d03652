/**
 * The directory of every French commune (`/annuaire-ville/page{n}`, tracking section 9):
 * alphabetical, 100 a page, each with its département and a link to its town page in the app.
 */
import { aLieu, deLieu } from '../../../src/domain/french-places';
import type { SeoPage } from '../../../src/domain/seo/seo-page';
import type { CommuneIndex } from '../communes';

/** Communes per page of the directory. */
export const TOWNS_PER_PAGE = 100;

const path = (n: number): string => `/annuaire-ville/page${n}`;

/** The number of pages of the directory. */
export function townDirectoryPages(index: CommuneIndex): number {
  return Math.max(1, Math.ceil(index.sorted.length / TOWNS_PER_PAGE));
}

/** Page `n` (1-based) of the directory; undefined when out of range. */
export function townDirectoryPage(index: CommuneIndex, n: number): SeoPage | undefined {
  const pages = townDirectoryPages(index);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const slice = index.sorted.slice((n - 1) * TOWNS_PER_PAGE, n * TOWNS_PER_PAGE);
  const first = slice[0]?.name ?? '';
  const last = slice.at(-1)?.name ?? '';
  return {
    status: 200,
    path: path(n),
    title: `Annuaire des villes de France, ${deLieu(first)} ${aLieu(last)} (page ${n}) | Périple`,
    h1: `Annuaire des villes de France : ${deLieu(first)} ${aLieu(last)}`,
    description: `Plans et itinéraires des communes de France, ${deLieu(first)} ${aLieu(last)} : page ${n} sur ${pages} de l’annuaire des ${index.sorted.length.toLocaleString('fr-FR')} communes.`,
    blockCanonical: false,
    tracking: 9,
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: 'Annuaire des villes', href: path(1) },
      ...(n > 1 ? [{ label: `Page ${n}`, href: path(n) }] : []),
    ],
    blocks: [
      {
        kind: 'links',
        title: `Communes ${deLieu(first)} ${aLieu(last)}`,
        columns: true,
        links: slice.map((c) => ({
          label: c.name,
          href: c.href,
          detail: c.departmentName ? `${c.departmentName} (${c.departmentCode ?? ''})` : undefined,
        })),
      },
      {
        kind: 'pager',
        label: 'Pages de l’annuaire',
        previous: n > 1 ? path(n - 1) : null,
        next: n < pages ? path(n + 1) : null,
      },
    ],
  };
}
