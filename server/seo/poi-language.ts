/**
 * How the server-rendered POI pages (issue 18) speak of places in each page language: rubric
 * plurals and counts, places counted, lists, the POIs' sources, and a town named after « in »
 * or « of » (French elides and contracts: « au Havre », « d’Arles »). French words come from
 * poi-words.ts, English and Dutch ones from rubric-words-en-nl.ts.
 */
import { aLieu, deLieu } from '../../src/domain/french-places';
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import {
  capitalised,
  countOf as frenchCountOf,
  listInFrench,
  placesCount,
  rubricPlural,
  sourceKeysOf,
  sourcesOf,
} from './poi-words';
import type { TownNames } from './pages/poi-landing-texts';
import { rubricWords } from './rubric-words-en-nl';

/** The words of one page language. */
export interface PoiWords {
  lang: LabelLanguage;
  /** The locale numbers are written in. */
  numbers: string;
  /** A rubric's plural in lower case (« gares », « railway stations »). */
  plural: (rubricId: string) => string;
  /** « 1 gare », « 26 railway stations ». */
  countOf: (count: number, rubricId: string) => string;
  /** « 12 lieux », « 1 place », « 12 plaatsen ». */
  places: (count: number) => string;
  /** « a, b et c », « a, b and c », « a, b en c ». */
  list: (items: readonly string[]) => string;
  /** The sources of POIs by geoentity id, in words. */
  sources: (geoentityIds: readonly string[]) => string[];
  /** « à Monaco », « in Monaco ». */
  inTown: (name: string) => string;
  /** « de Monaco », « of Monaco », « van Monaco ». */
  ofTown: (name: string) => string;
}

/** A town as the page's sentences name it (poi-landing-texts.ts). */
export function townNames(words: PoiWords, name: string): TownNames {
  return { in: words.inTown(name), of: words.ofTown(name), name };
}

const FRENCH: PoiWords = {
  lang: 'fr',
  numbers: 'fr-FR',
  plural: rubricPlural,
  countOf: frenchCountOf,
  places: placesCount,
  list: listInFrench,
  sources: sourcesOf,
  inTown: aLieu,
  ofTown: deLieu,
};

const SOURCE_WORDS = {
  en: {
    osm: 'OpenStreetMap',
    sncf: 'the SNCF list of passenger stations',
    fuel: 'the national fuel price file',
  },
  nl: {
    osm: 'OpenStreetMap',
    sncf: 'de lijst van reizigersstations van de SNCF',
    fuel: 'het nationale bestand met brandstofprijzen',
  },
} as const;

const PLACE_WORDS = { en: ['place', 'places'], nl: ['plaats', 'plaatsen'] } as const;

function otherWords(lang: 'en' | 'nl'): PoiWords {
  const numbers = lang === 'en' ? 'en-GB' : 'nl-BE';
  const and = lang === 'en' ? 'and' : 'en';
  const plural = (id: string): string => rubricWords(id, lang)?.many ?? rubricPlural(id);
  const sources = SOURCE_WORDS[lang];
  return {
    lang,
    numbers,
    plural,
    countOf: (count, id) => {
      const words = count === 1 ? (rubricWords(id, lang)?.one ?? plural(id)) : plural(id);
      return `${count.toLocaleString(numbers)} ${words}`;
    },
    places: (count) => `${count.toLocaleString(numbers)} ${PLACE_WORDS[lang][count === 1 ? 0 : 1]}`,
    list: (items) =>
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}`,
    sources: (ids) => sourceKeysOf(ids).map((key) => sources[key]),
    inTown: (name) => `in ${name}`,
    ofTown: (name) => `${lang === 'en' ? 'of' : 'van'} ${name}`,
  };
}

const WORDS: Readonly<Record<LabelLanguage, PoiWords>> = {
  fr: FRENCH,
  en: otherWords('en'),
  nl: otherWords('nl'),
};

/** The words of a page language. */
export function poiWordsOf(lang: LabelLanguage): PoiWords {
  return WORDS[lang];
}

export { capitalised };
