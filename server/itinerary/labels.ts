/** Texts of the itinerary API answers in the label languages (fr source, en, nl). */
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type { RoadMode } from '../../src/domain/itinerary/modes';
import { MULTIMODAL_MODE_LABELS } from '../multimodal/texts';

/** One language's texts. */
export interface ApiTexts {
  actionLabel: string;
  via: string;
  toll: string;
  motorway: string;
  ferry: string;
  timeRestrictions: string;
  /** Valhalla's `rough` maneuvers: unpaved, or rough pavement such as cobbles (surface=sett). */
  rough: string;
  duration: string;
  distance: string;
  cost: string;
  co2: string;
  tollEstimate: string;
  fuel: string;
  fuelPrice: string;
  /** The day of a fuel price: « prix du {date} ». */
  priceOf: string;
  departure: string;
  arrival: string;
  stop: string;
  /** The instruction at a stop (Valhalla says « destination » at the end of every leg). */
  stopReached: string;
  /** The last instruction when the arrival lies beyond the map's roads ({distance} off). */
  roadEnd: string;
  /** The same at a stop (`{n}`). */
  stopRoadEnd: string;
  modes: Readonly<Record<RoadMode, string>>;
  unavailable: string;
}

/** The texts by language. */
export const API_TEXTS: Readonly<Record<LabelLanguage, ApiTexts>> = {
  fr: {
    actionLabel: 'Voir la feuille de route',
    via: 'Par {street}',
    toll: 'Péage',
    motorway: 'Autoroute',
    ferry: 'Ferry',
    timeRestrictions: 'Restrictions horaires',
    rough: 'Revêtements irréguliers (pavés, chemins)',
    duration: 'Durée',
    distance: 'Distance',
    cost: 'Coût',
    co2: 'Émissions de CO₂',
    tollEstimate: 'Péages (estimation)',
    fuel: 'Carburant',
    fuelPrice: 'Prix du carburant',
    priceOf: 'prix du {date}',
    departure: 'Départ',
    arrival: 'Arrivée',
    stop: 'Étape {n}',
    stopReached: "Vous êtes arrivé à l'étape {n}.",
    roadEnd:
      "Fin des routes que connaît la carte : l'arrivée est encore à {distance} à vol d'oiseau.",
    stopRoadEnd:
      "Fin des routes que connaît la carte : l'étape {n} est encore à {distance} à vol d'oiseau.",
    modes: {
      car: 'Voiture',
      motorbike: 'Moto',
      bike: 'Vélo',
      scooter: 'Trottinette',
      pedestrian: 'À pied',
      ...MULTIMODAL_MODE_LABELS.fr,
    },
    unavailable: 'Ce mode de transport ne convient pas à un trajet aussi long.',
  },
  en: {
    actionLabel: 'See the roadbook',
    via: 'Via {street}',
    toll: 'Toll',
    motorway: 'Motorway',
    ferry: 'Ferry',
    timeRestrictions: 'Time restrictions',
    rough: 'Rough surfaces (cobbles, tracks)',
    duration: 'Duration',
    distance: 'Distance',
    cost: 'Cost',
    co2: 'CO₂ emissions',
    tollEstimate: 'Tolls (estimate)',
    fuel: 'Fuel',
    fuelPrice: 'Fuel price',
    priceOf: 'price of {date}',
    departure: 'Departure',
    arrival: 'Arrival',
    stop: 'Stop {n}',
    stopReached: 'You have reached stop {n}.',
    roadEnd:
      'End of the roads the map knows: the destination is still {distance} away as the crow flies.',
    stopRoadEnd:
      'End of the roads the map knows: stop {n} is still {distance} away as the crow flies.',
    modes: {
      car: 'Car',
      motorbike: 'Motorbike',
      bike: 'Bicycle',
      scooter: 'Kick scooter',
      pedestrian: 'On foot',
      ...MULTIMODAL_MODE_LABELS.en,
    },
    unavailable: 'This mode of transport does not suit such a long journey.',
  },
  nl: {
    actionLabel: 'Routebeschrijving bekijken',
    via: 'Via {street}',
    toll: 'Tol',
    motorway: 'Snelweg',
    ferry: 'Veerboot',
    timeRestrictions: 'Tijdsbeperkingen',
    rough: 'Oneffen wegdek (kasseien, onverharde wegen)',
    duration: 'Duur',
    distance: 'Afstand',
    cost: 'Kosten',
    co2: 'CO₂-uitstoot',
    tollEstimate: 'Tol (schatting)',
    fuel: 'Brandstof',
    fuelPrice: 'Brandstofprijs',
    priceOf: 'prijs van {date}',
    departure: 'Vertrek',
    arrival: 'Aankomst',
    stop: 'Tussenstop {n}',
    stopReached: 'U bent bij tussenstop {n} aangekomen.',
    roadEnd:
      'Einde van de wegen die de kaart kent: de bestemming ligt nog {distance} verder in vogelvlucht.',
    stopRoadEnd:
      'Einde van de wegen die de kaart kent: tussenstop {n} ligt nog {distance} verder in vogelvlucht.',
    modes: {
      car: 'Auto',
      motorbike: 'Motor',
      bike: 'Fiets',
      scooter: 'Step',
      pedestrian: 'Te voet',
      ...MULTIMODAL_MODE_LABELS.nl,
    },
    unavailable: 'Dit vervoermiddel is niet geschikt voor zo’n lange reis.',
  },
};

/** Replaces `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  );
}
