/**
 * The words of the subtype directories (subtype-directory.ts: winter sports and seaside
 * resorts) in each page language, and of the links between the directories.
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';

/** What one subtype's page says, in one language. */
export interface SubtypeWords {
  /** « stations de sports d’hiver ». */
  plural: string;
  /** The rule that lists a commune, with its source. */
  rule: string;
  /** What makes a commune listed: « 2 plages au bord de la mer : … ». */
  detail: (count: number, names: readonly string[]) => string;
}

/** What every subtype page says, in one language. */
export interface SubtypeTexts {
  directoryOf: (plural: string) => string;
  /** The meta description: the count and the page. */
  description: (plural: string, total: string, page: string) => string;
  ruleTitle: string;
  /** The count of the list. */
  count: (total: string, many: boolean) => string;
  /** When no commune of the imported extracts meets the rule. */
  none: string;
  listTitle: (n: number) => string;
  others: string;
  hamlets: string;
  subtypes: Readonly<Record<'station-sports-hiver' | 'station-balneaire', SubtypeWords>>;
}

/** « A, B, C » then « … » when there are more names than shown. */
function someNames(names: readonly string[], shown = 3): string {
  return `${names.slice(0, shown).join(', ')}${names.length > shown ? ', …' : ''}`;
}

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count > 1 ? many : one}`;

const withNames = (head: string, names: readonly string[]): string =>
  names.length ? `${head} : ${someNames(names)}` : head;

const withNamesEn = (head: string, names: readonly string[]): string =>
  names.length ? `${head}: ${someNames(names)}` : head;

/** The texts of each page language. */
export const SUBTYPE_TEXTS: Readonly<Record<LabelLanguage, SubtypeTexts>> = {
  fr: {
    directoryOf: (words) => `Annuaire des ${words}`,
    description: (words, total, page) =>
      `Les ${words} des extraits OpenStreetMap importés sur Périple (${total}), ${page}, d’après une règle et une source ouvertes.`,
    ruleTitle: 'Qui figure ici',
    count: (total, many) =>
      `${total} ${many ? 'communes' : 'commune'}, dans les extraits OpenStreetMap importés sur ce serveur.`,
    none: 'Aucune commune des extraits OpenStreetMap importés sur ce serveur ne répond à cette règle : cet annuaire ne liste donc rien.',
    listTitle: (n) => (n > 1 ? `Communes, page ${n}` : 'Communes'),
    others: 'Les autres annuaires',
    hamlets: 'Annuaire des lieux-dits',
    subtypes: {
      'station-sports-hiver': {
        plural: 'stations de sports d’hiver',
        rule: 'Une commune figure ici quand OpenStreetMap y cartographie au moins un domaine skiable (landuse=winter_sports). La commune d’un domaine est celle que l’index de recherche donne à son point représentatif : un domaine à cheval sur plusieurs communes n’en nomme qu’une.',
        detail: (count, names) =>
          withNames(plural(count, 'domaine skiable', 'domaines skiables'), names),
      },
      'station-balneaire': {
        plural: 'stations balnéaires',
        rule: 'Une commune figure ici quand OpenStreetMap y cartographie au moins une plage (natural=beach) à moins de 2 km de la mer, la mer étant ce qui est hors des terres de Natural Earth au 1:10 000 000 (world-atlas). Une plage de lac ou de rivière, loin de la côte, ne compte pas. La commune d’une plage est celle que l’index de recherche lui donne.',
        detail: (count, names) =>
          withNames(plural(count, 'plage au bord de la mer', 'plages au bord de la mer'), names),
      },
    },
  },
  en: {
    directoryOf: (words) => `Directory of ${words}`,
    description: (words, total, page) =>
      `The ${words} of the OpenStreetMap extracts imported on Périple (${total}), ${page}, by an open rule and source.`,
    ruleTitle: 'Who is listed',
    count: (total, many) =>
      `${total} ${many ? 'communes' : 'commune'}, in the OpenStreetMap extracts imported on this server.`,
    none: 'No commune of the OpenStreetMap extracts imported on this server meets this rule, so this directory lists nothing.',
    listTitle: (n) => (n > 1 ? `Communes, page ${n}` : 'Communes'),
    others: 'Other directories',
    hamlets: 'Directory of hamlets',
    subtypes: {
      'station-sports-hiver': {
        plural: 'winter sports resorts',
        rule: 'A commune is listed when OpenStreetMap maps at least one ski area there (landuse=winter_sports). The commune of a ski area is the one the search index gives its representative point: an area across several communes names only one.',
        detail: (count, names) => withNamesEn(plural(count, 'ski area', 'ski areas'), names),
      },
      'station-balneaire': {
        plural: 'seaside resorts',
        rule: 'A commune is listed when OpenStreetMap maps at least one beach there (natural=beach) within 2 km of the sea, the sea being what lies outside Natural Earth’s 1:10m land (world-atlas). A beach on a lake or a river, far from the coast, does not count. The commune of a beach is the one the search index gives it.',
        detail: (count, names) =>
          withNamesEn(plural(count, 'beach by the sea', 'beaches by the sea'), names),
      },
    },
  },
  nl: {
    directoryOf: (words) => `Gids van ${words}`,
    description: (words, total, page) =>
      `De ${words} van de OpenStreetMap-extracten die op Périple zijn geïmporteerd (${total}), ${page}, volgens een open regel en bron.`,
    ruleTitle: 'Wie hier staat',
    count: (total, many) =>
      `${total} ${many ? 'gemeenten' : 'gemeente'}, in de OpenStreetMap-extracten die op deze server zijn geïmporteerd.`,
    none: 'Geen enkele gemeente van de OpenStreetMap-extracten die op deze server zijn geïmporteerd, voldoet aan deze regel: deze gids vermeldt dus niets.',
    listTitle: (n) => (n > 1 ? `Gemeenten, pagina ${n}` : 'Gemeenten'),
    others: 'Andere gidsen',
    hamlets: 'Gids van gehuchten',
    subtypes: {
      'station-sports-hiver': {
        plural: 'wintersportplaatsen',
        rule: 'Een gemeente staat hier wanneer OpenStreetMap er minstens één skigebied in kaart brengt (landuse=winter_sports). De gemeente van een skigebied is die welke de zoekindex aan zijn representatieve punt geeft: een gebied over meerdere gemeenten noemt er maar één.',
        detail: (count, names) => withNamesEn(plural(count, 'skigebied', 'skigebieden'), names),
      },
      'station-balneaire': {
        plural: 'badplaatsen',
        rule: 'Een gemeente staat hier wanneer OpenStreetMap er minstens één strand in kaart brengt (natural=beach) op minder dan 2 km van de zee, waarbij de zee alles is buiten het land van Natural Earth op 1:10m (world-atlas). Een strand aan een meer of een rivier, ver van de kust, telt niet. De gemeente van een strand is die welke de zoekindex eraan geeft.',
        detail: (count, names) =>
          withNamesEn(plural(count, 'strand aan zee', 'stranden aan zee'), names),
      },
    },
  },
};
