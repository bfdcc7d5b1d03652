import { describe, expect, it } from 'vitest';
import {
  fieldAfterRemoval,
  addStepBeforeArrival,
  canCompute,
  coordinateLabel,
  coordinatesEqual,
  formatLngLat,
  hasValidCoordinates,
  initialSteps,
  isLocated,
  missingEndIndex,
  MAX_STOPS,
  parseLngLat,
  parseTypedCoordinates,
  removeStep,
  replaceStep,
  reverseSteps,
  stepAtPoint,
  stepsNeeded,
  swapWithNext,
  type ItineraryStep,
} from './steps';

const at = (lng: number, lat: number, label = `${lng}`): ItineraryStep => ({
  id: '',
  coordinates: { lng, lat },
  label,
});

describe('step validation (§5)', () => {
  it('needs finite, non-zero lat and lng', () => {
    expect(hasValidCoordinates(at(7.4197, 43.7311))).toBe(true);
    expect(hasValidCoordinates(at(0, 0))).toBe(false);
    expect(hasValidCoordinates(at(7.4, 0))).toBe(false);
    expect(hasValidCoordinates(at(0, 43.7))).toBe(false);
    expect(hasValidCoordinates(at(Number.NaN, 43.7))).toBe(false);
    expect(hasValidCoordinates(at(Number.POSITIVE_INFINITY, 43.7))).toBe(false);
    expect(hasValidCoordinates(at(7.4, 91))).toBe(false);
    expect(hasValidCoordinates({ id: 'x', coordinates: null, label: '' })).toBe(false);
  });

  it('compares coordinates within 0.00001', () => {
    expect(coordinatesEqual({ lng: 7.4197, lat: 43.7311 }, { lng: 7.41971, lat: 43.73111 })).toBe(
      true,
    );
    expect(coordinatesEqual({ lng: 7.4197, lat: 43.7311 }, { lng: 7.41972, lat: 43.7311 })).toBe(
      false,
    );
  });

  it('writes coordinates with 5 decimals', () => {
    expect(formatLngLat({ lng: 7.4197, lat: 43.7311 })).toBe('7.41970,43.73110');
    expect(coordinateLabel({ lng: 7.4197, lat: 43.7311 })).toBe('43,73110, 7,41970');
    expect(coordinateLabel({ lng: 7.4197, lat: 43.7311 }, false)).toBe('43.73110, 7.41970');
    expect(parseLngLat('7.41970,43.73110')).toEqual({ lng: 7.4197, lat: 43.7311 });
    expect(parseLngLat('7.4,')).toBeUndefined();
    expect(parseLngLat('a,b')).toBeUndefined();
  });

  it('counts a step as located only with a type other than POI and a country code', () => {
    const step = { ...at(7.42, 43.73), type: 'address' as const, countryCode: '492' };
    expect(isLocated(step)).toBe(true);
    expect(isLocated({ ...step, type: 'poi' })).toBe(false);
    expect(isLocated({ ...step, countryCode: undefined })).toBe(false);
    expect(isLocated({ ...step, coordinates: { lng: 0, lat: 0 } })).toBe(false);
  });
});

/** A trip a → b → c → d, numbered as the form numbers it. */
function renumberFour(): ItineraryStep[] {
  return swapWithNext([at(1, 1, 'a'), at(2, 2, 'b'), at(3, 3, 'c'), at(4, 4, 'd')], -1);
}

describe('step list', () => {
  it('starts with a departure and an arrival', () => {
    expect(initialSteps().map((s) => s.id)).toEqual(['departure', 'arrival']);
  });

  it('adds steps before the arrival, renumbered, up to 10 stops', () => {
    let steps = [
      { ...at(1, 1), id: 'departure' },
      { ...at(2, 2), id: 'arrival' },
    ];
    steps = addStepBeforeArrival(steps);
    steps = addStepBeforeArrival(steps);
    expect(steps.map((s) => s.id)).toEqual(['departure', 'step-1', 'step-2', 'arrival']);
    expect(steps[3]?.coordinates).toEqual({ lng: 2, lat: 2 });
    for (let i = 0; i < 20; i += 1) steps = addStepBeforeArrival(steps);
    expect(steps.length).toBe(MAX_STOPS + 2);
  });

  it('removes with renumbering, and empties rather than removes below two steps', () => {
    const steps = addStepBeforeArrival([at(1, 1, 'a'), at(2, 2, 'b')]);
    const filled = replaceStep(steps, 1, at(3, 3, 'c'));
    const removed = removeStep(filled, 0);
    expect(removed.map((s) => [s.id, s.label])).toEqual([
      ['departure', 'c'],
      ['arrival', 'b'],
    ]);
    const emptied = removeStep(removed, 1);
    expect(emptied.map((s) => s.id)).toEqual(['departure', 'arrival']);
    expect(emptied[1]?.coordinates).toBeNull();
    expect(removeStep(removed, 7)).toEqual(removed);
  });

  it('swaps a step with the next one', () => {
    const steps = [at(1, 1, 'a'), at(2, 2, 'b'), at(3, 3, 'c')].map((s, i) => ({
      ...s,
      id: String(i),
    }));
    expect(swapWithNext(steps, 0).map((s) => [s.id, s.label])).toEqual([
      ['departure', 'b'],
      ['step-1', 'a'],
      ['arrival', 'c'],
    ]);
    expect(swapWithNext(steps, 2).map((s) => s.label)).toEqual(['a', 'b', 'c']);
  });

  it('reverses the trip: the arrival first, the stops the other way round', () => {
    const steps = renumberFour();
    expect(reverseSteps(steps).map((s) => [s.id, s.label])).toEqual([
      ['departure', 'd'],
      ['step-1', 'c'],
      ['step-2', 'b'],
      ['arrival', 'a'],
    ]);
  });

  it('names the end still to give when only the other one is', () => {
    const toward = replaceStep(initialSteps(), 1, at(2, 2, 'b'));
    expect(missingEndIndex(toward)).toBe(0);
    const from = replaceStep(addStepBeforeArrival(initialSteps()), 0, at(1, 1, 'a'));
    expect(missingEndIndex(from)).toBe(2);
    expect(missingEndIndex(initialSteps())).toBeNull();
    expect(missingEndIndex(replaceStep(toward, 0, at(1, 1, 'a')))).toBeNull();
  });

  it('says which end the form still needs, for its hint', () => {
    expect(stepsNeeded(initialSteps())).toBe('both');
    const toward = replaceStep(initialSteps(), 1, at(2, 2, 'b'));
    expect(stepsNeeded(toward)).toBe('departure');
    expect(stepsNeeded(replaceStep(initialSteps(), 0, at(1, 1, 'a')))).toBe('arrival');
    expect(stepsNeeded(replaceStep(toward, 0, at(1, 1, 'a')))).toBe('none');
    expect(stepsNeeded([])).toBe('both');
  });

  it('computes with a valid departure and arrival', () => {
    expect(canCompute(initialSteps())).toBe(false);
    const steps = replaceStep(initialSteps(), 0, stepAtPoint({ lng: 7.4197, lat: 43.7311 }));
    expect(canCompute(steps)).toBe(false);
    expect(canCompute(replaceStep(steps, 1, stepAtPoint({ lng: 7.4277, lat: 43.7394 })))).toBe(
      true,
    );
  });
});

describe('typed coordinates', () => {
  it('reads « latitude, longitude »', () => {
    expect(parseTypedCoordinates('43.7311, 7.4197')).toEqual({ lng: 7.4197, lat: 43.7311 });
    expect(parseTypedCoordinates(' 43.7311 7.4197 ')).toEqual({ lng: 7.4197, lat: 43.7311 });
    expect(parseTypedCoordinates('43.7311;7.4197')).toEqual({ lng: 7.4197, lat: 43.7311 });
    expect(parseTypedCoordinates('Monaco')).toBeUndefined();
    expect(parseTypedCoordinates('0, 0')).toBeUndefined();
    expect(parseTypedCoordinates('95, 7')).toBeUndefined();
  });
});

describe('fieldAfterRemoval', () => {
  it('keeps the field emptied of two, else goes to the step that took its place', () => {
    // The arrival's × of a two-step trip empties it: one types there again, not at the departure.
    expect(fieldAfterRemoval(1, 2)).toBe(1);
    expect(fieldAfterRemoval(0, 2)).toBe(0);
    // A stop removed: the step after it; the arrival removed: the last stop, now the arrival.
    expect(fieldAfterRemoval(1, 3)).toBe(1);
    expect(fieldAfterRemoval(2, 3)).toBe(1);
  });
});
