/**
 * Messages of public transport in nl-BE (Belgian Dutch), with exactly the keys and placeholders of
 * the fr-FR source (../transit.ts). A file of its own so that they load on demand, with the nl-BE
 * bundle.
 */
import type { TransitMessageKey } from '../transit';

/** nl-BE. */
export const transitNlBE: Readonly<Record<TransitMessageKey, string>> = {
  'itinerary.mode.public_transport': 'Openbaar vervoer',
  'itinerary.mode.train': 'Trein',
  'itinerary.mode.bike_share': 'Deelfiets',
  'itinerary.mode.scooter_share': 'Deelstep',
  'itinerary.mode.taxi': 'Taxi',
  'itinerary.mode.carpool': 'Carpoolen',
  'itinerary.mode.bus': 'Touringcar',
  'itinerary.mode.plane': 'Vliegtuig',
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
  'transit.popup.kind.tram': 'Tramhalte',
  'transit.popup.kind.bus': 'Bushalte',
  'transit.popup.kind.rail': 'Station',
  'transit.popup.kind.subway': 'Metrostation',
  'transit.popup.kind.ferry': 'Veerterminal',
  'transit.popup.noFeed':
    'Geen dienstregeling voor deze halte: Périple heeft die van het openbaar vervoer hier niet.',
  'transit.popup.unlisted':
    'Geen dienstregeling voor deze halte: ze hoort niet bij de netten waarvan Périple de dienstregeling heeft.',
  'transit.popup.close': 'Sluiten',
};
