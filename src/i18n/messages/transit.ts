/**
 * Messages of public transport and the other multimodal modes (issue 5): mode names, transit
 * results and roadbook, the stop popup of the 'tc' map mode, in fr-FR (the source) and fr-BE;
 * en-GB and nl-BE are in en-gb/ and nl-be/ (loaded on demand with their bundle), with exactly
 * the keys and placeholders of the source.
 */

/** fr-FR (source). */
export const transitFrFR = {
  'itinerary.mode.public_transport': 'Transports en commun',
  'itinerary.mode.train': 'Train',
  'itinerary.mode.bike_share': 'Vélo partagé',
  'itinerary.mode.scooter_share': 'Trottinette partagée',
  'itinerary.mode.taxi': 'Taxi',
  'itinerary.mode.carpool': 'Covoiturage',
  'itinerary.mode.bus': 'Autocar',
  'itinerary.mode.plane': 'Avion',
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
  'transit.popup.kind.tram': 'Arrêt de tram',
  'transit.popup.kind.bus': 'Arrêt de bus',
  'transit.popup.kind.rail': 'Gare',
  'transit.popup.kind.subway': 'Station de métro',
  'transit.popup.kind.ferry': 'Embarcadère',
  'transit.popup.noFeed':
    'Pas d’horaires pour cet arrêt : Périple n’a pas ceux des transports en commun d’ici.',
  'transit.popup.unlisted':
    'Pas d’horaires pour cet arrêt : il n’est pas dans les réseaux dont Périple a les horaires.',
  'transit.popup.close': 'Fermer',
} as const;

/** A key of the transit messages. */
export type TransitMessageKey = keyof typeof transitFrFR;

/** fr-BE: the same as fr-FR. */
export const transitFrBE: Readonly<Record<TransitMessageKey, string>> = { ...transitFrFR };
