/**
 * The words of the city POI landings (poi-landing.ts, activity-landing.ts, app-landing.ts) in
 * each page language. Towns come named after « in » and « of » (`TownNames`, from
 * poi-language.ts): French contracts them (« au Havre »), English and Dutch do not.
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';

/** A town as the sentences name it: after « in », after « of », and alone. */
export interface TownNames {
  in: string;
  of: string;
  name: string;
}

/** The texts of one language. */
export interface PoiLandingTexts {
  home: string;
  faq: string;
  /** « Combien de gares à Paris ? ». */
  countQuestion: (plural: string, town: TownNames) => string;
  countAnswer: (count: string, town: TownNames, sources: string) => string;
  nearbyQuestion: (noun: string, town: TownNames) => string;
  nearbyAnswer: (towns: string) => string;
  /** « Nice (4 gares, à 12,3 km) »'s parenthesis. */
  nearbyDetail: (count: string, distance: string) => string;
  /** « 12 lieux : 6 hôtels et 6 campings ». */
  placesOf: (places: string, parts: string) => string;
  someListed: (shown: number) => string;
  allListed: string;
  intro: (counted: string, town: TownNames, sources: string, listed: string) => string;
  seeOnMap: (town: TownNames) => string;
  nearbyTitle: string;
  moreTitle: (town: TownNames) => string;
  title: (subject: string) => string;
  description: (subject: string, places: string, town: TownNames) => string;
  activities: string;
  otherActivities: (town: TownNames) => string;
  otherApps: (town: TownNames) => string;
  popular: (subject: string, town: TownNames) => string;
  /** The subject of the popular link of an app landing: every place. */
  placesWord: string;
  allPlaces: (town: TownNames) => string;
  allActivities: (town: TownNames) => string;
  mapOf: (town: TownNames) => string;
}

const FR: PoiLandingTexts = {
  home: 'Accueil',
  faq: 'Questions fréquentes',
  countQuestion: (plural, town) => `Combien ${plural} ${town.in} ?`,
  countAnswer: (count, town, sources) => `Périple compte ${count} ${town.in}, d’après ${sources}.`,
  nearbyQuestion: (noun, town) => `Où trouver d’autres ${noun} près ${town.of} ?`,
  nearbyAnswer: (towns) =>
    `Dans les communes voisines les plus proches : ${towns}, distances à vol d’oiseau entre les centres des communes.`,
  nearbyDetail: (count, distance) => `${count}, à ${distance}`,
  placesOf: (places, parts) => `${places} : ${parts}`,
  someListed: (shown) =>
    `Les ${shown} lieux les plus connus sont listés ci-dessous : notoriété dans OpenStreetMap (Wikidata, Wikipédia), puis description la plus complète.`,
  allListed: 'Tous sont listés ci-dessous.',
  intro: (counted, town, sources, listed) =>
    `Périple recense ${counted} ${town.in}, d’après ${sources}. ${listed}`,
  seeOnMap: (town) => `Voir sur la carte ${town.of}`,
  nearbyTitle: 'Dans les communes voisines',
  moreTitle: (town) => `Plus de lieux ${town.in}`,
  title: (subject) => `${subject} : adresses, horaires et plan | Périple`,
  description: (subject, places, town) =>
    `${subject} : ${places} avec leur adresse, leurs horaires et leur place sur la carte ${town.of}.`,
  activities: 'Activités',
  otherActivities: (town) => `Autres activités ${town.in}`,
  otherApps: (town) => `Autres applications ${town.in}`,
  popular: (subject, town) => `${subject} populaires ${town.in}`,
  placesWord: 'Lieux',
  allPlaces: (town) => `Tous les lieux ${town.of}`,
  allActivities: (town) => `Toutes les activités ${town.of}`,
  mapOf: (town) => `Plan ${town.of}`,
};

const EN: PoiLandingTexts = {
  home: 'Home',
  faq: 'Frequently asked questions',
  countQuestion: (plural, town) => `How many ${plural} are there ${town.in}?`,
  countAnswer: (count, town, sources) =>
    `Périple counts ${count} ${town.in}, according to ${sources}.`,
  nearbyQuestion: (noun, town) => `Where else can I find ${noun} near ${town.name}?`,
  nearbyAnswer: (towns) =>
    `In the nearest towns: ${towns}; straight-line distances between the town centres.`,
  nearbyDetail: (count, distance) => `${count}, ${distance} away`,
  placesOf: (places, parts) => `${places}: ${parts}`,
  someListed: (shown) =>
    `The ${shown} best-known places are listed below: prominence in OpenStreetMap (Wikidata, Wikipedia), then the most complete description.`,
  allListed: 'All of them are listed below.',
  intro: (counted, town, sources, listed) =>
    `Périple lists ${counted} ${town.in}, according to ${sources}. ${listed}`,
  seeOnMap: (town) => `See them on the map ${town.of}`,
  nearbyTitle: 'In nearby towns',
  moreTitle: (town) => `More places ${town.in}`,
  title: (subject) => `${subject}: addresses, opening hours and map | Périple`,
  description: (subject, places, town) =>
    `${subject}: ${places} with their address, opening hours and place on the map ${town.of}.`,
  activities: 'Activities',
  otherActivities: (town) => `Other activities ${town.in}`,
  otherApps: (town) => `Other apps ${town.in}`,
  popular: (subject, town) => `Popular ${subject.toLowerCase()} ${town.in}`,
  placesWord: 'Places',
  allPlaces: (town) => `All places ${town.in}`,
  allActivities: (town) => `All activities ${town.in}`,
  mapOf: (town) => `Map ${town.of}`,
};

const NL: PoiLandingTexts = {
  home: 'Home',
  faq: 'Veelgestelde vragen',
  countQuestion: (plural, town) => `Hoeveel ${plural} zijn er ${town.in}?`,
  countAnswer: (count, town, sources) => `Périple telt ${count} ${town.in}, volgens ${sources}.`,
  nearbyQuestion: (noun, town) => `Waar vind ik nog ${noun} in de buurt van ${town.name}?`,
  nearbyAnswer: (towns) =>
    `In de dichtstbijzijnde gemeenten: ${towns}; afstanden in vogelvlucht tussen de centra van de gemeenten.`,
  nearbyDetail: (count, distance) => `${count}, op ${distance}`,
  placesOf: (places, parts) => `${places}: ${parts}`,
  someListed: (shown) =>
    `De ${shown} bekendste plaatsen staan hieronder: bekendheid in OpenStreetMap (Wikidata, Wikipedia), daarna de meest volledige beschrijving.`,
  allListed: 'Ze staan allemaal hieronder.',
  intro: (counted, town, sources, listed) =>
    `Périple vermeldt ${counted} ${town.in}, volgens ${sources}. ${listed}`,
  seeOnMap: (town) => `Bekijk ze op de kaart ${town.of}`,
  nearbyTitle: 'In nabijgelegen gemeenten',
  moreTitle: (town) => `Meer plaatsen ${town.in}`,
  title: (subject) => `${subject}: adressen, openingstijden en kaart | Périple`,
  description: (subject, places, town) =>
    `${subject}: ${places} met hun adres, openingstijden en plaats op de kaart ${town.of}.`,
  activities: 'Activiteiten',
  otherActivities: (town) => `Andere activiteiten ${town.in}`,
  otherApps: (town) => `Andere apps ${town.in}`,
  popular: (subject, town) => `Populaire ${subject.toLowerCase()} ${town.in}`,
  placesWord: 'Plaatsen',
  allPlaces: (town) => `Alle plaatsen ${town.in}`,
  allActivities: (town) => `Alle activiteiten ${town.in}`,
  mapOf: (town) => `Kaart ${town.of}`,
};

/** The texts of each page language. */
export const POI_LANDING_TEXTS: Readonly<Record<LabelLanguage, PoiLandingTexts>> = {
  fr: FR,
  en: EN,
  nl: NL,
};
