import { describe, expect, it } from 'vitest';
import { tripBox } from './trip-box';

const step = (lng: number, lat: number) => ({ coordinates: { lng, lat } });

describe('tripBox', () => {
  it('holds a step off its route (a station north of the street the route starts on)', () => {
    const route = { bbox: [1.09, 49.44, 1.095, 49.448] as const };
    expect(tripBox([step(1.094, 49.449), step(1.0949, 49.4403)], [route])).toEqual([
      1.09, 49.44, 1.095, 49.449,
    ]);
  });

  it('frames both ends when no route joins them, nothing with one end only', () => {
    expect(tripBox([step(7.42, 43.73), step(1.09, 49.44)], [])).toEqual([1.09, 43.73, 7.42, 49.44]);
    expect(tripBox([step(7.42, 43.73), { coordinates: null }], [])).toBeNull();
  });
});
