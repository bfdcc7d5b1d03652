/**
 * Messages of public transport in en-GB (UK English), with exactly the keys and placeholders of the
 * fr-FR source (../transit.ts). A file of its own so that they load on demand, with the en-GB
 * bundle.
 */
import type { TransitMessageKey } from '../transit';

/** en-GB. */
export const transitEnGB: Readonly<Record<TransitMessageKey, string>> = {
  'itinerary.mode.public_transport': 'Public transport',
  'itinerary.mode.train': 'Train',
  'itinerary.mode.bike_share': 'Shared bike',
  'itinerary.mode.scooter_share': 'Shared scooter',
  'itinerary.mode.taxi': 'Taxi',
  'itinerary.mode.carpool': 'Carpool',
  'itinerary.mode.bus': 'Coach',
  'itinerary.mode.plane': 'Plane',
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
  'transit.popup.kind.tram': 'Tram stop',
  'transit.popup.kind.bus': 'Bus stop',
  'transit.popup.kind.rail': 'Station',
  'transit.popup.kind.subway': 'Underground station',
  'transit.popup.kind.ferry': 'Ferry terminal',
  'transit.popup.noFeed':
    'No timetable for this stop: Périple does not have the local public transport timetables.',
  'transit.popup.unlisted':
    'No timetable for this stop: it is not in the networks whose timetables Périple has.',
  'transit.popup.close': 'Close',
};
