/**
 * The words of the directories of communes (`/annuaire-ville/page{n}`) and of itineraries
 * (`/annuaire-itineraire…/page{n}`) in the site's languages: French (fr-FR, fr-BE, with its
 * grammar: « de Aast », « au Havre »), English (en-GB) and Dutch (nl-BE). Town names stay the
 * communes' official French names.
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import { aLieu, deLieu } from '../../../src/domain/french-places';

/** The range of a page: its first and last town. */
interface Range {
  first: string;
  last: string;
}

/** What the two directories write, in one language. */
export interface DirectoryTexts {
  home: string;
  page: (n: number) => string;
  /** What a title adds past page 1: « (page 2) ». */
  pageSuffix: (n: number) => string;
  pages: string;
  pager: { previous: string; next: string };
  towns: {
    crumb: string;
    title: (range: Range, n: number) => string;
    h1: (range: Range) => string;
    description: (range: Range, n: number, pages: number, total: string) => string;
    list: (range: Range) => string;
  };
  trips: {
    crumb: string;
    /** « Itinéraires en voiture ». */
    byMode: (by: string) => string;
    h1: (by: string) => string;
    description: (by: string, sample: string, n: number, pages: number, total: string) => string;
    rule: (options: {
      people: string;
      neighbours: number;
      km: number;
      total: string;
      by: string;
    }) => string;
    list: (by: string) => string;
    straight: (distance: string) => string;
    others: string;
  };
}

const FR: DirectoryTexts = {
  home: 'Accueil',
  page: (n) => `Page ${n}`,
  pageSuffix: (n) => ` (page ${n})`,
  pages: 'Pages de l’annuaire',
  pager: { previous: '‹ Page précédente', next: 'Page suivante ›' },
  towns: {
    crumb: 'Annuaire des villes',
    title: (r, n) =>
      `Annuaire des villes de France, ${deLieu(r.first)} ${aLieu(r.last)} (page ${n})`,
    h1: (r) => `Annuaire des villes de France : ${deLieu(r.first)} ${aLieu(r.last)}`,
    description: (r, n, pages, total) =>
      `Plans et itinéraires des communes de France, ${deLieu(r.first)} ${aLieu(r.last)} : page ${n} sur ${pages} de l’annuaire des ${total} communes.`,
    list: (r) => `Communes ${deLieu(r.first)} ${aLieu(r.last)}`,
  },
  trips: {
    crumb: 'Annuaire des itinéraires',
    byMode: (by) => `Itinéraires ${by}`,
    h1: (by) => `Annuaire des itinéraires ${by}`,
    description: (by, sample, n, pages, total) =>
      `Itinéraires ${by} entre villes voisines de France (${sample}…) : page ${n} sur ${pages} de l’annuaire des ${total} trajets.`,
    rule: (o) =>
      `Chaque commune de ${o.people} habitants ou plus y est reliée aux ${o.neighbours} communes plus peuplées les plus proches, à moins de ${o.km} km à vol d’oiseau : ${o.total} trajets ${o.by}, des plus grandes villes aux plus petites.`,
    list: (by) => `Trajets ${by}`,
    straight: (distance) => `${distance} à vol d’oiseau`,
    others: 'Les autres modes',
  },
};

const EN: DirectoryTexts = {
  home: 'Home',
  page: (n) => `Page ${n}`,
  pageSuffix: (n) => ` (page ${n})`,
  pages: 'Pages of the directory',
  pager: { previous: '‹ Previous page', next: 'Next page ›' },
  towns: {
    crumb: 'Directory of towns',
    title: (r, n) => `Directory of the towns of France, ${r.first} to ${r.last} (page ${n})`,
    h1: (r) => `Directory of the towns of France: ${r.first} to ${r.last}`,
    description: (r, n, pages, total) =>
      `Maps and directions for the communes of France, ${r.first} to ${r.last}: page ${n} of ${pages} of the directory of ${total} communes.`,
    list: (r) => `Communes from ${r.first} to ${r.last}`,
  },
  trips: {
    crumb: 'Directory of journeys',
    byMode: (by) => `Directions ${by}`,
    h1: (by) => `Directory of journeys ${by}`,
    description: (by, sample, n, pages, total) =>
      `Directions ${by} between neighbouring towns of France (${sample}…): page ${n} of ${pages} of the directory of ${total} journeys.`,
    rule: (o) =>
      `Each commune of ${o.people} inhabitants or more is linked to its ${o.neighbours} nearest more populous communes, less than ${o.km} km away as the crow flies: ${o.total} journeys ${o.by}, from the largest towns to the smallest.`,
    list: (by) => `Journeys ${by}`,
    straight: (distance) => `${distance} as the crow flies`,
    others: 'The other modes',
  },
};

const NL: DirectoryTexts = {
  home: 'Home',
  page: (n) => `Pagina ${n}`,
  pageSuffix: (n) => ` (pagina ${n})`,
  pages: 'Pagina’s van de gids',
  pager: { previous: '‹ Vorige pagina', next: 'Volgende pagina ›' },
  towns: {
    crumb: 'Stedengids',
    title: (r, n) => `Gids van de steden van Frankrijk, van ${r.first} tot ${r.last} (pagina ${n})`,
    h1: (r) => `Gids van de steden van Frankrijk: van ${r.first} tot ${r.last}`,
    description: (r, n, pages, total) =>
      `Kaarten en routes van de Franse gemeenten, van ${r.first} tot ${r.last}: pagina ${n} van ${pages} van de gids van ${total} gemeenten.`,
    list: (r) => `Gemeenten van ${r.first} tot ${r.last}`,
  },
  trips: {
    crumb: 'Routegids',
    byMode: (by) => `Routes ${by}`,
    h1: (by) => `Gids van de routes ${by}`,
    description: (by, sample, n, pages, total) =>
      `Routes ${by} tussen naburige Franse steden (${sample}…): pagina ${n} van ${pages} van de gids van ${total} reizen.`,
    rule: (o) =>
      `Elke gemeente met ${o.people} inwoners of meer is verbonden met de ${o.neighbours} dichtstbijzijnde grotere gemeenten, hemelsbreed op minder dan ${o.km} km: ${o.total} reizen ${o.by}, van de grootste steden tot de kleinste.`,
    list: (by) => `Reizen ${by}`,
    straight: (distance) => `hemelsbreed ${distance}`,
    others: 'De andere vervoerswijzen',
  },
};

/** The directories' words by label language. */
export const DIRECTORY_TEXTS: Readonly<Record<LabelLanguage, DirectoryTexts>> = {
  fr: FR,
  en: EN,
  nl: NL,
};
