/** The itinerary between two favourites (« Maison → Travail », issue 13). */
import type { FavoriteInput } from '../account/favorites';
import { itineraryHash } from './itinerary-hash';

/** The itinerary fragment (without '#') from one favourite to another (« Maison → Travail »). */
export function favoriteTripHash(
  from: Pick<FavoriteInput, 'label' | 'address' | 'lng' | 'lat'>,
  to: Pick<FavoriteInput, 'label' | 'address' | 'lng' | 'lat'>,
): string {
  const step = (f: typeof from) => ({ point: { lng: f.lng, lat: f.lat }, label: f.address });
  return itineraryHash({
    screen: 'computing',
    mode: undefined,
    trip: { from: step(from), to: step(to), stops: [] },
  });
}
