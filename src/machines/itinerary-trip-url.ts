/**
 * Between the itinerary state and the URL: the trip of the hash routes from the steps and time
 * options, the steps of a URL's trip, and whether the state already holds a URL's trip.
 */
import {
  coordinateLabel,
  coordinatesEqual,
  filledSteps,
  stepAtPoint,
  type ItineraryStep,
} from '../domain/itinerary/steps';
import type { ItineraryContext } from './itinerary-types';
import type { HashStep, HashTrip } from '../domain/paths/itinerary-hash';
import type { TimeOptions } from '../domain/itinerary/datetime';

function hashStep(step: ItineraryStep): HashStep {
  const point = step.coordinates!;
  const named = step.label && step.label !== coordinateLabel(point) && !step.unresolved;
  return named ? { point, label: step.label } : { point };
}

/** The trip of the current steps and time options, undefined without departure and arrival. */
export function tripOf(context: ItineraryContext): HashTrip | undefined {
  const steps = filledSteps(context.steps);
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last || steps.length < 2) return undefined;
  const { when, date, time } = context.timeOptions;
  return {
    from: hashStep(first),
    to: hashStep(last),
    stops: steps.slice(1, -1).map(hashStep),
    when,
    date: date ?? undefined,
    time: time ?? undefined,
  };
}

/** The steps of a URL's trip (labelled by the URL, else by their coordinates). */
export function stepsOfTrip(trip: HashTrip): Omit<ItineraryStep, 'id'>[] {
  return [trip.from, ...trip.stops, trip.to].map((s) => {
    const step = stepAtPoint(s.point, 'url');
    return s.label ? { ...step, label: s.label } : step;
  });
}

/** True when the state's filled steps are the trip's points (within 0.00001). */
export function holdsTrip(context: ItineraryContext, trip: HashTrip): boolean {
  const points = filledSteps(context.steps).map((s) => s.coordinates!);
  const wanted = [trip.from, ...trip.stops, trip.to].map((s) => s.point);
  const same =
    points.length === wanted.length && points.every((p, i) => coordinatesEqual(p, wanted[i]!));
  return same && sameTime(context.timeOptions, trip);
}

/**
 * Whether the state's time options are the URL's: a URL without `quand` leaves now, so Back
 * from the results of another day is the results of now again, not that day's.
 */
function sameTime(time: TimeOptions, trip: HashTrip): boolean {
  const when = trip.when ?? 'NOW';
  if (time.when !== when) return false;
  return when === 'NOW' || (time.date === (trip.date ?? null) && time.time === (trip.time ?? null));
}

/**
 * The trip of a URL with the names the state gave its steps (a link of bare points, named by
 * the reverse geocoder), or undefined when the URL has them already. The points stay the URL's.
 */
export function namedTrip(context: ItineraryContext, trip: HashTrip): HashTrip | undefined {
  const named = tripOf(context);
  if (!named) return undefined;
  const urlSteps = [trip.from, ...trip.stops, trip.to];
  const stateSteps = [named.from, ...named.stops, named.to];
  if (urlSteps.length !== stateSteps.length) return undefined;
  if (urlSteps.every((s, i) => (s.label ?? '') === (stateSteps[i]?.label ?? ''))) return undefined;
  const name = (s: HashStep, i: number): HashStep => {
    const label = stateSteps[i]?.label;
    return label ? { point: s.point, label } : { point: s.point };
  };
  return {
    ...trip,
    from: name(trip.from, 0),
    stops: trip.stops.map((s, i) => name(s, i + 1)),
    to: name(trip.to, urlSteps.length - 1),
  };
}
