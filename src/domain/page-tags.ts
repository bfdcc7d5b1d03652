/**
 * Page tags of the itinerary pages (§2 page-tag parameters, §9 distance tagging): the steps, the
 * transport mode, the distance as a bucket and as a letter, the departure region and both
 * postcodes, as targeting tags (`key:value`, §5 ad-tag rules applied by the ads code).
 */
import type { RoadMode } from './itinerary/modes';
import type { ItineraryStep } from './itinerary/steps';

/** The distance buckets of §9: 0, under 5 km, then up to 10, 20, 50, 200 km, above 200 km. */
export type DistanceBucket = '0' | 'lt5' | '10' | '20' | '50' | '200' | 'gt200';

/** The bucket of a distance in metres. */
export function distanceBucket(metres: number): DistanceBucket {
  if (!(metres > 0)) return '0';
  if (metres < 5_000) return 'lt5';
  if (metres <= 10_000) return '10';
  if (metres <= 20_000) return '20';
  if (metres <= 50_000) return '50';
  if (metres <= 200_000) return '200';
  return 'gt200';
}

/** The thresholds of the itinerary distance letters (§9), m: A from 2000 km down to O from 0. */
export const DISTANCE_LETTER_THRESHOLDS = [
  2_000_000, 1_000_000, 500_000, 300_000, 250_000, 200_000, 150_000, 100_000, 80_000, 50_000,
  40_000, 30_000, 20_000, 10_000, 0,
] as const;

/** The letter of a distance: the first threshold it reaches, A for 2000 km or more, O below 10 km. */
export function distanceLetter(metres: number): string {
  const reached = DISTANCE_LETTER_THRESHOLDS.findIndex((t) => metres >= t);
  const index = reached < 0 ? DISTANCE_LETTER_THRESHOLDS.length - 1 : reached;
  return String.fromCharCode('A'.charCodeAt(0) + index);
}

/** What the tags of an itinerary page are read from. */
export interface ItineraryTagInput {
  steps: readonly Pick<ItineraryStep, 'postcode' | 'regionCode' | 'coordinates'>[];
  mode: RoadMode | null;
  /** The selected route's length, m (none before a computation). */
  metres: number | null;
}

/** The page tags of an itinerary page: only what is known (no empty `key:`). */
export function itineraryPageTags(input: ItineraryTagInput): string[] {
  const filled = input.steps.filter((s) => s.coordinates !== null);
  const from = input.steps[0];
  const to = input.steps.at(-1);
  const tags: [string, string | undefined][] = [
    ['steps', filled.length > 0 ? String(filled.length) : undefined],
    ['mode', input.mode ?? undefined],
    ['distance', input.metres === null ? undefined : distanceBucket(input.metres)],
    ['distance_letter', input.metres === null ? undefined : distanceLetter(input.metres)],
    ['departure_region', from?.regionCode],
    ['departure_postcode', from?.postcode],
    ['arrival_postcode', to === from ? undefined : to?.postcode],
  ];
  return tags.flatMap(([key, value]) => (value ? [`${key}:${value}`] : []));
}
