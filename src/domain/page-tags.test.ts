/** §9 distance tagging and §2 page tags of the itinerary pages. */
import { describe, expect, it } from 'vitest';
import { distanceBucket, distanceLetter, itineraryPageTags } from './page-tags';

describe('distanceBucket', () => {
  it('puts a distance in the §9 buckets', () => {
    expect(distanceBucket(0)).toBe('0');
    expect(distanceBucket(4_999)).toBe('lt5');
    expect(distanceBucket(5_000)).toBe('10');
    expect(distanceBucket(10_000)).toBe('10');
    expect(distanceBucket(15_000)).toBe('20');
    expect(distanceBucket(50_000)).toBe('50');
    expect(distanceBucket(120_000)).toBe('200');
    expect(distanceBucket(200_001)).toBe('gt200');
  });
});

describe('distanceLetter', () => {
  it('gives A from 2000 km down to O under 10 km, by the §9 thresholds', () => {
    expect(distanceLetter(2_500_000)).toBe('A');
    expect(distanceLetter(1_000_000)).toBe('B');
    expect(distanceLetter(135_000)).toBe('H');
    expect(distanceLetter(80_000)).toBe('I');
    expect(distanceLetter(10_000)).toBe('N');
    expect(distanceLetter(2_700)).toBe('O');
    expect(distanceLetter(0)).toBe('O');
  });
});

describe('itineraryPageTags', () => {
  const from = { coordinates: { lng: 1.09, lat: 49.44 }, postcode: '76000', regionCode: '28' };
  const to = { coordinates: { lng: 2.35, lat: 48.85 }, postcode: '75003', regionCode: '11' };

  it('tags a computed trip with its steps, mode, distance and ends', () => {
    expect(itineraryPageTags({ steps: [from, to], mode: 'car', metres: 135_000 })).toEqual([
      'steps:2',
      'mode:car',
      'distance:200',
      'distance_letter:H',
      'departure_region:28',
      'departure_postcode:76000',
      'arrival_postcode:75003',
    ]);
  });

  it('leaves out what is not known yet', () => {
    const empty = { coordinates: null };
    expect(itineraryPageTags({ steps: [empty, empty], mode: null, metres: null })).toEqual([]);
  });
});
