import { describe, expect, it } from 'vitest';
import type { ItineraryRoute } from '../../src/domain/itinerary/types';
import { APPROACH_METRES } from '../../src/domain/itinerary/approaches';
import { routeApproaches, withApproaches } from './approaches';

/** A route of two legs: Rouen's historic centre, as the extract's roads reach it. */
function route(legs: [number, number][][]): ItineraryRoute {
  const sections = legs.map((coordinates) => ({ geometry: { coordinates } }));
  return { sections } as unknown as ItineraryRoute;
}

const station = { lng: 1.094087, lat: 49.448764 };
const horloge = { lng: 1.0912548, lat: 49.4415582 };
const cathedral = { lng: 1.0947, lat: 49.4403 };

describe('steps the route passes far from', () => {
  it('names the departure outside the map: the route starts 480 m away', () => {
    const r = route([
      [
        [1.09212, 49.44468],
        [1.09039, 49.44177],
      ],
    ]);
    const far = routeApproaches(r, [station, horloge]);
    expect(far).toHaveLength(1);
    expect(far[0]?.step).toBe(0);
    expect(far[0]?.metres).toBeGreaterThan(450);
    expect(far[0]?.metres).toBeLessThan(500);
  });

  it('reads a stop at the end of the leg before it, and leaves the near ones out', () => {
    const r = route([
      [
        [1.0913, 49.4416],
        [1.0925, 49.4405],
      ],
      [
        [1.0925, 49.4405],
        [1.0947, 49.4403],
      ],
    ]);
    const far = routeApproaches(r, [horloge, station, cathedral]);
    expect(far.map((a) => a.step)).toEqual([1]);
    expect(far[0]!.metres).toBeGreaterThan(APPROACH_METRES);
    expect(withApproaches(r, [horloge, { lng: 1.0925, lat: 49.4405 }, cathedral])).toBe(r);
  });
});
