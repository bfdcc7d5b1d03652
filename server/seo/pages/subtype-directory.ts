/**
 * The directories by subtype (`/annuaire-{subtype}/page{n}`, tracking section 9): the winter
 * sports resorts (`station-sports-hiver`) and the seaside resorts (`station-balneaire`). A town
 * is listed as a resort only from data that says it is one, with a stated source and rule,
 * never from a hand-written list.
 *
 * No such source is in the artefacts: the national communes list (Etalab) has no resort
 * attribute; the places stage reads OSM POIs (amenity, shop, tourism, leisure…, natural=beach)
 * and the search stage places and streets, neither the ski areas (`landuse=winter_sports`) nor
 * any resort designation; a beach (`natural=beach`, on a lake or a river too) does not make a
 * seaside resort. So page 1 of each says which source it needs and that none is imported, and
 * lists nothing; other indexes are 404. Any other subtype is a 404 linking to the directories.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/map-config';
import { localeQuery, type SeoLink, type SeoPage } from '../../../src/domain/seo/seo-page';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import { notFoundPage } from './error-pages';
import { DIRECTORY_MODES, itineraryDirectoryPath } from './itinerary-directory';
import { LANDING_MODES } from './itinerary-landing';
import { LANDING_TEXTS } from './itinerary-landing-texts';
import { DIRECTORY_TEXTS } from './directory-texts';
import { pageLanguage } from './page-language';
import { SUBTYPE_TEXTS } from './subtype-texts';

/** A subtype directory: its path word (its words are subtype-texts.ts'). */
export interface DirectorySubtype {
  slug: 'station-sports-hiver' | 'station-balneaire';
  /** « stations de sports d’hiver ». */
  plural: string;
  /** The source the list needs, as the French page says it. */
  neededSource: string;
}

/** The subtypes: only these exist. */
export const DIRECTORY_SUBTYPES: readonly DirectorySubtype[] = (
  ['station-sports-hiver', 'station-balneaire'] as const
).map((slug) => ({ slug, ...SUBTYPE_TEXTS.fr.subtypes[slug] }));

const path = (slug: string, n: number): string => `/annuaire-${slug}/page${n}`;

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

/** Page `n` of a subtype directory, in the locale's words: only page 1, which says no source is imported. */
export function subtypeDirectoryPage(
  subtype: DirectorySubtype,
  n: number,
  locale: Locale = 'fr-FR',
): SeoPage | undefined {
  if (n !== 1) return undefined;
  const lang = pageLanguage(locale);
  const texts = SUBTYPE_TEXTS[lang];
  const words = texts.subtypes[subtype.slug];
  const h1 = texts.directoryOf(words.plural);
  const own = path(subtype.slug, 1);
  return {
    status: 200,
    path: own,
    title: `${h1} | Périple`,
    h1,
    description: texts.description(words.plural),
    blockCanonical: true,
    tracking: 9,
    translated: true,
    breadcrumbs: [
      { label: DIRECTORY_TEXTS[lang].home, href: `/${localeQuery(locale)}` },
      { label: h1, href: `${own}${localeQuery(locale)}` },
    ],
    blocks: [
      {
        kind: 'text',
        title: texts.noSource,
        paragraphs: [texts.rule(words.plural), words.neededSource, texts.noneImported],
      },
      {
        kind: 'links',
        title: texts.others,
        links: directoryLinks(locale).filter((l) => !l.href.startsWith(own)),
      },
    ],
  };
}

/** Registers `/annuaire-{subtype}/page{n}`: the subtypes above, any other one a 404. */
export function registerSubtypeDirectoryRoutes(app: FastifyInstance, seo: SeoContext): void {
  app.get<{ Params: { subtype: string; page: string } }>(
    '/annuaire-:subtype/:page',
    (request, reply) => {
      const { subtype, page } = request.params;
      const key = `/annuaire-${subtype}/${page}`;
      const known = DIRECTORY_SUBTYPES.find((s) => s.slug === subtype);
      return seo.send(request, reply, key, (locale) =>
        known
          ? subtypeDirectoryPage(known, pageIndex(page), locale)
          : notFoundPage(key, directoryLinks(locale)),
      );
    },
  );
}
