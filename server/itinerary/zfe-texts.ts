/**
 * What the itinerary says, in the request's language, when a low-emission zone bans the vehicle
 * and no plain route around it exists: the departure or the arrival inside, no car park, no
 * route avoiding it. The zone comes named in the language (zoneNameIn: « Rouen low-emission
 * zone (ZFE) »).
 */
import type { LabelLanguage } from '../search/entry-format';

/** The sentences of one language. */
export interface ZfeTexts {
  /** The departure inside; `timed` when the ban has hours (one can drive outside them). */
  departureInside: (zone: string, timed: boolean) => string;
  noCarPark: (zone: string) => string;
  noWalk: (zone: string) => string;
  parkFirst: (zone: string) => string;
  noneAround: (zone: string) => string;
  aroundFailed: (zone: string) => string;
  /** The walk from the car park: « 450 m à pied (6 min) ». */
  walk: (length: string, duration: string) => string;
  /** A car park with no name. */
  parking: string;
}

/** The texts by language. */
export const ZFE_TEXTS: Readonly<Record<LabelLanguage, ZfeTexts>> = {
  fr: {
    departureInside: (zone, timed) =>
      `Votre départ est dans la ${zone} : aucun itinéraire ne permet d’en sortir sans y circuler.${
        timed
          ? ' Circulez en dehors de ses horaires ou prenez les transports en commun.'
          : ' Prenez les transports en commun ou un véhicule autorisé.'
      }`,
    noCarPark: (zone) =>
      `Votre arrivée est dans la ${zone} et aucun parking hors de la zone n’est connu à moins de 6 km : prenez les transports en commun ou un autre véhicule.`,
    noWalk: (zone) =>
      `Votre arrivée est dans la ${zone} : aucun chemin à pied connu depuis le parking le plus proche hors de la zone.`,
    parkFirst: (zone) => `Votre arrivée est dans la ${zone} : garez-vous avant d’y entrer.`,
    noneAround: (zone) => `Aucun itinéraire n’évite la ${zone}.`,
    aroundFailed: (zone) => `L’itinéraire évitant la ${zone} n’a pas pu être calculé.`,
    walk: (length, duration) => `${length} à pied (${duration})`,
    parking: 'Parking',
  },
  en: {
    departureInside: (zone, timed) =>
      `Your departure is in the ${zone}: no route leaves it without driving in it.${
        timed
          ? ' Drive outside its hours or take public transport.'
          : ' Take public transport or an allowed vehicle.'
      }`,
    noCarPark: (zone) =>
      `Your arrival is in the ${zone} and no car park outside the zone is known within 6 km: take public transport or another vehicle.`,
    noWalk: (zone) =>
      `Your arrival is in the ${zone}: no walking path is known from the nearest car park outside the zone.`,
    parkFirst: (zone) => `Your arrival is in the ${zone}: park before entering it.`,
    noneAround: (zone) => `No route avoids the ${zone}.`,
    aroundFailed: (zone) => `The route avoiding the ${zone} could not be computed.`,
    walk: (length, duration) => `${length} on foot (${duration})`,
    parking: 'Car park',
  },
  nl: {
    departureInside: (zone, timed) =>
      `Uw vertrekpunt ligt in de ${zone}: geen enkele route komt eruit zonder erin te rijden.${
        timed
          ? ' Rijd buiten de uren van de zone of neem het openbaar vervoer.'
          : ' Neem het openbaar vervoer of een toegelaten voertuig.'
      }`,
    noCarPark: (zone) =>
      `Uw bestemming ligt in de ${zone} en er is binnen 6 km geen parking buiten de zone bekend: neem het openbaar vervoer of een ander voertuig.`,
    noWalk: (zone) =>
      `Uw bestemming ligt in de ${zone}: er is geen wandelroute bekend vanaf de dichtstbijzijnde parking buiten de zone.`,
    parkFirst: (zone) => `Uw bestemming ligt in de ${zone}: parkeer voor u de zone binnenrijdt.`,
    noneAround: (zone) => `Geen enkele route vermijdt de ${zone}.`,
    aroundFailed: (zone) => `De route die de ${zone} vermijdt, kon niet worden berekend.`,
    walk: (length, duration) => `${length} te voet (${duration})`,
    parking: 'Parking',
  },
};
