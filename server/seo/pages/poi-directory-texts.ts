/**
 * The words of a town's POI directories (poi-directories.ts) in each page language; the page,
 * pager and home words are the directories' (directory-texts.ts).
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import type { TownNames } from './poi-landing-texts';

/** What the two directories of a town write, in one language. */
export interface PoiDirectoryTexts {
  pageOf: (n: number, pages: number) => string;
  poisDescription: (heading: string, places: string) => string;
  poisCrumb: string;
  poisIntro: (places: string, town: TownNames, sources: string) => string;
  /** « Lieux Abbaye à Zoo ». */
  poisRange: (first: string, last: string) => string;
  activitiesHeading: (town: TownNames) => string;
  activitiesDescription: (
    heading: string,
    activities: number,
    places: string,
    town: TownNames,
  ) => string;
  activitiesTitle: (town: TownNames) => string;
  apps: string;
}

/** The texts of each page language. */
export const POI_DIRECTORY_TEXTS: Readonly<Record<LabelLanguage, PoiDirectoryTexts>> = {
  fr: {
    pageOf: (n, pages) => `page ${n} sur ${pages}`,
    poisDescription: (heading, places) =>
      `${heading} : ${places} avec leur activité, leur adresse et leurs horaires`,
    poisCrumb: 'Tous les lieux',
    poisIntro: (places, town, sources) =>
      `Périple recense ${places} ${town.in}, d’après ${sources}, par ordre alphabétique.`,
    poisRange: (first, last) => `Lieux ${first} à ${last}`,
    activitiesHeading: (town) => `Activités ${town.of}`,
    activitiesDescription: (heading, activities, places, town) =>
      `${heading} : ${activities} activités et ${places} sur le plan ${town.of}`,
    activitiesTitle: (town) => `Activités ${town.in}`,
    apps: 'Applications',
  },
  en: {
    pageOf: (n, pages) => `page ${n} of ${pages}`,
    poisDescription: (heading, places) =>
      `${heading}: ${places} with their activity, address and opening hours`,
    poisCrumb: 'All places',
    poisIntro: (places, town, sources) =>
      `Périple lists ${places} ${town.in}, according to ${sources}, in alphabetical order.`,
    poisRange: (first, last) => `Places ${first} to ${last}`,
    activitiesHeading: (town) => `Activities ${town.in}`,
    activitiesDescription: (heading, activities, places, town) =>
      `${heading}: ${activities} activities and ${places} on the map ${town.of}`,
    activitiesTitle: (town) => `Activities ${town.in}`,
    apps: 'Apps',
  },
  nl: {
    pageOf: (n, pages) => `pagina ${n} van ${pages}`,
    poisDescription: (heading, places) =>
      `${heading}: ${places} met hun activiteit, adres en openingstijden`,
    poisCrumb: 'Alle plaatsen',
    poisIntro: (places, town, sources) =>
      `Périple vermeldt ${places} ${town.in}, volgens ${sources}, in alfabetische volgorde.`,
    poisRange: (first, last) => `Plaatsen ${first} t/m ${last}`,
    activitiesHeading: (town) => `Activiteiten ${town.in}`,
    activitiesDescription: (heading, activities, places, town) =>
      `${heading}: ${activities} activiteiten en ${places} op de kaart ${town.of}`,
    activitiesTitle: (town) => `Activiteiten ${town.in}`,
    apps: 'Apps',
  },
};
