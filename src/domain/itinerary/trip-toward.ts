/**
 * « Itinéraire vers ce lieu » (or « depuis ») from a place's sheet, a list or the map's popup
 * starts a new trip, as on Google Maps: the place at its end, the other end empty — or the
 * person's position when the trip started there — and no stop of an earlier trip. Coming back to
 * the same place (Back to the form) keeps the trip as it was. Zod-free.
 */
import {
  coordinatesEqual,
  emptyStep,
  isGiven,
  renumberSteps,
  replaceStep,
  type ItineraryStep,
} from './steps';

/**
 * The steps once `step` is asked as the trip's `end`, and whether they make a new trip. A new
 * trip toward a place leaves from the visitor's position: `here` (the position the map shows,
 * « Ma position », as Google Maps and Mappy fill it), else the one the trip already left from.
 * `here` is given only on arriving at the itinerary: an overlay closed over the form (the date,
 * the options) or Back to it keeps the trip as it was.
 */
export function tripToward(
  steps: readonly ItineraryStep[],
  step: Omit<ItineraryStep, 'id'>,
  options: { end: 'to' | 'from'; here?: Omit<ItineraryStep, 'id'> | undefined },
): { steps: ItineraryStep[]; fresh: boolean } {
  const { end, here } = options;
  const index = end === 'to' ? steps.length - 1 : 0;
  const held = steps[index];
  const same =
    held?.coordinates && step.coordinates
      ? coordinatesEqual(held.coordinates, step.coordinates)
      : held !== undefined && held.coordinates === null && held.query === step.query;
  if (same) {
    const kept = replaceStep(steps, index, step);
    // A new itinerary toward the place (its start not given yet) leaves from the position.
    const blank = kept[0] && !isGiven(kept[0]);
    if (end === 'to' && here && blank) return { steps: replaceStep(kept, 0, here), fresh: true };
    return { steps: kept, fresh: false };
  }
  const start = steps[0];
  // The position the map shows now before the one an earlier trip left from (the visitor moved).
  const position = here ? { ...here, id: '' } : start?.from === 'geolocation' ? start : emptyStep();
  const fresh = end === 'to' ? [position, { ...step, id: '' }] : [{ ...step, id: '' }, emptyStep()];
  return { steps: renumberSteps(fresh), fresh: true };
}
