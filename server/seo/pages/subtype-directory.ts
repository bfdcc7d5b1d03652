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
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';
import { pageIndex, type SeoContext } from '../../plugins/seo';
import { notFoundPage } from './error-pages';
import { DIRECTORY_MODES, itineraryDirectoryPath } from './itinerary-directory';
import { LANDING_MODES } from './itinerary-landing';

/** A subtype directory: its path word, what it lists and the source it would need. */
export interface DirectorySubtype {
  slug: string;
  /** « stations de sports d’hiver ». */
  plural: string;
  /** The source the list needs, as the page says it. */
  neededSource: string;
}

/** The subtypes: only these exist. */
export const DIRECTORY_SUBTYPES: readonly DirectorySubtype[] = [
  {
    slug: 'station-sports-hiver',
    plural: 'stations de sports d’hiver',
    neededSource:
      'Il faudrait les domaines skiables d’OpenStreetMap (landuse=winter_sports, avec leurs pistes piste:type=downhill) rattachés à leur commune, ou la liste des communes classées stations de tourisme (Direction générale des entreprises, data.gouv.fr) croisée avec ces domaines.',
  },
  {
    slug: 'station-balneaire',
    plural: 'stations balnéaires',
    neededSource:
      'Il faudrait la liste des communes classées stations de tourisme (Direction générale des entreprises, data.gouv.fr) croisée avec celle des communes littorales maritimes (article L. 321-2 du code de l’environnement). Les plages d’OpenStreetMap (natural=beach) ne suffisent pas : une plage, au bord d’un lac ou d’une rivière aussi, ne fait pas une station balnéaire.',
  },
];

const path = (slug: string, n: number): string => `/annuaire-${slug}/page${n}`;

/** Page 1 of every server-rendered directory: the links of a 404 under `/annuaire-`. */
export function directoryLinks(): SeoLink[] {
  return [
    { label: 'Annuaire des villes', href: '/annuaire-ville/page1' },
    ...DIRECTORY_MODES.map((mode) => ({
      label: `Annuaire des itinéraires ${LANDING_MODES[mode]?.by ?? ''}`,
      href: itineraryDirectoryPath(mode, 1),
    })),
    { label: 'Annuaire des lieux-dits', href: '/annuaire-lieu-dit/page1' },
    ...DIRECTORY_SUBTYPES.map((s) => ({
      label: `Annuaire des ${s.plural}`,
      href: path(s.slug, 1),
    })),
  ];
}

/** Page `n` of a subtype directory: only page 1, which says no source is imported. */
export function subtypeDirectoryPage(subtype: DirectorySubtype, n: number): SeoPage | undefined {
  if (n !== 1) return undefined;
  const h1 = `Annuaire des ${subtype.plural}`;
  return {
    status: 200,
    path: path(subtype.slug, 1),
    title: `${h1} | Périple`,
    h1,
    description: `Les ${subtype.plural} ne sont listées que d’après une source qui les désigne : aucune n’est importée sur ce serveur.`,
    blockCanonical: true,
    tracking: 9,
    breadcrumbs: [
      { label: 'Accueil', href: '/' },
      { label: h1, href: path(subtype.slug, 1) },
    ],
    blocks: [
      {
        kind: 'text',
        title: 'Aucune source importée',
        paragraphs: [
          `Périple ne liste les ${subtype.plural} que d’après des données qui les désignent comme telles, avec leur source et leur règle, jamais d’après une liste écrite à la main.`,
          subtype.neededSource,
          'Aucune de ces sources n’est importée sur ce serveur : le référentiel national des communes n’a pas d’attribut « station », et l’import des extraits OpenStreetMap n’en retient aucune désignation de station. Cet annuaire ne liste donc rien.',
        ],
      },
      {
        kind: 'links',
        title: 'Les autres annuaires',
        links: directoryLinks().filter((l) => l.href !== path(subtype.slug, 1)),
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
      return seo.send(request, reply, key, () =>
        known ? subtypeDirectoryPage(known, pageIndex(page)) : notFoundPage(key, directoryLinks()),
      );
    },
  );
}
