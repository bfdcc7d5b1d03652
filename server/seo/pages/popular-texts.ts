/**
 * The words of the popular POI pages (popular-pois.ts) in each page language; the page, pager
 * and home words are the directories' (directory-texts.ts).
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import type { TownNames } from './poi-landing-texts';

/** What a popular page writes, in one language. */
export interface PopularTexts {
  /** The ranking rule, as the page states it. */
  rule: string;
  crumb: string;
  description: (
    heading: string,
    places: string,
    town: TownNames,
    n: number,
    pages: number,
  ) => string;
  /** « N° 101 à 200 ». */
  range: (first: number, last: number) => string;
  pages: string;
}

/** The texts of each page language. */
export const POPULAR_TEXTS: Readonly<Record<LabelLanguage, PopularTexts>> = {
  fr: {
    rule: 'Classement établi à partir des données seules, sans note ni avis : d’abord les lieux qui ont un article Wikipédia ou une fiche Wikidata dans OpenStreetMap, puis, pour les gares, la catégorie de fréquentation de la SNCF, puis les lieux les plus complètement décrits dans OpenStreetMap (horaires, site, téléphone…).',
    crumb: 'Populaires',
    description: (heading, places, town, n, pages) =>
      `${heading} : les ${places} ${town.of} les plus présents dans les données ouvertes (Wikipédia, Wikidata, OpenStreetMap), page ${n} sur ${pages}.`,
    range: (first, last) => `N° ${first} à ${last}`,
    pages: 'Pages du classement',
  },
  en: {
    rule: 'A ranking made from the data alone, with no ratings or reviews: first the places with a Wikipedia article or a Wikidata entry in OpenStreetMap, then, for railway stations, the SNCF footfall category, then the places most fully described in OpenStreetMap (opening hours, website, phone…).',
    crumb: 'Popular',
    description: (heading, places, town, n, pages) =>
      `${heading}: the ${places} ${town.in} most present in open data (Wikipedia, Wikidata, OpenStreetMap), page ${n} of ${pages}.`,
    range: (first, last) => `No. ${first} to ${last}`,
    pages: 'Pages of the ranking',
  },
  nl: {
    rule: 'Een rangschikking op basis van de gegevens alleen, zonder beoordelingen of recensies: eerst de plaatsen met een Wikipedia-artikel of een Wikidata-item in OpenStreetMap, dan, voor treinstations, de reizigerscategorie van de SNCF, dan de plaatsen die het volledigst beschreven zijn in OpenStreetMap (openingstijden, website, telefoon…).',
    crumb: 'Populair',
    description: (heading, places, town, n, pages) =>
      `${heading}: de ${places} ${town.in} die het meest voorkomen in open data (Wikipedia, Wikidata, OpenStreetMap), pagina ${n} van ${pages}.`,
    range: (first, last) => `Nr. ${first} t/m ${last}`,
    pages: "Pagina's van de rangschikking",
  },
};
