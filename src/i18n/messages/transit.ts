/**
 * Messages of public transport and the other multimodal modes (issue 5): mode names, transit
 * results and roadbook, the stop popup of the 'tc' map mode. One object per locale (fr-FR is
 * the source; the others have exactly its keys and placeholders).
 */

/** fr-FR (source). */
export const transitFrFR = {
  'itinerary.mode.public_transport': 'Transports en commun',
  'itinerary.mode.train': 'Train',
  'itinerary.mode.bike_share': 'Vélo partagé',
  'itinerary.mode.scooter_share': 'Trottinette partagée',
  'itinerary.mode.taxi': 'Taxi',
  'itinerary.mode.carpool': 'Covoiturage',
  'transit.vehicle.bus': 'Bus',
  'transit.vehicle.tram': 'Tram',
  'transit.vehicle.metro': 'Métro',
  'transit.vehicle.rail': 'Train',
  'transit.vehicle.ferry': 'Bateau',
  'transit.vehicle.cable': 'Téléphérique',
  'transit.vehicle.funicular': 'Funiculaire',
  'transit.legs': 'Étapes du trajet',
  'transit.times': '{departure} → {arrival}',
  'transit.direct': 'Sans correspondance',
  'transit.transfers.one': '1 correspondance',
  'transit.transfers.many': '{n} correspondances',
  'transit.walking': '{time} de marche',
  'transit.walk': 'Marche',
  'transit.ride.bike': 'Vélo',
  'transit.ride.scooter': 'Trottinette',
  'transit.ride.taxi': 'Taxi',
  'transit.towards': 'direction {headsign}',
  'transit.board': 'Montée à {stop}',
  'transit.alight': 'Descente à {stop}',
  'transit.stops': '{n} arrêts intermédiaires',
  'transit.from': 'Départ de {place}',
  'transit.to': 'Arrivée à {place}',
  'transit.line': 'Ligne {line}',
  'transit.popup.title': 'Prochains départs',
  'transit.popup.loading': 'Chargement des horaires…',
  'transit.popup.failed': "Les horaires n'ont pas pu être chargés.",
  'transit.popup.none': 'Aucun départ dans les 6 prochaines heures.',
  'transit.popup.noTimetable':
    "Ce réseau n'a pas d'horaires pour cette date (horaires valables du {start} au {end}).",
  'transit.popup.close': 'Fermer',
} as const;

/** A key of the transit messages. */
export type TransitMessageKey = keyof typeof transitFrFR;

/** fr-BE: the same as fr-FR. */
export const transitFrBE: Readonly<Record<TransitMessageKey, string>> = { ...transitFrFR };

/** en-GB. */
export const transitEnGB: Readonly<Record<TransitMessageKey, string>> = {
  'itinerary.mode.public_transport': 'Public transport',
  'itinerary.mode.train': 'Train',
  'itinerary.mode.bike_share': 'Shared bike',
  'itinerary.mode.scooter_share': 'Shared scooter',
  'itinerary.mode.taxi': 'Taxi',
  'itinerary.mode.carpool': 'Carpool',
  'transit.vehicle.bus': 'Bus',
  'transit.vehicle.tram': 'Tram',
  'transit.vehicle.metro': 'Metro',
  'transit.vehicle.rail': 'Train',
  'transit.vehicle.ferry': 'Boat',
  'transit.vehicle.cable': 'Cable car',
  'transit.vehicle.funicular': 'Funicular',
  'transit.legs': 'Journey legs',
  'transit.times': '{departure} → {arrival}',
  'transit.direct': 'No change',
  'transit.transfers.one': '1 change',
  'transit.transfers.many': '{n} changes',
  'transit.walking': '{time} walking',
  'transit.walk': 'Walk',
  'transit.ride.bike': 'Bike',
  'transit.ride.scooter': 'Scooter',
  'transit.ride.taxi': 'Taxi',
  'transit.towards': 'towards {headsign}',
  'transit.board': 'Board at {stop}',
  'transit.alight': 'Get off at {stop}',
  'transit.stops': '{n} intermediate stops',
  'transit.from': 'From {place}',
  'transit.to': 'To {place}',
  'transit.line': 'Line {line}',
  'transit.popup.title': 'Next departures',
  'transit.popup.loading': 'Loading the timetable…',
  'transit.popup.failed': 'The timetable could not be loaded.',
  'transit.popup.none': 'No departure in the next 6 hours.',
  'transit.popup.noTimetable':
    'This network has no timetable for this date (timetable valid from {start} to {end}).',
  'transit.popup.close': 'Close',
};

/** nl-BE. */
export const transitNlBE: Readonly<Record<TransitMessageKey, string>> = {
  'itinerary.mode.public_transport': 'Openbaar vervoer',
  'itinerary.mode.train': 'Trein',
  'itinerary.mode.bike_share': 'Deelfiets',
  'itinerary.mode.scooter_share': 'Deelstep',
  'itinerary.mode.taxi': 'Taxi',
  'itinerary.mode.carpool': 'Carpoolen',
  'transit.vehicle.bus': 'Bus',
  'transit.vehicle.tram': 'Tram',
  'transit.vehicle.metro': 'Metro',
  'transit.vehicle.rail': 'Trein',
  'transit.vehicle.ferry': 'Boot',
  'transit.vehicle.cable': 'Kabelbaan',
  'transit.vehicle.funicular': 'Kabelspoor',
  'transit.legs': 'Etappes van de reis',
  'transit.times': '{departure} → {arrival}',
  'transit.direct': 'Zonder overstap',
  'transit.transfers.one': '1 overstap',
  'transit.transfers.many': '{n} overstappen',
  'transit.walking': '{time} lopen',
  'transit.walk': 'Lopen',
  'transit.ride.bike': 'Fiets',
  'transit.ride.scooter': 'Step',
  'transit.ride.taxi': 'Taxi',
  'transit.towards': 'richting {headsign}',
  'transit.board': 'Instappen bij {stop}',
  'transit.alight': 'Uitstappen bij {stop}',
  'transit.stops': '{n} tussenhaltes',
  'transit.from': 'Vertrek bij {place}',
  'transit.to': 'Aankomst bij {place}',
  'transit.line': 'Lijn {line}',
  'transit.popup.title': 'Volgende vertrekken',
  'transit.popup.loading': 'Dienstregeling laden…',
  'transit.popup.failed': 'De dienstregeling kon niet worden geladen.',
  'transit.popup.none': 'Geen vertrek in de komende 6 uur.',
  'transit.popup.noTimetable':
    'Dit net heeft geen dienstregeling voor deze datum (dienstregeling geldig van {start} tot {end}).',
  'transit.popup.close': 'Sluiten',
};
