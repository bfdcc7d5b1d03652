/**
 * The words of the subtype directories (subtype-directory.ts: winter sports and seaside
 * resorts) in each page language, and of the links between the directories.
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';

/** What one subtype's page says, in one language. */
export interface SubtypeWords {
  /** « stations de sports d’hiver ». */
  plural: string;
  /** The source the list needs, as the page says it. */
  neededSource: string;
}

/** What every subtype page says, in one language. */
export interface SubtypeTexts {
  directoryOf: (plural: string) => string;
  description: (plural: string) => string;
  noSource: string;
  rule: (plural: string) => string;
  noneImported: string;
  others: string;
  hamlets: string;
  subtypes: Readonly<Record<'station-sports-hiver' | 'station-balneaire', SubtypeWords>>;
}

/** The texts of each page language. */
export const SUBTYPE_TEXTS: Readonly<Record<LabelLanguage, SubtypeTexts>> = {
  fr: {
    directoryOf: (plural) => `Annuaire des ${plural}`,
    description: (plural) =>
      `Les ${plural} ne sont listées que d’après une source qui les désigne : Périple n’en a aucune.`,
    noSource: 'Aucune source importée',
    rule: (plural) =>
      `Périple ne liste les ${plural} que d’après des données qui les désignent comme telles, avec leur source et leur règle, jamais d’après une liste écrite à la main.`,
    noneImported:
      'Périple n’a aucune de ces sources : le référentiel national des communes n’a pas d’attribut « station », et l’import des extraits OpenStreetMap n’en retient aucune désignation de station. Cet annuaire ne liste donc rien.',
    others: 'Les autres annuaires',
    hamlets: 'Annuaire des lieux-dits',
    subtypes: {
      'station-sports-hiver': {
        plural: 'stations de sports d’hiver',
        neededSource:
          'Il faudrait les domaines skiables d’OpenStreetMap (landuse=winter_sports, avec leurs pistes piste:type=downhill) rattachés à leur commune, ou la liste des communes classées stations de tourisme (Direction générale des entreprises, data.gouv.fr) croisée avec ces domaines.',
      },
      'station-balneaire': {
        plural: 'stations balnéaires',
        neededSource:
          'Il faudrait la liste des communes classées stations de tourisme (Direction générale des entreprises, data.gouv.fr) croisée avec celle des communes littorales maritimes (article L. 321-2 du code de l’environnement). Les plages d’OpenStreetMap (natural=beach) ne suffisent pas : une plage, au bord d’un lac ou d’une rivière aussi, ne fait pas une station balnéaire.',
      },
    },
  },
  en: {
    directoryOf: (plural) => `Directory of ${plural}`,
    description: (plural) =>
      `${plural.charAt(0).toUpperCase()}${plural.slice(1)} are only listed from a source that designates them: Périple has none.`,
    noSource: 'No source imported',
    rule: (plural) =>
      `Périple only lists ${plural} from data that designates them as such, with its source and rule, never from a hand-written list.`,
    noneImported:
      'Périple has none of these sources: the national list of communes has no « resort » attribute, and the import of the OpenStreetMap extracts keeps no resort designation. So this directory lists nothing.',
    others: 'Other directories',
    hamlets: 'Directory of hamlets',
    subtypes: {
      'station-sports-hiver': {
        plural: 'winter sports resorts',
        neededSource:
          'It would need the ski areas of OpenStreetMap (landuse=winter_sports, with their pistes piste:type=downhill) tied to their commune, or the list of communes classified as tourist resorts (Direction générale des entreprises, data.gouv.fr) crossed with those areas.',
      },
      'station-balneaire': {
        plural: 'seaside resorts',
        neededSource:
          'It would need the list of communes classified as tourist resorts (Direction générale des entreprises, data.gouv.fr) crossed with the list of coastal communes (article L. 321-2 of the French environment code). The beaches of OpenStreetMap (natural=beach) are not enough: a beach, on a lake or a river too, does not make a seaside resort.',
      },
    },
  },
  nl: {
    directoryOf: (plural) => `Gids van ${plural}`,
    description: (plural) =>
      `${plural.charAt(0).toUpperCase()}${plural.slice(1)} worden alleen vermeld op basis van een bron die ze als zodanig aanwijst: op deze server is er geen geïmporteerd.`,
    noSource: 'Geen bron geïmporteerd',
    rule: (plural) =>
      `Périple vermeldt ${plural} alleen op basis van gegevens die ze als zodanig aanwijzen, met hun bron en regel, nooit op basis van een met de hand geschreven lijst.`,
    noneImported:
      'Geen van deze bronnen is op deze server geïmporteerd: de nationale lijst van gemeenten heeft geen kenmerk « badplaats » of « wintersportplaats », en de import van de OpenStreetMap-extracten behoudt geen enkele aanwijzing als zodanig. Deze gids vermeldt dus niets.',
    others: 'Andere gidsen',
    hamlets: 'Gids van gehuchten',
    subtypes: {
      'station-sports-hiver': {
        plural: 'wintersportplaatsen',
        neededSource:
          'Daarvoor zijn de skigebieden van OpenStreetMap nodig (landuse=winter_sports, met hun pistes piste:type=downhill) gekoppeld aan hun gemeente, of de lijst van gemeenten die als toeristische plaats zijn erkend (Direction générale des entreprises, data.gouv.fr) gekruist met die gebieden.',
      },
      'station-balneaire': {
        plural: 'badplaatsen',
        neededSource:
          'Daarvoor is de lijst van gemeenten nodig die als toeristische plaats zijn erkend (Direction générale des entreprises, data.gouv.fr), gekruist met die van de kustgemeenten (artikel L. 321-2 van het Franse milieuwetboek). De stranden van OpenStreetMap (natural=beach) volstaan niet: een strand, ook aan een meer of een rivier, maakt nog geen badplaats.',
      },
    },
  },
};
