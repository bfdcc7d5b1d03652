/**
 * Texts of the multimodal answers (issue 5) in the label languages (fr source, en, nl): mode
 * labels, availability messages, roadbook instructions of the vehicle legs, key figures.
 */
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type { TransitVehicle } from '../../src/domain/transit/journey';

/** Labels of the multimodal modes (spread into the road texts of server/itinerary/labels.ts). */
export const MULTIMODAL_MODE_LABELS = {
  fr: {
    public_transport: 'Transports en commun',
    train: 'Train',
    bike_share: 'Vélo partagé',
    scooter_share: 'Trottinette partagée',
    taxi: 'Taxi',
    carpool: 'Covoiturage',
    bus: 'Autocar',
    plane: 'Avion',
  },
  en: {
    public_transport: 'Public transport',
    train: 'Train',
    bike_share: 'Shared bike',
    scooter_share: 'Shared scooter',
    taxi: 'Taxi',
    carpool: 'Carpool',
    bus: 'Coach',
    plane: 'Plane',
  },
  nl: {
    public_transport: 'Openbaar vervoer',
    train: 'Trein',
    bike_share: 'Deelfiets',
    scooter_share: 'Deelstep',
    taxi: 'Taxi',
    carpool: 'Carpoolen',
    bus: 'Touringcar',
    plane: 'Vliegtuig',
  },
} as const;

/** One language's texts. */
export interface MultimodalTexts {
  vehicles: Readonly<Record<TransitVehicle, string>>;
  noTimetable: string;
  /** A date within the validity on which no trip runs. */
  noService: string;
  /** Appended to the two above: the nearest day with service ({day}: « vendredi 13/02/2026 »). */
  nearestDay: string;
  /** The nearest day when it is before the day asked: the timetable has ended. */
  endedDay: string;
  noNetwork: string;
  /** No stop of the imported networks ({networks}: their operators) within walking distance. */
  noStop: string;
  withStops: string;
  /** Every journey found is slower than walking there ({minutes}: the walk's). */
  walkFaster: string;
  trainNoStation: string;
  trainSameStation: string;
  trainNoRail: string;
  trainNoJourney: string;
  shareNone: string;
  shareUnreachable: string;
  shareNoVehicle: string;
  shareNoDock: string;
  carpool: string;
  /** No coach timetable imported. */
  busNoCoach: string;
  /** No coach of the imported timetables links the two ends. */
  busNoJourney: string;
  /** No flight source. */
  plane: string;
  /** A trip too short for a coach line ({km}: `LONG_DISTANCE_KM`). */
  busShort: string;
  /** A trip too short for a flight. */
  planeShort: string;
  noFare: string;
  fareEstimate: string;
  /** The operator's site: « Horaires et trajets sur le site de {agency} ». */
  moreTrips: string;
  /** Its ticket page: « Acheter un billet ({agency}) ». */
  buyTicket: string;
  board: string;
  alight: string;
  walkTo: string;
  reach: string;
  pickUp: string;
  dropOff: string;
  taxi: string;
  then: string;
  transfers: string;
  direct: string;
  keys: Readonly<Record<'walk' | 'transfers' | 'departure' | 'arrival', string>>;
}

const VEHICLES_FR = {
  bus: 'Bus',
  tram: 'Tram',
  metro: 'Métro',
  rail: 'Train',
  ferry: 'Bateau',
  cable: 'Téléphérique',
  funicular: 'Funiculaire',
} as const;

/** The texts by language. `{…}` marks a parameter. */
export const MULTIMODAL_TEXTS: Readonly<Record<LabelLanguage, MultimodalTexts>> = {
  fr: {
    vehicles: VEHICLES_FR,
    noTimetable:
      "Ce réseau n'a pas d'horaires pour cette date (horaires valables du {start} au {end}).",
    noService:
      'Aucun transport en commun ne circule ce jour-là (horaires valables du {start} au {end}).',
    nearestDay: ' Jour le plus proche avec des horaires : {day}.',
    endedDay: ' Ces horaires ont pris fin : leur dernier jour est le {day}.',
    noNetwork: "Périple n'a pas d'horaires de transports en commun pour cette région.",
    noStop:
      'Aucun arrêt à distance de marche n’a d’horaires dans Périple : seuls ceux du réseau {networks} sont disponibles.',
    withStops:
      'Ce mode se calcule du départ à l’arrivée sans étape : retirez les étapes pour le voir.',
    walkFaster: 'À pied, c’est plus rapide : {minutes} min de marche.',
    trainNoStation: 'Aucune gare à moins de {km} km du {place}.',
    trainSameStation:
      'La gare la plus proche du départ et de l’arrivée est la même ({station}) : le train ne convient pas à ce trajet.',
    trainNoRail:
      'Horaires de train indisponibles pour cette région. Gares les plus proches : {from} au départ, {to} à l’arrivée.',
    trainNoJourney: 'Aucun train ne relie {from} à {to} à cette date dans les horaires importés.',
    shareNone: "Aucun service de {service} n'est configuré pour cette région.",
    shareUnreachable: 'Les données du service {system} sont inaccessibles pour le moment.',
    shareNoVehicle: 'Aucun véhicule {system} disponible à moins de {metres} m du départ.',
    shareNoDock: 'Aucune station {system} avec une place libre à moins de {metres} m de l’arrivée.',
    carpool: 'Covoiturage indisponible : Périple ne propose pas encore d’offres de covoiturage.',
    busNoCoach:
      'Autocars indisponibles : aucun horaire d’autocar longue distance n’est disponible pour cette région.',
    busShort: 'Pas d’autocar longue distance pour un trajet de moins de {km} km.',
    busNoJourney:
      'Aucun autocar ne relie le départ à l’arrivée à cette date dans les horaires importés.',
    plane: 'Avion indisponible : Périple ne propose pas d’horaires de vols.',
    planeShort: 'Pas de vol pour un trajet de moins de {km} km.',
    noFare: 'Tarif non communiqué',
    fareEstimate: 'Tarif réglementé, estimation',
    moreTrips: 'Horaires et trajets sur le site de l’exploitant ({agency})',
    buyTicket: 'Acheter un billet ({agency})',
    board: 'Montez dans le {vehicle} {line} direction {headsign} à l’arrêt {stop}',
    alight: 'Descendez à l’arrêt {stop}',
    walkTo: 'Marchez jusqu’à {place}',
    reach: 'Vous êtes à {place}.',
    pickUp: 'Prenez un véhicule {system} : {place}',
    dropOff: 'Laissez le véhicule : {place}',
    taxi: 'Course en taxi',
    then: ' puis ',
    transfers: '{n} correspondance(s)',
    direct: 'Direct',
    keys: {
      walk: 'Marche',
      transfers: 'Correspondances',
      departure: 'Départ',
      arrival: 'Arrivée',
    },
  },
  en: {
    vehicles: {
      bus: 'Bus',
      tram: 'Tram',
      metro: 'Metro',
      rail: 'Train',
      ferry: 'Boat',
      cable: 'Cable car',
      funicular: 'Funicular',
    },
    noTimetable:
      'This network has no timetable for this date (timetable valid from {start} to {end}).',
    noService: 'No public transport runs on that day (timetable valid from {start} to {end}).',
    nearestDay: ' Nearest day with a timetable: {day}.',
    endedDay: ' This timetable has ended: its last day is {day}.',
    noNetwork: 'Périple has no public transport timetables for this region.',
    noStop:
      'No stop within walking distance has timetables in Périple: only those of the {networks} network are available.',
    withStops:
      'This mode goes straight from the start to the destination: remove the stops to see it.',
    walkFaster: 'Walking is quicker: {minutes} min on foot.',
    trainNoStation: 'No railway station within {km} km of the {place}.',
    trainSameStation:
      'The same station ({station}) is the nearest to the start and the destination: the train does not suit this trip.',
    trainNoRail:
      'No train timetable for this region. Nearest stations: {from} at the start, {to} at the destination.',
    trainNoJourney: 'No train links {from} and {to} on this date in the imported timetables.',
    shareNone: 'No {service} service is configured for this region.',
    shareUnreachable: 'The data of {system} cannot be reached at the moment.',
    shareNoVehicle: 'No {system} vehicle available within {metres} m of the start.',
    shareNoDock: 'No {system} station with a free dock within {metres} m of the destination.',
    carpool: 'Carpool unavailable: Périple does not offer carpool rides yet.',
    busNoCoach:
      'Coaches unavailable: no long-distance coach timetable is available for this region.',
    busShort: 'No long-distance coach for a trip under {km} km.',
    busNoJourney:
      'No coach links the start and the destination on this date in the imported timetables.',
    plane: 'Plane unavailable: Périple does not offer flight timetables.',
    planeShort: 'No flight for a trip under {km} km.',
    noFare: 'Fare not available',
    fareEstimate: 'Regulated fare, estimate',
    moreTrips: 'Timetables and trips on the {agency} website',
    buyTicket: 'Buy a ticket ({agency})',
    board: 'Board {vehicle} {line} towards {headsign} at {stop}',
    alight: 'Get off at {stop}',
    walkTo: 'Walk to {place}',
    reach: 'You are at {place}.',
    pickUp: 'Take a {system} vehicle: {place}',
    dropOff: 'Leave the vehicle: {place}',
    taxi: 'Taxi ride',
    then: ', then ',
    transfers: '{n} change(s)',
    direct: 'Direct',
    keys: { walk: 'Walking', transfers: 'Changes', departure: 'Departure', arrival: 'Arrival' },
  },
  nl: {
    vehicles: {
      bus: 'Bus',
      tram: 'Tram',
      metro: 'Metro',
      rail: 'Trein',
      ferry: 'Boot',
      cable: 'Kabelbaan',
      funicular: 'Kabelspoor',
    },
    noTimetable:
      'Dit net heeft geen dienstregeling voor deze datum (dienstregeling geldig van {start} tot {end}).',
    noService:
      'Op die dag rijdt er geen openbaar vervoer (dienstregeling geldig van {start} tot {end}).',
    nearestDay: ' Dichtstbijzijnde dag met dienstregeling: {day}.',
    endedDay: ' Deze dienstregeling is afgelopen: de laatste dag is {day}.',
    noNetwork: 'Périple heeft geen dienstregelingen van het openbaar vervoer voor deze regio.',
    noStop:
      'Geen halte op loopafstand heeft een dienstregeling in Périple: alleen die van het net {networks} zijn beschikbaar.',
    withStops:
      'Deze vervoerwijze gaat rechtstreeks van vertrek naar bestemming: verwijder de tussenstops om deze te berekenen.',
    walkFaster: 'Te voet bent u er sneller: {minutes} min lopen.',
    trainNoStation: 'Geen treinstation binnen {km} km van het {place}.',
    trainSameStation:
      'Hetzelfde station ({station}) ligt het dichtst bij vertrek en aankomst: de trein past niet bij deze reis.',
    trainNoRail:
      'Geen treindienstregeling voor deze regio. Dichtstbijzijnde stations: {from} bij vertrek, {to} bij aankomst.',
    trainNoJourney:
      'Geen trein tussen {from} en {to} op deze datum in de ingelezen dienstregeling.',
    shareNone: 'Voor deze regio zijn geen {service} ingesteld.',
    shareUnreachable: 'De gegevens van {system} zijn momenteel niet bereikbaar.',
    shareNoVehicle: 'Geen voertuig van {system} beschikbaar binnen {metres} m van het vertrek.',
    shareNoDock:
      'Geen station van {system} met een vrije plaats binnen {metres} m van de aankomst.',
    carpool: 'Carpoolen niet beschikbaar: Périple biedt nog geen carpoolritten aan.',
    busNoCoach:
      'Touringcars niet beschikbaar: er is geen dienstregeling van langeafstandsbussen voor deze regio.',
    busShort: 'Geen langeafstandsbus voor een rit van minder dan {km} km.',
    busNoJourney:
      'Geen touringcar verbindt het vertrek en de aankomst op deze datum in de geïmporteerde dienstregelingen.',
    plane: 'Vliegtuig niet beschikbaar: Périple biedt geen vluchtschema’s aan.',
    planeShort: 'Geen vlucht voor een rit van minder dan {km} km.',
    noFare: 'Prijs onbekend',
    fareEstimate: 'Gereglementeerd tarief, schatting',
    moreTrips: 'Dienstregeling en ritten op de website van {agency}',
    buyTicket: 'Een ticket kopen ({agency})',
    board: 'Stap in {vehicle} {line} richting {headsign} bij {stop}',
    alight: 'Stap uit bij {stop}',
    walkTo: 'Loop naar {place}',
    reach: 'U bent bij {place}.',
    pickUp: 'Neem een voertuig van {system}: {place}',
    dropOff: 'Laat het voertuig achter: {place}',
    taxi: 'Taxirit',
    then: ', dan ',
    transfers: '{n} overstap(pen)',
    direct: 'Rechtstreeks',
    keys: { walk: 'Lopen', transfers: 'Overstappen', departure: 'Vertrek', arrival: 'Aankomst' },
  },
};

/** Names of the shared services in the availability messages. */
export const SHARE_SERVICE_NAMES: Readonly<
  Record<LabelLanguage, Readonly<Record<'bike_share' | 'scooter_share', string>>>
> = {
  fr: { bike_share: 'vélos en libre-service', scooter_share: 'trottinettes en libre-service' },
  en: { bike_share: 'bike sharing', scooter_share: 'scooter sharing' },
  nl: { bike_share: 'deelfietsen', scooter_share: 'deelsteps' },
};
