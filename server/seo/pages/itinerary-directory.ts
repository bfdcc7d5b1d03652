/**
 * The itinerary directories (`/annuaire-itineraire/page{n}` for the car,
 * `/annuaire-itineraire-{mode}/page{n}` for the motorbike, the bike and on foot; tracking
 * section 9): the curated city pairs of server/seo/itinerary-pairs.ts, 100 a page, « Rouen →
 * Paris » with the straight-line distance, each linking to its itinerary landing. The car's
 * directory has one path: `/annuaire-itineraire-voiture/page{n}` answers 301 to it. Written in
 * the visitor's language (directory-texts.ts); its links keep that language.
 */
import type { FastifyInstance } from 'fastify';
import { formatLength } from '../../../src/domain/itinerary/format';
import { MODE_SLUGS } from '../../../src/domain/itinerary/modes';
import { localeQuery, type SeoLink, type SeoPage } from '../../../src/domain/seo/seo-page';
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
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import type { Locale } from '../../../src/domain/map-config';
import { DIRECTORY_TEXTS, type DirectoryTexts } from './directory-texts';
import { pageLanguage } from './page-language';
import { LANDING_TEXTS } from './itinerary-landing-texts';

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

/** How a page speaks: its words, its locale and the mode's words in its language. */
interface Voice {
  texts: DirectoryTexts;
  locale: Locale;
  lang: LabelLanguage;
}

function byMode(voice: Voice, mode: DirectoryMode): string {
  return LANDING_TEXTS[voice.lang].by[mode];
}

/** The landing of a pair, in its canonical form (the car's without its mode), in the page's locale. */
function landingHref(
  index: CommuneIndex,
  mode: DirectoryMode,
  pair: ItineraryPair,
  locale: Locale,
): string {
  const ends = `${index.slugOf(pair.from)}/${index.slugOf(pair.to)}`;
  const path = mode === 'car' ? `/itineraire/${ends}` : `/itineraire/${MODE_SLUGS[mode]}/${ends}`;
  return `${path}${localeQuery(locale)}`;
}

function pairLabel(pair: ItineraryPair | undefined): string {
  return pair ? `${pair.from.name} → ${pair.to.name}` : '';
}

function ruleText(voice: Voice, mode: DirectoryMode, total: number): string {
  return voice.texts.trips.rule({
    people: PAIR_MIN_POPULATION.toLocaleString(voice.locale),
    neighbours: PAIR_NEIGHBOURS,
    km: PAIR_RADIUS_KM[mode],
    total: total.toLocaleString(voice.locale),
    by: byMode(voice, mode),
  });
}

/** Page `n` of a mode's directory in the page's locale. */
function here(voice: Voice, mode: DirectoryMode, n: number): string {
  return `${itineraryDirectoryPath(mode, n)}${localeQuery(voice.locale)}`;
}

function otherModes(voice: Voice, mode: DirectoryMode): SeoLink[] {
  return DIRECTORY_MODES.filter((m) => m !== mode).map((m) => ({
    label: voice.texts.trips.byMode(byMode(voice, m)),
    href: here(voice, m, 1),
  }));
}

function breadcrumbs(voice: Voice, mode: DirectoryMode, n: number): SeoLink[] {
  const { texts } = voice;
  return [
    { label: texts.home, href: '/' },
    { label: texts.trips.crumb, href: here(voice, 'car', 1) },
    ...(mode === 'car'
      ? []
      : [{ label: texts.trips.byMode(byMode(voice, mode)), href: here(voice, mode, 1) }]),
    ...(n > 1 ? [{ label: texts.page(n), href: here(voice, mode, n) }] : []),
  ];
}

/** Page `n` (1-based) of a mode's directory, in the visitor's language; undefined when out of range. */
export function itineraryDirectoryPage(
  index: CommuneIndex,
  page: { mode: DirectoryMode; pairs: readonly ItineraryPair[]; n: number; locale?: Locale },
): SeoPage | undefined {
  const { mode, pairs, n } = page;
  const pages = itineraryDirectoryPages(pairs);
  if (!Number.isInteger(n) || n < 1 || n > pages) return undefined;
  const locale = page.locale ?? 'fr-FR';
  const lang = pageLanguage(locale);
  const voice: Voice = { texts: DIRECTORY_TEXTS[lang], locale, lang };
  const words = voice.texts.trips;
  const slice = pairs.slice((n - 1) * PAIRS_PER_PAGE, n * PAIRS_PER_PAGE);
  const by = byMode(voice, mode);
  const heading = `${words.h1(by)}${n > 1 ? voice.texts.pageSuffix(n) : ''}`;
  const sample = `${pairLabel(slice[0])}, ${pairLabel(slice.at(-1))}`;
  return {
    status: 200,
    path: itineraryDirectoryPath(mode, n),
    title: `${heading} | Périple`,
    h1: heading,
    description: words.description(by, sample, n, pages, pairs.length.toLocaleString(locale)),
    blockCanonical: false,
    tracking: 9,
    translated: true,
    breadcrumbs: breadcrumbs(voice, mode, n),
    blocks: [
      { kind: 'text', paragraphs: [ruleText(voice, mode, pairs.length)] },
      {
        kind: 'links',
        title: words.list(by),
        columns: true,
        links: slice.map((pair) => ({
          label: pairLabel(pair),
          href: landingHref(index, mode, pair, locale),
          detail: words.straight(formatLength(pair.metres, lang)),
        })),
      },
      {
        kind: 'pager',
        label: voice.texts.pages,
        words: voice.texts.pager,
        previous: n > 1 ? here(voice, mode, n - 1) : null,
        next: n < pages ? here(voice, mode, n + 1) : null,
      },
      { kind: 'links', title: words.others, links: otherModes(voice, mode) },
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
      seo.send(request, reply, `${prefix}/${request.params.page}`, (locale) =>
        itineraryDirectoryPage(seo.communes, {
          mode,
          pairs: pairs.of(mode),
          n: pageIndex(request.params.page),
          locale,
        }),
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
