/**
 * The words of the itinerary landing (`/itineraire/{from}/{to}`) in the site's languages: French
 * (fr-FR, fr-BE, with its grammar: « de Rouen », « au Havre »), English (en-GB) and Dutch
 * (nl-BE). The town names stay the communes' official French names, as road signs write them.
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import type { RoadMode } from '../../../src/domain/itinerary/modes';
import { aLieu, deLieu } from '../../../src/domain/french-places';

/** The landing's modes (the others have no landing). */
export type LandingMode = Extract<RoadMode, 'car' | 'motorbike' | 'bike' | 'pedestrian'>;

/** What the landing writes, in one language. */
export interface LandingTexts {
  /** « en voiture », « by car ». */
  by: Record<LandingMode, string>;
  /** The h1: « Itinéraire Rouen → Paris en voiture ». */
  title: (from: string, to: string, by: string) => string;
  /** What the document title adds to the h1: the trip's figures, or only the distance without them. */
  titleSuffix: string;
  titleSuffixNoTrip: string;
  /** The meta description, with the trip's figures when there are any. */
  description: (title: string, figures: string | null, from: string, to: string) => string;
  home: string;
  itinerary: string;
  /** The trip block's title: « Trajet en voiture ». */
  trip: (by: string) => string;
  facts: { duration: string; distance: string; cost: string; co2: string };
  /** Why there are no figures, and how far apart the towns are when known. */
  noRoads: (from: string, to: string, by: string, straight: string | null) => string;
  action: string;
  ends: string;
  mapOf: (town: string) => string;
  todo: (town: string) => string;
  faq: string;
  howLong: (from: string, to: string, by: string) => string;
  howLongAnswer: (duration: string, distance: string) => string;
  howMuch: (from: string, to: string, by: string) => string;
  howMuchAnswer: (price: string, co2: string | null) => string;
  howFar: (from: string, to: string) => string;
  howFarAnswer: (straight: string) => string;
}

const FR: LandingTexts = {
  by: { car: 'en voiture', motorbike: 'à moto', bike: 'à vélo', pedestrian: 'à pied' },
  title: (from, to, by) => `Itinéraire ${from} → ${to} ${by}`,
  titleSuffix: ' : distance, durée, coût | Périple',
  titleSuffixNoTrip: ' : distance et trajet | Périple',
  description: (title, figures, from, to) =>
    figures
      ? `${title} : ${figures}. Calculez votre trajet avec Périple.`
      : `${title} : distance et trajet entre ${from} et ${to} avec Périple.`,
  home: 'Accueil',
  itinerary: 'Itinéraire',
  trip: (by) => `Trajet ${by}`,
  facts: {
    duration: 'Durée',
    distance: 'Distance',
    cost: 'Coût estimé (carburant et péages)',
    co2: 'Émissions de CO2',
  },
  noRoads: (from, to, by, straight) =>
    `Les routes entre ${from} et ${to} ne sont pas dans les données de Périple : il ne peut pas calculer ce trajet ${by} ici.${straight ? ` Les deux villes sont à ${straight} à vol d’oiseau.` : ''}`,
  action: 'Calculer l’itinéraire sur la carte',
  ends: 'Au départ et à l’arrivée',
  mapOf: (town) => `Plan ${deLieu(town)}`,
  todo: (town) => `Que faire ${aLieu(town)}`,
  faq: 'Questions fréquentes',
  howLong: (from, to, by) => `Combien de temps pour aller ${deLieu(from)} ${aLieu(to)} ${by} ?`,
  howLongAnswer: (duration, distance) =>
    `Comptez ${duration} pour ${distance} par l’itinéraire le plus rapide calculé par Périple, sans trafic.`,
  howMuch: (from, to, by) => `Combien coûte le trajet ${deLieu(from)} ${aLieu(to)} ${by} ?`,
  howMuchAnswer: (price, co2) =>
    `Environ ${price} de carburant et de péages estimés${co2 ? `, et ${co2} émis` : ''}.`,
  howFar: (from, to) => `Quelle distance sépare ${from} ${deLieu(to)} ?`,
  howFarAnswer: (straight) => `${straight} à vol d’oiseau, entre les centres des deux communes.`,
};

const EN: LandingTexts = {
  by: { car: 'by car', motorbike: 'by motorbike', bike: 'by bike', pedestrian: 'on foot' },
  title: (from, to, by) => `Directions from ${from} to ${to} ${by}`,
  titleSuffix: ': distance, time, cost | Périple',
  titleSuffixNoTrip: ': distance and route | Périple',
  description: (title, figures, from, to) =>
    figures
      ? `${title}: ${figures}. Plan your journey with Périple.`
      : `${title}: distance and route between ${from} and ${to} with Périple.`,
  home: 'Home',
  itinerary: 'Directions',
  trip: (by) => `Journey ${by}`,
  facts: {
    duration: 'Time',
    distance: 'Distance',
    cost: 'Estimated cost (fuel and tolls)',
    co2: 'CO2 emissions',
  },
  noRoads: (from, to, by, straight) =>
    `The roads between ${from} and ${to} are not in Périple’s data: it cannot compute this journey ${by} here.${straight ? ` The two towns are ${straight} apart as the crow flies.` : ''}`,
  action: 'Plan this route on the map',
  ends: 'At departure and arrival',
  mapOf: (town) => `Map of ${town}`,
  todo: (town) => `Things to do in ${town}`,
  faq: 'Frequently asked questions',
  howLong: (from, to, by) => `How long does it take to get from ${from} to ${to} ${by}?`,
  howLongAnswer: (duration, distance) =>
    `Allow ${duration} for ${distance} on the fastest route Périple computes, without traffic.`,
  howMuch: (from, to, by) => `How much does the journey from ${from} to ${to} ${by} cost?`,
  howMuchAnswer: (price, co2) =>
    `About ${price} of estimated fuel and tolls${co2 ? `, and ${co2} emitted` : ''}.`,
  howFar: (from, to) => `How far is ${from} from ${to}?`,
  howFarAnswer: (straight) => `${straight} as the crow flies, between the two towns’ centres.`,
};

const NL: LandingTexts = {
  by: {
    car: 'met de auto',
    motorbike: 'met de motor',
    bike: 'met de fiets',
    pedestrian: 'te voet',
  },
  title: (from, to, by) => `Route van ${from} naar ${to} ${by}`,
  titleSuffix: ': afstand, reistijd, kosten | Périple',
  titleSuffixNoTrip: ': afstand en route | Périple',
  description: (title, figures, from, to) =>
    figures
      ? `${title}: ${figures}. Plan uw reis met Périple.`
      : `${title}: afstand en route tussen ${from} en ${to} met Périple.`,
  home: 'Home',
  itinerary: 'Route',
  trip: (by) => `Reis ${by}`,
  facts: {
    duration: 'Reistijd',
    distance: 'Afstand',
    cost: 'Geschatte kosten (brandstof en tol)',
    co2: 'CO2-uitstoot',
  },
  noRoads: (from, to, by, straight) =>
    `De wegen tussen ${from} en ${to} zitten niet in de gegevens die op deze server zijn geïmporteerd: Périple kan deze reis ${by} hier niet berekenen.${straight ? ` De twee steden liggen hemelsbreed ${straight} uit elkaar.` : ''}`,
  action: 'Bereken deze route op de kaart',
  ends: 'Bij vertrek en aankomst',
  mapOf: (town) => `Kaart van ${town}`,
  todo: (town) => `Wat te doen in ${town}`,
  faq: 'Veelgestelde vragen',
  howLong: (from, to, by) => `Hoe lang duurt de reis van ${from} naar ${to} ${by}?`,
  howLongAnswer: (duration, distance) =>
    `Reken op ${duration} voor ${distance} via de snelste route die Périple berekent, zonder verkeer.`,
  howMuch: (from, to, by) => `Hoeveel kost de reis van ${from} naar ${to} ${by}?`,
  howMuchAnswer: (price, co2) =>
    `Ongeveer ${price} aan geschatte brandstof en tol${co2 ? `, en ${co2} uitstoot` : ''}.`,
  howFar: (from, to) => `Hoe ver ligt ${from} van ${to}?`,
  howFarAnswer: (straight) => `Hemelsbreed ${straight}, tussen de centra van de twee gemeenten.`,
};

/** The landing's words by label language. */
export const LANDING_TEXTS: Readonly<Record<LabelLanguage, LandingTexts>> = {
  fr: FR,
  en: EN,
  nl: NL,
};
