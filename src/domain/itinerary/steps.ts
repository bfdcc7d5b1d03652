/**
 * Itinerary steps (§3 Itinerary step) and the validation rules of §5: valid coordinates are
 * finite and non-zero, two coordinates are equal within 0.00001, coordinates are written with 5
 * decimals; a step is located with valid coordinates, a type other than POI and a country code.
 * Step ids: the first step is the departure, the last the arrival, stops are step-1, step-2…
 */
import type { LngLat } from '../geo';
import type { Address, GeocodeLevel } from '../address';
import type { Poi } from '../search';

/** Most intermediate stops of an itinerary (more is refused with a 400). */
export const MAX_STOPS = 10;

/** Tolerance of coordinate equality (§5). */
export const COORDINATE_EPSILON = 0.00001;

/** Decimals of written coordinates (§5). */
export const COORDINATE_DECIMALS = 5;

/** Where a step's location came from. */
export type StepOrigin = 'map' | 'search' | 'url' | 'geolocation' | 'typed' | 'favorite';

/** An itinerary step (§3). */
export interface ItineraryStep {
  /** UI step id: departure, arrival, step-1, step-2… */
  id: string;
  coordinates: LngLat | null;
  label: string;
  split_label?: [string, string] | undefined;
  type?: 'address' | 'poi' | 'coordinates' | undefined;
  postcode?: string | undefined;
  regionCode?: string | undefined;
  departmentCode?: string | undefined;
  countryCode?: string | undefined;
  towncode?: string | undefined;
  town?: string | undefined;
  rubric?: string | undefined;
  geocode_level?: GeocodeLevel | undefined;
  townWithoutDistrict?: string | undefined;
  from?: StepOrigin | undefined;
  /**
   * Text typed in the step's field and not chosen from the list: the computation resolves it to
   * the first suggestion (as Enter would). Set only while `coordinates` is null.
   */
  query?: string | undefined;
  /** Set when reverse geocoding failed: the label is the coordinates. */
  unresolved?: boolean | undefined;
}

/** A coordinate is valid when both numbers are finite (§5). */
export function isFiniteCoordinate(c: LngLat | null | undefined): c is LngLat {
  return !!c && Number.isFinite(c.lng) && Number.isFinite(c.lat);
}

/** Valid step coordinates: finite, non-zero lat and lng, inside WGS84. */
export function isValidStepCoordinate(c: LngLat | null | undefined): c is LngLat {
  return (
    isFiniteCoordinate(c) &&
    c.lat !== 0 &&
    c.lng !== 0 &&
    Math.abs(c.lat) <= 90 &&
    Math.abs(c.lng) <= 180
  );
}

/** A step with coordinates is valid only with non-zero lat and lng (§5). */
export function hasValidCoordinates(step: ItineraryStep): boolean {
  return isValidStepCoordinate(step.coordinates);
}

/** Two coordinates are equal when both components differ by at most 0.00001 (§5). */
export function coordinatesEqual(a: LngLat, b: LngLat): boolean {
  const eps = COORDINATE_EPSILON + 1e-12;
  return Math.abs(a.lat - b.lat) <= eps && Math.abs(a.lng - b.lng) <= eps;
}

/** A number written with 5 decimals (§5). */
export function formatCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS);
}

/** `lng,lat` with 5 decimals: the API's coordinate form. */
export function formatLngLat(c: LngLat): string {
  return `${formatCoordinate(c.lng)},${formatCoordinate(c.lat)}`;
}

/** Parses `lng,lat`; `undefined` when it is not two finite numbers. */
export function parseLngLat(text: string | undefined): LngLat | undefined {
  if (!text) return undefined;
  const parts = text.split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return undefined;
  const [lng, lat] = parts.map(Number) as [number, number];
  return Number.isFinite(lng) && Number.isFinite(lat) ? { lng, lat } : undefined;
}

/** The label of a step known only by its coordinates: « 43,73110, 7,41970 » (lat, lng). */
export function coordinateLabel(c: LngLat, decimalComma = true): string {
  const write = (n: number): string =>
    decimalComma ? formatCoordinate(n).replace('.', ',') : formatCoordinate(n);
  return `${write(c.lat)}, ${write(c.lng)}`;
}

/** A step counts as located with valid coordinates, a type other than POI and a country code (§5). */
export function isLocated(step: ItineraryStep): boolean {
  return hasValidCoordinates(step) && step.type !== 'poi' && !!step.countryCode;
}

/** The id of the step at `index` among `count` steps. */
export function stepId(index: number, count: number): string {
  if (index === 0) return 'departure';
  if (index === count - 1) return 'arrival';
  return `step-${index}`;
}

/** Renumbers the ids: departure, step-1, step-2…, arrival. */
export function renumberSteps(steps: readonly ItineraryStep[]): ItineraryStep[] {
  return steps.map((s, i) => ({ ...s, id: stepId(i, steps.length) }));
}

/** An empty step. */
export function emptyStep(id = ''): ItineraryStep {
  return { id, coordinates: null, label: '' };
}

/** The two empty steps of a new itinerary. */
export function initialSteps(): ItineraryStep[] {
  return renumberSteps([emptyStep(), emptyStep()]);
}

/** Number of intermediate stops. */
export function stopCount(steps: readonly ItineraryStep[]): number {
  return Math.max(0, steps.length - 2);
}

/** Adds an empty step before the arrival (no-op past MAX_STOPS). */
export function addStepBeforeArrival(steps: readonly ItineraryStep[]): ItineraryStep[] {
  if (stopCount(steps) >= MAX_STOPS) return [...steps];
  const next = [...steps];
  next.splice(Math.max(1, steps.length - 1), 0, emptyStep());
  return renumberSteps(next);
}

/** Removes the step at `index` and renumbers; with two steps left, empties it instead. */
export function removeStep(steps: readonly ItineraryStep[], index: number): ItineraryStep[] {
  if (index < 0 || index >= steps.length) return [...steps];
  if (steps.length <= 2) {
    return renumberSteps(steps.map((s, i) => (i === index ? emptyStep() : s)));
  }
  return renumberSteps(steps.filter((_, i) => i !== index));
}

/**
 * The field to type in after removing the step at `index` of `count`: the same field when it was
 * only emptied (two steps), else the step that took its place (the arrival after the last stop).
 */
export function fieldAfterRemoval(index: number, count: number): number {
  return count <= 2 ? index : Math.min(index, count - 2);
}

/** Swaps the step at `index` with the next one (no-op for the last step). */
export function swapWithNext(steps: readonly ItineraryStep[], index: number): ItineraryStep[] {
  if (index < 0 || index >= steps.length - 1) return [...steps];
  const next = [...steps];
  const a = next[index]!;
  next[index] = next[index + 1]!;
  next[index + 1] = a;
  return renumberSteps(next);
}

/** The trip the other way: the arrival first, the stops in reverse order, the departure last. */
export function reverseSteps(steps: readonly ItineraryStep[]): ItineraryStep[] {
  return renumberSteps([...steps].reverse());
}

/** Replaces the step at `index` (keeping its id). */
export function replaceStep(
  steps: readonly ItineraryStep[],
  index: number,
  step: Omit<ItineraryStep, 'id'>,
): ItineraryStep[] {
  return steps.map((s, i) => (i === index ? { ...step, id: s.id } : s));
}

/** A step at a point, labelled by its coordinates until reverse geocoding names it. */
export function stepAtPoint(c: LngLat, from: StepOrigin = 'map'): Omit<ItineraryStep, 'id'> {
  return { coordinates: c, label: coordinateLabel(c), type: 'coordinates', from };
}

/** A located step from an address (reverse geocoding or search). */
export function stepFromAddress(address: Address, from: StepOrigin): Omit<ItineraryStep, 'id'> {
  return {
    coordinates: { lng: address.coordinates.lng, lat: address.coordinates.lat },
    label: address.label,
    split_label: address.split_label,
    type: 'address',
    postcode: address.postcode,
    regionCode: address.regionCode,
    departmentCode: address.departmentCode,
    countryCode: address.countryCode,
    towncode: address.towncode,
    town: address.town,
    geocode_level: address.geocode_level,
    townWithoutDistrict: address.town?.replace(/\s+\d+(er|e)\s+Arrondissement$/i, ''),
    from,
  };
}

/** A step of typed text, to be resolved by the computation. */
export function stepFromQuery(query: string): Omit<ItineraryStep, 'id'> {
  const text = query.trim();
  return { coordinates: null, label: text, query: text, from: 'typed' };
}

/** A step chosen among the suggestions: a POI (reverse geocoding adds its codes, §5). */
export function stepFromPoi(poi: Poi, from: StepOrigin): Omit<ItineraryStep, 'id'> {
  return {
    coordinates: { lng: poi.coordinates.lng, lat: poi.coordinates.lat },
    label: poi.label,
    split_label: poi.split_label,
    type: 'poi',
    postcode: poi.pCode,
    regionCode: poi.regionCode,
    departmentCode: poi.departmentCode,
    countryCode: poi.countryCode,
    towncode: poi.townCode,
    town: poi.town,
    rubric: poi.rubric.id,
    from,
  };
}

/** True when a step has text waiting to be resolved. */
export function hasQuery(step: ItineraryStep): boolean {
  return !hasValidCoordinates(step) && !!step.query?.trim();
}

/** True when a step takes part in a computation: valid coordinates or typed text. */
export function isGiven(step: ItineraryStep): boolean {
  return hasValidCoordinates(step) || hasQuery(step);
}

/** True when the departure and the arrival are given (a computation can start). */
export function canCompute(steps: readonly ItineraryStep[]): boolean {
  const given = steps.filter(isGiven);
  return (
    steps.length >= 2 &&
    isGiven(steps[0]!) &&
    isGiven(steps[steps.length - 1]!) &&
    given.length - 2 <= MAX_STOPS
  );
}

/**
 * The end still to give when the other one is given (a trip toward or from a place, just
 * opened): where the person types next. `null` when both ends, or neither, are given.
 */
export function missingEndIndex(steps: readonly ItineraryStep[]): number | null {
  const last = steps.length - 1;
  if (last < 1) return null;
  const first = isGiven(steps[0]!);
  const end = isGiven(steps[last]!);
  if (first === end) return null;
  return first ? last : 0;
}

/** What the itinerary form still asks for before it can compute (its hint under the button). */
export type StepsNeeded = 'both' | 'departure' | 'arrival' | 'none';

/**
 * The end still missing to compute: the departure, the arrival, both, or `none` (both are given;
 * too many stops are refused before, `MAX_STOPS`). The hint names the end to give.
 */
export function stepsNeeded(steps: readonly ItineraryStep[]): StepsNeeded {
  const missing = missingEndIndex(steps);
  if (missing !== null) return missing === 0 ? 'departure' : 'arrival';
  return steps.length >= 2 && isGiven(steps[0]!) ? 'none' : 'both';
}

/** The steps that take part in a computation: the filled ones, in order. */
export function filledSteps(steps: readonly ItineraryStep[]): ItineraryStep[] {
  return steps.filter(hasValidCoordinates);
}

/**
 * Coordinates typed by the user: « latitude, longitude » (43.7311, 7.4197), separated by a
 * comma, a semicolon or spaces; `undefined` when they are not valid step coordinates.
 */
export function parseTypedCoordinates(text: string): LngLat | undefined {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (parts.length !== 2) return undefined;
  const [lat, lng] = parts.map(Number) as [number, number];
  const point = { lng, lat };
  return isValidStepCoordinate(point) ? point : undefined;
}
