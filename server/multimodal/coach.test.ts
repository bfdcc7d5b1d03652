import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../src/domain/geo';
import { isShortTrip, LONG_DISTANCE_KM, planeAnswer } from './coach';
import type { MultimodalContext } from './types';

const MONACO: LngLat = { lng: 7.4197, lat: 43.7311 };
const CASINO: LngLat = { lng: 7.4277, lat: 43.7394 };
const ROUEN: LngLat = { lng: 1.0993, lat: 49.4431 };

function planeContext(points: LngLat[], lang: 'fr' | 'en' | 'nl' = 'fr'): MultimodalContext {
  const provider = { name: 'avion', mode: 'plane' };
  return { request: { lang, points }, provider } as unknown as MultimodalContext;
}

describe('coaches and flights need a long trip', () => {
  it('reads a trip under 100 km as too short, Monaco → Rouen as long', () => {
    expect(LONG_DISTANCE_KM).toBe(100);
    expect(isShortTrip([MONACO, CASINO])).toBe(true);
    expect(isShortTrip([MONACO, ROUEN])).toBe(false);
    // The ends count, not the stops between.
    expect(isShortTrip([MONACO, ROUEN, CASINO])).toBe(true);
  });

  it('tells a short trip that no flight is that short, a long one that no flight source exists', () => {
    const short = planeAnswer(planeContext([MONACO, CASINO]));
    expect(short).toMatchObject({
      ok: false,
      availability: 'Pas de vol pour un trajet de moins de 100 km.',
    });
    const long = planeAnswer(planeContext([MONACO, ROUEN], 'en'));
    expect(long).toMatchObject({
      ok: false,
      availability: 'Plane unavailable: Périple does not offer flight timetables.',
    });
  });
});
