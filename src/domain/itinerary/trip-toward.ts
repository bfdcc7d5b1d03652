/**
 * « Itinéraire vers ce lieu » (or « depuis ») from a place's sheet, a list or the map's popup
 * starts a new trip, as on Google Maps: the place at its end, the other end empty — or the
 * person's position when the trip started there — and no stop of an earlier trip. Coming back to
 * the same place (Back to the form) keeps the trip as it was. Zod-free.
 */
import {
  coordinatesEqual,
  emptyStep,
  renumberSteps,
  replaceStep,
  type ItineraryStep,
} from './steps';

/** The steps once `step` is asked as the trip's `end`, and whether they make a new trip. */
export function tripToward(
  steps: readonly ItineraryStep[],
  step: Omit<ItineraryStep, 'id'>,
  end: 'to' | 'from',
): { steps: ItineraryStep[]; fresh: boolean } {
  const index = end === 'to' ? steps.length - 1 : 0;
  const held = steps[index];
  const same =
    held?.coordinates && step.coordinates
      ? coordinatesEqual(held.coordinates, step.coordinates)
      : held !== undefined && held.coordinates === null && held.query === step.query;
  if (same) return { steps: replaceStep(steps, index, step), fresh: false };
  const start = steps[0];
  const position = start?.from === 'geolocation' ? start : emptyStep();
  const fresh = end === 'to' ? [position, { ...step, id: '' }] : [{ ...step, id: '' }, emptyStep()];
  return { steps: renumberSteps(fresh), fresh: true };
}
