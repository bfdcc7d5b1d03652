/**
 * What a step field may become: a suggestion of the search service (an address, a street, a
 * place, a town, a station or a POI: never a category or a chain, which name no single place),
 * typed coordinates, or the device's position. Pure rules shared by the step-field machine and
 * the computation that resolves typed text.
 */
import type { Favorite } from '../account/favorites';
import type { LngLat } from '../geo';
import type { Suggestion, SuggestionResult } from '../search';
import {
  parseTypedCoordinates,
  stepAtPoint,
  stepFromAddress,
  stepFromPoi,
  type ItineraryStep,
  type StepOrigin,
} from './steps';

/** A suggestion result that names one place. */
export type PlaceResult = Exclude<SuggestionResult, { kind: 'search' }>;

/** True when a suggestion result names one place (an address or a POI). */
export function isPlaceResult(result: SuggestionResult): result is PlaceResult {
  return result.kind === 'address' || result.kind === 'poi';
}

/** The suggestions a step field lists: those naming one place, in the service's order. */
export function placeSuggestions(suggestions: readonly Suggestion[]): Suggestion[] {
  return suggestions.filter((s) => isPlaceResult(s.result));
}

/** The step of a place result. */
export function stepOfResult(
  result: PlaceResult,
  from: StepOrigin = 'search',
): Omit<ItineraryStep, 'id'> {
  return result.kind === 'address'
    ? stepFromAddress(result.address, from)
    : stepFromPoi(result.poi, from);
}

/** A favourite place as a step field lists it (issue 13). */
export type FavoritePlace = Pick<Favorite, 'type' | 'label' | 'address' | 'lng' | 'lat'>;

/** The step of a favourite: its address, where it is. */
export function stepOfFavorite(favorite: FavoritePlace): Omit<ItineraryStep, 'id'> {
  return {
    coordinates: { lng: favorite.lng, lat: favorite.lat },
    label: favorite.address,
    split_label: [favorite.label, favorite.address],
    type: 'address',
    from: 'favorite',
  };
}

/** What a step field chose. */
export type StepChoice =
  | { kind: 'result'; result: PlaceResult }
  | { kind: 'favorite'; favorite: FavoritePlace }
  | { kind: 'coordinates'; point: LngLat }
  | { kind: 'position'; point: LngLat; label: string };

/** The step of a choice. */
export function stepOfChoice(choice: StepChoice): Omit<ItineraryStep, 'id'> {
  if (choice.kind === 'result') return stepOfResult(choice.result);
  if (choice.kind === 'coordinates') return stepAtPoint(choice.point, 'typed');
  if (choice.kind === 'favorite') return stepOfFavorite(choice.favorite);
  return { ...stepAtPoint(choice.point, 'geolocation'), label: choice.label };
}

/** Typed text read as coordinates (« 43.7311, 7.4197 »), else undefined. */
export function coordinatesChoice(text: string): StepChoice | undefined {
  const point = parseTypedCoordinates(text);
  return point ? { kind: 'coordinates', point } : undefined;
}

/** The first suggestion naming a place: what Enter picks, and what typed text resolves to. */
export function firstPlace(suggestions: readonly Suggestion[]): PlaceResult | undefined {
  const first = placeSuggestions(suggestions)[0]?.result;
  return first && isPlaceResult(first) ? first : undefined;
}
