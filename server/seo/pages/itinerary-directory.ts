/**
 * The itinerary directories (`/annuaire-itineraire/page{n}` for the car,
 * `/annuaire-itineraire-{mode}/page{n}` for the motorbike, the bike and on foot; tracking
 * section 9): the curated city pairs of server/seo/itinerary-pairs.ts, 100 a page, « Rouen →
 * Paris » with the straight-line distance, each linking to its itinerary landing. The car's
 * directory has one path: `/annuaire-itineraire-voiture/page{n}` answers 301 to it.
 */
import type { FastifyInstance } from 'fastify';
import { formatLength } from '../../../src/domain/itinerary/format';
import { MODE_SLUGS } from '../../../src/domain/itinerary/modes';
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import type { CommuneIndex } from '../communes';
import {
  ItineraryPairs,
  PAIR_MIN_POPULATION,
  PAIR_NEIGHBOURS,
  PAIR_RADIUS_KM,
  type DirectoryMode,
  type ItineraryPair,
} from '../itinerary-pairs';
import { LANDING_MODES } from './itinerary-landing';

/** Pairs per page of a directory. */
export const PAIRS_PER_PAGE = 100;

/** The modes with a directory, the car first. */
export const DIRECTORY_MODES: readonly DirectoryMode[] = ['car', 'motorbike', 'bike', 'pedestrian'];

/** Page `n` of a mode's directory: the car's has no mode in its path. */
export function itineraryDirectoryPath(mode: DirectoryMode, n: number): string {
  return mode === 'car'
    ? `/annuaire-itineraire/page${n}`
    : `/annuaire-itineraire-${MODE_SLUGS[mode]}/page${n}`;
}

/** The number of pages of a list of pairs (at least one). */
export function itineraryDirectoryPages(pairs: readonly ItineraryPair[]): number {
  return Math.max(1, Math.ceil(pairs.length / PAIRS_PER_PAGE));
}

function byMode(mode: DirectoryMode): string {
  return LANDING_MODES[mode]?.by ?? '';
}

/** The landing of a pair, in its canonical form (the car's without its mode). */
function landingHref(index: CommuneIndex, mode: DirectoryMode, pair: ItineraryPair): string {
  const ends = `${index.slugOf(pair.from)}/${index.slugOf(pair.to)}`;
  return mode === 'car' ? `/itineraire/${ends}` : `/itineraire/${MODE_SLUGS[mode]}/${ends}`;
}

function pairLabel(pair: ItineraryPair | undefined): string {
  return pair ? `${pair.from.name} → ${pair.to.name}` : '';
}

function ruleText(mode: DirectoryMode, total: number): string {
  const people = PAIR_MIN_POPULATION.toLocaleString('fr-FR');
  return `Chaque commune de ${people} habitants ou plus y est reliée aux ${PAIR_NEIGHBOURS} communes plus peuplées les plus proches, à moins de ${PAIR_RADIUS_KM[mode]} km à vol d’oiseau : ${total.toLocaleString('fr-FR')} trajets ${byMode(mode)}, des plus grandes villes aux plus petites.`;
}

function otherModes(mode: DirectoryMode): SeoLink[] {
  return DIRECTORY_MODES.filter((m) => m !== mode).map((m) => ({
    label: `Itinéraires ${byMode(m)}`,
    href: itineraryDirectoryPath(m, 1),
  }));
}

function breadcrumbs(mode: DirectoryMode, n: number): SeoLink[] {
  return [
    { label: 'Accueil', href: '/' },
    { label: 'Annuaire des itinéraires', href: itineraryDirectoryPath('car', 1) },
    ...(mode === 'car'
      ? []
      : [{ label: `Itinéraires ${byMode(mode)}`, href: itineraryDirectoryPath(mode, 1) }]),
    ...(n > 1 ? [{ label: `Page ${n}`, href: itineraryDirectoryPath(mode, n) }] : []),
  ];
}

/** Page `n` (1-based) of a mode's directory; undefined when out of range. */
export function itineraryDirectoryPage(
  index: CommuneIndex,
  mode: DirectoryMode,
  pairs: readonly ItineraryPair[],
  n: number,
): SeoPage | undefined {
  const pages = itineraryDirectoryPages(pairs);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const slice = pairs.slice((n - 1) * PAIRS_PER_PAGE, n * PAIRS_PER_PAGE);
  const by = byMode(mode);
  const suffix = n > 1 ? ` (page ${n})` : '';
  return {
    status: 200,
    path: itineraryDirectoryPath(mode, n),
    title: `Annuaire des itinéraires ${by}${suffix} | Périple`,
    h1: `Annuaire des itinéraires ${by}${suffix}`,
    description: `Itinéraires ${by} entre villes voisines de France (${pairLabel(slice[0])}, ${pairLabel(slice.at(-1))}…) : page ${n} sur ${pages} de l’annuaire des ${pairs.length.toLocaleString('fr-FR')} trajets.`,
    blockCanonical: false,
    tracking: 9,
    breadcrumbs: breadcrumbs(mode, n),
    blocks: [
      { kind: 'text', paragraphs: [ruleText(mode, pairs.length)] },
      {
        kind: 'links',
        title: `Trajets ${by}`,
        columns: true,
        links: slice.map((pair) => ({
          label: pairLabel(pair),
          href: landingHref(index, mode, pair),
          detail: `${formatLength(pair.metres)} à vol d’oiseau`,
        })),
      },
      {
        kind: 'pager',
        label: 'Pages de l’annuaire',
        previous: n > 1 ? itineraryDirectoryPath(mode, n - 1) : null,
        next: n < pages ? itineraryDirectoryPath(mode, n + 1) : null,
      },
      { kind: 'links', title: 'Les autres modes', links: otherModes(mode) },
    ],
  };
}

/** Registers the directories of every mode and the car's second path (301). */
export function registerItineraryDirectoryRoutes(app: FastifyInstance, seo: SeoContext): void {
  const pairs = new ItineraryPairs(seo.communes, (mode, count, ms) =>
    app.log.info({ mode, pairs: count, ms: Math.round(ms) }, 'itinerary directory pairs built'),
  );
  for (const mode of DIRECTORY_MODES) {
    const prefix = itineraryDirectoryPath(mode, 1).replace(/\/page1$/, '');
    app.get<{ Params: { page: string } }>(`${prefix}/:page`, (request, reply) =>
      seo.send(request, reply, `${prefix}/${request.params.page}`, () =>
        itineraryDirectoryPage(seo.communes, mode, pairs.of(mode), pageIndex(request.params.page)),
      ),
    );
  }
  const carSlug = `/annuaire-itineraire-${MODE_SLUGS.car}`;
  app.get<{ Params: { page: string } }>(`${carSlug}/:page`, (request, reply) => {
    const n = pageIndex(request.params.page);
    return n <= itineraryDirectoryPages(pairs.of('car'))
      ? seo.redirect(reply, itineraryDirectoryPath('car', n))
      : seo.send(request, reply, `${carSlug}/${request.params.page}`, () => undefined);
  });
}
